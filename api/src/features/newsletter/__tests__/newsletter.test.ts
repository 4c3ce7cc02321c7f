import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import { queryRows } from '../../../testing/query';

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

const server = serverForAll();
let client: TestClient;

beforeAll(async () => {
  client = server.client();
  await client.csrf();
});

async function subscriptions(): Promise<{ name: string; email: string }[]> {
  return (await queryRows(server.app.kysely, 'SELECT name, email FROM newsletter_subscriptions ORDER BY id')) as {
    name: string;
    email: string;
  }[];
}

describe('POST /api/newsletter/save', () => {
  it('H-03 saves the sign-up and answers the success message', async () => {
    const response = await client.post('/api/newsletter/save', {
      name: ' Joana Prado ',
      email: 'Joana@Exemplo.com.br',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Seu dados foram salvos com sucesso. Agradecemos o interesse.' });
    expect(await subscriptions()).toContainEqual({ name: 'Joana Prado', email: 'joana@exemplo.com.br' });
  });

  it('H-03 answers 422 with the field message when the name is missing', async () => {
    const response = await client.post('/api/newsletter/save', { name: '  ', email: 'alguem@exemplo.com' });
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ name: ['O campo nome é obrigatório.'] });
  });

  it('H-03 answers 422 for a missing or invalid e-mail, with every field listed', async () => {
    const missing = await client.post('/api/newsletter/save', {});
    expect(missing.status).toBe(422);
    expect((missing.body as ErrorBody).errors).toEqual({
      name: ['O campo nome é obrigatório.'],
      email: ['O campo e-mail é obrigatório.'],
    });
    const invalid = await client.post('/api/newsletter/save', { name: 'Ana', email: 'ana@' });
    expect((invalid.body as ErrorBody).errors).toEqual({
      email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
    });
  });

  it('H-03 answers 422 for an e-mail already subscribed, whatever its case', async () => {
    const first = await client.post('/api/newsletter/save', { name: 'Pedro', email: 'pedro@exemplo.com' });
    expect(first.status).toBe(200);
    const again = await client.post('/api/newsletter/save', { name: 'Pedro Lima', email: 'PEDRO@exemplo.com' });
    expect(again.status).toBe(422);
    expect((again.body as ErrorBody).errors).toEqual({
      email: ['Este e-mail já está cadastrado na nossa newsletter.'],
    });
    expect((await subscriptions()).filter((row) => row.email === 'pedro@exemplo.com')).toHaveLength(1);
  });

  it('is protected by the anti-forgery token like every state-changing call', async () => {
    const response = await client.post('/api/newsletter/save', { name: 'X', email: 'x@exemplo.com' }, { xsrf: false });
    expect(response.status).toBe(419);
  });
});
