import type { Migration } from '../migrate';

/**
 * Core tables: accounts, their addresses, the category tree and login sessions.
 * Later features (sellers, products, cart, orders) reference users.id and
 * categories.id from their own migrations.
 *
 * Timestamps of business rows are UTC text ('YYYY-MM-DD HH:MM:SS'); session
 * times are epoch milliseconds because they are compared on every request.
 */
export const migration: Migration = {
  version: 1,
  name: 'core',
  up: `
    CREATE TABLE users (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      name          TEXT    NOT NULL,
      email         TEXT    NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash TEXT    NOT NULL,
      document      TEXT,
      phone         TEXT,
      cellphone     TEXT,
      user_type     INTEGER NOT NULL DEFAULT 1,
      created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX users_user_type_index ON users (user_type);

    CREATE TABLE addresses (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name          TEXT    NOT NULL,
      zip_code      TEXT    NOT NULL,
      street        TEXT    NOT NULL,
      number        TEXT    NOT NULL,
      complement    TEXT,
      neighborhood  TEXT    NOT NULL,
      city_name     TEXT    NOT NULL,
      state_name    TEXT    NOT NULL CHECK (length(state_name) = 2),
      created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
    CREATE INDEX addresses_user_id_index ON addresses (user_id);

    CREATE TABLE categories (
      id        INTEGER PRIMARY KEY AUTOINCREMENT,
      parent_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
      name      TEXT    NOT NULL,
      slug      TEXT    NOT NULL UNIQUE,
      image     TEXT,
      position  INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX categories_parent_position_index ON categories (parent_id, position);

    -- id is the sha256 of the cookie value, so a leaked table does not give usable cookies.
    -- user_id is nullable so guest sessions can be stored later without rebuilding the table.
    CREATE TABLE sessions (
      id           TEXT    PRIMARY KEY,
      user_id      INTEGER REFERENCES users (id) ON DELETE CASCADE,
      remember     INTEGER NOT NULL DEFAULT 0,
      ip_address   TEXT,
      user_agent   TEXT,
      created_at   INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      expires_at   INTEGER NOT NULL
    );
    CREATE INDEX sessions_user_id_index ON sessions (user_id);
    CREATE INDEX sessions_expires_at_index ON sessions (expires_at);
  `,
};
