import { sql, type Kysely, type Selectable } from 'kysely';
import { engineOf, transaction } from '../../db/engine';
import type { AddressesTable, Database } from '../../db/schema';
import type { Uf } from './address-rules';

import type { Address } from 'shared-contracts/schema';

/** An address as the API answers it (the contract's Address). */
export type AddressRecord = Address;

/** The columns an address is read with, wherever it is read. */
export const ADDRESS_COLUMNS = [
  'id',
  'name',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city_name',
  'state_name',
  'zip_code',
] as const;

/** An address as it is read: every column of ADDRESS_COLUMNS. */
export type AddressRow = Pick<Selectable<AddressesTable>, (typeof ADDRESS_COLUMNS)[number]>;

/** What a customer writes into an address, the UF checked. */
export type AddressValues = Omit<AddressRow, 'id' | 'state_name'> & { state_name: Uf };

/** The account type of a user, or undefined when the user is gone. */
export async function findUserType(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  return row?.user_type;
}

/** The user's addresses, newest first. */
export function listUserAddresses(db: Kysely<Database>, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** One address of the user; someone else's is as unknown as a missing one. */
export function findUserAddress(db: Kysely<Database>, userId: number, id: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countUserAddresses(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/**
 * Inserts an address unless the user already has `limit` of them; the count and the insert run in
 * one transaction that holds the user's row, so two parallel requests cannot both pass the limit.
 * Returns null at the limit.
 */
export function insertAddress(
  db: Kysely<Database>,
  userId: number,
  values: AddressValues,
  limit: number,
): Promise<AddressRow | null> {
  return transaction(db, async (trx) => {
    await lockUser(trx, userId);
    if ((await countUserAddresses(trx, userId)) >= limit) return null;
    const { id } = await trx
      .insertInto('addresses')
      .values({ user_id: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findUserAddress(trx, userId, id)) ?? null;
  });
}

/**
 * Serializes a user's address changes: SQLite's IMMEDIATE transaction already holds the write
 * lock; on PostgreSQL the user's row is locked until the transaction ends.
 */
async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  if (engineOf(trx) === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
}

/** Rewrites an address of the user; undefined when it is not theirs. */
export async function updateUserAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const result = await db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : findUserAddress(db, userId, id);
}

/** A column of another table that points at addresses.id. */
interface AddressReference {
  table: string;
  column: string;
  notNull: boolean;
  /** The foreign key's ON DELETE action, or null when the column has no declared foreign key. */
  onDelete: string | null;
}

/** Tables of the cart hold a choice the customer can make again; anything else is a record. */
const isCartTable = (table: string): boolean => /^carts?(_|$)/i.test(table);

/**
 * Every column that refers to an address: declared foreign keys to addresses, and the
 * `address_id` columns of the cart's tables, which may have been created without one. Read from
 * the schema at run time, so tables added by later migrations are covered.
 */
async function addressReferences(db: Kysely<Database>): Promise<AddressReference[]> {
  const columns = await tableColumns(db);
  const keys = await addressForeignKeys(db);
  const references: AddressReference[] = keys.map((key) => ({
    table: key.table,
    column: key.column,
    notNull: columns.get(key.table)?.get(key.column) ?? false,
    onDelete: key.on_delete,
  }));
  for (const [table, notNull] of columns) {
    const declared = keys.some((key) => key.table === table && key.column === 'address_id');
    if (isCartTable(table) && notNull.has('address_id') && !declared) {
      references.push({ table, column: 'address_id', notNull: notNull.get('address_id') ?? false, onDelete: null });
    }
  }
  return references;
}

/** Every table but addresses, with whether each of its columns is NOT NULL. */
async function tableColumns(db: Kysely<Database>): Promise<Map<string, Map<string, boolean>>> {
  const { rows } =
    engineOf(db) === 'postgres'
      ? await sql<{ table: string; column: string; not_null: number }>`
          SELECT table_name AS "table", column_name AS "column",
                 CASE WHEN is_nullable = 'NO' THEN 1 ELSE 0 END AS not_null
            FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name <> 'addresses'`.execute(db)
      : await sql<{ table: string; column: string; not_null: number }>`
          SELECT t.name AS "table", c.name AS "column", c."notnull" AS not_null
            FROM sqlite_master t, pragma_table_info(t.name) c
           WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%' AND t.name <> 'addresses'`.execute(db);
  const tables = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = new Map()));
    table.set(row.column, row.not_null === 1);
  }
  return tables;
}

/** The foreign keys of other tables to addresses, with their ON DELETE action. */
async function addressForeignKeys(
  db: Kysely<Database>,
): Promise<{ table: string; column: string; on_delete: string }[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ table: string; column: string; on_delete: string }>`
      SELECT kcu.table_name AS "table", kcu.column_name AS "column", rc.delete_rule AS on_delete
        FROM information_schema.referential_constraints rc
        JOIN information_schema.key_column_usage kcu
          ON kcu.constraint_schema = rc.constraint_schema AND kcu.constraint_name = rc.constraint_name
        JOIN information_schema.table_constraints target
          ON target.constraint_schema = rc.unique_constraint_schema
         AND target.constraint_name = rc.unique_constraint_name
       WHERE kcu.table_schema = current_schema() AND target.table_name = 'addresses'
         AND kcu.table_name <> 'addresses'`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ table: string; column: string; on_delete: string }>`
    SELECT t.name AS "table", k."from" AS "column", k.on_delete
      FROM sqlite_master t, pragma_foreign_key_list(t.name) k
     WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%' AND t.name <> 'addresses'
       AND lower(k."table") = 'addresses'`.execute(db);
  return rows;
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'in-use';

/**
 * Deletes an address of the user. Whatever refers to it is let go first: a cart forgets it (the
 * column is cleared, or the cart's row for the choice removed), foreign keys that cascade or
 * clear themselves are left to the database, and a record elsewhere that cannot lose its address
 * (a required, restricting reference) keeps the address and answers 'in-use'.
 */
export function deleteUserAddress(db: Kysely<Database>, userId: number, id: number): Promise<DeleteOutcome> {
  return transaction(db, async (trx): Promise<DeleteOutcome> => {
    if (!(await findUserAddress(trx, userId, id))) return 'not-found';
    const references = (await addressReferences(trx)).filter(
      (reference) => reference.onDelete === null || !/^(CASCADE|SET NULL|SET DEFAULT)$/i.test(reference.onDelete),
    );
    const blocking = references.filter((reference) => reference.notNull && !isCartTable(reference.table));
    for (const reference of blocking) {
      const { rows } = await sql`SELECT 1 FROM ${sql.table(reference.table)}
        WHERE ${sql.ref(reference.column)} = ${id} LIMIT 1`.execute(trx);
      if (rows.length > 0) return 'in-use';
    }
    for (const reference of references) {
      if (!reference.notNull) {
        await sql`UPDATE ${sql.table(reference.table)} SET ${sql.ref(reference.column)} = NULL
          WHERE ${sql.ref(reference.column)} = ${id}`.execute(trx);
      } else if (isCartTable(reference.table)) {
        await sql`DELETE FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} = ${id}`.execute(trx);
      }
    }
    await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
    return 'deleted';
  });
}
