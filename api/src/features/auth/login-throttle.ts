/** What the limiter remembers about one key: failures so far and when the last one happened. */
export interface ThrottleEntry {
  failures: number;
  lastFailureAt: number;
}

/**
 * Where failure counts live. Memory by default (one process); a deployment with several API
 * instances gives one backed by Redis or the database, with the same three calls.
 */
export interface ThrottleStore {
  get(key: string): Promise<ThrottleEntry | undefined>;
  set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { entry: ThrottleEntry; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<ThrottleEntry | undefined> {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return stored.entry;
  }

  async set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void> {
    this.entries.set(key, { entry, expiresAt: this.now() + ttlMs });
    if (this.entries.size > 50_000) this.sweep();
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, stored] of this.entries) if (stored.expiresAt <= now) this.entries.delete(key);
  }
}

/** One progressive delay: free failures, then a wait that doubles per failure up to a cap. */
export interface DelayRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ThrottleOptions {
  /** Per account and client: the one guessing is slowed down hard. */
  perClient?: DelayRule;
  /** Per account, whatever the client: a bounded delay, never a lock-out of the real owner. */
  perAccount?: DelayRule;
  /** Failures are forgotten after this long without a new one. */
  forgetAfterMs?: number;
  store?: ThrottleStore;
  now?: () => number;
}

export const DEFAULT_PER_CLIENT: DelayRule = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
export const DEFAULT_PER_ACCOUNT: DelayRule = { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 10_000 };

function waitMs(entry: ThrottleEntry | undefined, rule: DelayRule, now: number): number {
  if (!entry || entry.failures < rule.freeFailures) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (entry.failures - rule.freeFailures));
  return Math.max(0, entry.lastFailureAt + delay - now);
}

/**
 * Failed-login limiter with progressive delays instead of a hard lock. Failures are counted per
 * account and client address (the client guessing waits 1 s, 2 s, 4 s… up to 15 min after five
 * failures) and per account over all clients (after twenty failures, a wait of 10 s at most, so
 * guesses spread over many addresses stay slow while the owner is never locked out).
 */
export class LoginThrottle {
  private readonly perClient: DelayRule;
  private readonly perAccount: DelayRule;
  private readonly forgetAfterMs: number;
  private readonly store: ThrottleStore;
  private readonly now: () => number;

  constructor(options: ThrottleOptions = {}) {
    this.perClient = options.perClient ?? DEFAULT_PER_CLIENT;
    this.perAccount = options.perAccount ?? DEFAULT_PER_ACCOUNT;
    this.forgetAfterMs = options.forgetAfterMs ?? 60 * 60_000;
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryThrottleStore(this.now);
  }

  private static keys(email: string, client: string): [string, string] {
    const account = email.trim().toLowerCase();
    return [`login:${account}|${client}`, `login:${account}`];
  }

  /** Seconds the client must wait before trying this account again (0: it may try now). */
  async retryAfterSeconds(email: string, client: string): Promise<number> {
    const [pair, account] = LoginThrottle.keys(email, client);
    const now = this.now();
    const wait = Math.max(
      waitMs(await this.store.get(pair), this.perClient, now),
      waitMs(await this.store.get(account), this.perAccount, now),
    );
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  async fail(email: string, client: string): Promise<void> {
    const now = this.now();
    for (const key of LoginThrottle.keys(email, client)) {
      const entry = await this.store.get(key);
      await this.store.set(key, { failures: (entry?.failures ?? 0) + 1, lastFailureAt: now }, this.forgetAfterMs);
    }
  }

  /** A successful login: this client's failures on the account are forgotten. */
  async succeed(email: string, client: string): Promise<void> {
    await this.store.delete(LoginThrottle.keys(email, client)[0]);
  }
}
