import { serverForAll } from '../../testing/server-for-tests';
import { startTestServer } from '../../testing/test-server';

const MISMATCH = { message: 'CSRF token mismatch.' };

describe('anti-forgery cookie', () => {
  const server = serverForAll({
    beforeListen: (app) => {
      app.route({ method: ['PUT', 'PATCH', 'DELETE'], url: '/api/test/state', handler: async () => ({ ok: true }) });
    },
  });

  it('GET /sanctum/csrf-cookie answers 204 with a script-readable XSRF-TOKEN cookie', async () => {
    const client = server.client();
    const response = await client.get('/sanctum/csrf-cookie');

    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const cookie = response.cookie('XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBe(false);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBe(false);
  });

  it('hands out different tokens to different browsers and keeps a browser’s token on repeat', async () => {
    const one = server.client();
    const two = server.client();
    const first = await one.csrf();
    expect(await one.csrf()).toBe(first);
    expect(await two.csrf()).not.toBe(first);
  });

  it('refuses a POST without the header', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post(
      '/api/login',
      { email: 'cliente@demo.com.br', password: 'demo1234' },
      { xsrf: false },
    );
    expect(response.status).toBe(419);
    expect(response.body).toEqual(MISMATCH);
    expect(response.cookie('marketplace_session')).toBeUndefined();
  });

  it('refuses a POST whose header does not match the cookie', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post(
      '/api/login',
      { email: 'cliente@demo.com.br', password: 'demo1234' },
      { xsrf: 'a'.repeat(43) },
    );
    expect(response.status).toBe(419);
    expect(response.body).toEqual(MISMATCH);
  });

  it('refuses a header when the browser holds no cookie', async () => {
    const client = server.client();
    const response = await client.post('/api/login', {}, { xsrf: 'a'.repeat(43) });
    expect(response.status).toBe(419);
    expect(response.body).toEqual(MISMATCH);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('checks %s requests too', async (method) => {
    const client = server.client();
    await client.csrf();
    const refused = await client.request(method, '/api/test/state', { body: {}, xsrf: false });
    expect(refused.status).toBe(419);
    expect(refused.body).toEqual(MISMATCH);
    const accepted = await client.request(method, '/api/test/state', { body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ok: true });
  });

  it('lets a POST with the matching header through to the route', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/login', {});
    expect(response.status).toBe(422);
  });

  it('also accepts the header URL-encoded', async () => {
    const client = server.client();
    const token = await client.csrf();
    const response = await client.post('/api/login', {}, { xsrf: encodeURIComponent(token) });
    expect(response.status).toBe(422);
  });

  it('checks GET /api/logout even though it is a GET', async () => {
    const client = server.client();
    await client.csrf();
    expect((await client.get('/api/logout', { xsrf: false })).status).toBe(419);
    expect((await client.get('/api/logout')).status).toBe(200);
  });

  it('answers 404 rather than 419 for unknown routes', async () => {
    const client = server.client();
    const response = await client.post('/api/no-such-thing', {}, { xsrf: false });
    expect(response.status).toBe(404);
  });
});

describe('anti-forgery cookie over HTTPS', () => {
  it('is marked Secure when secure cookies are on', async () => {
    const server = await startTestServer({ secureCookies: true });
    try {
      const response = await server.client().get('/sanctum/csrf-cookie');
      expect(response.cookie('XSRF-TOKEN')?.secure).toBe(true);
    } finally {
      await server.close();
    }
  });
});
