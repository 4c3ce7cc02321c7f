import type { Migration } from '../migrate';

/**
 * The money paths after checkout.
 *
 * - `orders.status_reason` says why an order left its normal path ('expired' when its boleto or
 *   Pix was not paid in time), and `orders.paid_at` / `orders.updated_at` when it changed.
 * - `orders.referral_code` keeps the affiliate link code the order came with, as received.
 * - `affiliate_sales.order_id` / `order_item_id` tie a sale to the order item it credits; the
 *   unique index makes crediting an item twice impossible. `canceled_at` records a reversal.
 * - `payment_notifications` remembers every gateway notification by its id, so a repeated or
 *   replayed notification changes nothing a second time.
 */
export const migration: Migration = {
  version: 11,
  name: 'payment_lifecycle',
  up: `
    ALTER TABLE orders ADD COLUMN status_reason TEXT CHECK (status_reason IS NULL OR status_reason IN ('expired'));
    ALTER TABLE orders ADD COLUMN paid_at TEXT;
    ALTER TABLE orders ADD COLUMN updated_at TEXT;
    ALTER TABLE orders ADD COLUMN referral_code TEXT;
    CREATE INDEX orders_awaiting_index ON orders (status) WHERE status = 'awaiting_payment';

    ALTER TABLE affiliate_sales ADD COLUMN order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL;
    ALTER TABLE affiliate_sales ADD COLUMN order_item_id INTEGER REFERENCES order_items (id) ON DELETE SET NULL;
    ALTER TABLE affiliate_sales ADD COLUMN canceled_at TEXT;
    CREATE UNIQUE INDEX affiliate_sales_order_item_index ON affiliate_sales (order_item_id)
      WHERE order_item_id IS NOT NULL;
    CREATE INDEX affiliate_sales_order_index ON affiliate_sales (order_id) WHERE order_id IS NOT NULL;

    CREATE TABLE payment_notifications (
      id          TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 100),
      order_id    INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      type        TEXT    NOT NULL,
      outcome     TEXT    NOT NULL,
      received_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
  `,
};
