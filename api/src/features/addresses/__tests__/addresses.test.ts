import { expectFieldError, expectFieldErrors } from '../../../testing/field-error';
import { AFFILIATE, freshUser, otherCustomer, signedIn } from '../../../testing/demo-users';
import type { TestClient, TestResponse } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import type { AddressRecord } from '../address-repository';
import { execute, queryRow, queryRows } from '../../../testing/query';

const valid = {
  name: 'Trabalho',
  zip_code: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  complement: '14º andar',
  neighborhood: 'Itaim Bibi',
  city_name: 'São Paulo',
  state_name: 'SP',
};

// One app for the file: each test that reads or changes a customer's address book has a customer
// of its own (a copy of the seeded one, with her two addresses).
const server = serverForAll();

async function storedRows(email: string) {
  return (await queryRows(
    server.app.kysely,
    `SELECT a.* FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email = ? ORDER BY a.id`,
    email,
  )) as Array<Record<string, unknown>>;
}

async function create(client: TestClient, body: unknown = valid) {
  return client.request('POST', '/api/addresses', { body });
}

describe('addresses: reading', () => {
  it('lists the customer’s addresses, newest first', async () => {
    const { client } = await freshUser(server);
    const response = await client.get('/api/addresses');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = response.body as AddressRecord[];
    expect(list.map((a) => a.name)).toEqual(['Casa dos pais', 'Casa']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      name: 'Casa',
      street: 'Rua Augusta',
      number: '1508',
      complement: 'Apto 42',
      neighborhood: 'Consolação',
      city_name: 'São Paulo',
      state_name: 'SP',
      zip_code: '01304001',
    });

    const created = (await create(client)).body as AddressRecord;
    const after = (await client.get('/api/addresses')).body as AddressRecord[];
    expect(after[0]?.id).toBe(created.id);
  });

  it('gives one address by id', async () => {
    const { client } = await freshUser(server);
    const [first] = (await client.get('/api/addresses')).body as AddressRecord[];
    const response = await client.get(`/api/addresses/${first?.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(first);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999999999'])('is 404 for the id %s', async (id) => {
    const { client } = await freshUser(server);
    const response = await client.get(`/api/addresses/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Endereço não encontrado.' });
  });
});

/** One call of each route of the address book, on address 1. */
function everyCall(client: TestClient): Promise<TestResponse>[] {
  return [
    client.get('/api/addresses'),
    client.get('/api/addresses/1'),
    client.request('POST', '/api/addresses', { body: valid }),
    client.request('PUT', '/api/addresses/1', { body: valid }),
    client.request('DELETE', '/api/addresses/1'),
  ];
}

