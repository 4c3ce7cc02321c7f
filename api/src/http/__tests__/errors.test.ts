import { expectFieldErrors } from '../../testing/field-error';
import { serverForAll } from '../../testing/server-for-tests';
import { summarizeFieldErrors } from '../errors';

describe('error answers', () => {
  const server = serverForAll({
    beforeListen: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error('secret internal detail in handler.ts line 12');
      });
      app.get('/api/test/bad-sql', async () => app.db.prepare('SELECT password_hash FROM no_such_table').all());
    },
  });

  it('GET /api/health is ok', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it.each(['/api/does-not-exist', '/api/categories/extra/segments', '/sanctum/nothing'])(
    'unknown route %s is a JSON 404',
    async (url) => {
      const response = await server.client().get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ message: 'Recurso não encontrado.' });
    },
  );

  it('a thrown error becomes a bare 500 without details', async () => {
    const response = await server.client().get('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Erro interno do servidor.' });
    expect(response.text).not.toMatch(/secret|stack|handler\.ts/);
  });

  it('a database error becomes a bare 500 without the SQL', async () => {
    const response = await server.client().get('/api/test/bad-sql');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Erro interno do servidor.' });
    expect(response.text).not.toMatch(/no_such_table|password_hash|SQLITE/i);
  });

  it('malformed JSON is a 400 with a Portuguese message', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/login', '{"email": ', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('an empty JSON body reaches validation', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.request('POST', '/api/login', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(422);
  });

  it('sets nosniff on answers', async () => {
    const response = await server.client().get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the Laravel body with every failing field, each with its first message', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/newsletter/save', {
      name: 'Maria Clara'.repeat(30),
      email: 'nao-e-email',
    });
    expectFieldErrors(response, 'O campo nome não pode ser superior a 255 caracteres. (e mais 1 erro)', {
      name: ['O campo nome não pode ser superior a 255 caracteres.'],
      email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
    });

    const login = await client.post('/api/login', { email: 'nao-e-email', password: 'segredo', remember: 'talvez' });
    expectFieldErrors(login, 'O campo e-mail deve ser um endereço de e-mail válido. (e mais 1 erro)', {
      email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
      remember: ['O campo lembrar de mim deve ser verdadeiro ou falso.'],
    });
  });

  it('hands the route trimmed values, a blank optional field as none', async () => {
    const client = server.client();
    const login = await client.login('cliente@demo.com.br', 'demo1234');
    expect(login.status).toBe(200);
    const response = await client.request('PUT', '/api/user', {
      body: { name: '  Ana  ', document: '529.982.247-25', phone: '   ', cellphone: '(11) 98765-4321', ignored: 'x' },
    });
    expect(response.status).toBe(200);
    expect((response.body as { user: unknown }).user).toMatchObject({
      name: 'Ana',
      document: '52998224725',
      phone: null,
      cellphone: '11987654321',
    });
  });

  it('treats a body that is not an object as empty', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/newsletter/save', ['x']);
    expect(response.status).toBe(422);
    expect((response.body as { errors: Record<string, string[]> }).errors).toEqual({
      name: ['O campo nome é obrigatório.'],
      email: ['O campo e-mail é obrigatório.'],
    });
  });
});

describe('field errors', () => {
  it('summarises like Laravel, counting the other messages', () => {
    expect(summarizeFieldErrors({ email: ['Primeira.'] })).toBe('Primeira.');
    expect(summarizeFieldErrors({ email: ['Primeira.'], password: ['Segunda.'] })).toBe('Primeira. (e mais 1 erro)');
    expect(summarizeFieldErrors({ a: ['Um.', 'Dois.'], b: ['Três.'], c: ['Quatro.'] })).toBe('Um. (e mais 3 erros)');
  });
});
