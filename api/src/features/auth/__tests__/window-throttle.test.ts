import { manualClock } from '../../../testing/manual-clock';
import { MemoryThrottleStore } from '../throttle-store';
import { WindowThrottle } from '../window-throttle';

const KEY = 'password-change:1';

describe('WindowThrottle', () => {
  const clock = manualClock();

  it('refuses after the last allowed failure until the window opened by the first one ends', async () => {
    const throttle = new WindowThrottle({ maxAttempts: 3, windowMs: 60_000, now: clock.now });
    expect(await throttle.reserve(KEY)).toBe(0);
    clock.advance(20_000);
    expect(await throttle.reserve(KEY)).toBe(0);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
    clock.advance(10_000);
    expect(await throttle.reserve(KEY)).toBe(0);
    // The window opened at the first failure, 30 s ago.
    expect(await throttle.retryAfterSeconds(KEY)).toBe(30);
    expect(await throttle.reserve(KEY)).toBe(30);
    clock.advance(29_500);
    expect(await throttle.reserve(KEY)).toBe(1);
    clock.advance(500);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
    // A new attempt opens a new window.
    expect(await throttle.reserve(KEY)).toBe(0);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
  });

  it('counts an attempt before it is checked: of 30 sent at once, the limit gets through', async () => {
    const throttle = new WindowThrottle({ maxAttempts: 5, windowMs: 60_000, now: clock.now });
    const waits = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve(KEY)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(25);
  });

  it('forgets the failures of a key on success, and keeps keys apart', async () => {
    const throttle = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, now: clock.now });
    await throttle.reserve(KEY);
    await throttle.reserve(KEY);
    await throttle.reserve('password-change:2');
    expect(await throttle.retryAfterSeconds(KEY)).toBe(60);
    expect(await throttle.retryAfterSeconds('password-change:2')).toBe(0);
    await throttle.clear(KEY);
    expect(await throttle.retryAfterSeconds(KEY)).toBe(0);
  });

  it('counts in the store it is given, so throttles sharing a store count together', async () => {
    const store = new MemoryThrottleStore();
    const first = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, store, now: clock.now });
    const second = new WindowThrottle({ maxAttempts: 2, windowMs: 60_000, store, now: clock.now });
    await first.reserve(KEY);
    await second.reserve(KEY);
    expect(await first.retryAfterSeconds(KEY)).toBe(60);
    expect(await second.reserve(KEY)).toBe(60);
  });
});
