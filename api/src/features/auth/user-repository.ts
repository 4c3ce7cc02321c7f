import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

const USER_COLUMNS = ['id', 'name', 'email', 'password_hash', 'document', 'phone', 'cellphone', 'user_type'] as const;

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function userAddresses(db: Kysely<Database>, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .select(['id', 'name', 'street', 'number', 'complement', 'neighborhood', 'city_name', 'state_name', 'zip_code'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Outside identity providers whose accounts can be linked to users. */
export type IdentityProvider = 'google';

/** The user a provider account is linked to, if any. */
export function findUserByIdentity(
  db: Kysely<Database>,
  provider: IdentityProvider,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.password_hash', 'u.document', 'u.phone', 'u.cellphone', 'u.user_type'])
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

export async function linkIdentity(
  db: Kysely<Database>,
  provider: IdentityProvider,
  subject: string,
  userId: number,
): Promise<void> {
  await db.insertInto('user_identities').values({ provider, subject, user_id: userId }).execute();
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

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  const { id } = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email.trim().toLowerCase(),
      password_hash: user.passwordHash,
      document: user.document,
      phone: user.phone,
      cellphone: user.cellphone,
      user_type: user.userType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findUser(db, id);
  if (!row) throw new Error(`User ${id} vanished right after being inserted`);
  return row;
}
