import type { Db } from '../../db/database';

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

export interface AddressRow {
  id: number;
  name: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city_name: string;
  state_name: string;
  zip_code: string;
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
