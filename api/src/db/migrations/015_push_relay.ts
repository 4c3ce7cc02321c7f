import type { Migration } from '../migrate';

/**
 * `push_relay` carries the push channel's events between API instances: each instance writes the
 * events it publishes and reads, a few times a second, those the others wrote. Rows are kept for a
 * minute; a stream that was away longer catches up from the stored messages (Last-Event-ID).
 */
export const migration: Migration = {
  version: 15,
  name: 'push_relay',
  up: `
    CREATE TABLE push_relay (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      origin     TEXT    NOT NULL,
      user_id    INTEGER NOT NULL,
      event      TEXT    NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX push_relay_age_index ON push_relay (created_at);
  `,
};
