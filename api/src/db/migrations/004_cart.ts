import type { Migration } from '../migrate';

/**
 * The signed-in customer's cart, one row per product and option. The checkout
 * adds its own tables (chosen address, shipping choices, coupon) next to this
 * one; the item key the API exposes is "<product_id>-<option_id or 0>".
 */
export const migration: Migration = {
  version: 4,
  name: 'cart',
  up: `
    CREATE TABLE cart_items (
      id                          INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id                     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id                  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      product_variation_option_id INTEGER REFERENCES product_variation_options (id) ON DELETE CASCADE,
      quantity                    INTEGER NOT NULL CHECK (quantity > 0),
      created_at                  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      updated_at                  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    -- NULLs are distinct in a UNIQUE constraint, so the "no option" case is folded to 0.
    CREATE UNIQUE INDEX cart_items_line_unique
      ON cart_items (user_id, product_id, IFNULL(product_variation_option_id, 0));
    CREATE INDEX cart_items_product_index ON cart_items (product_id);
  `,
};
