import type { Migration } from '../migrate';

/**
 * The checkout state of a cart: the customer's chosen delivery address, coupon
 * and fraud-prevention session (`carts`, one row per user), the shipping option
 * chosen for each seller of the cart (`cart_shipping`), the coupons themselves,
 * and `app_settings`, where server-side secrets generated on first start live
 * (the key that signs shipping quotes, the sandbox Pix key).
 *
 * A shipping choice keeps the quote's signed hash; it is checked again against
 * a fresh quote whenever the cart is read, so a choice made for other contents or
 * another destination simply stops counting.
 */
export const migration: Migration = {
  version: 6,
  name: 'checkout',
  up: `
    CREATE TABLE app_settings (
      name       TEXT PRIMARY KEY,
      value      TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );

    -- kind 'percent': value is a whole percentage of the subtotal; kind 'fixed': value is in cents.
    CREATE TABLE coupons (
      id                 INTEGER PRIMARY KEY AUTOINCREMENT,
      code               TEXT    NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 40),
      kind               TEXT    NOT NULL CHECK (kind IN ('percent', 'fixed')),
      value              INTEGER NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
      min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
      starts_at          TEXT,
      expires_at         TEXT,
      created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );

    CREATE TABLE carts (
      user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      address_id INTEGER REFERENCES addresses (id) ON DELETE SET NULL,
      coupon_id  INTEGER REFERENCES coupons (id) ON DELETE SET NULL,
      -- Device-fingerprint session handed to the fraud-prevention script; renewed after each order.
      session_id TEXT,
      updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX carts_address_index ON carts (address_id);
    CREATE INDEX carts_coupon_index ON carts (coupon_id);

    CREATE TABLE cart_shipping (
      user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seller_id   INTEGER NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
      option_code TEXT    NOT NULL,
      hash        TEXT    NOT NULL,
      updated_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      PRIMARY KEY (user_id, seller_id)
    );
    CREATE INDEX cart_shipping_seller_index ON cart_shipping (seller_id);
  `,
};
