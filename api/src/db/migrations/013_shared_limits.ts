import type { Migration } from '../migrate';

/**
 * The request limits and the login throttle count in the database, so every API process on the
 * same database counts together: a client cannot multiply its attempts by the number of instances
 * behind the balancer.
 * - `rate_limit_counters`: requests of one key in the current window (`window_start`, ms).
 * - `login_failures`: failed logins of one key, forgotten at `expires_at` (ms).
 */
export const migration: Migration = {
  version: 13,
  name: 'shared_limits',
  up: `
    CREATE TABLE rate_limit_counters (
      key          TEXT    PRIMARY KEY,
      count        INTEGER NOT NULL,
      window_start INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE login_failures (
      key             TEXT    PRIMARY KEY,
      failures        INTEGER NOT NULL,
      last_failure_at INTEGER NOT NULL,
      expires_at      INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX login_failures_expiry_index ON login_failures (expires_at);
  `,
};
