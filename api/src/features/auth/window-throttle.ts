import { MemoryThrottleStore, type ThrottleEntry, type ThrottleStore } from './login-throttle';

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
 * A key's entry keeps, as its `lastFailureAt`, the moment its window opened, and lives in the
 * store until the window ends.
 */
export class WindowThrottle {
  private readonly maxAttempts: number;
  private readonly windowMs: number;
  private readonly store: ThrottleStore;
  private readonly now: () => number;

  constructor(options: ThrottleOptions) {
    this.maxAttempts = options.maxAttempts;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryThrottleStore(this.now);
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async retryAfterSeconds(key: string): Promise<number> {
    const entry = await this.liveEntry(key);
    if (!entry || entry.failures < this.maxAttempts) return 0;
    return Math.max(1, Math.ceil((entry.lastFailureAt + this.windowMs - this.now()) / 1000));
  }

  async hit(key: string): Promise<void> {
    const now = this.now();
    const entry = await this.liveEntry(key);
    if (entry) {
      const endsAt = entry.lastFailureAt + this.windowMs;
      await this.store.set(key, { failures: entry.failures + 1, lastFailureAt: entry.lastFailureAt }, endsAt - now);
    } else {
      await this.store.set(key, { failures: 1, lastFailureAt: now }, this.windowMs);
    }
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** The key's entry while its window lasts. */
  private async liveEntry(key: string): Promise<ThrottleEntry | undefined> {
    const entry = await this.store.get(key);
    return entry && entry.lastFailureAt + this.windowMs > this.now() ? entry : undefined;
  }
}
