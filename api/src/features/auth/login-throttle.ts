import { MemoryThrottleStore, remainingWaitMs, type Gate, type GateStep, type ThrottleStore } from './throttle-store';

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

/** A delay rule as a store's gate: no wait before `freeFailures`, then 1×, 2×, 4×… the base, capped. */
export function delayGate(rule: DelayRule, forgetAfterMs: number, refusalRestartsWait = false): Gate {
  const steps: GateStep[] = [];
  for (let doubling = 0; doubling < 64; doubling += 1) {
    const waitMs = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** doubling);
    steps.push({ failures: rule.freeFailures + doubling, waitMs });
    if (waitMs >= rule.maxDelayMs) break;
  }
  return { steps, anchor: 'each', ttlMs: forgetAfterMs, refusalRestartsWait };
}

/** Whole seconds of a wait, at least one (a refused attempt always has something to wait). */
function seconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Failed-login limiter with progressive delays instead of a hard lock. Failures are counted per
 * account and client address (the client guessing waits 1 s, 2 s, 4 s… up to 15 min after five
 * failures) and per account over all clients (after twenty failures, a wait of 10 s at most, so
 * guesses spread over many addresses stay slow while the owner is never locked out).
 *
 * Every attempt is counted as a failure before its password is checked, in the one atomic step of
 * the store that also decides whether it may go on (`reserve`): of attempts sent together, no
 * more reach the password check than the free failures left; the rest wait. An attempt the client
 * makes while told to wait starts its wait again (not the account's, which would keep the owner
 * waiting), so a burst gets no more through however long it takes to arrive; so does a wrong
 * password once it is known (`fail`), so the delay is whole after a slow check. A right password
 * then forgets the client's failures on the account and gives its count on the account back
 * (`succeed`).
 */
export class LoginThrottle {
  private readonly clientGate: Gate;
  private readonly accountGate: Gate;
  private readonly store: ThrottleStore;
  private readonly now: () => number;

  constructor(options: ThrottleOptions = {}) {
    const forgetAfterMs = options.forgetAfterMs ?? 60 * 60_000;
    this.clientGate = delayGate(options.perClient ?? DEFAULT_PER_CLIENT, forgetAfterMs, true);
    this.accountGate = delayGate(options.perAccount ?? DEFAULT_PER_ACCOUNT, forgetAfterMs);
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryThrottleStore();
  }

  private static keys(email: string, client: string): [string, string] {
    const account = email.trim().toLowerCase();
    return [`login:${account}|${client}`, `login:${account}`];
  }

  /**
   * Counts an attempt of the client on the account, before its password is checked: 0 when it may
   * go on, else the seconds to wait (and nothing is counted).
   */
  async reserve(email: string, client: string): Promise<number> {
    const [pair, account] = LoginThrottle.keys(email, client);
    const now = this.now();
    if (!(await this.store.take(pair, this.clientGate, now))) return seconds(await this.waitMs(email, client, now));
    if (!(await this.store.take(account, this.accountGate, now))) {
      await this.store.giveBack(pair, now);
      return seconds(await this.waitMs(email, client, now));
    }
    return 0;
  }

  /**
   * The password was wrong: the client's wait runs from now, when the failure is known, not from
   * when the attempt was counted (however long the check took, the next try waits the whole delay).
   */
  async fail(email: string, client: string): Promise<void> {
    await this.store.restartWait(LoginThrottle.keys(email, client)[0], this.clientGate, this.now());
  }

  /** The password was right: the client's failures on the account are forgotten, its attempt given back. */
  async succeed(email: string, client: string): Promise<void> {
    const [pair, account] = LoginThrottle.keys(email, client);
    await this.store.delete(pair);
    await this.store.giveBack(account, this.now());
  }

  /** Seconds the client must wait before trying this account again (0: it may try now). */
  async retryAfterSeconds(email: string, client: string): Promise<number> {
    const wait = await this.waitMs(email, client, this.now());
    return wait > 0 ? seconds(wait) : 0;
  }

  private async waitMs(email: string, client: string, now: number): Promise<number> {
    const [pair, account] = LoginThrottle.keys(email, client);
    return Math.max(
      remainingWaitMs(this.clientGate, await this.store.get(pair, now), now),
      remainingWaitMs(this.accountGate, await this.store.get(account, now), now),
    );
  }
}
