import type { Migration } from '../migrate';

/**
 * The affiliate area: the links affiliates share (one per affiliate and product, with its clicks
 * counted in total and per Brasília day), the sales those links brought with the commission
 * they earn, the payouts made to the affiliate, and the affiliate's payment details.
 *
 * A sale is 'pending' during the guarantee period, 'approved' once its commission can be paid,
 * 'paid' when a payout included it and 'canceled' when the order was undone (it earns nothing).
 * Order reference and product name are copied at the time of the sale. Money in integer cents.
 * A link the affiliate stops promoting is kept inactive, so its sales keep their history.
 */
export const migration: Migration = {
  version: 8,
  name: 'affiliates',
  up: `
    CREATE TABLE affiliate_links (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      affiliate_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id   INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      code         TEXT    NOT NULL UNIQUE,
      clicks       INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
      active       INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      UNIQUE (affiliate_id, product_id)
    );
    CREATE INDEX affiliate_links_list_index ON affiliate_links (affiliate_id, active, created_at DESC, id DESC);
    CREATE INDEX affiliate_links_product_index ON affiliate_links (product_id);

    CREATE TABLE affiliate_link_clicks (
      link_id INTEGER NOT NULL REFERENCES affiliate_links (id) ON DELETE CASCADE,
      -- Brasília calendar day, 'YYYY-MM-DD'.
      day     TEXT    NOT NULL,
      clicks  INTEGER NOT NULL CHECK (clicks > 0),
      PRIMARY KEY (link_id, day)
    ) WITHOUT ROWID;

    CREATE TABLE affiliate_payouts (
      id             INTEGER PRIMARY KEY AUTOINCREMENT,
      affiliate_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
      pix_key_masked TEXT    NOT NULL,
      reference      TEXT    NOT NULL UNIQUE,
      paid_at        TEXT    NOT NULL
    );
    CREATE INDEX affiliate_payouts_affiliate_index ON affiliate_payouts (affiliate_id, paid_at DESC);

    CREATE TABLE affiliate_sales (
      id                 INTEGER PRIMARY KEY AUTOINCREMENT,
      link_id            INTEGER NOT NULL REFERENCES affiliate_links (id) ON DELETE CASCADE,
      affiliate_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      order_reference    TEXT    NOT NULL,
      product_name       TEXT    NOT NULL,
      sale_amount_cents  INTEGER NOT NULL CHECK (sale_amount_cents > 0),
      commission_percent REAL    NOT NULL CHECK (commission_percent > 0 AND commission_percent <= 100),
      commission_cents   INTEGER NOT NULL CHECK (commission_cents >= 0),
      status             TEXT    NOT NULL CHECK (status IN ('pending', 'approved', 'paid', 'canceled')),
      payout_id          INTEGER REFERENCES affiliate_payouts (id) ON DELETE SET NULL,
      created_at         TEXT    NOT NULL,
      approved_at        TEXT
    );
    CREATE INDEX affiliate_sales_list_index ON affiliate_sales (affiliate_id, created_at DESC, id DESC);
    CREATE INDEX affiliate_sales_status_index ON affiliate_sales (affiliate_id, status);
    CREATE INDEX affiliate_sales_link_index ON affiliate_sales (link_id);
    CREATE INDEX affiliate_sales_payout_index ON affiliate_sales (payout_id);

    CREATE TABLE affiliate_profiles (
      user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      pix_key_type TEXT    CHECK (pix_key_type IS NULL OR pix_key_type IN ('cpf', 'email', 'phone', 'random')),
      pix_key      TEXT,
      bank_name    TEXT,
      bank_agency  TEXT,
      bank_account TEXT,
      bio          TEXT    NOT NULL DEFAULT '' CHECK (length(bio) <= 500),
      website      TEXT,
      instagram    TEXT,
      updated_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
  `,
};
