import { LoginThrottle } from '../login-throttle';

describe('LoginThrottle', () => {
  it('blocks after the limit and opens again when the window ends', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxAttempts: 5, windowMs: 60_000, now: () => now });
    const key = LoginThrottle.key(' Cliente@Demo.com.br ', '203.0.113.9');
    expect(key).toBe('cliente@demo.com.br|203.0.113.9');

    for (let i = 0; i < 4; i += 1) throttle.hit(key);
    expect(throttle.retryAfterSeconds(key)).toBe(0);
    throttle.hit(key);
    expect(throttle.retryAfterSeconds(key)).toBe(60);

    now += 45_500;
    expect(throttle.retryAfterSeconds(key)).toBe(15);
    expect(throttle.retryAfterSeconds(LoginThrottle.key('cliente@demo.com.br', '198.51.100.1'))).toBe(0);

    now += 14_500;
    expect(throttle.retryAfterSeconds(key)).toBe(0);
    throttle.hit(key);
    expect(throttle.retryAfterSeconds(key)).toBe(0);
  });

  it('clear() resets a key', () => {
    const throttle = new LoginThrottle({ maxAttempts: 1, windowMs: 60_000 });
    throttle.hit('k');
    expect(throttle.retryAfterSeconds('k')).toBeGreaterThan(0);
    throttle.clear('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });
});
