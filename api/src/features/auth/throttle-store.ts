/**
 * What a throttle remembers about one key: the attempts counted so far and its anchor, the moment
 * waits are measured from (the last counted attempt, or the first one of a window).
 */
export interface ThrottleEntry {
  failures: number;
  lastFailureAt: number;
}

/** From `failures` counted attempts on, the next one waits `waitMs` after the anchor. */
export interface GateStep {
  failures: number;
  waitMs: number;
}

/**
 * Which attempts a key lets through. The wait after `n` counted attempts is the `waitMs` of the
 * last step whose `failures` is at most `n` (none: no wait). A counted attempt moves the anchor to
 * its own time (`'each'`: progressive delays) or leaves it at the first attempt (`'first'`: a
 * window); the entry is forgotten `ttlMs` after its anchor.
 */
export interface Gate {
  /** In increasing order of `failures`. */
  steps: readonly GateStep[];
  anchor: 'each' | 'first';
  ttlMs: number;
  /**
   * A refused attempt moves the anchor to its own time too (the count stays): whoever keeps
   * trying while told to wait waits again from the last try, so a burst that takes longer than
   * the first wait still gets nothing more through. Only for a key of one client: on a key shared
   * by everyone, others' refused attempts would keep the owner waiting.
   */
  refusalRestartsWait?: boolean;
}

/**
 * Where attempt counts live: memory by default (one process); a deployment with several API
 * instances gives the database's or Redis's, so every instance counts together.
 *
 * `take` is the one step that matters: it decides and counts at once, so attempts sent together
 * cannot all read the same count and all get through.
 */
export interface ThrottleStore {
  /**
   * Atomically: when the key's live entry lets another attempt through at `now` (or there is none),
   * counts it and answers true; otherwise answers false, changing nothing but, when the gate says
   * so, the anchor (moved forward to `now`).
   */
  take(key: string, gate: Gate, now: number): Promise<boolean>;
  /** Uncounts one attempt taken earlier (it turned out to be right); the anchor stays. */
  giveBack(key: string, now: number): Promise<void>;
  /**
   * Moves a live entry's anchor forward to `now` (never back), the count unchanged: the wait runs
   * again from this moment (an attempt just known to be wrong, or one refused while waiting).
   */
  restartWait(key: string, gate: Gate, now: number): Promise<void>;
  /** The key's live entry at `now`. */
  get(key: string, now: number): Promise<ThrottleEntry | undefined>;
  delete(key: string): Promise<void>;
}

/** The wait a gate imposes after `failures` counted attempts. */
export function gateWaitMs(gate: Gate, failures: number): number {
  let wait = 0;
  for (const step of gate.steps) if (failures >= step.failures) wait = step.waitMs;
  return wait;
}

/** Milliseconds from `now` until the entry lets another attempt through (0: it does now). */
export function remainingWaitMs(gate: Gate, entry: ThrottleEntry | undefined, now: number): number {
  if (!entry) return 0;
  return Math.max(0, entry.lastFailureAt + gateWaitMs(gate, entry.failures) - now);
}

interface StoredEntry extends ThrottleEntry {
  expiresAt: number;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, StoredEntry>();

  // Every method reads and writes without awaiting in between: one step of the event loop each.

  async take(key: string, gate: Gate, now: number): Promise<boolean> {
    const entry = this.live(key, now);
    if (!entry) {
      this.entries.set(key, { failures: 1, lastFailureAt: now, expiresAt: now + gate.ttlMs });
      if (this.entries.size > 50_000) this.sweep(now);
      return true;
    }
    if (remainingWaitMs(gate, entry, now) > 0) {
      if (gate.refusalRestartsWait) await this.restartWait(key, gate, now);
      return false;
    }
    entry.failures += 1;
    if (gate.anchor === 'each') {
      entry.lastFailureAt = now;
      entry.expiresAt = now + gate.ttlMs;
    }
    return true;
  }

  async giveBack(key: string, now: number): Promise<void> {
    const entry = this.live(key, now);
    if (entry && entry.failures > 0) entry.failures -= 1;
  }

  async restartWait(key: string, gate: Gate, now: number): Promise<void> {
    const entry = this.live(key, now);
    if (entry && entry.lastFailureAt < now) {
      entry.lastFailureAt = now;
      entry.expiresAt = now + gate.ttlMs;
    }
  }

  async get(key: string, now: number): Promise<ThrottleEntry | undefined> {
    const entry = this.live(key, now);
    return entry ? { failures: entry.failures, lastFailureAt: entry.lastFailureAt } : undefined;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): StoredEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
