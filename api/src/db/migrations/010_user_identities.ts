import type { Migration } from '../migrate';

/**
 * Accounts of outside identity providers linked to users (Google sign-in for now).
 *
 * `subject` is the provider's stable id of the account (Google's `sub`), never the e-mail, so
 * a linked account keeps signing in the same user after its address changes. A provider
 * account belongs to at most one user; a user may have several linked accounts.
 */
export const migration: Migration = {
  version: 10,
  name: 'user_identities',
  up: `
    CREATE TABLE user_identities (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      provider   TEXT    NOT NULL CHECK (provider IN ('google')),
      subject    TEXT    NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      UNIQUE (provider, subject)
    );
    CREATE INDEX user_identities_user_index ON user_identities (user_id);
  `,
};
