import { manualClock } from '../../../testing/manual-clock';
import { LoginThrottle, MemoryThrottleStore, type ThrottleEntry, type ThrottleStore } from '../login-throttle';

const EMAIL = 'cliente@demo.com.br';

describe('LoginThrottle', () => {
  const clock = manualClock();

  it('lets five failures through, then makes the guessing client wait 1 s, 2 s, 4 s…', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 4; i += 1) await throttle.fail(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(0);
    await throttle.fail(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(1);
    clock.advance(1000);
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(0);
    await throttle.fail(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(2);
    await throttle.fail(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(4);
    // The e-mail is compared as typed by people: case and spaces do not make a new key.
    expect(await throttle.retryAfterSeconds(' Cliente@Demo.com.br ', '203.0.113.1')).toBe(4);
  });

  it('never locks the owner out because of another client’s failures', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 19; i += 1) await throttle.fail(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBeGreaterThan(60);
    expect(await throttle.retryAfterSeconds(EMAIL, '198.51.100.7')).toBe(0);
  });

  it('slows guesses spread over many addresses down per account, by 10 s at most', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 40; i += 1) await throttle.fail(EMAIL, `203.0.113.${i}`);
    const wait = await throttle.retryAfterSeconds(EMAIL, '198.51.100.7');
    expect(wait).toBe(10);
    clock.advance(10_000);
    expect(await throttle.retryAfterSeconds(EMAIL, '198.51.100.7')).toBe(0);
    expect(await throttle.retryAfterSeconds('afiliado@demo.com.br', '203.0.113.1')).toBe(0);
  });

  it('forgets the client’s failures after a successful login, and all of them after an idle hour', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 6; i += 1) await throttle.fail(EMAIL, '203.0.113.1');
    await throttle.succeed(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(0);
    for (let i = 0; i < 25; i += 1) await throttle.fail(EMAIL, '203.0.113.2');
    clock.advance(60 * 60_000);
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.2')).toBe(0);
  });

  it('keeps its counts in the store it is given', async () => {
    const entries = new Map<string, ThrottleEntry>();
    const store: ThrottleStore = {
      get: async (key) => entries.get(key),
      set: async (key, entry) => void entries.set(key, entry),
      delete: async (key) => void entries.delete(key),
    };
    const throttle = new LoginThrottle({ now: clock.now, store });
    await throttle.fail(EMAIL, '203.0.113.1');
    expect([...entries.keys()].sort()).toEqual([`login:${EMAIL}`, `login:${EMAIL}|203.0.113.1`]);
    expect(new MemoryThrottleStore(clock.now)).toBeDefined();
  });
});
