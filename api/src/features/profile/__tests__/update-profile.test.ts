import { expectFieldError, expectFieldErrors } from '../../../testing/field-error';
import { AFFILIATE, freshUser } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import type { UserPayload } from '../../auth/user-payload';
import { queryRow } from '../../../testing/query';

const valid = {
  name: 'Mariana Souza Lima',
  document: '390.533.447-05',
  phone: '(11) 3245-6780',
  cellphone: '(11) 98765-0000',
};

describe('PUT /api/user', () => {
  // One app for the file: each test that signs in does it as a user of its own (a copy of a
  // seeded one), whose data it may change.
  const server = serverForAll();

  /** PUT /api/user as `client`, or as a new copy of the seeded customer. */
  async function put(body: unknown, client?: TestClient) {
    return (client ?? (await freshUser(server)).client).request('PUT', '/api/user', { body });
  }

  function storedUser(email: string) {
    return queryRow(
      server.app.kysely,
      'SELECT name, email, document, phone, cellphone, user_type FROM users WHERE email = ?',
      email,
    );
  }

  it('is 401 without a session', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.request('PUT', '/api/user', { body: valid });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('is 419 without the anti-forgery header and changes nothing', async () => {
    const { client, email } = await freshUser(server);
    const before = await storedUser(email);
    const response = await client.request('PUT', '/api/user', { body: valid, xsrf: false });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.' });
    expect(await storedUser(email)).toEqual(before);
  });

  it('requires name, CPF and cellphone, but not the phone', async () => {
    const response = await put({});
    expectFieldErrors(response, 'O campo nome é obrigatório. (e mais 2 erros)', {
      name: ['O campo nome é obrigatório.'],
      document: ['O campo CPF é obrigatório.'],
      cellphone: ['O campo celular é obrigatório.'],
    });
  });

  it('treats blank text as missing', async () => {
    const response = await put({ ...valid, name: '   ', document: ' ', cellphone: '' });
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['name', 'document', 'cellphone']);
  });

  it('limits the name to 255 characters', async () => {
    const response = await put({ ...valid, name: 'a'.repeat(256) });
    expectFieldError(response, 'name', 'O campo nome não pode ser superior a 255 caracteres.');
    expect((await put({ ...valid, name: 'a'.repeat(255) })).status).toBe(200);
  });

  it.each([
    ['wrong check digits', '529.982.247-24'],
    ['repeated digits', '111.111.111-11'],
    ['too few digits', '529.982.247'],
    ['letters in it', '52998224725a'],
  ])('refuses a CPF with %s', async (_case, document) => {
    const response = await put({ ...valid, document });
    expectFieldError(response, 'document', 'O campo CPF não é um CPF válido.');
  });

  it('wants 10 digits in the phone when one is given', async () => {
    const response = await put({ ...valid, phone: '(11) 3245-678' });
    expectFieldError(response, 'phone', 'O campo telefone deve ter 10 dígitos.');
  });

  it('wants 11 digits in the cellphone', async () => {
    const response = await put({ ...valid, cellphone: '(11) 9876-5432' });
    expectFieldError(response, 'cellphone', 'O campo celular deve ter 11 dígitos.');
  });

  it('refuses values that are not text', async () => {
    const response = await put({ ...valid, document: 39053344705, cellphone: ['11987650000'] });
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      document: ['O campo CPF deve ser uma string.'],
      cellphone: ['O campo celular deve ser uma string.'],
    });
  });

  it('saves masked input as digits and answers like GET /api/user', async () => {
    const { client, email } = await freshUser(server);
    const saved = {
      name: 'Mariana Souza Lima',
      email,
      document: '39053344705',
      phone: '1132456780',
      cellphone: '11987650000',
      user_type: 1,
    };
    const response = await client.request('PUT', '/api/user', { body: valid });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const body = response.body as UserPayload;
    expect(body.user).toEqual({ id: expect.any(Number), ...saved });
    expect(body.user_type).toBe(1);
    expect(body.addresses).toHaveLength(2);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
    expect(await storedUser(email)).toEqual(saved);
  });

  it('accepts unmasked input and trims the name', async () => {
    const response = await put({ name: '  Ana Paula  ', document: '39053344705', phone: '', cellphone: '21912345678' });
    expect(response.status).toBe(200);
    expect((response.body as UserPayload).user).toMatchObject({
      name: 'Ana Paula',
      document: '39053344705',
      phone: null,
      cellphone: '21912345678',
    });
  });

  it('does not change the e-mail or the user type', async () => {
    const { client, email } = await freshUser(server);
    const response = await put({ ...valid, email: 'outra@demo.com.br', user_type: 2 }, client);
    expect(response.status).toBe(200);
    expect((response.body as UserPayload).user).toMatchObject({ email, user_type: 1 });
    expect(await storedUser(email)).toMatchObject({ email, user_type: 1 });
  });

  it('changes only the signed-in user', async () => {
    const before = await storedUser(AFFILIATE);
    expect((await put(valid)).status).toBe(200);
    expect(await storedUser(AFFILIATE)).toEqual(before);
  });

  it('lets an affiliate edit the same data, answered without addresses', async () => {
    const { client, email } = await freshUser(server, AFFILIATE);
    const response = await client.request('PUT', '/api/user', { body: { ...valid, name: 'Rafael Lima Filho' } });
    expect(response.status).toBe(200);
    const body = response.body as UserPayload;
    expect(body.user).toMatchObject({ name: 'Rafael Lima Filho', email, user_type: 2 });
    expect(body).not.toHaveProperty('addresses');
  });
});
