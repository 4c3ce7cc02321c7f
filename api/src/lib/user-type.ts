/** Account kinds (spec §9): 1 customer, 2 affiliate. */
export const USER_TYPE_CUSTOMER = 1;
export const USER_TYPE_AFFILIATE = 2;
