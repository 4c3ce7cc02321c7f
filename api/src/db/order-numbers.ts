/**
 * An order's number is 'MB-' and its zero-padded id (orders/order-repository.ts), so the numbers
 * grow with the engine's own id sequence: atomic, never the same twice, on any number of API
 * instances. The demo's affiliate history refers to orders of the store's past (up to
 * 'MB-006181'), which are not rows of `orders`: the statements below move the id sequence of
 * `orders` past the highest such number, and never back. The next order is numbered after it.
 */

/** The highest order number the affiliate sales refer to (0: none). */
const HIGHEST_REFERENCE_SQLITE = `(
  SELECT COALESCE(MAX(CAST(substr(order_reference, 4) AS INTEGER)), 0)
    FROM affiliate_sales
   WHERE order_reference GLOB 'MB-[0-9]*' AND order_reference NOT GLOB 'MB-*[^0-9]*'
)`;

/** SQLite: `sqlite_sequence` holds the last id AUTOINCREMENT gave out. */
export const ORDER_NUMBERS_AFTER_REFERENCES_SQLITE = `
  UPDATE sqlite_sequence SET seq = MAX(seq, ${HIGHEST_REFERENCE_SQLITE}) WHERE name = 'orders';
  INSERT INTO sqlite_sequence (name, seq)
    SELECT 'orders', ${HIGHEST_REFERENCE_SQLITE}
     WHERE ${HIGHEST_REFERENCE_SQLITE} > 0
       AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'orders');
`;

/** PostgreSQL: the identity sequence of `orders.id`, moved only forward. */
export const ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES = `
  SELECT setval(pg_get_serial_sequence('orders', 'id'), highest)
    FROM (
      SELECT COALESCE(MAX(substr(order_reference, 4)::bigint), 0) AS highest
        FROM affiliate_sales
       WHERE order_reference ~ '^MB-[0-9]+$'
    ) AS referenced
   WHERE highest > COALESCE(pg_sequence_last_value(pg_get_serial_sequence('orders', 'id')::regclass), 0)
     AND highest > (SELECT COALESCE(MAX(id), 0) FROM orders);
`;
