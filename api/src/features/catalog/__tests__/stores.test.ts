import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import type { Store } from '../store-repository';
import { queryRow } from '../../../testing/query';
import type { Paginator } from '../../../http/pagination';

const server = serverForAll();
let client: TestClient;

async function stores(query = ''): Promise<Paginator<Store>> {
  const response = await client.get(`/api/stores${query}`);
  expect(response.status).toBe(200);
  return response.body as Paginator<Store>;
}

beforeAll(() => {
  client = server.client();
});

describe('GET /api/stores', () => {
  it('pages at least 30 stores 12 at a time, in name order', async () => {
    const first = await stores();
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.per_page).toBe(12);
    expect(first.data).toHaveLength(12);
    const third = await stores(`?page=${first.last_page}`);
    const names = [...first.data, ...(await stores('?page=2')).data, ...third.data].map((store) => store.name);
    expect(names).toHaveLength(first.total);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare));
  });

  it('gives each store every field of Store', async () => {
    for (const store of (await stores()).data) {
      expect(Object.keys(store).sort()).toEqual(
        [
          'banner',
          'city_name',
          'created_at',
          'description',
          'id',
          'logo',
          'name',
          'product_count',
          'review_average',
          'review_count',
          'slug',
          'state_name',
        ].sort(),
      );
      expect(store.logo).toBe(`/api/media/stores/${store.slug}/logo.svg`);
      expect(store.banner).toBe(`/api/media/stores/${store.slug}/banner.svg`);
      expect(store.state_name).toMatch(/^[A-Z]{2}$/);
      expect(store.product_count).toBeGreaterThan(0);
      expect(store.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('searches by name or city, ignoring accents', async () => {
    const byName = await stores('?search=eletronicos');
    expect(byName.data.map((store) => store.name)).toContain('TechMix Eletrônicos');
    for (const store of byName.data) expect(store.name.toLowerCase()).toMatch(/eletr[oô]nicos/);
    const byCity = await stores('?search=S%C3%A3o%20Paulo');
    expect(byCity.total).toBeGreaterThanOrEqual(3);
    for (const store of byCity.data) expect(store.city_name).toBe('São Paulo');
    const none = await stores('?search=zzzz');
    expect(none.total).toBe(0);
    expect(none.data).toEqual([]);
  });

  it('answers 422 for a bad page', async () => {
    const response = await client.get('/api/stores?page=0');
    expect(response.status).toBe(422);
    expect((response.body as { errors: Record<string, string[]> }).errors.page).toEqual([
      'O campo página deve estar entre 1 e 1000000.',
    ]);
  });
});

describe('GET /api/stores/:slug', () => {
  it('answers the store with its counters', async () => {
    const response = await client.get('/api/stores/techmix-eletronicos');
    expect(response.status).toBe(200);
    const store = response.body as Store;
    expect(store.name).toBe('TechMix Eletrônicos');
    const counts = (await queryRow(
      server.app.kysely,
      `SELECT COUNT(DISTINCT p.id) AS products, COUNT(r.id) AS reviews, ROUND(AVG(r.rating), 1) AS average
           FROM products p LEFT JOIN product_reviews r ON r.product_id = p.id WHERE p.seller_id = ?`,
      store.id,
    )) as { products: number; reviews: number; average: number };
    expect(store.product_count).toBe(counts.products);
    expect(store.review_count).toBe(counts.reviews);
    expect(store.review_average).toBe(counts.average);
  });

  it('answers 404 with a Portuguese message for an unknown store', async () => {
    for (const slug of ['loja-inexistente', 'NAO_E_SLUG']) {
      const response = await client.get(`/api/stores/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Loja não encontrada.' });
    }
  });
});