describe('addresses: who may use them', () => {
  it('is 401 for guests on every call', async () => {
    const client = server.client();
    await client.csrf();
    for (const response of await Promise.all(everyCall(client))) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('is 403 for affiliates on every call', async () => {
    const client = await signedIn(server, AFFILIATE);
    for (const response of await Promise.all(everyCall(client))) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Apenas clientes têm endereços.' });
    }
    expect(await storedRows(AFFILIATE)).toEqual([]);
  });

  it('answers 404 for another customer’s address and leaves it untouched', async () => {
    const { client: owner, email } = await freshUser(server);
    const [address] = (await owner.get('/api/addresses')).body as AddressRecord[];
    const before = await storedRows(email);

    const stranger = await otherCustomer(server);
    for (const response of [
      await stranger.get(`/api/addresses/${address?.id}`),
      await stranger.request('PUT', `/api/addresses/${address?.id}`, { body: valid }),
      await stranger.request('PUT', `/api/addresses/${address?.id}`, { body: {} }),
      await stranger.request('DELETE', `/api/addresses/${address?.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Endereço não encontrado.' });
    }
    expect(await storedRows(email)).toEqual(before);
    expect((await stranger.get('/api/addresses')).body).toEqual([]);
  });

  it('is 419 without the anti-forgery header and changes nothing', async () => {
    const { client, email } = await freshUser(server);
    const [address] = (await client.get('/api/addresses')).body as AddressRecord[];
    const before = await storedRows(email);
    for (const response of [
      await client.request('POST', '/api/addresses', { body: valid, xsrf: false }),
      await client.request('PUT', `/api/addresses/${address?.id}`, { body: valid, xsrf: false }),
      await client.request('DELETE', `/api/addresses/${address?.id}`, { xsrf: false }),
      await client.request('DELETE', `/api/addresses/${address?.id}`, { xsrf: 'x'.repeat(43) }),
    ]) {
      expect(response.status).toBe(419);
      expect(response.body).toEqual({ message: 'CSRF token mismatch.' });
    }
    expect(await storedRows(email)).toEqual(before);
  });
});

describe('addresses: writing', () => {
  it('creates an address (201) and stores the CEP as digits', async () => {
    const { client, email } = await freshUser(server);
    const response = await create(client);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Trabalho',
      street: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      complement: '14º andar',
      neighborhood: 'Itaim Bibi',
      city_name: 'São Paulo',
      state_name: 'SP',
      zip_code: '04538133',
    });
    const rows = await storedRows(email);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ zip_code: '04538133', state_name: 'SP' });
  });

  it('trims text, keeps an empty complement as null, accepts unmasked CEP, S/N and a lower-case UF', async () => {
    const { client } = await freshUser(server);
    const response = await create(client, {
      ...valid,
      name: '  Sítio  ',
      zip_code: '36200000',
      number: 's/n',
      complement: '   ',
      state_name: 'mg',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Sítio',
      zip_code: '36200000',
      number: 'S/N',
      complement: null,
      state_name: 'MG',
    });
  });

  it('updates an address of the customer', async () => {
    const { client } = await freshUser(server);
    const created = (await create(client)).body as AddressRecord;
    const response = await client.request('PUT', `/api/addresses/${created.id}`, {
      body: { ...valid, name: 'Escritório', zip_code: '20040-020', city_name: 'Rio de Janeiro', state_name: 'RJ' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...created,
      name: 'Escritório',
      zip_code: '20040020',
      city_name: 'Rio de Janeiro',
      state_name: 'RJ',
    });
    expect((await client.get(`/api/addresses/${created.id}`)).body).toEqual(response.body);
  });

  it('deletes an address (204)', async () => {
    const { client, email } = await freshUser(server);
    const created = (await create(client)).body as AddressRecord;
    const response = await client.request('DELETE', `/api/addresses/${created.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await client.get(`/api/addresses/${created.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/addresses/${created.id}`)).status).toBe(404);
    expect(await storedRows(email)).toHaveLength(2);
  });

  it('is 404 when updating or deleting an unknown id', async () => {
    const { client } = await freshUser(server);
    expect((await client.request('PUT', '/api/addresses/999999', { body: valid })).status).toBe(404);
    expect((await client.request('DELETE', '/api/addresses/abc')).status).toBe(404);
  });

  it('shows a customer’s new address in GET /api/user', async () => {
    const { client } = await freshUser(server);
    const created = (await create(client)).body as AddressRecord;
    const user = (await client.get('/api/user')).body as { addresses: AddressRecord[] };
    expect(user.addresses).toContainEqual(created);
  });

  it('allows up to 10 addresses per customer', async () => {
    const { client, email } = await freshUser(server);
    for (let i = 3; i <= 10; i += 1)
      expect((await create(client, { ...valid, name: `Endereço ${i}` })).status).toBe(201);
    const response = await create(client, { ...valid, name: 'Endereço 11' });
    expectFieldError(response, 'name', 'Você pode cadastrar até 10 endereços.');
    expect(await storedRows(email)).toHaveLength(10);

    // Editing still works at the limit, and deleting one makes room again.
    const [newest] = (await client.get('/api/addresses')).body as AddressRecord[];
    expect((await client.request('PUT', `/api/addresses/${newest?.id}`, { body: valid })).status).toBe(200);
    expect((await client.request('DELETE', `/api/addresses/${newest?.id}`)).status).toBe(204);
    expect((await create(client)).status).toBe(201);
  });
});

describe('addresses: validation (422, first message per field)', () => {
  it('lists every missing required field', async () => {
    const { client, email } = await freshUser(server);
    const response = await create(client, {});
    expectFieldErrors(response, 'O campo nome do endereço é obrigatório. (e mais 6 erros)', {
      name: ['O campo nome do endereço é obrigatório.'],
      zip_code: ['O campo CEP é obrigatório.'],
      street: ['O campo rua é obrigatório.'],
      number: ['O campo número é obrigatório.'],
      neighborhood: ['O campo bairro é obrigatório.'],
      city_name: ['O campo cidade é obrigatório.'],
      state_name: ['O campo estado é obrigatório.'],
    });
    expect(await storedRows(email)).toHaveLength(2);
  });

  it('treats blank text as missing', async () => {
    const { client } = await freshUser(server);
    const response = await create(client, { ...valid, name: '  ', street: '', number: ' ' });
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['name', 'street', 'number']);
  });

  it.each([
    ['name', 'a'.repeat(61), 'O campo nome do endereço não pode ser superior a 60 caracteres.'],
    ['number', '12345678901', 'O campo número não pode ser superior a 10 caracteres.'],
    ['complement', 'c'.repeat(61), 'O campo complemento não pode ser superior a 60 caracteres.'],
    ['zip_code', '0130400', 'O campo CEP deve ter 8 dígitos.'],
    ['zip_code', '013040011', 'O campo CEP deve ter 8 dígitos.'],
    ['zip_code', '01304-00a', 'O campo CEP deve ter 8 dígitos.'],
    ['zip_code', 1304001, 'O campo CEP deve ser uma string.'],
    ['state_name', 'XX', 'O campo estado deve ser uma UF válida.'],
    ['state_name', 'São Paulo', 'O campo estado deve ser uma UF válida.'],
    ['street', ['Rua'], 'O campo rua deve ser uma string.'],
  ])('refuses %s = %j', async (field, value, message) => {
    const { client } = await freshUser(server);
    const response = await create(client, { ...valid, [field]: value });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message, errors: { [field]: [message] } });
  });

  it('accepts the limits exactly', async () => {
    const { client } = await freshUser(server);
    const response = await create(client, {
      ...valid,
      name: 'a'.repeat(60),
      number: '1234567890',
      complement: 'c'.repeat(60),
    });
    expect(response.status).toBe(201);
  });

  it('validates an update the same way and keeps the stored address', async () => {
    const { client } = await freshUser(server);
    const [address] = (await client.get('/api/addresses')).body as AddressRecord[];
    const response = await client.request('PUT', `/api/addresses/${address?.id}`, {
      body: { ...valid, zip_code: '123', state_name: 'ZZ' },
    });
    expect(response.status).toBe(422);
    expect((response.body as { errors: object }).errors).toEqual({
      zip_code: ['O campo CEP deve ter 8 dígitos.'],
      state_name: ['O campo estado deve ser uma UF válida.'],
    });
    expect((await client.get(`/api/addresses/${address?.id}`)).body).toEqual(address);
  });

  it('answers a body that is not an object with the required fields', async () => {
    const { client } = await freshUser(server);
    const response = await create(client, ['Casa']);
    expect(response.status).toBe(422);
  });
});

