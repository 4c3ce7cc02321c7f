import type { Migration } from '../migrate';

/**
 * The customer area: reviews of ordered items, return requests and conversations with stores.
 *
 * `order_item_reviews` remembers what the customer sent for each order item (once per item); the
 * review itself is published in `product_reviews`, which the product page and the lists read.
 * `refunds` are return requests with their protocol ('DV-' and the zero-padded id, set in the
 * transaction that creates them) and `refund_items` the units of each order item they return.
 * `chats` hold one conversation of a customer with a store about a product (at most one open per
 * customer, store and product) and `chat_messages` its messages; `customer_read_message_id`
 * marks what the customer has read and `auto_reply_sent` the store's one automatic answer.
 */
export const migration: Migration = {
  version: 9,
  name: 'customer_area',
  up: `
    CREATE TABLE order_item_reviews (
      order_item_id     INTEGER PRIMARY KEY REFERENCES order_items (id) ON DELETE CASCADE,
      order_id          INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_review_id INTEGER REFERENCES product_reviews (id) ON DELETE SET NULL,
      rating            INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title             TEXT    NOT NULL,
      comment           TEXT    NOT NULL,
      created_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX order_item_reviews_order_index ON order_item_reviews (order_id);
    CREATE INDEX order_item_reviews_review_index ON order_item_reviews (product_review_id);

    CREATE TABLE refunds (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      protocol      TEXT    UNIQUE,
      order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status        TEXT    NOT NULL DEFAULT 'requested'
                            CHECK (status IN ('requested', 'approved', 'rejected', 'refunded')),
      reason        TEXT    NOT NULL CHECK (reason IN ('defect', 'not_as_described', 'regret', 'other')),
      description   TEXT    NOT NULL DEFAULT '',
      refund_method TEXT    NOT NULL CHECK (refund_method IN ('original', 'pix')),
      pix_key       TEXT,
      amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
      created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX refunds_user_index ON refunds (user_id, id DESC);
    CREATE INDEX refunds_order_index ON refunds (order_id);

    CREATE TABLE refund_items (
      refund_id     INTEGER NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
      order_item_id INTEGER NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
      quantity      INTEGER NOT NULL CHECK (quantity > 0),
      amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
      PRIMARY KEY (refund_id, order_item_id)
    );
    CREATE INDEX refund_items_item_index ON refund_items (order_item_id);

    CREATE TABLE chats (
      id                       INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id                  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seller_id                INTEGER NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
      product_id               INTEGER REFERENCES products (id) ON DELETE SET NULL,
      status                   TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      customer_read_message_id INTEGER NOT NULL DEFAULT 0,
      auto_reply_sent          INTEGER NOT NULL DEFAULT 0 CHECK (auto_reply_sent IN (0, 1)),
      created_at               TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      last_message_at          TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE UNIQUE INDEX chats_open_index ON chats (user_id, seller_id, product_id) WHERE status = 'open';
    CREATE INDEX chats_user_index ON chats (user_id, last_message_at DESC);
    CREATE INDEX chats_seller_index ON chats (seller_id);
    CREATE INDEX chats_product_index ON chats (product_id);

    CREATE TABLE chat_messages (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      chat_id    INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
      sender     TEXT    NOT NULL CHECK (sender IN ('customer', 'store')),
      body       TEXT    NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
      -- 1 for the store's automatic acknowledgement.
      automatic  INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)),
      created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX chat_messages_chat_index ON chat_messages (chat_id, id);
  `,
};
