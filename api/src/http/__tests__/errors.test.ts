import { startTestServer, type TestServer } from '../../testing/test-server';
import { summarizeFieldErrors, ValidationError } from '../errors';
import { optionalBoolean, optionalString, requiredString, validate } from '../validation';

describe('error answers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      beforeListen: (app) => {
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail in handler.ts line 12');
        });
        app.get('/api/test/bad-sql', async () => app.db.prepare('SELECT password_hash FROM no_such_table').all());
      },
    });
  });

  afterAll(async () => {
    await server.close();
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
});

describe('validation rules', () => {
  it('summarises like Laravel, counting the other messages', () => {
    expect(summarizeFieldErrors({ email: ['Primeira.'] })).toBe('Primeira.');
    expect(summarizeFieldErrors({ email: ['Primeira.'], password: ['Segunda.'] })).toBe('Primeira. (e mais 1 erro)');
    expect(summarizeFieldErrors({ a: ['Um.', 'Dois.'], b: ['Três.'], c: ['Quatro.'] })).toBe('Um. (e mais 3 erros)');
  });

  it('throws a ValidationError with the Laravel body', () => {
    const schema = {
      name: requiredString('nome', { max: 5 }),
      email: requiredString('e-mail', { email: true }),
      note: optionalString('observação'),
      newsletter: optionalBoolean('newsletter'),
    };
    let caught: unknown;
    try {
      validate({ name: 'Maria Clara', email: 'nao-e-email', newsletter: 'talvez' }, schema);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as ValidationError;
    expect(error.statusCode).toBe(422);
    expect(error.toBody()).toEqual({
      message: 'O campo nome não pode ser superior a 5 caracteres. (e mais 2 erros)',
      errors: {
        name: ['O campo nome não pode ser superior a 5 caracteres.'],
        email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
        newsletter: ['O campo newsletter deve ser verdadeiro ou falso.'],
      },
    });
  });

  it('returns trimmed, typed values when valid', () => {
    const values = validate(
      { name: '  Ana ', email: 'ana@exemplo.com.br', note: '', newsletter: '1', ignored: 'x' },
      {
        name: requiredString('nome'),
        email: requiredString('e-mail', { email: true }),
        note: optionalString('observação'),
        newsletter: optionalBoolean('newsletter'),
      },
    );
    expect(values).toEqual({ name: 'Ana', email: 'ana@exemplo.com.br', note: null, newsletter: true });
  });

  it('treats a non-object body as empty', () => {
    expect(() => validate(['x'], { name: requiredString('nome') })).toThrow('O campo nome é obrigatório.');
  });
});
