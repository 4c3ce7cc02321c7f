import type { Db } from '../../db/database';

import type { Address } from 'shared-contracts/schema';

export type AddressRow = Address;

export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  document: string | null;
  phone: string | null;
  cellphone: string | null;
  user_type: number;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .prepare<[string], UserRow>(
      `SELECT id, name, email, password_hash, document, phone, cellphone, user_type
       FROM users WHERE email = ?`,
    )
    .get(email.trim().toLowerCase());
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db
    .prepare<[number], UserRow>(
      `SELECT id, name, email, password_hash, document, phone, cellphone, user_type
       FROM users WHERE id = ?`,
    )
    .get(id);
}

export function listAddresses(db: Db, userId: number): AddressRow[] {
  return db
    .prepare<[number], AddressRow>(
      `SELECT id, name, street, number, complement, neighborhood, city_name, state_name, zip_code
       FROM addresses WHERE user_id = ? ORDER BY id`,
    )
    .all(userId);
}

/** Outside identity providers whose accounts can be linked to users. */
export type IdentityProvider = 'google';

/** The user a provider account is linked to, if any. */
export function findUserByIdentity(db: Db, provider: IdentityProvider, subject: string): UserRow | undefined {
  return db
    .prepare<[string, string], UserRow>(
      `SELECT u.id, u.name, u.email, u.password_hash, u.document, u.phone, u.cellphone, u.user_type
       FROM user_identities i JOIN users u ON u.id = i.user_id
       WHERE i.provider = ? AND i.subject = ?`,
    )
    .get(provider, subject);
}

export function linkIdentity(db: Db, provider: IdentityProvider, subject: string, userId: number): void {
  db.prepare<[string, string, number]>('INSERT INTO user_identities (provider, subject, user_id) VALUES (?, ?, ?)').run(
    provider,
    subject,
    userId,
  );
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  document: string | null;
  phone: string | null;
  cellphone: string | null;
  userType: number;
}

export function insertUser(db: Db, user: NewUser): UserRow {
  const id = Number(
    db
      .prepare<[string, string, string, string | null, string | null, string | null, number]>(
        `INSERT INTO users (name, email, password_hash, document, phone, cellphone, user_type)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        user.name,
        user.email.trim().toLowerCase(),
        user.passwordHash,
        user.document,
        user.phone,
        user.cellphone,
        user.userType,
      ).lastInsertRowid,
  );
  const row = findUserById(db, id);
  if (!row) throw new Error(`User ${id} vanished right after being inserted`);
  return row;
}
