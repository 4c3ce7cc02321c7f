import { Type } from 'typebox';
import { RequiredText } from 'shared-contracts/schema';
import { requireAuth } from '../../plugins/session';
import { serverForAll } from '../../testing/server-for-tests';
import type { TestClient } from '../../testing/test-server';
import { assertValidRequest } from '../request-validation';

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

const body = Type.Object({
  name: RequiredText('nome', { max: 10 }),
  email: RequiredText('e-mail', { max: 40, email: true }),
  address: Type.Optional(
    Type.Object({ city: RequiredText('cidade', { max: 20 }) }, { errorMessage: 'O campo endereço é inválido.' }),
  ),
  count: Type.Optional(Type.Integer({ minimum: 1, errorMessage: { default: 'O campo quantidade é inválido.' } })),
});

const server = serverForAll({
  beforeListen: (app) => {
    app.post('/api/test/checked', { schema: { body } }, async () => ({ ok: true }));
    app.post('/api/test/guarded', { schema: { body }, preHandler: requireAuth }, async () => ({ ok: true }));
    app.post('/api/test/later', { schema: { body }, config: { validation: 'handler' } }, async (request) => {
      if ((request.headers['x-missing'] ?? '') !== '') return { found: false };
      assertValidRequest(request);
      return { ok: true };
    });
  },
});
let client: TestClient;

beforeAll(async () => {
  client = server.client();
  await client.csrf();
});

async function errorsOf(url: string, payload: unknown): Promise<ErrorBody> {
  const response = await client.post(url, payload);
  expect(response.status).toBe(422);
  return response.body as ErrorBody;
}

describe('requests that fail their schema', () => {
  it('answer the Laravel 422 with one message per field, fields in schema order', async () => {
    const answer = await errorsOf('/api/test/checked', { email: 'não é e-mail', name: 12 });
    expect(answer).toEqual({
      message: 'O campo nome deve ser uma string. (e mais 1 erro)',
      errors: {
        name: ['O campo nome deve ser uma string.'],
        email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
      },
    });
  });

  it('count null, blank and absent values as missing, and a body that is not an object as empty', async () => {
    const expected = { name: ['O campo nome é obrigatório.'], email: ['O campo e-mail é obrigatório.'] };
    expect((await errorsOf('/api/test/checked', { name: '   ', email: null })).errors).toEqual(expected);
    expect((await errorsOf('/api/test/checked', {})).errors).toEqual(expected);
    expect((await errorsOf('/api/test/checked', ['x'])).errors).toEqual(expected);
    // No body and no content type at all, as a bare form post or curl -X POST sends.
    const token = (await server.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).cookies.find(
      (cookie) => cookie.name === 'XSRF-TOKEN',
    )?.value;
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/test/checked',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(String(token)) },
    });
    expect(bare.statusCode).toBe(422);
    expect((bare.json() as ErrorBody).errors).toEqual(expected);
  });

  it('report the first rule a field breaks: length before format, forbidden characters before length', async () => {
    const answer = await errorsOf('/api/test/checked', { name: 'a\u0000bcdefghijklmnop', email: `${'x'.repeat(40)}@` });
    expect(answer.errors).toEqual({
      name: ['O campo nome contém caracteres inválidos.'],
      email: ['O campo e-mail não pode ser superior a 40 caracteres.'],
    });
  });

  it('name nested fields with dots and fall back to the message of the field', async () => {
    const answer = await errorsOf('/api/test/checked', { name: 'Ana', email: 'a@b.co', address: {}, count: 0 });
    expect(answer.errors).toEqual({
      'address.city': ['O campo cidade é obrigatório.'],
      count: ['O campo quantidade é inválido.'],
    });
    expect((await errorsOf('/api/test/checked', { name: 'Ana', email: 'a@b.co', address: 'x' })).errors).toEqual({
      address: ['O campo endereço é inválido.'],
    });
  });

  it('do not coerce JSON types: a number is not a string', async () => {
    const answer = await errorsOf('/api/test/checked', { name: 'Ana', email: 'a@b.co', count: '2' });
    expect(answer.errors).toEqual({ count: ['O campo quantidade é inválido.'] });
  });

  it('are answered after the sign-in guard, so guests get 401', async () => {
    const guest = await server.client().post('/api/test/guarded', {}, { xsrf: false });
    expect(guest.status).toBe(419);
    const fresh = server.client();
    await fresh.csrf();
    expect((await fresh.post('/api/test/guarded', {})).status).toBe(401);
  });

  it('may be checked by the handler itself, after its own checks', async () => {
    const first = await client.post('/api/test/later', {}, { headers: { 'x-missing': '1' } });
    expect(first.body).toEqual({ found: false });
    expect((await client.post('/api/test/later', {})).status).toBe(422);
    expect((await client.post('/api/test/later', { name: 'Ana', email: 'a@b.co' })).body).toEqual({ ok: true });
  });
});
