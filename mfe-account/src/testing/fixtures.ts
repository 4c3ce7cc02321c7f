import { casa, demoCustomer, pais } from 'shared-contracts/testing/demo-customer';

/** Test data shaped as the API sends it: the demo customer (shared by every app's tests) and her addresses. */
export { casa, pais };

export const customer = demoCustomer([casa, pais]);

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` before now. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();
