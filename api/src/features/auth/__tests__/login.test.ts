import bcrypt from 'bcryptjs';
import { buildApp } from '../../../app';
import { expectFieldError, expectFieldErrors } from '../../../testing/field-error';
import { serverForAll } from '../../../testing/server-for-tests';
import { TestClient } from '../../../testing/test-server';
import type { UserPayload } from '../user-payload';
import { queryRow } from '../../../testing/query';

const FAILED = 'Estas credenciais não correspondem aos nossos registros.';

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

describe('POST /api/login', () => {
  const server = serverForAll();

  async function attempt(body: unknown) {
    const client = server.client();
    await client.csrf();
    return client.post('/api/login', body);
  }

  describe('validation', () => {
    it('requires e-mail and password', async () => {
      const response = await attempt({});
      expectFieldErrors(response, 'O campo e-mail é obrigatório. (e mais 1 erro)', {
        email: ['O campo e-mail é obrigatório.'],
        password: ['O campo senha é obrigatório.'],
      });
    });

    it('treats a blank e-mail as missing', async () => {
      const response = await attempt({ email: '   ', password: 'demo1234' });
      expectFieldError(response, 'email', 'O campo e-mail é obrigatório.');
    });

    it('checks the e-mail format', async () => {
      const response = await attempt({ email: 'cliente-sem-arroba', password: 'demo1234' });
      expectFieldError(response, 'email', 'O campo e-mail deve ser um endereço de e-mail válido.');
    });

    it('requires the password', async () => {
      const response = await attempt({ email: 'cliente@demo.com.br' });
      expectFieldError(response, 'password', 'O campo senha é obrigatório.');
    });
  });

  it('refuses a wrong password with the Laravel message on the e-mail field', async () => {
    const response = await attempt({ email: 'cliente@demo.com.br', password: 'senha-errada' });
    expectFieldError(response, 'email', FAILED);
    expect(response.cookie('marketplace_session')).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await attempt({ email: 'ninguem@demo.com.br', password: 'demo1234' });
    expectFieldError(response, 'email', FAILED);
  });

  it('signs the customer in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = server.client();
    const xsrfBefore = await client.csrf();
    const response = await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' });

    expect(response.status).toBe(200);
    const session = response.cookie('marketplace_session');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    expect(session?.maxAge).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');

    const body = response.body as UserPayload;
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Mariana Souza',
      email: 'cliente@demo.com.br',
      document: '52998224725',
      phone: expect.stringMatching(/^\d{10}$/),
      cellphone: expect.stringMatching(/^\d{11}$/),
      user_type: 1,
    });
    expect(body.user_type).toBe(1);
    expect(body.addresses).toHaveLength(2);
    expect(allKeys(body).filter((key) => /password|hash/i.test(key))).toEqual([]);
    expect(response.text).not.toContain('$2');

    // A new anti-forgery token comes with the new session.
    const xsrfAfter = response.cookie('XSRF-TOKEN')?.value;
    expect(xsrfAfter).toBeDefined();
    expect(xsrfAfter).not.toBe(xsrfBefore);

    // Same body as GET /api/user.
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await attempt({ email: '  Cliente@Demo.com.BR ', password: 'demo1234' });
    expect(response.status).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const response = await attempt({ email: 'afiliado@demo.com.br', password: 'demo1234', remember: true });
    expect(response.status).toBe(200);
    expect(response.cookie('marketplace_session')?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('stores only a hash of the session id and rotates it on a new login', async () => {
    const client = server.client();
    await client.login('cliente@demo.com.br', 'demo1234');
    const firstToken = client.cookie('marketplace_session') ?? '';
    const stored = await queryRow(server.app.kysely, 'SELECT id FROM sessions WHERE id = ?', firstToken);
    expect(stored).toBeUndefined();

    const before = ((await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM sessions')) as { n: number }).n;
    await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' });
    const secondToken = client.cookie('marketplace_session');
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(firstToken);
    const after = ((await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM sessions')) as { n: number }).n;
    expect(after).toBe(before);

    const stale = server.client();
    stale.jar.set('marketplace_session', firstToken);
    expect((await stale.get('/api/user')).status).toBe(401);
  });
});

describe('login throttle', () => {
  const server = serverForAll();

  it('answers 429 after five failures for one e-mail and address', async () => {
    const client = server.client();
    await client.csrf();
    for (let i = 0; i < 5; i += 1) {
      const response = await client.post('/api/login', { email: 'cliente@demo.com.br', password: `errada-${i}` });
      expect(response.status).toBe(422);
    }

    const blocked = await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    const { message } = blocked.body as { message: string };
    expect(message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
    const seconds = Number(/em (\d+) segundos/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.headers.get('retry-after')).toBe(String(seconds));
    expect(blocked.cookie('marketplace_session')).toBeUndefined();

    // Other accounts are not affected.
    const other = await client.post('/api/login', { email: 'afiliado@demo.com.br', password: 'demo1234' });
    expect(other.status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const client = server.client();
    await client.csrf();
    for (let i = 0; i < 4; i += 1) {
      await client.post('/api/login', { email: 'afiliado@demo.com.br', password: 'errada' });
    }
    expect((await client.post('/api/login', { email: 'afiliado@demo.com.br', password: 'demo1234' })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await client.post('/api/login', { email: 'afiliado@demo.com.br', password: 'errada' })).status).toBe(422);
    }
  });
});

describe('login throttle, attempts sent at once', () => {
  // The burst is judged on counting alone: with the throttle's clock held still, no wait can run out
  // while a busy machine is still answering the burst (the waits themselves are tested above).
  const heldClock = { now: () => Date.parse('2026-03-02T12:00:00Z') };
  const server = serverForAll({ loginThrottle: heldClock });

  it('of 30 wrong passwords sent at once, checks five and answers the others 429 with Retry-After', async () => {
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const client = server.client();
      await client.csrf();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          client.post('/api/login', { email: 'cliente2@demo.com.br', password: `errada-${i}` }),
        ),
      );
      expect(compare).toHaveBeenCalledTimes(5);
      expect(responses.filter((response) => response.status === 422)).toHaveLength(5);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(25);
      for (const response of refused) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password waits its turn too.
      expect((await client.post('/api/login', { email: 'cliente2@demo.com.br', password: 'demo1234' })).status).toBe(
        429,
      );
    } finally {
      compare.mockRestore();
    }
  });

  it('of 30 wrong passwords sent at once to two API instances on one database, checks five', async () => {
    // A second instance, as a balancer would have beside the first: same database, its own process state.
    const second = await buildApp({
      dbFile: server.dbFile,
      ...(server.databaseUrl === undefined ? {} : { databaseUrl: server.databaseUrl }),
      seed: false,
      rateLimits: { loginsPerMinute: 100_000, writesPerMinute: 100_000 },
      loginThrottle: heldClock,
    });
    try {
      const instances = [server.client(), new TestClient(await second.listen({ port: 0, host: '127.0.0.1' }))];
      await Promise.all(instances.map((client) => client.csrf()));
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const client = instances[i % 2] as TestClient;
          const response = await client.post('/api/login', { email: 'ninguem@demo.com.br', password: `errada-${i}` });
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    } finally {
      await second.close();
    }
  });
});

describe('login limits by client address', () => {
  const server = serverForAll({ rateLimits: { loginsPerMinute: 8 } });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('one client’s wrong passwords do not lock the account for another client', async () => {
    const attacker = server.client();
    await attacker.csrf();
    let refused = 0;
    for (let i = 0; i < 12; i += 1) {
      const response = await attacker.request('POST', '/api/login', {
        body: { email: 'cliente@demo.com.br', password: `errada-${i}` },
        ...from('203.0.113.9'),
      });
      expect([422, 429]).toContain(response.status);
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);

    const owner = server.client();
    await owner.csrf();
    const response = await owner.request('POST', '/api/login', {
      body: { email: 'cliente@demo.com.br', password: 'demo1234' },
      ...from('198.51.100.20'),
    });
    expect(response.status).toBe(200);
  });

  it('limits login attempts per client address, whatever the accounts tried', async () => {
    const client = server.client();
    await client.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await client.request('POST', '/api/login', {
        body: { email: `ninguem-${i}@demo.com.br`, password: 'x' },
        ...from('192.0.2.44'),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    const refused = await client.request('POST', '/api/login', {
      body: { email: 'x@demo.com.br', password: 'x' },
      ...from('192.0.2.44'),
    });
    expect((refused.body as { message: string }).message).toMatch(
      /^Muitas requisições em pouco tempo\. Tente novamente em \d+ segundos\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('write limits', () => {
  const server = serverForAll({ rateLimits: { writesPerMinute: 5 } });

  it('counts a signed-in account’s writes, and leaves reads alone', async () => {
    const client = server.client();
    await client.csrf();
    expect((await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await client.post('/api/newsletter/save', { email: `n${i}@demo.com.br` })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect((await client.get('/api/user')).status).toBe(200);
    // Another account is counted apart.
    const other = server.client();
    await other.csrf();
    expect((await other.post('/api/login', { email: 'cliente2@demo.com.br', password: 'demo1234' })).status).toBe(200);
    expect((await other.post('/api/newsletter/save', { email: 'outro@demo.com.br' })).status).not.toBe(429);
  });
});
