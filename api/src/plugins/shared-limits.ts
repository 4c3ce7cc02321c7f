import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import type { ThrottleEntry, ThrottleStore } from '../features/auth/login-throttle';

/** Expired rows are swept after this many writes (a few statements a minute under load). */
const SWEEP_EVERY = 1000;

type RateLimitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The window the plugin passes with each request (its types leave it out); one minute if not. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit's counters in the database (its `store` option takes a class): one upsert
 * per counted request, atomic in SQLite, so several API processes count together.
 */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now): new () => FastifyRateLimitStore {
  let writes = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number = DEFAULT_WINDOW_MS): void {
      try {
        const at = now();
        // A window that has ended starts again at this request.
        const row = db
          .prepare<[string, number, number, number, number], { count: number; window_start: number }>(
            `INSERT INTO rate_limit_counters (key, count, window_start) VALUES (?, 1, ?)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN window_start + ? <= ? THEN 1 ELSE count + 1 END,
               window_start = CASE WHEN window_start + ? <= excluded.window_start THEN excluded.window_start ELSE window_start END
             RETURNING count, window_start`,
          )
          .get(key, at, timeWindow, at, timeWindow);
        if ((writes = (writes + 1) % SWEEP_EVERY) === 0) {
          db.prepare('DELETE FROM rate_limit_counters WHERE window_start < ?').run(at - 24 * 60 * 60_000);
        }
        const windowStart = row?.window_start ?? at;
        callback(null, { current: row?.count ?? 1, ttl: Math.max(0, windowStart + timeWindow - at) });
      } catch (error) {
        callback(error as Error);
      }
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
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<ThrottleEntry | undefined> {
    const row = this.db
      .prepare<[string, number], { failures: number; last_failure_at: number }>(
        'SELECT failures, last_failure_at FROM login_failures WHERE key = ? AND expires_at > ?',
      )
      .get(key, this.now());
    return row === undefined ? undefined : { failures: row.failures, lastFailureAt: row.last_failure_at };
  }

  async set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void> {
    const at = this.now();
    this.db
      .prepare(
        `INSERT INTO login_failures (key, failures, last_failure_at, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET failures = excluded.failures,
           last_failure_at = excluded.last_failure_at, expires_at = excluded.expires_at`,
      )
      .run(key, entry.failures, entry.lastFailureAt, at + ttlMs);
    if ((this.writes = (this.writes + 1) % SWEEP_EVERY) === 0) {
      this.db.prepare('DELETE FROM login_failures WHERE expires_at <= ?').run(at);
    }
  }

  async delete(key: string): Promise<void> {
    this.db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
  }
}
