import { expect, test } from '@playwright/test';
import { ApiClient, instanceUrls } from './topology.js';

/**
 * The login throttle counts in the database, so wrong passwords sent to the instances in turn are
 * counted together: the sixth attempt is refused, as on one instance (five failures are free for
 * an e-mail and address, then 429 with the spec's message and Retry-After), on either instance.
 */
test('wrong passwords alternately to instance A and B lock the login after the same count as on one', async () => {
  const instances = instanceUrls();
  expect(instances.length).toBeGreaterThanOrEqual(2);
  const client = await ApiClient.at(instances[0] ?? '');
  try {
    // An account of its own, so the other specs' sign-ins are not slowed down.
    const email = `tentativas-${Date.now().toString(36)}@demo.com.br`;
    const statuses: number[] = [];
    let refused: { message: string; retryAfter: string | undefined } | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const instance = instances[attempt % 2];
      const response = await client.post('/api/login', { email, password: 'senha-errada' }, instance);
      statuses.push(response.status());
      if (response.status() === 429 && !refused) {
        refused = {
          message: ((await response.json()) as { message: string }).message,
          retryAfter: response.headers()['retry-after'],
        };
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect(refused?.message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  } finally {
    await client.dispose();
  }
});

/**
 * Each attempt is counted before its password is checked, in one statement on the shared database
 * that also decides whether it may go on: 30 wrong passwords sent at once, half to A and half to
 * B, cannot all read the same count, so at most the five free ones are checked (422) and the rest
 * are refused (429 with Retry-After). Each refused one starts the client's wait again, so the
 * burst gets no sixth through even when the two instances take seconds to answer it.
 */
test('30 wrong passwords sent at once, split over instance A and B, check at most five', async () => {
  const instances = instanceUrls();
  expect(instances.length).toBeGreaterThanOrEqual(2);
  const client = await ApiClient.at(instances[0] ?? '');
  try {
    const email = `rajada-${Date.now().toString(36)}@demo.com.br`;
    // The anti-forgery cookie first, so the burst itself is only the 30 logins.
    const token = await client.xsrfToken();
    const sentAt = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        client.postWithToken(token, '/api/login', { email, password: `errada-${attempt}` }, instances[attempt % 2]),
      ),
    );
    const seconds = (Date.now() - sentAt) / 1000;
    const statuses = responses.map((response) => response.status());
    const seen = `${statuses.join(' ')} in ${seconds} s`;
    const checked = statuses.filter((status) => status === 422).length;
    const refused = responses.filter((response) => response.status() === 429);
    expect(checked, seen).toBeGreaterThan(0);
    expect(checked, seen).toBeLessThanOrEqual(5);
    expect(checked + refused.length).toBe(30);
    for (const response of refused) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  } finally {
    await client.dispose();
  }
});
