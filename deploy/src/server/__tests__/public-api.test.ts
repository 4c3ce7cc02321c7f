import Fastify, { type FastifyInstance } from 'fastify';
import { publicApiFetcher } from '../public-api.js';

/** A stand-in API whose answers each test sets; it counts the calls of each path. */
let api: FastifyInstance;
let apiUrl: string;
const calls = new Map<string, number>();

beforeAll(async () => {
  api = Fastify();
  api.addHook('onRequest', async (request) => {
    calls.set(request.url, (calls.get(request.url) ?? 0) + 1);
  });
  api.get('/api/products/loja/cafe', async () => ({ id: 7, name: 'Café' }));
  api.get('/api/products/loja/nada', async (_request, reply) =>
    reply.code(404).send({ message: 'Produto não encontrado.' }),
  );
  api.get('/api/lento', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { late: true };
  });
  api.get('/api/quebrada', async (_request, reply) => reply.code(500).send({ message: 'Erro interno.' }));
  api.get('/api/proxy-404', async (_request, reply) => reply.code(404).type('text/html').send('<h1>404</h1>'));
  api.get('/api/texto', async (_request, reply) => reply.type('text/html').send('<p>oi</p>'));
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => api.close());

beforeEach(() => calls.clear());

describe('publicApiFetcher', () => {
  it("tells the API's 404 (missing) from a found answer", async () => {
    const fetchPublic = publicApiFetcher(apiUrl);
    expect(await fetchPublic('/api/products/loja/cafe')).toEqual({ status: 'found', body: { id: 7, name: 'Café' } });
    expect(await fetchPublic('/api/products/loja/nada')).toEqual({ status: 'missing' });
  });

  it('never takes a slow, failing or unreachable API, or a 404 that is not the API’s JSON, for a missing thing', async () => {
    const fetchPublic = publicApiFetcher(apiUrl, { timeoutMs: 100 });
    expect(await fetchPublic('/api/lento')).toEqual({ status: 'unavailable' });
    expect(await fetchPublic('/api/quebrada')).toEqual({ status: 'unavailable' });
    expect(await fetchPublic('/api/proxy-404')).toEqual({ status: 'unavailable' });
    expect(await fetchPublic('/api/texto')).toEqual({ status: 'unavailable' });
    const down = publicApiFetcher('http://127.0.0.1:9');
    expect(await down('/api/products/loja/nada')).toEqual({ status: 'unavailable' });
  });

  it('keeps found answers a few seconds, and asks again for a fresh call or after a 404', async () => {
    const fetchPublic = publicApiFetcher(apiUrl);
    await fetchPublic('/api/products/loja/cafe');
    await fetchPublic('/api/products/loja/cafe');
    expect(calls.get('/api/products/loja/cafe')).toBe(1);
    await fetchPublic('/api/products/loja/cafe', { fresh: true });
    expect(calls.get('/api/products/loja/cafe')).toBe(2);
    await fetchPublic('/api/products/loja/nada');
    await fetchPublic('/api/products/loja/nada');
    expect(calls.get('/api/products/loja/nada')).toBe(2);
  });
});
