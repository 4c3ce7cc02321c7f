/** Account kinds (spec §9): 1 customer, 2 affiliate. */
import type { UserType } from 'shared-contracts/schema';

export const USER_TYPE_CUSTOMER = 1;
export const USER_TYPE_AFFILIATE = 2;

/** The kind of a stored account (the column only holds 1 or 2; anything else reads as a customer). */
export function userTypeOf(value: number): UserType {
  return value === USER_TYPE_AFFILIATE ? USER_TYPE_AFFILIATE : USER_TYPE_CUSTOMER;
}
