interface Bucket {
  failures: number;
  resetAt: number;
}

export interface ThrottleOptions {
  maxAttempts: number;
  windowMs: number;
  now?: () => number;
}

/**
 * In-memory limiter of failures per key (e.g. wrong current passwords of one user):
 * after `maxAttempts` failures inside one window further attempts are refused
 * until the window (opened by the first failure) ends. Per process only; a
 * deployment with several instances behind a balancer limits per instance.
 */
export class WindowThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxAttempts: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: ThrottleOptions) {
    this.maxAttempts = options.maxAttempts;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  static key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string): number {
    const bucket = this.liveBucket(key);
    if (!bucket || bucket.failures < this.maxAttempts) return 0;
    return Math.max(1, Math.ceil((bucket.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    const bucket = this.liveBucket(key);
    if (bucket) bucket.failures += 1;
    else this.buckets.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
    if (this.buckets.size > 10_000) this.sweep();
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }

  private liveBucket(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      if (bucket.resetAt <= now) this.buckets.delete(key);
    }
  }
}
