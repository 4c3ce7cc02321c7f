import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { USER_TYPE_CUSTOMER, userTypeOf } from '../../lib/user-type';
import type { AddressRow } from '../addresses/address-repository';
import { userAddresses, type UserRow } from './user-repository';

import type { User, UserResponse } from 'shared-contracts/schema';

export type PublicUser = User;
export type UserPayload = UserResponse;

/**
 * Body of GET /api/user and of a successful login. Fields are picked one by one
 * so nothing secret (the password hash) can slip out; addresses only for customers.
 */
export async function loadUserPayload(db: Kysely<Database>, row: UserRow): Promise<UserPayload> {
  return payloadOf(row, row.user_type === USER_TYPE_CUSTOMER ? await userAddresses(db, row.id) : undefined);
}

function payloadOf(row: UserRow, addresses: AddressRow[] | undefined): UserPayload {
  const user: PublicUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    document: row.document,
    phone: row.phone,
    cellphone: row.cellphone,
    user_type: userTypeOf(row.user_type),
  };
  const payload: UserPayload = { user, user_type: user.user_type };
  if (addresses !== undefined) payload.addresses = addresses;
  return payload;
}