describe('addresses: deleting one that something refers to', () => {
  // The tables a test adds stand for other features' tables: they go with the test, so that the
  // next one starts from the app's own schema.
  afterEach(async () => {
    for (const table of ['cart_test_choices', 'cart_test_states', 'cart_test_loose', 'test_shipments']) {
      await execute(server.app.kysely, `DROP TABLE IF EXISTS ${table}`);
    }
  });

  it('lets the cart forget the address, whatever shape its tables have', async () => {
    const { client, id: userId } = await freshUser(server);
    const created = (await create(client)).body as AddressRecord;
    const db = server.app.kysely;
    // Tables a cart may hold its chosen address in: a required reference, a nullable one, and a
    // column without a declared foreign key.
    await execute(
      db,
      'CREATE TABLE cart_test_choices (user_id INTEGER NOT NULL, address_id INTEGER NOT NULL REFERENCES addresses (id))',
    );
    await execute(
      db,
      'CREATE TABLE cart_test_states (user_id INTEGER NOT NULL, address_id INTEGER REFERENCES addresses (id))',
    );
    await execute(db, 'CREATE TABLE cart_test_loose (user_id INTEGER NOT NULL, address_id INTEGER)');
    for (const table of ['cart_test_choices', 'cart_test_states', 'cart_test_loose']) {
      await execute(db, `INSERT INTO ${table} (user_id, address_id) VALUES (?, ?)`, userId, created.id);
    }

    const response = await client.request('DELETE', `/api/addresses/${created.id}`);
    expect(response.status).toBe(204);
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM cart_test_choices')).toEqual({ n: 0 });
    expect(await queryRows(db, 'SELECT address_id FROM cart_test_states')).toEqual([{ address_id: null }]);
    expect(await queryRows(db, 'SELECT address_id FROM cart_test_loose')).toEqual([{ address_id: null }]);
    expect((await client.get(`/api/addresses/${created.id}`)).status).toBe(404);
  });

  it('keeps an address a record elsewhere cannot lose (409)', async () => {
    const { client } = await freshUser(server);
    const created = (await create(client)).body as AddressRecord;
    const db = server.app.kysely;
    await execute(
      db,
      'CREATE TABLE test_shipments (id INTEGER PRIMARY KEY, address_id INTEGER NOT NULL REFERENCES addresses (id))',
    );
    await execute(db, 'CREATE TABLE cart_test_choices (address_id INTEGER NOT NULL REFERENCES addresses (id))');
    await execute(db, 'INSERT INTO test_shipments (id, address_id) VALUES (1, ?)', created.id);
    await execute(db, 'INSERT INTO cart_test_choices (address_id) VALUES (?)', created.id);

    const response = await client.request('DELETE', `/api/addresses/${created.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Este endereço está em uso e não pode ser excluído.' });
    expect((await client.get(`/api/addresses/${created.id}`)).status).toBe(200);
    // Nothing was let go halfway.
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM cart_test_choices')).toEqual({ n: 1 });
  });
});
