import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { ADDRESS_COLUMNS, type AddressRow } from '../addresses/address-repository';

const USER_COLUMNS = ['id', 'name', 'email', 'password_hash', 'document', 'phone', 'cellphone', 'user_type'] as const;

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function userAddresses(db: Kysely<Database>, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

/** Outside identity providers whose accounts can be linked to users. */
export type IdentityProvider = 'google';

/** The user a provider account is linked to, if any. */
export function findUserByIdentity(
  db: Kysely<Database>,
  provider: IdentityProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const linked = db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject);
  return db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', linked).executeTakeFirst();
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
