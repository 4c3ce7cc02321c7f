import type { Db } from '../../db/database';
import type { Uf } from './address-rules';

import type { Address } from 'shared-contracts/schema';

/** An address as the API answers it (the contract's Address). */
export type AddressRecord = Address;

export interface AddressValues {
  name: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city_name: string;
  state_name: Uf;
}

const COLUMNS = 'id, name, street, number, complement, neighborhood, city_name, state_name, zip_code';

/** The user's addresses, newest first. */
export function listUserAddresses(db: Db, userId: number): AddressRecord[] {
  return db
    .prepare<[number], AddressRecord>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? ORDER BY id DESC`)
    .all(userId);
}

/** One address of the user; someone else's is as unknown as a missing one. */
export function findUserAddress(db: Db, userId: number, id: number): AddressRecord | undefined {
  return db
    .prepare<[number, number], AddressRecord>(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ?`)
    .get(id, userId);
}

export function countUserAddresses(db: Db, userId: number): number {
  return (
    db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(userId)?.n ?? 0
  );
}

/**
 * Inserts an address unless the user already has `limit` of them; the count and the insert run in
 * one immediate transaction so two parallel requests cannot both pass the limit. Returns null at
 * the limit.
 */
export function insertAddress(db: Db, userId: number, values: AddressValues, limit: number): AddressRecord | null {
  return db
    .transaction((): AddressRecord | null => {
      if (countUserAddresses(db, userId) >= limit) return null;
      const { lastInsertRowid } = db
        .prepare<[number, string, string, string, string, string | null, string, string, string]>(
          `INSERT INTO addresses
             (user_id, name, zip_code, street, number, complement, neighborhood, city_name, state_name)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          values.name,
          values.zip_code,
          values.street,
          values.number,
          values.complement,
          values.neighborhood,
          values.city_name,
          values.state_name,
        );
      return findUserAddress(db, userId, Number(lastInsertRowid)) ?? null;
    })
    .immediate();
}

/** Rewrites an address of the user; undefined when it is not theirs. */
export function updateUserAddress(
  db: Db,
  userId: number,
  id: number,
  values: AddressValues,
): AddressRecord | undefined {
  const { changes } = db
    .prepare<[string, string, string, string, string | null, string, string, string, number, number]>(
      `UPDATE addresses
         SET name = ?, zip_code = ?, street = ?, number = ?, complement = ?,
             neighborhood = ?, city_name = ?, state_name = ?
       WHERE id = ? AND user_id = ?`,
    )
    .run(
      values.name,
      values.zip_code,
      values.street,
      values.number,
      values.complement,
      values.neighborhood,
      values.city_name,
      values.state_name,
      id,
      userId,
    );
  return changes === 0 ? undefined : findUserAddress(db, userId, id);
}

/** A column of another table that points at addresses.id. */
interface AddressReference {
  table: string;
  column: string;
  notNull: boolean;
  /** The foreign key's ON DELETE action, or null when the column has no declared foreign key. */
  onDelete: string | null;
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** Tables of the cart hold a choice the customer can make again; anything else is a record. */
const isCartTable = (table: string): boolean => /^carts?(_|$)/i.test(table);

/**
 * Every column that refers to an address: declared foreign keys to addresses, and the
 * `address_id` columns of the cart's tables, which may have been created without one. Read from
 * the schema at run time, so tables added by later migrations are covered.
 */
function addressReferences(db: Db): AddressReference[] {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'addresses'",
    )
    .all()
    .map((row) => row.name);

  const references: AddressReference[] = [];
  for (const table of tables) {
    const columns = db
      .prepare<[string], { name: string; notnull: number }>('SELECT name, "notnull" FROM pragma_table_info(?)')
      .all(table);
    const notNull = new Map(columns.map((column) => [column.name, column.notnull === 1]));
    const keys = db
      .prepare<[string], { table: string; from: string; on_delete: string }>(
        'SELECT "table", "from", on_delete FROM pragma_foreign_key_list(?)',
      )
      .all(table)
      .filter((key) => key.table.toLowerCase() === 'addresses');
    for (const key of keys) {
      references.push({ table, column: key.from, notNull: notNull.get(key.from) ?? false, onDelete: key.on_delete });
    }
    const declared = new Set(keys.map((key) => key.from));
    if (isCartTable(table) && notNull.has('address_id') && !declared.has('address_id')) {
      references.push({ table, column: 'address_id', notNull: notNull.get('address_id') ?? false, onDelete: null });
    }
  }
  return references;
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'in-use';

/**
 * Deletes an address of the user. Whatever refers to it is let go first: a cart forgets it (the
 * column is cleared, or the cart's row for the choice removed), foreign keys that cascade or
 * clear themselves are left to the database, and a record elsewhere that cannot lose its address
 * (a required, restricting reference) keeps the address and answers 'in-use'.
 */
export function deleteUserAddress(db: Db, userId: number, id: number): DeleteOutcome {
  return db
    .transaction((): DeleteOutcome => {
      if (!findUserAddress(db, userId, id)) return 'not-found';
      const references = addressReferences(db).filter(
        (reference) => reference.onDelete === null || !/^(CASCADE|SET NULL|SET DEFAULT)$/i.test(reference.onDelete),
      );
      const blocking = references.filter((reference) => reference.notNull && !isCartTable(reference.table));
      for (const reference of blocking) {
        const sql = `SELECT 1 FROM ${quote(reference.table)} WHERE ${quote(reference.column)} = ? LIMIT 1`;
        if (db.prepare<[number]>(sql).get(id) !== undefined) return 'in-use';
      }
      for (const reference of references) {
        const where = `WHERE ${quote(reference.column)} = ?`;
        if (!reference.notNull) {
          db.prepare<[number]>(`UPDATE ${quote(reference.table)} SET ${quote(reference.column)} = NULL ${where}`).run(
            id,
          );
        } else if (isCartTable(reference.table)) {
          db.prepare<[number]>(`DELETE FROM ${quote(reference.table)} ${where}`).run(id);
        }
      }
      db.prepare<[number, number]>('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, userId);
      return 'deleted';
    })
    .immediate();
}
