import { openEngine } from '../../db/engine';
import { serverForAll } from '../../testing/server-for-tests';
import { execute, queryRow } from '../../testing/query';

const server = serverForAll();

interface SearchBody {
  products: { data: { id: number; price: number }[] };
}

function firstProductOf(body: unknown): { id: number; price: number } {
  const first = (body as SearchBody).products.data[0];
  if (first === undefined) throw new Error('the search found nothing');
  return first;
}

describe('public catalog answers', () => {
  it('carry an ETag, cache rules for browsers and CDNs, and a 304 when the ETag still holds', async () => {
    const client = server.client();
    const first = await client.get('/api/search?search=cafe');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('cdn-cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(first.headers.get('x-accel-expires')).toBe('30');

    const again = await client.get('/api/search?search=cafe', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await client.get('/api/search?search=cafe', { headers: { 'if-none-match': '"outro"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('are answered from memory while the catalog is unchanged', async () => {
    const url = '/api/search?search=notebook&order=3';
    const first = await server.client().get(url);
    const executed = jest.spyOn(server.app.kysely.getExecutor(), 'executeQuery');
    try {
      const again = await server.client().get(url);
      expect(again.text).toBe(first.text);
      const productQueries = () => executed.mock.calls.filter(([query]) => /from "?products"?/i.test(query.sql));
      expect(productQueries()).toEqual([]);
      // An answer not kept yet does read the products.
      await server.client().get('/api/search?search=notebook&order=4');
      expect(productQueries().length).toBeGreaterThan(0);
    } finally {
      executed.mockRestore();
    }
  });

  it('change as soon as the catalog does, whichever connection wrote', async () => {
    const url = '/api/search?order=4&items_per_page=12';
    const before = await server.client().get(url);
    const cheapest = firstProductOf(before.body);

    // Another connection to the same database (a second API instance) lowers a price.
    const other = openEngine(
      server.databaseUrl === undefined
        ? { engine: 'sqlite', file: server.dbFile }
        : { engine: 'postgres', url: server.databaseUrl },
    );
    try {
      await execute(other.kysely, 'UPDATE products SET price_cents = 1 WHERE id = ?', cheapest.id);
      const updated = await server.client().get(url);
      expect(firstProductOf(updated.body)).toEqual(expect.objectContaining({ id: cheapest.id, price: 0.01 }));
      expect(updated.headers.get('etag')).not.toBe(before.headers.get('etag'));

      // Selling out moves it behind the available ones.
      await execute(other.kysely, 'UPDATE products SET stock = 0 WHERE id = ?', cheapest.id);
      const soldOut = await server.client().get(url);
      expect(firstProductOf(soldOut.body).id).not.toBe(cheapest.id);
    } finally {
      await other.close();
    }
  });

  it("are not changed by a product page's view count, which is still counted on every request", async () => {
    const { seller, slug, id } = (await queryRow(
      server.app.kysely,
      `SELECT s.slug AS seller, p.slug, p.id FROM products p JOIN sellers s ON s.id = p.seller_id ORDER BY p.id LIMIT 1`,
    )) as { seller: string; slug: string; id: number };
    const views = async (): Promise<number> =>
      (
        (await queryRow(server.app.kysely, 'SELECT view_count FROM products WHERE id = ?', id)) as {
          view_count: number;
        }
      ).view_count;
    const version = async (): Promise<number> =>
      ((await queryRow(server.app.kysely, 'SELECT version FROM catalog_version')) as { version: number }).version;

    const client = server.client();
    const catalogBefore = await version();
    const viewsBefore = await views();
    const page = await client.get(`/api/products/${seller}/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, no-cache');
    // A CDN must not answer for the API here: each view is counted.
    expect(page.headers.get('cdn-cache-control')).toBeNull();

    const revalidated = await client.get(`/api/products/${seller}/${slug}`, {
      headers: { 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(await views()).toBe(viewsBefore + 2);
    expect(await version()).toBe(catalogBefore);
  });

  it('never include anything private: signed-in answers are no-store and carry no ETag', async () => {
    const client = server.client();
    expect((await client.login('cliente@demo.com.br', 'demo1234')).status).toBe(200);
    for (const url of ['/api/user', '/api/cart', '/api/orders', '/api/addresses']) {
      const response = await client.get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect({ url, cacheControl: response.headers.get('cache-control') }).toEqual({ url, cacheControl: 'no-store' });
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cdn-cache-control')).toBeNull();
    }
  });

  it('keep no answer that is not a success', async () => {
    const client = server.client();
    const invalid = await client.get('/api/search?items_per_page=13');
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('etag')).toBeNull();
    expect(invalid.headers.get('cdn-cache-control')).toBeNull();
    expect((await client.get('/api/stores/loja-que-nao-existe')).headers.get('etag')).toBeNull();
  });
});
