import type { Migration } from '../migrate';

/**
 * Release health counted on trusted views. The site server counts each page it serves itself and
 * signs the page a view token; a beacon counts only with one, and for the view it names.
 * - `remote_health_marks`: what was already counted of a view, one row per view, app and mark
 *   (`view` for its page view, `failure` for its one failure, `LCP`, `INP` or `CLS` for its one
 *   sample of each vital). The primary key is what makes a second failure or sample of the same
 *   view a no-op on every API instance sharing the database. Kept as long as a token lives.
 * - `remote_health_clients`: per ten-minute window, client key (the browser's address hashed by
 *   the site server), app, version and mark, how many views of that client were counted, so one
 *   client fetching many pages cannot outweigh everyone. Kept a window or two.
 * - `remote_health_rejected`: per minute and reason, the beacon events dropped (no token, a forged,
 *   tampered or expired one, a version the token does not name, a second report of a view, a
 *   client past its share), for the operators' figures. Kept as long as the aggregates.
 * The shared per-bucket quota goes: a flood could take every place of a bucket's minute and keep
 * the real failures of a broken canary from being counted.
 */
export const migration: Migration = {
  version: 19,
  name: 'trusted_views',
  up: `
    DROP TABLE remote_health_quota;
    CREATE TABLE remote_health_marks (
      view_id TEXT    NOT NULL,
      app    TEXT    NOT NULL,
      mark   TEXT    NOT NULL,
      minute INTEGER NOT NULL,
      PRIMARY KEY (view_id, app, mark)
    ) WITHOUT ROWID;
    CREATE INDEX remote_health_marks_minute_index ON remote_health_marks (minute);
    CREATE TABLE remote_health_clients (
      period_start INTEGER NOT NULL,
      client  TEXT    NOT NULL,
      app     TEXT    NOT NULL,
      version TEXT    NOT NULL,
      mark    TEXT    NOT NULL,
      views   INTEGER NOT NULL,
      PRIMARY KEY (period_start, client, app, version, mark)
    ) WITHOUT ROWID;
    CREATE TABLE remote_health_rejected (
      minute INTEGER NOT NULL,
      reason TEXT    NOT NULL,
      events INTEGER NOT NULL,
      PRIMARY KEY (minute, reason)
    ) WITHOUT ROWID;
  `,
};
