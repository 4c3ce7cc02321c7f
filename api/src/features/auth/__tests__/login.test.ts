import { startTestServer, type TestServer } from '../../../testing/test-server';
import type { UserPayload } from '../user-payload';

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
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function attempt(body: unknown) {
    const client = server.client();
    await client.csrf();
    return client.post('/api/login', body);
  }

  describe('validation', () => {
    it('requires e-mail and password', async () => {
      const response = await attempt({});
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'O campo e-mail é obrigatório. (e mais 1 erro)',
        errors: {
          email: ['O campo e-mail é obrigatório.'],
          password: ['O campo senha é obrigatório.'],
        },
      });
    });

    it('treats a blank e-mail as missing', async () => {
      const response = await attempt({ email: '   ', password: 'demo1234' });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'O campo e-mail é obrigatório.',
        errors: { email: ['O campo e-mail é obrigatório.'] },
      });
    });

    it('checks the e-mail format', async () => {
      const response = await attempt({ email: 'cliente-sem-arroba', password: 'demo1234' });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'O campo e-mail deve ser um endereço de e-mail válido.',
        errors: { email: ['O campo e-mail deve ser um endereço de e-mail válido.'] },
      });
    });

    it('requires the password', async () => {
      const response = await attempt({ email: 'cliente@demo.com.br' });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'O campo senha é obrigatório.',
        errors: { password: ['O campo senha é obrigatório.'] },
      });
    });
  });

  it('refuses a wrong password with the Laravel message on the e-mail field', async () => {
    const response = await attempt({ email: 'cliente@demo.com.br', password: 'senha-errada' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: FAILED, errors: { email: [FAILED] } });
    expect(response.cookie('marketplace_session')).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await attempt({ email: 'ninguem@demo.com.br', password: 'demo1234' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: FAILED, errors: { email: [FAILED] } });
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
    const stored = server.app.db
      .prepare<[string], { id: string }>('SELECT id FROM sessions WHERE id = ?')
      .get(firstToken);
    expect(stored).toBeUndefined();

    const before = (server.app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' });
    const secondToken = client.cookie('marketplace_session');
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(firstToken);
    const after = (server.app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    expect(after).toBe(before);

    const stale = server.client();
    stale.jar.set('marketplace_session', firstToken);
    expect((await stale.get('/api/user')).status).toBe(401);
  });
});

describe('login throttle', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

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
