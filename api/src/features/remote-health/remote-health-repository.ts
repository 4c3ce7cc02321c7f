import { sql, type Kysely } from 'kysely';
import type { HealthApp, RemoteHealthRow, VitalName } from 'shared-contracts/schema';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';

export const MINUTE_MS = 60_000;

/** The start of the minute `at` falls in (epoch milliseconds). */
export const minuteOf = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** What one beacon adds to the row of one app version. */
export interface AppTally {
  app: HealthApp;
  version: string;
  pageViews: number;
  loadFailures: number;
  crashes: number;
  errors: number;
  vitals: { name: VitalName; value: number }[];
}

/**
 * Counts one beacon of `bucket` in `minute`, unless the bucket already had `cap` beacons counted
 * in that minute: then nothing changes and the answer is false. Taking the bucket's place and
 * adding to the aggregates is one transaction; each step is an upsert the database applies
 * atomically, so API instances sharing the database count together and never past the cap.
 */
export async function recordBeacon(
  db: Kysely<Database>,
  slot: { minute: number; bucket: number; cap: number },
  tallies: readonly AppTally[],
): Promise<boolean> {
  const { minute, bucket, cap } = slot;
  return transaction(db, async (trx) => {
    const taken = await trx
      .insertInto('remote_health_quota')
      .values({ minute, bucket, beacons: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['minute', 'bucket'])
          .doUpdateSet({ beacons: sql<number>`remote_health_quota.beacons + 1` })
          // A full bucket is left as it is and nothing is returned.
          .where(sql<boolean>`remote_health_quota.beacons < ${cap}`),
      )
      .returning('beacons')
      .executeTakeFirst();
    if (taken === undefined) return false;

    for (const tally of tallies) {
      await trx
        .insertInto('remote_health')
        .values({
          minute,
          app: tally.app,
          version: tally.version,
          bucket,
          page_views: tally.pageViews,
          load_failures: tally.loadFailures,
          crashes: tally.crashes,
          errors: tally.errors,
        })
        .onConflict((conflict) =>
          conflict.columns(['minute', 'app', 'version', 'bucket']).doUpdateSet({
            page_views: sql<number>`remote_health.page_views + excluded.page_views`,
            load_failures: sql<number>`remote_health.load_failures + excluded.load_failures`,
            crashes: sql<number>`remote_health.crashes + excluded.crashes`,
            errors: sql<number>`remote_health.errors + excluded.errors`,
          }),
        )
        .execute();
    }

    const samples = tallies.flatMap((tally) =>
      tally.vitals.map(({ name, value }) => ({ minute, app: tally.app, version: tally.version, bucket, name, value })),
    );
    if (samples.length > 0) await trx.insertInto('remote_health_vitals').values(samples).execute();
    return true;
  });
}

/**
 * Forgets the aggregates and samples of minutes before `before`, and the bucket counts of minutes
 * before `quotaBefore` (the current minute's are the only ones still read).
 */
export async function pruneRemoteHealth(db: Kysely<Database>, before: number, quotaBefore: number): Promise<void> {
  await db.deleteFrom('remote_health').where('minute', '<', before).execute();
  await db.deleteFrom('remote_health_vitals').where('minute', '<', before).execute();
  await db.deleteFrom('remote_health_quota').where('minute', '<', quotaBefore).execute();
}

const rowKey = (row: { minute: number; app: string; version: string; bucket: number }): string =>
  `${row.minute}|${row.app}|${row.version}|${row.bucket}`;

/**
 * The aggregates from the minute `since` on (of one app, or of all), oldest minute first, then by
 * app, version and bucket, each with its vitals samples in ascending order. At most `limit` rows,
 * in whole minutes: when more match, the answer stops before the first minute it cannot carry
 * whole (`truncated`), so the next read starts at the minute after its last row.
 */
export async function remoteHealthSince(
  db: Kysely<Database>,
  query: { since: number; app?: HealthApp | undefined; limit: number },
): Promise<{ rows: RemoteHealthRow[]; truncated: boolean }> {
  let select = db
    .selectFrom('remote_health')
    .select(['minute', 'app', 'version', 'bucket', 'page_views', 'load_failures', 'crashes', 'errors'])
    .where('minute', '>=', query.since);
  if (query.app !== undefined) select = select.where('app', '=', query.app);
  const found = await select
    .orderBy('minute')
    .orderBy('app')
    .orderBy('version')
    .orderBy('bucket')
    .limit(query.limit + 1)
    .execute();

  const truncated = found.length > query.limit;
  let rows = found.slice(0, query.limit);
  const lastMinute = rows.at(-1)?.minute;
  if (truncated && lastMinute !== undefined && rows.some((row) => row.minute !== lastMinute)) {
    rows = rows.filter((row) => row.minute !== lastMinute);
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return { rows: [], truncated };

  let samplesQuery = db
    .selectFrom('remote_health_vitals')
    .select(['minute', 'app', 'version', 'bucket', 'name', 'value'])
    .where('minute', '>=', first.minute)
    .where('minute', '<=', last.minute);
  if (query.app !== undefined) samplesQuery = samplesQuery.where('app', '=', query.app);
  const samples = await samplesQuery.orderBy('value').execute();

  const answer = new Map<string, RemoteHealthRow>(
    rows.map((row) => [
      rowKey(row),
      {
        minute: new Date(row.minute).toISOString(),
        app: row.app as HealthApp,
        version: row.version,
        bucket: row.bucket,
        pageViews: row.page_views,
        loadFailures: row.load_failures,
        crashes: row.crashes,
        errors: row.errors,
        vitals: { LCP: [], INP: [], CLS: [] },
      },
    ]),
  );
  for (const sample of samples) {
    const vitals = answer.get(rowKey(sample))?.vitals;
    if (vitals !== undefined && (sample.name === 'LCP' || sample.name === 'INP' || sample.name === 'CLS')) {
      vitals[sample.name].push(sample.value);
    }
  }
  return { rows: [...answer.values()], truncated };
}
