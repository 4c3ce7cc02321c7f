import { sha256Hex } from '../../../lib/tokens';
import { AFFILIATE, signedIn } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import type { UserPayload } from '../user-payload';
import { execute, queryRow } from '../../../testing/query';

const UNAUTHENTICATED = { message: 'Unauthenticated.' };

describe('GET /api/user and GET /api/logout', () => {
  const server = serverForAll();

  it('is 401 without a session', async () => {
    const response = await server.client().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it('is 401 with a made-up session cookie', async () => {
    const client = server.client();
    client.jar.set('marketplace_session', 'x'.repeat(43));
    const response = await client.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it('returns the customer with her addresses', async () => {
    const client = await signedIn(server);
    const response = await client.get('/api/user');
    expect(response.status).toBe(200);

    const body = response.body as UserPayload;
    expect(Object.keys(body).sort()).toEqual(['addresses', 'user', 'user_type']);
    expect(body.user_type).toBe(1);
    expect(Object.keys(body.user).sort()).toEqual(
      ['cellphone', 'document', 'email', 'id', 'name', 'phone', 'user_type'].sort(),
    );
    expect(body.user.name).toBe('Mariana Souza');

    const addresses = body.addresses ?? [];
    expect(addresses).toHaveLength(2);
    for (const address of addresses) {
      expect(Object.keys(address).sort()).toEqual(
        ['city_name', 'complement', 'id', 'name', 'neighborhood', 'number', 'state_name', 'street', 'zip_code'].sort(),
      );
    }
    expect(addresses.map((a) => a.state_name).sort()).toEqual(['MG', 'SP']);
    expect(addresses[0]).toMatchObject({ name: 'Casa', city_name: 'São Paulo', state_name: 'SP' });
  });

  it('returns the affiliate without addresses', async () => {
    const client = await signedIn(server, AFFILIATE);
    const response = await client.get('/api/user');
    expect(response.status).toBe(200);
    const body = response.body as UserPayload;
    expect(body.user_type).toBe(2);
    expect(body.user).toMatchObject({ name: 'Rafael Lima', email: 'afiliado@demo.com.br', user_type: 2 });
    expect(body).not.toHaveProperty('addresses');
  });

  it('logout needs the anti-forgery header and leaves the session alone without it', async () => {
    const client = await signedIn(server);
    const refused = await client.get('/api/logout', { xsrf: false });
    expect(refused.status).toBe(419);
    expect(refused.body).toEqual({ message: 'CSRF token mismatch.' });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('logout destroys the session, clears the cookie and the old cookie stops working', async () => {
    const client = await signedIn(server);
    const token = client.cookie('marketplace_session') ?? '';
    const sessionExists = async () =>
      (await queryRow(server.app.kysely, 'SELECT id FROM sessions WHERE id = ?', sha256Hex(token))) !== undefined;
    expect(await sessionExists()).toBe(true);

    const response = await client.get('/api/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Sessão encerrada.' });
    const cleared = response.cookie('marketplace_session');
    expect(cleared).toBeDefined();
    expect(cleared?.value).toBe('');
    expect(await sessionExists()).toBe(false);
    expect(client.cookie('marketplace_session')).toBeUndefined();

    const replay = server.client();
    replay.jar.set('marketplace_session', token);
    const afterwards = await replay.get('/api/user');
    expect(afterwards.status).toBe(401);
    expect(afterwards.body).toEqual(UNAUTHENTICATED);
  });

  it('logout cannot be triggered by a HEAD request', async () => {
    const client = await signedIn(server);
    const head = await client.request('HEAD', '/api/logout', { xsrf: false });
    expect(head.status).toBe(404);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('logout also answers 200 when nobody is signed in', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.get('/api/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Sessão encerrada.' });
  });

  it('ignores and removes an expired session', async () => {
    const client = await signedIn(server);
    const id = sha256Hex(client.cookie('marketplace_session') ?? '');
    await execute(server.app.kysely, 'UPDATE sessions SET expires_at = ? WHERE id = ?', Date.now() - 1000, id);

    const response = await client.get('/api/user');
    expect(response.status).toBe(401);
    expect(await queryRow(server.app.kysely, 'SELECT id FROM sessions WHERE id = ?', id)).toBeUndefined();
  });

  it('prunes expired sessions in bulk', async () => {
    await signedIn(server, AFFILIATE);
    await execute(server.app.kysely, 'UPDATE sessions SET expires_at = ?', Date.now() - 1);
    expect(await server.app.sessions.pruneExpired()).toBeGreaterThan(0);
    expect(await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM sessions')).toEqual({ n: 0 });
  });
});

describe('signed-in marker cookie', () => {
  const server = serverForAll();

  it('is set, readable by scripts, with the login and cleared with the logout', async () => {
    const client = server.client();
    await client.csrf();
    const login = await client.post('/api/login', {
      email: 'cliente@demo.com.br',
      password: 'demo1234',
      remember: true,
    });
    const marker = login.cookie('marketplace_signed_in');
    expect(marker).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });
    expect(marker?.maxAge).toBe(login.cookie('marketplace_session')?.maxAge);

    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(200);
    const cleared = logout.cookie('marketplace_signed_in');
    expect(cleared?.value).toBe('');
  });

  it('is cleared by a 401 when the server session is gone', async () => {
    const client = server.client();
    await client.csrf();
    await client.post('/api/login', { email: 'cliente@demo.com.br', password: 'demo1234' });
    client.jar.delete('marketplace_session');
    const response = await client.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.cookie('marketplace_signed_in')?.value).toBe('');
  });

  it('is not touched on a guest’s 401', async () => {
    const response = await server.client().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.cookie('marketplace_signed_in')).toBeUndefined();
  });
});
