import { sql, type Kysely } from 'kysely';
import type { HealthApp, RemoteHealthRow, VitalName } from 'shared-contracts/schema';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';

export const MINUTE_MS = 60_000;

/** The start of the minute `at` falls in (epoch milliseconds). */
export const minuteOf = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** What a trusted view may add once per app: its page view, its failure, one sample of each vital. */
export type ViewMark = 'view' | 'failure' | VitalName;

/** One thing to count of a trusted view, in the token's bucket, for the version the token names. */
export interface ViewCount {
  view: string;
  client: string;
  bucket: number;
  app: HealthApp;
  version: string;
  mark: ViewMark;
  /** A failure's kind (the first reported), or a vital's sample. */
  failure?: 'loadFailures' | 'crashes' | 'errors';
  value?: number;
}

/** Why a count was not made: the view had it already, or its client had its share. */
export type CountRefusal = 'duplicate' | 'client-share';

/** Where and how much: the minute counted in, the client period and the views a client may add in it. */
export interface CountSlot {
  minute: number;
  period: number;
  perClient: number;
}

/**
 * Counts `counts` in one transaction, each at most once per view (the marks' primary key, so API
 * instances sharing the database agree) and at most `perClient` of a client per period, app,
 * version and mark. Returns why each count not made was refused.
 */
export async function recordViewCounts(
  db: Kysely<Database>,
  slot: CountSlot,
  counts: readonly ViewCount[],
): Promise<CountRefusal[]> {
  if (counts.length === 0) return [];
  const { minute, period, perClient } = slot;
  return transaction(db, async (trx) => {
    const refused: CountRefusal[] = [];
    for (const count of counts) {
      const marked = await trx
        .insertInto('remote_health_marks')
        .values({ view_id: count.view, app: count.app, mark: count.mark, minute })
        .onConflict((conflict) => conflict.columns(['view_id', 'app', 'mark']).doNothing())
        .returning('minute')
        .executeTakeFirst();
      if (marked === undefined) {
        refused.push('duplicate');
        continue;
      }
      const share = await trx
        .insertInto('remote_health_clients')
        .values({
          period_start: period,
          client: count.client,
          app: count.app,
          version: count.version,
          mark: count.mark,
          views: 1,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['period_start', 'client', 'app', 'version', 'mark'])
            .doUpdateSet({ views: sql<number>`remote_health_clients.views + 1` })
            // A client past its share is left as it is and nothing is returned.
            .where(sql<boolean>`remote_health_clients.views < ${perClient}`),
        )
        .returning('views')
        .executeTakeFirst();
      if (share === undefined) {
        refused.push('client-share');
        continue;
      }
      const add = (column: 'page_views' | 'load_failures' | 'crashes' | 'errors'): number =>
        (count.mark === 'view' && column === 'page_views') ||
        (count.failure !== undefined && FAILURE_COLUMNS[count.failure] === column)
          ? 1
          : 0;
      await trx
        .insertInto('remote_health')
        .values({
          minute,
          app: count.app,
          version: count.version,
          bucket: count.bucket,
          page_views: add('page_views'),
          load_failures: add('load_failures'),
          crashes: add('crashes'),
          errors: add('errors'),
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
      if (count.value !== undefined && count.mark !== 'view' && count.mark !== 'failure') {
        await trx
          .insertInto('remote_health_vitals')
          .values({
            minute,
            app: count.app,
            version: count.version,
            bucket: count.bucket,
            name: count.mark,
            value: count.value,
          })
          .execute();
      }
    }
    return refused;
  });
}

const FAILURE_COLUMNS = { loadFailures: 'load_failures', crashes: 'crashes', errors: 'errors' } as const;

/** Adds the events dropped in `minute`, by reason, to the operators' figures. */
export async function recordRejected(
  db: Kysely<Database>,
  minute: number,
  reasons: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [reason, events] of reasons) {
    if (events <= 0) continue;
    await db
      .insertInto('remote_health_rejected')
      .values({ minute, reason, events })
      .onConflict((conflict) =>
        conflict
          .columns(['minute', 'reason'])
          .doUpdateSet({ events: sql<number>`remote_health_rejected.events + excluded.events` }),
      )
      .execute();
  }
}

/**
 * Forgets the aggregates, samples and rejections of minutes before `before`, the views' marks of
 * minutes before `marksBefore` (their tokens have expired) and the client shares of periods before
 * `periodsBefore`.
 */
export async function pruneRemoteHealth(
  db: Kysely<Database>,
  cutoffs: { before: number; marksBefore: number; periodsBefore: number },
): Promise<void> {
  await db.deleteFrom('remote_health').where('minute', '<', cutoffs.before).execute();
  await db.deleteFrom('remote_health_vitals').where('minute', '<', cutoffs.before).execute();
  await db.deleteFrom('remote_health_rejected').where('minute', '<', cutoffs.before).execute();
  await db.deleteFrom('remote_health_marks').where('minute', '<', cutoffs.marksBefore).execute();
  await db.deleteFrom('remote_health_clients').where('period_start', '<', cutoffs.periodsBefore).execute();
}

/** The events dropped from the minute `since` on, by minute and reason. */
export async function rejectedSince(
  db: Kysely<Database>,
  since: number,
): Promise<{ minute: string; reason: string; events: number }[]> {
  const rows = await db
    .selectFrom('remote_health_rejected')
    .select(['minute', 'reason', 'events'])
    .where('minute', '>=', since)
    .orderBy('minute')
    .orderBy('reason')
    .limit(REJECTED_MAX_ROWS)
    .execute();
  return rows.map((row) => ({
    minute: new Date(Number(row.minute)).toISOString(),
    reason: row.reason,
    events: Number(row.events),
  }));
}

/** Rejection rows one read carries at most (a handful of reasons a minute). */
const REJECTED_MAX_ROWS = 2000;

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
