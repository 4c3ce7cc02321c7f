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
  // An answer per address a visitor may choose (a search term), of a given size.
  api.get<{ Querystring: { q?: string; size?: string } }>('/api/lista', async (request) => ({
    q: request.query.q ?? '',
    pad: 'x'.repeat(Number(request.query.size ?? 0)),
  }));
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

  it('keeps at most its count of answers, forgetting the least recently asked first', async () => {
    const fetchPublic = publicApiFetcher(apiUrl, { maxEntries: 2 });
    await fetchPublic('/api/lista?q=a');
    await fetchPublic('/api/lista?q=b');
    await fetchPublic('/api/lista?q=a');
    await fetchPublic('/api/lista?q=c');
    expect(fetchPublic.kept().entries).toBe(2);
    // 'b' was asked least recently: it went; 'a' and 'c' are still kept.
    await fetchPublic('/api/lista?q=a');
    await fetchPublic('/api/lista?q=c');
    await fetchPublic('/api/lista?q=b');
    expect([calls.get('/api/lista?q=a'), calls.get('/api/lista?q=c'), calls.get('/api/lista?q=b')]).toEqual([1, 1, 2]);
  });

  it('keeps at most its size of answers, and never one larger than the whole cache', async () => {
    const fetchPublic = publicApiFetcher(apiUrl, { maxBytes: 2_500 });
    for (const q of ['a', 'b', 'c']) await fetchPublic(`/api/lista?q=${q}&size=1000`);
    // Three answers of some 1,020 bytes of JSON each: the first went to make room for the third.
    expect(fetchPublic.kept().entries).toBe(2);
    expect(fetchPublic.kept().bytes).toBeLessThanOrEqual(2_500);
    await fetchPublic('/api/lista?q=a&size=1000');
    expect(calls.get('/api/lista?q=a&size=1000')).toBe(2);
    await fetchPublic('/api/lista?q=grande&size=3000');
    await fetchPublic('/api/lista?q=grande&size=3000');
    expect(calls.get('/api/lista?q=grande&size=3000')).toBe(2);
  });

  it('lets an expired answer go though no one asks for it again', async () => {
    // The cache takes a start of 0 for 'no lifetime': the clock starts later, as a real one does.
    let clock = 1_000;
    const fetchPublic = publicApiFetcher(apiUrl, { ttlMs: 10_000, now: () => clock });
    for (const q of ['a', 'b', 'c']) await fetchPublic(`/api/lista?q=${q}`);
    expect(fetchPublic.kept().entries).toBe(3);
    clock = 11_001;
    await fetchPublic('/api/lista?q=d');
    expect(fetchPublic.kept().entries).toBe(1);
    // And an expired one is asked again.
    await fetchPublic('/api/lista?q=a');
    expect(calls.get('/api/lista?q=a')).toBe(2);
  });
});
