import bcrypt from 'bcryptjs';
import { expectFieldError, expectFieldErrors } from '../../../testing/field-error';
import { AFFILIATE, freshUser, PASSWORD as OLD_PASSWORD, signedIn } from '../../../testing/demo-users';
import { queryRow } from '../../../testing/query';
import { buildApp } from '../../../app';
import { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';

const NEW_PASSWORD = 'nova-senha-forte';

const change = {
  current_password: OLD_PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};

describe('PUT /api/user/password', () => {
  // One app for the file: each test that signs in does it as a customer of its own (a copy of the
  // seeded one), whose password, sessions and failed attempts are its alone.
  const server = serverForAll();

  /** PUT /api/user/password as `client`, or as a new copy of the seeded customer. */
  async function put(body: unknown, client?: TestClient) {
    return (client ?? (await freshUser(server)).client).request('PUT', '/api/user/password', { body });
  }

  async function loginStatus(email: string, password: string): Promise<number> {
    return (await server.client().login(email, password)).status;
  }

  it('is 401 without a session', async () => {
    const client = server.client();
    await client.csrf();
    const response = await put(change, client);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('is 419 without the anti-forgery header and keeps the password', async () => {
    const { client, email } = await freshUser(server);
    const response = await client.request('PUT', '/api/user/password', { body: change, xsrf: false });
    expect(response.status).toBe(419);
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('requires the current and the new password', async () => {
    const response = await put({});
    expectFieldErrors(response, 'O campo senha atual é obrigatório. (e mais 1 erro)', {
      current_password: ['O campo senha atual é obrigatório.'],
      password: ['O campo nova senha é obrigatório.'],
    });
  });

  it('refuses a wrong current password on current_password', async () => {
    const { client, email } = await freshUser(server);
    const response = await put({ ...change, current_password: 'errada123' }, client);
    expectFieldError(response, 'current_password', 'A senha atual está incorreta.');
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('wants at least 8 characters in the new password', async () => {
    const response = await put({ ...change, password: 'curta12', password_confirmation: 'curta12' });
    expectFieldError(response, 'password', 'O campo nova senha deve ter pelo menos 8 caracteres.');
  });

  it('refuses a new password bcrypt would cut short', async () => {
    const long = 'a'.repeat(73);
    const response = await put({ ...change, password: long, password_confirmation: long });
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      password: ['O campo nova senha não pode ser superior a 72 caracteres.'],
    });
  });

  it('wants the confirmation to match', async () => {
    const response = await put({ ...change, password_confirmation: 'outra-senha-forte' });
    expectFieldError(response, 'password_confirmation', 'A confirmação da nova senha não confere.');
    expect((await put({ ...change, password_confirmation: undefined })).body).toMatchObject({
      errors: { password_confirmation: ['A confirmação da nova senha não confere.'] },
    });
  });

  it('reports every failing field at once', async () => {
    const response = await put({ current_password: 'errada123', password: 'curta', password_confirmation: 'x' });
    expectFieldErrors(response, 'A senha atual está incorreta. (e mais 2 erros)', {
      current_password: ['A senha atual está incorreta.'],
      password: ['O campo nova senha deve ter pelo menos 8 caracteres.'],
      password_confirmation: ['A confirmação da nova senha não confere.'],
    });
  });

  it('changes the password: the old one stops working and the new one signs in', async () => {
    const { client, email } = await freshUser(server);
    const response = await put(change, client);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Senha alterada com sucesso.' });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const old = await server.client().login(email, OLD_PASSWORD);
    expectFieldError(old, 'email', 'Estas credenciais não correspondem aos nossos registros.');
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);

    const stored = (await queryRow(server.app.kysely, 'SELECT password_hash FROM users WHERE email = ?', email)) as {
      password_hash: string;
    };
    expect(stored.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored.password_hash).not.toContain(NEW_PASSWORD);
  });

  it('ends the other sessions of the user and keeps the current one', async () => {
    const { client: current, email } = await freshUser(server);
    const otherDevice = await signedIn(server, email);
    const otherUser = await signedIn(server, AFFILIATE);

    expect((await put(change, current)).status).toBe(200);

    expect((await current.get('/api/user')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await otherUser.get('/api/user')).status).toBe(200);
  });

  it('keeps every session when the change is refused', async () => {
    const { client: current, email } = await freshUser(server);
    const otherDevice = await signedIn(server, email);
    expect((await put({ ...change, password_confirmation: 'x' }, current)).status).toBe(422);
    expect((await otherDevice.get('/api/user')).status).toBe(200);
  });

  it('answers 429 after five wrong current passwords, even to the right one', async () => {
    const { client, email } = await freshUser(server);
    for (let i = 0; i < 5; i += 1) {
      expect((await put({ ...change, current_password: `errada-${i}` }, client)).status).toBe(422);
    }
    const blocked = await put(change, client);
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).toMatch(
      /^Muitas tentativas\. Tente novamente em \d+ segundos\.$/,
    );
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('of 30 wrong current passwords sent at once, checks five and answers the others 429 with Retry-After', async () => {
    const { client, email } = await freshUser(server);
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => put({ ...change, current_password: `errada-${i}` }, client)),
      );
      expect(compare).toHaveBeenCalledTimes(5);
      expect(responses.filter((response) => response.status === 422)).toHaveLength(5);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(25);
      for (const response of refused) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      compare.mockRestore();
    }
    expect((await put(change, client)).status).toBe(429);
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
  });

  it('of 30 wrong current passwords sent at once to two API instances on one database, checks five', async () => {
    const { email } = await freshUser(server);
    const second = await buildApp({
      dbFile: server.dbFile,
      ...(server.databaseUrl === undefined ? {} : { databaseUrl: server.databaseUrl }),
      seed: false,
      rateLimits: { loginsPerMinute: 100_000, writesPerMinute: 100_000 },
    });
    try {
      const onSecond = new TestClient(await second.listen({ port: 0, host: '127.0.0.1' }));
      expect((await onSecond.login(email, OLD_PASSWORD)).status).toBe(200);
      const instances = [await signedIn(server, email), onSecond];
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const client = instances[i % 2] as TestClient;
          return (await put({ ...change, current_password: `errada-${i}` }, client)).status;
        }),
      );
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    } finally {
      await second.close();
    }
  });

  it('counts the wrong current passwords of every API instance on the same database', async () => {
    // A second instance, as a balancer would have beside the first: same database, its own process state.
    const { email } = await freshUser(server);
    const second = await buildApp({
      dbFile: server.dbFile,
      ...(server.databaseUrl === undefined ? {} : { databaseUrl: server.databaseUrl }),
      seed: false,
      rateLimits: { loginsPerMinute: 100_000, writesPerMinute: 100_000 },
    });
    try {
      const onSecond = new TestClient(await second.listen({ port: 0, host: '127.0.0.1' }));
      expect((await onSecond.login(email, OLD_PASSWORD)).status).toBe(200);
      const onFirst = await signedIn(server, email);

      for (let i = 0; i < 3; i += 1) {
        expect((await put({ ...change, current_password: `errada-${i}` }, onFirst)).status).toBe(422);
      }
      for (let i = 3; i < 5; i += 1) {
        expect((await put({ ...change, current_password: `errada-${i}` }, onSecond)).status).toBe(422);
      }
      for (const client of [onFirst, onSecond]) {
        const blocked = await put(change, client);
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(await loginStatus(email, OLD_PASSWORD)).toBe(200);
    } finally {
      await second.close();
    }
  });
});
