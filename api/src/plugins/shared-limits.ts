import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ThrottleEntry, ThrottleStore } from '../features/auth/login-throttle';

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

/** The login throttle's failure counts in the database, shared by every API process. */
export class DatabaseThrottleStore implements ThrottleStore {
  private writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<ThrottleEntry | undefined> {
    const row = await this.db
      .selectFrom('login_failures')
      .select(['failures', 'last_failure_at'])
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row === undefined ? undefined : { failures: row.failures, lastFailureAt: row.last_failure_at };
  }

  async set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto('login_failures')
      .values({ key, failures: entry.failures, last_failure_at: entry.lastFailureAt, expires_at: at + ttlMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          failures: eb.ref('excluded.failures'),
          last_failure_at: eb.ref('excluded.last_failure_at'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
    if ((this.writes = (this.writes + 1) % SWEEP_EVERY) === 0) {
      await this.db.deleteFrom('login_failures').where('expires_at', '<=', at).execute();
    }
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}
