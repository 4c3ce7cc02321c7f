import { LoginThrottle } from '../../features/auth/login-throttle';
import { WindowThrottle } from '../../features/auth/window-throttle';
import { startTemporaryServices, type TemporaryServices } from '../../testing/temporary-services';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { redisLimitsFromEnv, type RedisLimits } from '../redis-limits';

jest.setTimeout(360_000);

const EMAIL = 'cliente@demo.com.br';

describe('limits in Redis (REDIS_URL)', () => {
  let services: TemporaryServices;
  const opened: RedisLimits[] = [];

  const limits = (): RedisLimits => {
    const made = redisLimitsFromEnv({ REDIS_URL: services.redis });
    if (!made) throw new Error('REDIS_URL was given');
    opened.push(made);
    return made;
  };

  beforeAll(async () => {
    services = await startTemporaryServices(['redis']);
  });

  afterAll(async () => {
    await Promise.all(opened.map((made) => made.close()));
    await services?.close();
  });

  it('are not used without REDIS_URL', () => {
    expect(redisLimitsFromEnv({})).toBeUndefined();
  });

  it('the login throttle counts the failures of two instances together, and Redis forgets them', async () => {
    // The throttles' clock stands still: a slow machine must not let the one-second wait run out
    // between the fifth failure and the check. Redis's own expiry still runs on the real clock.
    const startedAt = Date.now();
    const one = new LoginThrottle({ store: limits().throttleStore, now: () => startedAt });
    const two = new LoginThrottle({ store: limits().throttleStore, now: () => startedAt, forgetAfterMs: 300 });
    for (let i = 0; i < 3; i += 1) expect(await one.reserve(EMAIL, '203.0.113.9')).toBe(0);
    for (let i = 0; i < 2; i += 1) expect(await two.reserve(EMAIL, '203.0.113.9')).toBe(0);
    // Five failures between them: the client waits, on both.
    expect(await one.reserve(EMAIL, '203.0.113.9')).toBe(1);
    expect(await two.retryAfterSeconds(EMAIL, '203.0.113.9')).toBe(1);
    await two.succeed(EMAIL, '203.0.113.9');
    expect(await one.retryAfterSeconds(EMAIL, '203.0.113.9')).toBe(0);
    // The last write said 300 ms: Redis expired the account's count by itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limits().throttleStore.get(`login:${EMAIL}`, Date.now())).toBeUndefined();
  });

  it('of 30 attempts sent at once to two instances, the login throttle lets five through', async () => {
    const startedAt = Date.now();
    const instances = [limits(), limits()].map(
      (made) => new LoginThrottle({ store: made.throttleStore, now: () => startedAt }),
    );
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => instances[i % 2]?.reserve('rajada@demo.com.br', '203.0.113.10')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(25);
  });

  it('on Redis too, an attempt made while told to wait starts the client’s wait again', async () => {
    let now = Date.now();
    const throttle = new LoginThrottle({ store: limits().throttleStore, now: () => now });
    for (let i = 0; i < 5; i += 1) expect(await throttle.reserve('espera@demo.com.br', '203.0.113.11')).toBe(0);
    now += 600;
    expect(await throttle.reserve('espera@demo.com.br', '203.0.113.11')).toBe(1);
    now += 600;
    expect(await throttle.reserve('espera@demo.com.br', '203.0.113.11')).toBe(1);
    now += 1000;
    expect(await throttle.reserve('espera@demo.com.br', '203.0.113.11')).toBe(0);
  });

  it('on Redis too, a wrong password known late starts the client’s wait from then', async () => {
    let now = Date.now();
    const throttle = new LoginThrottle({ store: limits().throttleStore, now: () => now });
    for (let i = 0; i < 5; i += 1) expect(await throttle.reserve('tarde@demo.com.br', '203.0.113.12')).toBe(0);
    now += 1500;
    await throttle.fail('tarde@demo.com.br', '203.0.113.12');
    now += 999;
    expect(await throttle.reserve('tarde@demo.com.br', '203.0.113.12')).toBe(1);
    now += 1000;
    expect(await throttle.reserve('tarde@demo.com.br', '203.0.113.12')).toBe(0);
  });

  it('a window throttle on Redis lets its limit through of attempts sent at once, then waits for the window', async () => {
    const store = limits().throttleStore;
    let now = Date.now();
    const throttle = new WindowThrottle({ maxAttempts: 5, windowMs: 60_000, store, now: () => now });
    const waits = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve('password-change:rajada')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(25);
    now += 60_000;
    expect(await throttle.reserve('password-change:rajada')).toBe(0);
  });

  it('the request limit counts the logins of two instances together', async () => {
    const servers: TestServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        servers.push(await startTestServer({ rateLimits: { loginsPerMinute: 3, store: limits().rateLimitStore } }));
      }
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const client = servers[i % 2]?.client();
        statuses.push((await client?.login(EMAIL, 'senha errada'))?.status ?? 0);
      }
      // Three from this address between the two instances, then the fourth is refused.
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
