import type { Migration } from '../migrate';

/**
 * Orders and what they were made of, copied at the time of purchase (names,
 * prices, the delivery address, the shipping options), so later changes to the
 * catalogue or to the customer's addresses never rewrite an order.
 *
 * `order_payments` keeps the outcome of the payment: for cards only the brand,
 * the last four digits and the authorization code (never the number, the CVV or
 * the expiry); for boletos the typeable line and barcode; for Pix the copy-paste
 * code. `idempotency_keys` remembers the answer given to each Idempotency-Key so a
 * repeated submission returns the same order.
 */
export const migration: Migration = {
  version: 7,
  name: 'orders',
  up: `
    CREATE TABLE orders (
      id                   INTEGER PRIMARY KEY AUTOINCREMENT,
      -- 'MB-' and the zero-padded id, set in the transaction that creates the order.
      number               TEXT    UNIQUE,
      user_id              INTEGER NOT NULL REFERENCES users (id),
      status               TEXT    NOT NULL
                                   CHECK (status IN ('awaiting_payment', 'paid', 'declined', 'canceled', 'shipped', 'delivered')),
      method               TEXT    NOT NULL CHECK (method IN ('credit_card', 'bank_slip', 'pix')),
      subtotal_cents       INTEGER NOT NULL CHECK (subtotal_cents >= 0),
      shipping_cents       INTEGER NOT NULL CHECK (shipping_cents >= 0),
      discount_cents       INTEGER NOT NULL CHECK (discount_cents >= 0),
      total_cents          INTEGER NOT NULL CHECK (total_cents >= 0),
      coupon_id            INTEGER REFERENCES coupons (id) ON DELETE SET NULL,
      coupon_code          TEXT,
      -- Snapshot of the delivery address; address_id is the id it had (no foreign key: the
      -- customer may delete the address later, the order keeps it as it was).
      address_id           INTEGER NOT NULL,
      address_name         TEXT    NOT NULL,
      address_zip_code     TEXT    NOT NULL,
      address_street       TEXT    NOT NULL,
      address_number       TEXT    NOT NULL,
      address_complement   TEXT,
      address_neighborhood TEXT    NOT NULL,
      address_city_name    TEXT    NOT NULL,
      address_state_name   TEXT    NOT NULL,
      customer_document    TEXT    NOT NULL,
      customer_phone       TEXT,
      customer_cellphone   TEXT    NOT NULL,
      fraud_session_id     TEXT,
      created_at           TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX orders_user_index ON orders (user_id, id DESC);

    CREATE TABLE order_items (
      id                          INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id                    INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_id                  INTEGER REFERENCES products (id) ON DELETE SET NULL,
      product_variation_option_id INTEGER REFERENCES product_variation_options (id) ON DELETE SET NULL,
      seller_id                   INTEGER REFERENCES sellers (id) ON DELETE SET NULL,
      seller_name                 TEXT    NOT NULL,
      name                        TEXT    NOT NULL,
      category_name               TEXT,
      variation_name              TEXT,
      option_name                 TEXT,
      photo                       TEXT    NOT NULL,
      quantity                    INTEGER NOT NULL CHECK (quantity > 0),
      unit_price_cents            INTEGER NOT NULL CHECK (unit_price_cents >= 0),
      total_cents                 INTEGER NOT NULL CHECK (total_cents >= 0)
    );
    CREATE INDEX order_items_order_index ON order_items (order_id, id);
    CREATE INDEX order_items_product_index ON order_items (product_id);

    CREATE TABLE order_shipments (
      id             INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id       INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      seller_id      INTEGER REFERENCES sellers (id) ON DELETE SET NULL,
      seller_name    TEXT    NOT NULL,
      option_code    TEXT    NOT NULL,
      carrier        TEXT    NOT NULL,
      service        TEXT    NOT NULL,
      gateway        TEXT    NOT NULL,
      delivery_time  INTEGER NOT NULL CHECK (delivery_time >= 0),
      price_cents    INTEGER NOT NULL CHECK (price_cents >= 0),
      pickup_address TEXT
    );
    CREATE INDEX order_shipments_order_index ON order_shipments (order_id, id);

    CREATE TABLE order_payments (
      order_id                INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      method                  TEXT    NOT NULL CHECK (method IN ('credit_card', 'bank_slip', 'pix')),
      status                  TEXT    NOT NULL CHECK (status IN ('approved', 'declined', 'pending')),
      -- What the customer pays: the order total plus any installment interest.
      amount_cents            INTEGER NOT NULL CHECK (amount_cents >= 0),
      installments            INTEGER NOT NULL DEFAULT 1 CHECK (installments BETWEEN 1 AND 12),
      installment_value_cents INTEGER NOT NULL CHECK (installment_value_cents >= 0),
      interest_cents          INTEGER NOT NULL DEFAULT 0 CHECK (interest_cents >= 0),
      card_brand              TEXT,
      card_last4              TEXT    CHECK (card_last4 IS NULL OR card_last4 GLOB '[0-9][0-9][0-9][0-9]'),
      authorization_code      TEXT,
      digitable_line          TEXT,
      barcode                 TEXT,
      due_date                TEXT,
      pix_copy_paste          TEXT,
      pix_txid                TEXT,
      expires_at              TEXT,
      created_at              TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );

    CREATE TABLE idempotency_keys (
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key        TEXT    NOT NULL,
      order_id   INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      response   TEXT    NOT NULL,
      created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX idempotency_keys_order_index ON idempotency_keys (order_id);
  `,
};
