import { manualClock } from '../../../testing/manual-clock';
import { MemoryThrottleStore } from '../login-throttle';
import { WindowThrottle } from '../window-throttle';

const KEY = 'password-change:1';

describe('WindowThrottle', () => {
  const clock = manualClock();

  it('refuses after the last allowed failure until the window opened by the first one ends', async () => {
    const throttle = new WindowThrottle({ maxAttempts: 3, windowMs: 60_000, now: clock.now });
    await throttle.hit(KEY);
    clock.advance(20_000);
    await throttle.hit(KEY);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
    clock.advance(10_000);
    await throttle.hit(KEY);
    // The window opened at the first failure, 30 s ago.
    expect(await throttle.retryAfterSeconds(KEY)).toBe(30);
    clock.advance(29_500);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(1);
    clock.advance(500);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
    // A new failure opens a new window.
    await throttle.hit(KEY);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
  });

  it('forgets the failures of a key on success, and keeps keys apart', async () => {
    const throttle = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, now: clock.now });
    await throttle.hit(KEY);
    await throttle.hit(KEY);
    await throttle.hit('password-change:2');
    expect(await throttle.retryAfterSeconds(KEY)).toBe(60);
    expect(await throttle.retryAfterSeconds('password-change:2')).toBe(0);
    await throttle.clear(KEY);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
  });

  it('counts in the store it is given, so throttles sharing a store count together', async () => {
    const store = new MemoryThrottleStore(clock.now);
    const first = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, store, now: clock.now });
    const second = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, store, now: clock.now });
    await first.hit(KEY);
    await second.hit(KEY);
    expect(await first.retryAfterSeconds(KEY)).toBe(60);
    expect(await second.retryAfterSeconds(KEY)).toBe(60);
  });
});
