import type { Migration } from '../migrate';

/**
 * The health of the front-end apps as shoppers' browsers report it (`POST /api/beacons`), per
 * minute, kept a week. Nothing here names a person: no address, user, user agent or page, only
 * the app, its version and the browser's canary bucket (0 to 99). Minutes are epoch milliseconds of
 * the minute's start.
 * - `remote_health`: per minute, app, version and bucket, the page views and the failures of
 *   each kind (a remote that did not load, a crash, an error reported).
 * - `remote_health_vitals`: the Core Web Vitals samples of the same, one row each. A bucket's
 *   beacons counted in a minute are capped (`remote_health_quota`) and a beacon carries at most
 *   20 events, so a bucket adds at most a hundred samples a minute.
 * - `remote_health_quota`: the beacons counted per bucket and minute, so a flood from a few
 *   browsers cannot outweigh the rest; rows older than the current minute serve nothing.
 */
export const migration: Migration = {
  version: 18,
  name: 'remote_health',
  up: `
    CREATE TABLE remote_health (
      minute        INTEGER NOT NULL,
      app           TEXT    NOT NULL,
      version       TEXT    NOT NULL,
      bucket        INTEGER NOT NULL,
      page_views    INTEGER NOT NULL DEFAULT 0,
      load_failures INTEGER NOT NULL DEFAULT 0,
      crashes       INTEGER NOT NULL DEFAULT 0,
      errors        INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (minute, app, version, bucket)
    ) WITHOUT ROWID;
    CREATE TABLE remote_health_vitals (
      minute  INTEGER NOT NULL,
      app     TEXT    NOT NULL,
      version TEXT    NOT NULL,
      bucket  INTEGER NOT NULL,
      name    TEXT    NOT NULL,
      value   REAL    NOT NULL
    );
    CREATE INDEX remote_health_vitals_minute_index ON remote_health_vitals (minute, app);
    CREATE TABLE remote_health_quota (
      minute  INTEGER NOT NULL,
      bucket  INTEGER NOT NULL,
      beacons INTEGER NOT NULL,
      PRIMARY KEY (minute, bucket)
    ) WITHOUT ROWID;
  `,
};
