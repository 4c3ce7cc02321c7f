import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Gate, ThrottleEntry, ThrottleStore } from '../features/auth/throttle-store';

/** Expired rows are swept after this many writes (a few statements a minute under load). */
const SWEEP_EVERY = 1000;

type RateLimitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The window the plugin passes with each request (its types leave it out); one minute if not. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit's counters in the database (its `store` option takes a class): one upsert
 * per counted request, atomic on either engine, so several API processes count together.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  now: () => number = Date.now,
): new () => FastifyRateLimitStore {
  let writes = 0;

  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    // A window that has ended starts again at this request.
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ key, count: 1, window_start: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_limit_counters.window_start + ${timeWindow} <= ${at}
            THEN 1 ELSE rate_limit_counters.count + 1 END`,
          window_start: sql<number>`CASE WHEN rate_limit_counters.window_start + ${timeWindow} <= excluded.window_start
            THEN excluded.window_start ELSE rate_limit_counters.window_start END`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirst();
    if ((writes = (writes + 1) % SWEEP_EVERY) === 0) {
      await db
        .deleteFrom('rate_limit_counters')
        .where('window_start', '<', at - 24 * 60 * 60_000)
        .execute();
    }
    const windowStart = row?.window_start ?? at;
    return { current: row?.count ?? 1, ttl: Math.max(0, windowStart + timeWindow - at) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number = DEFAULT_WINDOW_MS): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** A gate's wait after the row's count, as one SQL expression (the same on either engine). */
function waitAfter(gate: Gate): RawBuilder<number> {
  if (gate.steps.length === 0) return sql<number>`0`;
  // The highest step reached wins: the steps are tried from the last down.
  const branches = [...gate.steps]
    .reverse()
    .map((step) => sql`WHEN login_failures.failures >= ${step.failures} THEN ${step.waitMs}`);
  return sql<number>`(CASE ${sql.join(branches, sql` `)} ELSE 0 END)`;
}

/**
 * The throttles' attempt counts in the database, shared by every API process. Deciding and
 * counting is one statement (`take`): an upsert whose update only happens while the row lets
 * another attempt through, so two instances, or two requests of one, never both get through on
 * the same count. Moving a refused attempt's anchor is a second statement that only ever delays.
 */
export class DatabaseThrottleStore implements ThrottleStore {
  private writes = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async take(key: string, gate: Gate, now: number): Promise<boolean> {
    const expired = sql<boolean>`login_failures.expires_at <= ${now}`;
    const moves = gate.anchor === 'each';
    const row = await this.db
      .insertInto('login_failures')
      .values({ key, failures: 1, last_failure_at: now, expires_at: now + gate.ttlMs })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            // A forgotten entry starts again at this attempt.
            failures: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_failures.failures + 1 END`,
            last_failure_at: moves
              ? sql<number>`${now}`
              : sql<number>`CASE WHEN ${expired} THEN ${now} ELSE login_failures.last_failure_at END`,
            expires_at: moves
              ? sql<number>`${now + gate.ttlMs}`
              : sql<number>`CASE WHEN ${expired} THEN ${now + gate.ttlMs} ELSE login_failures.expires_at END`,
          })
          // Otherwise the row is left as it is and nothing is returned: the attempt waits.
          .where(sql<boolean>`${expired} OR login_failures.last_failure_at + ${waitAfter(gate)} <= ${now}`),
      )
      .returning('failures')
      .executeTakeFirst();
    // Refused: the wait starts again from this attempt.
    if (row === undefined && gate.refusalRestartsWait) await this.restartWait(key, gate, now);
    if ((this.writes = (this.writes + 1) % SWEEP_EVERY) === 0) {
      await this.db.deleteFrom('login_failures').where('expires_at', '<=', now).execute();
    }
    return row !== undefined;
  }

  async giveBack(key: string, now: number): Promise<void> {
    await this.db
      .updateTable('login_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', key)
      .where('failures', '>', 0)
      .where('expires_at', '>', now)
      .execute();
  }

  // Only ever forward, so it never reopens a gate another attempt has closed since.
  async restartWait(key: string, gate: Gate, now: number): Promise<void> {
    await this.db
      .updateTable('login_failures')
      .set({ last_failure_at: now, expires_at: now + gate.ttlMs })
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .where('last_failure_at', '<', now)
      .execute();
  }

  async get(key: string, now: number): Promise<ThrottleEntry | undefined> {
    const row = await this.db
      .selectFrom('login_failures')
      .select(['failures', 'last_failure_at'])
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row === undefined ? undefined : { failures: row.failures, lastFailureAt: row.last_failure_at };
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}
