import { MemoryThrottleStore, remainingWaitMs, type Gate, type ThrottleStore } from './throttle-store';

export interface ThrottleOptions {
  maxAttempts: number;
  windowMs: number;
  /** Where the counts live; memory (this process only) unless given. */
  store?: ThrottleStore;
  now?: () => number;
}

/**
 * Limiter of failures per key (e.g. wrong current passwords of one user): after `maxAttempts`
 * failures inside one window further attempts are refused until the window (opened by the first
 * failure) ends. The counts live in a ThrottleStore, the login throttle's: given the database's,
 * every API instance on that database counts together.
 *
 * An attempt is counted before its password is checked, in the one atomic step of the store that
 * also decides whether it may go on (`reserve`): of attempts sent at the same moment, no more than
 * `maxAttempts` reach the check. A right password then clears the key (`clear`).
 *
 * A key's entry keeps, as its `lastFailureAt`, the moment its window opened, and lives in the
 * store until the window ends.
 */
export class WindowThrottle {
  private readonly gate: Gate;
  private readonly store: ThrottleStore;
  private readonly now: () => number;

  constructor(options: ThrottleOptions) {
    this.gate = {
      steps: [{ failures: options.maxAttempts, waitMs: options.windowMs }],
      anchor: 'first',
      ttlMs: options.windowMs,
    };
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryThrottleStore();
  }

  /** Counts an attempt before it is checked: 0 when it may go on, else the seconds to wait (nothing counted). */
  async reserve(key: string): Promise<number> {
    const now = this.now();
    if (await this.store.take(key, this.gate, now)) return 0;
    return Math.max(1, await this.retryAfterSeconds(key));
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const wait = remainingWaitMs(this.gate, await this.store.get(key, now), now);
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
