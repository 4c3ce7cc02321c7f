import Redis from 'ioredis';
import type { Gate, ThrottleEntry, ThrottleStore } from '../features/auth/throttle-store';
import type { RateLimitOptions } from './rate-limits';

/** Where the login throttle's keys live in Redis. */
const THROTTLE_PREFIX = 'marketplace:login-failures:';
/** Where @fastify/rate-limit's counters live in Redis. */
const RATE_LIMIT_PREFIX = 'marketplace:rate-limit:';

/**
 * `take` in one script, which Redis runs without anything in between: KEYS[1] the entry (a hash of
 * failures, anchor and expires, in ms); ARGV now, ttl, 'each' or 'first', '1' when a refusal
 * restarts the wait, then the gate's steps as failures/wait pairs. Answers 1 when the attempt was
 * counted, 0 when it must wait.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local stored = redis.call('HMGET', KEYS[1], 'failures', 'anchor', 'expires')
local failures = tonumber(stored[1])
local anchor = tonumber(stored[2])
local expires = tonumber(stored[3])
if failures == nil or anchor == nil or expires == nil or expires <= now then
  failures = 1
  anchor = now
  expires = now + ttl
else
  local wait = 0
  for i = 5, #ARGV - 1, 2 do
    if failures >= tonumber(ARGV[i]) then wait = tonumber(ARGV[i + 1]) end
  end
  if now < anchor + wait then
    if ARGV[4] == '1' and anchor < now then
      redis.call('HSET', KEYS[1], 'anchor', now, 'expires', now + ttl)
      redis.call('PEXPIRE', KEYS[1], ttl)
    end
    return 0
  end
  failures = failures + 1
  if ARGV[3] == 'each' then
    anchor = now
    expires = now + ttl
  end
end
redis.call('HSET', KEYS[1], 'failures', failures, 'anchor', anchor, 'expires', expires)
redis.call('PEXPIRE', KEYS[1], math.max(1, expires - now))
return 1
`;

/** `giveBack`: one failure fewer on a live entry; ARGV now. */
const GIVE_BACK_SCRIPT = `
local stored = redis.call('HMGET', KEYS[1], 'failures', 'expires')
local failures = tonumber(stored[1])
local expires = tonumber(stored[2])
if failures ~= nil and expires ~= nil and expires > tonumber(ARGV[1]) and failures > 0 then
  redis.call('HSET', KEYS[1], 'failures', failures - 1)
end
return 1
`;

/** \`restartWait\`: a live entry's anchor moved forward to now; ARGV now, ttl. */
const RESTART_WAIT_SCRIPT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local stored = redis.call('HMGET', KEYS[1], 'anchor', 'expires')
local anchor = tonumber(stored[1])
local expires = tonumber(stored[2])
if anchor ~= nil and expires ~= nil and expires > now and anchor < now then
  redis.call('HSET', KEYS[1], 'anchor', now, 'expires', now + ttl)
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return 1
`;

/** The throttles' attempt counts in Redis, shared by every API instance; Redis expires them. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  async take(key: string, gate: Gate, now: number): Promise<boolean> {
    const steps = gate.steps.flatMap((step) => [String(step.failures), String(step.waitMs)]);
    const counted = await this.redis.eval(
      TAKE_SCRIPT,
      1,
      THROTTLE_PREFIX + key,
      String(now),
      String(gate.ttlMs),
      gate.anchor,
      gate.refusalRestartsWait ? '1' : '0',
      ...steps,
    );
    return counted === 1;
  }

  async giveBack(key: string, now: number): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, THROTTLE_PREFIX + key, String(now));
  }

  async restartWait(key: string, gate: Gate, now: number): Promise<void> {
    await this.redis.eval(RESTART_WAIT_SCRIPT, 1, THROTTLE_PREFIX + key, String(now), String(gate.ttlMs));
  }

  async get(key: string, now: number): Promise<ThrottleEntry | undefined> {
    const [failures, anchor, expires] = await this.redis.hmget(THROTTLE_PREFIX + key, 'failures', 'anchor', 'expires');
    if (failures == null || anchor == null || expires == null || Number(expires) <= now) return undefined;
    return { failures: Number(failures), lastFailureAt: Number(anchor) };
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
