import { manualClock } from '../../../testing/manual-clock';
import { DEFAULT_PER_CLIENT, LoginThrottle, delayGate } from '../login-throttle';
import { MemoryThrottleStore } from '../throttle-store';

const EMAIL = 'cliente@demo.com.br';

describe('LoginThrottle', () => {
  const clock = manualClock();

  /** `n` attempts of `client`, one after the other; the waits they were answered with. */
  async function attempts(throttle: LoginThrottle, n: number, client = '203.0.113.1'): Promise<number[]> {
    const waits: number[] = [];
    for (let i = 0; i < n; i += 1) waits.push(await throttle.reserve(EMAIL, client));
    return waits;
  }

  /** One failure of `client` counted, waiting as long as it is told to first. */
  async function failPatiently(throttle: LoginThrottle, client: string): Promise<void> {
    for (let wait = await throttle.reserve(EMAIL, client); wait > 0; wait = await throttle.reserve(EMAIL, client)) {
      clock.advance(wait * 1000);
    }
  }

  it('lets five failures through, then makes the guessing client wait 1 s, 2 s, 4 s…', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    expect(await attempts(throttle, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(await throttle.reserve(EMAIL, '203.0.113.1')).toBe(1);
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(1);
    clock.advance(1000);
    expect(await attempts(throttle, 2)).toEqual([0, 2]);
    clock.advance(2000);
    expect(await attempts(throttle, 2)).toEqual([0, 4]);
    // The e-mail is compared as typed by people: case and spaces do not make a new key.
    expect(await throttle.retryAfterSeconds(' Cliente@Demo.com.br ', '203.0.113.1')).toBe(4);
  });

  it('counts an attempt before its password is checked: of 30 sent at once, 5 get through', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    const waits = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve(EMAIL, '203.0.113.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(25);
  });

  it('does not count the attempts it refuses', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    await attempts(throttle, 5);
    expect(await attempts(throttle, 10)).toEqual(Array(10).fill(1));
    clock.advance(1000);
    // The sixth failure, not the sixteenth: a wait of 2 s follows it.
    expect(await attempts(throttle, 2)).toEqual([0, 2]);
  });

  it('starts the wait when a wrong password is known, not when its attempt was counted', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    await attempts(throttle, 5);
    // The fifth check took 1.5 s to say the password was wrong: the whole second of wait follows it.
    clock.advance(1500);
    await throttle.fail(EMAIL, '203.0.113.1');
    clock.advance(999);
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(1);
    clock.advance(1);
    expect(await throttle.reserve(EMAIL, '203.0.113.1')).toBe(0);
  });

  it('starts the client’s wait again at an attempt made while told to wait', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    await attempts(throttle, 5);
    clock.advance(500);
    expect(await throttle.reserve(EMAIL, '203.0.113.1')).toBe(1);
    // A second after the fifth failure, but half a second after the last try: still waiting.
    clock.advance(700);
    expect(await throttle.reserve(EMAIL, '203.0.113.1')).toBe(1);
    clock.advance(1000);
    expect(await throttle.reserve(EMAIL, '203.0.113.1')).toBe(0);
  });

  it('lets five through of a burst that takes seconds to arrive', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    const waits: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      waits.push(await throttle.reserve(EMAIL, '203.0.113.1'));
      clock.advance(150);
    }
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('does not start the account’s wait again at refused attempts, so the owner still gets a turn', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 20; i += 1) await throttle.reserve(EMAIL, `203.0.113.${i}`);
    for (let i = 0; i < 9; i += 1) {
      clock.advance(100);
      expect(await throttle.reserve(EMAIL, `198.51.100.${i}`)).toBe(1);
    }
    clock.advance(100);
    expect(await throttle.reserve(EMAIL, '192.0.2.1')).toBe(0);
  });

  it('never locks the owner out because of another client’s failures', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 12; i += 1) await failPatiently(throttle, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBeGreaterThan(60);
    expect(await throttle.reserve(EMAIL, '198.51.100.7')).toBe(0);
  });

  it('slows guesses spread over many addresses down per account, by 10 s at most', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    // Sent at once, twenty get through and the next waits a second.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => throttle.reserve(EMAIL, `203.0.113.${i}`)));
    expect(burst.filter((wait) => wait === 0)).toHaveLength(20);
    expect(burst.filter((wait) => wait === 1)).toHaveLength(10);
    // Sent patiently, each waiting as told: the wait doubles up to 10 s.
    for (let i = 0; i < 10; i += 1) await failPatiently(throttle, `203.0.113.${i + 30}`);
    expect(await throttle.reserve(EMAIL, '198.51.100.7')).toBe(10);
    clock.advance(10_000);
    expect(await throttle.retryAfterSeconds(EMAIL, '198.51.100.7')).toBe(0);
    expect(await throttle.retryAfterSeconds('afiliado@demo.com.br', '203.0.113.1')).toBe(0);
  });

  it('a refusal on the account does not count against the client', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 20; i += 1) await throttle.reserve(EMAIL, `203.0.113.${i}`);
    // The account waits now; the new client's attempts are refused and not counted on its pair.
    expect(await attempts(throttle, 10, '198.51.100.7')).toEqual(Array(10).fill(1));
    clock.advance(1000);
    expect(await attempts(throttle, 1, '198.51.100.7')).toEqual([0]);
  });

  it('a right password forgets the client’s failures and gives its attempt on the account back', async () => {
    const store = new MemoryThrottleStore();
    const throttle = new LoginThrottle({ now: clock.now, store });
    await attempts(throttle, 6);
    await throttle.reserve(EMAIL, '198.51.100.7');
    await throttle.succeed(EMAIL, '198.51.100.7');
    expect(await throttle.retryAfterSeconds(EMAIL, '198.51.100.7')).toBe(0);
    expect(await store.get(`login:${EMAIL}`, clock.now())).toMatchObject({ failures: 5 });
    await throttle.succeed(EMAIL, '203.0.113.1');
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.1')).toBe(0);
    expect(await store.get(`login:${EMAIL}|203.0.113.1`, clock.now())).toBeUndefined();
  });

  it('forgets all failures after an idle hour', async () => {
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 25; i += 1) await throttle.reserve(EMAIL, `203.0.113.${i % 3}`);
    clock.advance(60 * 60_000);
    expect(await throttle.retryAfterSeconds(EMAIL, '203.0.113.2')).toBe(0);
    expect(await attempts(throttle, 5, '203.0.113.2')).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps its counts in the store it is given', async () => {
    const store = new MemoryThrottleStore();
    const one = new LoginThrottle({ now: clock.now, store });
    const two = new LoginThrottle({ now: clock.now, store });
    await attempts(one, 3);
    await attempts(two, 2);
    expect(await one.reserve(EMAIL, '203.0.113.1')).toBe(1);
    expect(await store.get(`login:${EMAIL}`, clock.now())).toEqual({ failures: 5, lastFailureAt: clock.now() });
  });

  it('turns a delay rule into steps that double up to the cap', () => {
    const gate = delayGate(DEFAULT_PER_CLIENT, 60_000);
    expect(gate.steps[0]).toEqual({ failures: 5, waitMs: 1000 });
    expect(gate.steps.map((step) => step.waitMs).slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(gate.steps.at(-1)).toEqual({ failures: 15, waitMs: 15 * 60_000 });
    expect(delayGate({ freeFailures: 2, baseDelayMs: 0, maxDelayMs: 10 }, 1).steps).toHaveLength(64);
  });
});
