import type { Db } from '../../db/database';
import { USER_TYPE_CUSTOMER, userTypeOf } from '../../lib/user-type';
import { listAddresses, type UserRow } from './user-repository';

import type { User, UserResponse } from 'shared-contracts/schema';

export type PublicUser = User;
export type UserPayload = UserResponse;

/**
 * Body of GET /api/user and of a successful login. Fields are picked one by one
 * so nothing secret (the password hash) can slip out; addresses only for customers.
 */
export function userPayload(db: Db, row: UserRow): UserPayload {
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
  if (row.user_type === USER_TYPE_CUSTOMER) payload.addresses = listAddresses(db, row.id);
  return payload;
}
