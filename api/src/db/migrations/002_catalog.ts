import type { Migration } from '../migrate';

/**
 * The catalogue: stores (sellers), products with their photos, one optional
 * variation axis with priced options, and reviews.
 *
 * Money is kept in integer cents. Counters that lists sort by (sales, views,
 * review average) are stored on the product row so a list never aggregates on
 * the fly; `search_text` holds the product's name, manufacturer and category
 * names lower-cased and without accents, matched word by word with LIKE.
 */
export const migration: Migration = {
  version: 2,
  name: 'catalog',
  up: `
    CREATE TABLE sellers (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      name            TEXT    NOT NULL,
      slug            TEXT    NOT NULL UNIQUE,
      logo            TEXT    NOT NULL,
      banner          TEXT    NOT NULL,
      description     TEXT    NOT NULL,
      city_name       TEXT    NOT NULL,
      state_name      TEXT    NOT NULL CHECK (length(state_name) = 2),
      -- Store pickup: the address line shown to buyers and the days to get the order ready.
      pickup_address  TEXT,
      pickup_zip_code TEXT,
      pickup_days     INTEGER CHECK (pickup_days IS NULL OR pickup_days >= 0),
      search_text     TEXT    NOT NULL DEFAULT '',
      created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX sellers_name_index ON sellers (name COLLATE NOCASE);

    CREATE TABLE product_situations (
      id   INTEGER PRIMARY KEY,
      name TEXT    NOT NULL UNIQUE
    );
    INSERT INTO product_situations (id, name) VALUES (1, 'Novo'), (2, 'Usado'), (3, 'Recondicionado');

    CREATE TABLE product_types (
      id   INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT    NOT NULL UNIQUE
    );

    CREATE TABLE product_manufacturers (
      id   INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT    NOT NULL UNIQUE
    );

    CREATE TABLE products (
      id                      INTEGER PRIMARY KEY AUTOINCREMENT,
      seller_id               INTEGER NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
      category_id             INTEGER NOT NULL REFERENCES categories (id),
      product_type_id         INTEGER REFERENCES product_types (id),
      product_manufacturer_id INTEGER REFERENCES product_manufacturers (id),
      product_situation_id    INTEGER NOT NULL DEFAULT 1 REFERENCES product_situations (id),
      name                    TEXT    NOT NULL,
      slug                    TEXT    NOT NULL,
      -- JSON array of paragraphs / of { name, value } pairs.
      description             TEXT    NOT NULL DEFAULT '[]',
      specifications          TEXT    NOT NULL DEFAULT '[]',
      -- For a product with a variation: the cheapest option's price and the options' total stock.
      price_cents             INTEGER NOT NULL CHECK (price_cents > 0),
      original_price_cents    INTEGER CHECK (original_price_cents IS NULL OR original_price_cents > price_cents),
      max_installments        INTEGER NOT NULL DEFAULT 1 CHECK (max_installments BETWEEN 1 AND 12),
      -- Percent of the price paid to affiliates; 0 = not open to affiliates.
      affiliate_commission    REAL    NOT NULL DEFAULT 0 CHECK (affiliate_commission BETWEEN 0 AND 100),
      stock                   INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
      sales_count             INTEGER NOT NULL DEFAULT 0 CHECK (sales_count >= 0),
      -- Units sold in the last 30 days (feeds 'mais-quentes').
      recent_sales_count      INTEGER NOT NULL DEFAULT 0 CHECK (recent_sales_count >= 0),
      view_count              INTEGER NOT NULL DEFAULT 0 CHECK (view_count >= 0),
      review_count            INTEGER NOT NULL DEFAULT 0 CHECK (review_count >= 0),
      -- One decimal; NULL while the product has no review.
      review_average          REAL,
      search_text             TEXT    NOT NULL DEFAULT '',
      created_at              TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      UNIQUE (seller_id, slug)
    );
    CREATE INDEX products_category_index ON products (category_id);
    CREATE INDEX products_manufacturer_index ON products (product_manufacturer_id);
    CREATE INDEX products_type_index ON products (product_type_id);
    CREATE INDEX products_sales_index ON products (sales_count DESC, id);
    CREATE INDEX products_rating_index ON products (review_average DESC, id);
    CREATE INDEX products_price_index ON products (price_cents, id);
    CREATE INDEX products_views_index ON products (view_count DESC, id);

    CREATE TABLE product_photos (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id    INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      position      INTEGER NOT NULL CHECK (position >= 1),
      url           TEXT    NOT NULL,
      thumbnail_url TEXT    NOT NULL,
      UNIQUE (product_id, position)
    );

    -- One axis of choice per product ('Cor', 'Tamanho', 'Voltagem').
    CREATE TABLE product_variations (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
      name       TEXT    NOT NULL
    );

    CREATE TABLE product_variation_options (
      id                   INTEGER PRIMARY KEY AUTOINCREMENT,
      product_variation_id INTEGER NOT NULL REFERENCES product_variations (id) ON DELETE CASCADE,
      name                 TEXT    NOT NULL,
      price_cents          INTEGER NOT NULL CHECK (price_cents > 0),
      original_price_cents INTEGER CHECK (original_price_cents IS NULL OR original_price_cents > price_cents),
      stock                INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
      position             INTEGER NOT NULL DEFAULT 0,
      UNIQUE (product_variation_id, name)
    );
    CREATE INDEX product_variation_options_position_index
      ON product_variation_options (product_variation_id, position);

    CREATE TABLE product_reviews (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      user_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
      author_name TEXT    NOT NULL,
      rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title       TEXT    NOT NULL,
      comment     TEXT    NOT NULL,
      created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX product_reviews_product_created_index ON product_reviews (product_id, created_at DESC, id DESC);
  `,
};
