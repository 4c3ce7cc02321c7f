import { ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES, ORDER_NUMBERS_AFTER_REFERENCES_SQLITE } from '../order-numbers';
import type { Migration } from '../migrate';

/**
 * New orders are numbered after the highest order number the database already refers to (the
 * seeded affiliate history's), not from MB-000001 again: see db/order-numbers.ts. A database
 * seeded from now on gets this from its seed; this step moves the ones seeded before.
 */
export const migration: Migration = {
  version: 17,
  name: 'order_numbers',
  up: ORDER_NUMBERS_AFTER_REFERENCES_SQLITE,
  postgres: ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES,
};
