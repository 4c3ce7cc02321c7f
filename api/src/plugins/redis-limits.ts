import Redis from 'ioredis';
import type { ThrottleEntry, ThrottleStore } from '../features/auth/login-throttle';
import type { RateLimitOptions } from './rate-limits';

/** Where the login throttle's keys live in Redis. */
const THROTTLE_PREFIX = 'marketplace:login-failures:';
/** Where @fastify/rate-limit's counters live in Redis. */
const RATE_LIMIT_PREFIX = 'marketplace:rate-limit:';

/** The login throttle's failure counts in Redis, shared by every API instance; Redis expires them. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<ThrottleEntry | undefined> {
    const text = await this.redis.get(THROTTLE_PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as ThrottleEntry);
  }

  async set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void> {
    await this.redis.set(THROTTLE_PREFIX + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(THROTTLE_PREFIX + key);
  }
}

export interface RedisLimits {
  /** For buildApp's `rateLimits.store`: @fastify/rate-limit's own Redis store. */
  rateLimitStore: NonNullable<RateLimitOptions['store']>;
  throttleStore: ThrottleStore;
  close(): Promise<void>;
}

/**
 * With REDIS_URL, the request limits and the login throttle count in Redis, across every
 * instance; without it (undefined), in the database, as before.
 */
export function redisLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RedisLimits | undefined {
  if (!env.REDIS_URL) return undefined;
  // Commands fail fast while Redis is away instead of queueing behind it.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => {});
  return {
    rateLimitStore: { redis, nameSpace: RATE_LIMIT_PREFIX },
    throttleStore: new RedisThrottleStore(redis),
    close: () => redis.quit().then(() => undefined),
  };
}
