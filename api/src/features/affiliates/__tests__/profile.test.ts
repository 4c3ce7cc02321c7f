import { expectFieldErrors } from '../../../testing/field-error';
import { AFFILIATE, signedIn } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import { affiliateProfileMessages as M } from 'shared-contracts/schema';

const valid = {
  name: 'Rafael Lima Souza',
  document: '168.995.350-09',
  cellphone: '(21) 99123-4567',
  pix_key_type: 'email',
  pix_key: 'Rafael.Lima@Exemplo.com.br',
  bank_name: 'Nubank',
  bank_agency: '0001',
  bank_account: '1234567-8',
  bio: 'Indico tecnologia e casa.',
  website: 'https://rafael.exemplo.com.br',
  instagram: '@rafael.indica',
};

const server = serverForAll();
let client: TestClient;

beforeAll(async () => {
  client = await signedIn(server, AFFILIATE);
});

const put = (body: unknown) => client.request('PUT', '/api/affiliates/profile', { body });

async function errorsOf(body: unknown): Promise<Record<string, string[]>> {
  const response = await put(body);
  expect(response.status).toBe(422);
  return (response.body as { errors: Record<string, string[]> }).errors;
}

describe('GET /api/affiliates/profile', () => {
  it('answers the personal data and the seeded payment details', async () => {
    const response = await client.get('/api/affiliates/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      name: 'Rafael Lima',
      email: 'afiliado@demo.com.br',
      document: '16899535009',
      cellphone: '21991234567',
      pix_key_type: 'cpf',
      pix_key: '16899535009',
      bank_name: 'Banco do Brasil',
      bank_agency: '1234-5',
      bank_account: '56789-0',
      bio: expect.any(String),
      website: 'https://rafaellima.com.br',
      instagram: 'rafael.indica',
    });
  });
});

describe('PUT /api/affiliates/profile', () => {
  it('saves and answers the profile normalised; the account name follows', async () => {
    const response = await put(valid);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Rafael Lima Souza',
      email: 'afiliado@demo.com.br',
      document: '16899535009',
      cellphone: '21991234567',
      pix_key_type: 'email',
      pix_key: 'rafael.lima@exemplo.com.br',
      bank_name: 'Nubank',
      bank_agency: '0001',
      bank_account: '1234567-8',
      bio: 'Indico tecnologia e casa.',
      website: 'https://rafael.exemplo.com.br',
      instagram: 'rafael.indica',
    });
    expect((await client.get('/api/affiliates/profile')).body).toEqual(response.body);
    const user = (await client.get('/api/user')).body as { user: { name: string } };
    expect(user.user.name).toBe('Rafael Lima Souza');
  });

  it('keeps the optional fields empty when they are left blank', async () => {
    const response = await put({
      ...valid,
      bank_name: '',
      bank_agency: ' ',
      bank_account: null,
      bio: '',
      website: '',
      instagram: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      bank_name: null,
      bank_agency: null,
      bank_account: null,
      bio: '',
      website: null,
      instagram: null,
    });
  });

  it('requires name, CPF, cellphone, Pix key type and key', async () => {
    const response = await put({});
    expectFieldErrors(response, 'O campo nome é obrigatório. (e mais 4 erros)', {
      name: ['O campo nome é obrigatório.'],
      document: ['O campo CPF é obrigatório.'],
      cellphone: ['O campo celular é obrigatório.'],
      pix_key_type: [M.pixTypeRequired],
      pix_key: [M.pixKeyRequired],
    });
  });

  it('checks CPF check digits and the 11 digits of the cellphone', async () => {
    const errors = await errorsOf({ ...valid, document: '168.995.350-08', cellphone: '(21) 9912-3456' });
    expect(errors).toEqual({
      document: ['O campo CPF não é um CPF válido.'],
      cellphone: ['O campo celular deve ter 11 dígitos.'],
    });
  });

  it('refuses an unknown Pix key type', async () => {
    expect(await errorsOf({ ...valid, pix_key_type: 'boleto' })).toEqual({ pix_key_type: [M.pixTypeInvalid] });
  });

  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['email', ' Ana@Exemplo.COM ', 'ana@exemplo.com'],
    ['phone', '(11) 98765-4321', '11987654321'],
    ['phone', '+55 11 98765-4321', '11987654321'],
    ['random', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ['random', 'a'.repeat(32), 'a'.repeat(32)],
  ])('accepts a %s key %p', async (type, key, stored) => {
    const response = await put({ ...valid, pix_key_type: type, pix_key: key });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pix_key_type: type, pix_key: stored });
  });

  it.each([
    ['cpf', '529.982.247-24', M.pixCpf],
    ['cpf', 'ana@exemplo.com', M.pixCpf],
    ['email', 'ana@exemplo', M.pixEmail],
    ['phone', '(11) 3245-6789', M.pixPhone],
    ['phone', '(01) 98765-4321', M.pixPhone],
    ['random', 'g'.repeat(32), M.pixRandom],
    ['random', '123e4567e89b12d3a456', M.pixRandom],
  ])('refuses a %s key %p', async (type, key, message) => {
    expect(await errorsOf({ ...valid, pix_key_type: type, pix_key: key })).toEqual({ pix_key: [message] });
  });

  it('wants the whole bank when part of it is given, in its formats', async () => {
    expect(await errorsOf({ ...valid, bank_name: '', bank_account: '' })).toEqual({
      bank_name: [M.requiredWith('banco', 'agência')],
      bank_account: [M.requiredWith('conta', 'agência')],
    });
    expect(await errorsOf({ ...valid, bank_agency: '12', bank_account: 'abc' })).toEqual({
      bank_agency: [M.agency],
      bank_account: [M.account],
    });
  });

  it('limits the bio to 500 characters and checks site and Instagram', async () => {
    expect(await errorsOf({ ...valid, bio: 'a'.repeat(501), website: 'rafael', instagram: 'rafael lima' })).toEqual({
      bio: ['O campo bio não pode ser superior a 500 caracteres.'],
      website: [M.url],
      instagram: [M.instagram],
    });
    expect((await put({ ...valid, bio: 'a'.repeat(500) })).status).toBe(200);
  });
});
