import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import type { ProductDetail, Review } from '../product-repository';
import { queryRow } from '../../../testing/query';
import type { Paginator } from '../../../http/pagination';
import { PRODUCT_CARD_KEYS } from './card-keys';

interface ProductRef {
  id: number;
  slug: string;
  seller_slug: string;
  review_count: number;
  category_id: number;
}

const server = serverForAll();
let client: TestClient;

async function productWhere(where: string): Promise<ProductRef> {
  const found = (await queryRow(
    server.app.kysely,
    `SELECT p.id, p.slug, s.slug AS seller_slug, p.review_count, p.category_id
         FROM products p JOIN sellers s ON s.id = p.seller_id WHERE ${where} ORDER BY p.id LIMIT 1`,
  )) as ProductRef | undefined;
  if (!found) throw new Error(`no product where ${where}`);
  return found;
}

async function detail(product: ProductRef): Promise<ProductDetail> {
  const response = await client.get(`/api/products/${product.seller_slug}/${product.slug}`);
  expect(response.status).toBe(200);
  return response.body as ProductDetail;
}

beforeAll(() => {
  client = server.client();
});

describe('GET /api/products/:sellerSlug/:slug', () => {
  it('answers the product page with every field of ProductDetail', async () => {
    const product = await productWhere('p.review_count >= 5 AND p.original_price_cents IS NOT NULL');
    const body = await detail(product);
    expect(Object.keys(body).sort()).toEqual(
      [
        ...PRODUCT_CARD_KEYS,
        'category_path',
        'description',
        'photos',
        'product_manufacturer',
        'product_situation',
        'product_type',
        'rating_distribution',
        'review_count',
        'specifications',
        'stock',
        'variation',
      ].sort(),
    );
    expect(body.id).toBe(product.id);
    expect(body.description.length).toBeGreaterThanOrEqual(2);
    for (const paragraph of body.description) expect(typeof paragraph).toBe('string');
    expect(body.specifications).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Marca' })]));
    expect(body.photos.length).toBeGreaterThanOrEqual(1);
    expect(body.photos.length).toBeLessThanOrEqual(5);
    body.photos.forEach((photo, index) => {
      expect(photo.url).toBe(`/api/media/products/${product.id}/${index + 1}.svg`);
      expect(photo.thumbnail).toBe(`${photo.url}?w=120`);
      expect(photo.alt).toContain(body.name);
    });
    expect(body.photo).toBe(body.photos[0]?.url);
    expect(['Novo', 'Usado', 'Recondicionado']).toContain(body.product_situation);
    expect(Object.keys(body.product_type ?? {}).sort()).toEqual(['id', 'name']);
    expect(Object.keys(body.product_manufacturer ?? {}).sort()).toEqual(['id', 'name']);
    expect(Object.keys(body.seller).sort()).toEqual(
      ['city_name', 'id', 'logo', 'name', 'review_average', 'slug', 'state_name'].sort(),
    );
    expect(body.seller.slug).toBe(product.seller_slug);
    expect(body.seller.logo).toBe(`/api/media/stores/${product.seller_slug}/logo.svg`);
  });

  it("names the product's department and category with the slugs of their pages", async () => {
    const product = await productWhere(
      'EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.parent_id IS NOT NULL)',
    );
    const expected = await queryRow<{ parent_name: string; parent_slug: string; name: string; slug: string }>(
      server.app.kysely,
      `SELECT pc.name AS parent_name, pc.slug AS parent_slug, c.name, c.slug
         FROM categories c JOIN categories pc ON pc.id = c.parent_id WHERE c.id = ?`,
      product.category_id,
    );
    const body = await detail(product);
    expect(body.category_path).toEqual([
      { name: expected?.parent_name, slug: expected?.parent_slug },
      { name: expected?.name, slug: expected?.slug },
    ]);
    // The same names the card shows.
    expect(body.product_category).toEqual({ name: expected?.name, product_category: { name: expected?.parent_name } });
  });

  it('gives the rating distribution and an average that match the reviews', async () => {
    const product = await productWhere('p.review_count >= 10');
    const body = await detail(product);
    expect(Object.keys(body.rating_distribution).sort()).toEqual(['1', '2', '3', '4', '5']);
    const counts = Object.entries(body.rating_distribution);
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    expect(total).toBe(body.review_count);
    const stars = counts.reduce((sum, [rating, n]) => sum + Number(rating) * n, 0);
    expect(body.review_average).toBe(Math.round((stars * 10) / total) / 10);
  });

  it('lists the variation options with their own price and stock; the product price is the cheapest', async () => {
    const product = await productWhere('EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id)');
    const body = await detail(product);
    expect(body.variation).not.toBeNull();
    expect(['Cor', 'Tamanho', 'Voltagem']).toContain(body.variation?.name);
    const options = body.variation?.options ?? [];
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.length).toBeLessThanOrEqual(5);
    for (const option of options) {
      expect(Object.keys(option).sort()).toEqual(['id', 'name', 'original_price', 'price', 'stock']);
    }
    expect(body.price).toBe(Math.min(...options.map((option) => option.price)));
    expect(body.stock).toBe(options.reduce((sum, option) => sum + option.stock, 0));
  });

  it('a product without variation answers variation null', async () => {
    const product = await productWhere('NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id)');
    expect((await detail(product)).variation).toBeNull();
  });

  it('counts a view each time the page is asked for', async () => {
    const product = await productWhere('1 = 1');
    const views = async () =>
      (
        (await queryRow(server.app.kysely, 'SELECT view_count FROM products WHERE id = ?', product.id)) as {
          view_count: number;
        }
      ).view_count;
    const before = await views();
    await detail(product);
    await detail(product);
    expect(await views()).toBe(before + 2);
  });

  it.each([
    ['an unknown product', 'techmix-eletronicos/produto-que-nao-existe'],
    ['an unknown store', 'loja-que-nao-existe/cafe'],
    ['a malformed slug', 'techmix-eletronicos/Caf%C3%A9%20Bom'],
  ])('answers 404 for %s', async (_label, path) => {
    const response = await client.get(`/api/products/${path}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Produto não encontrado.' });
  });

  it("answers 404 for a product of another store's slug", async () => {
    const product = await productWhere('1 = 1');
    const other = (await queryRow(
      server.app.kysely,
      'SELECT slug FROM sellers WHERE slug <> ? AND id NOT IN (SELECT seller_id FROM products WHERE slug = ?)',
      product.seller_slug,
      product.slug,
    )) as { slug: string };
    const response = await client.get(`/api/products/${other.slug}/${product.slug}`);
    expect(response.status).toBe(404);
  });
});

describe('GET /api/products/:id/related', () => {
  it('lists other products of the same category, never the product itself', async () => {
    const product = await productWhere('1 = 1');
    const response = await client.get(`/api/products/${product.id}/related?limit=50`);
    expect(response.status).toBe(200);
    const body = response.body as { total: number; data: { id: number; product_category: { name: string } }[] };
    const sameCategory = (await queryRow(
      server.app.kysely,
      'SELECT COUNT(*) AS n FROM products WHERE category_id = ? AND id <> ?',
      product.category_id,
      product.id,
    )) as { n: number };
    expect(body.total).toBe(sameCategory.n);
    expect(body.data.length).toBe(Math.min(50, sameCategory.n));
    expect(body.data.map((card) => card.id)).not.toContain(product.id);
    const category = (await queryRow(
      server.app.kysely,
      'SELECT name FROM categories WHERE id = ?',
      product.category_id,
    )) as {
      name: string;
    };
    for (const card of body.data) expect(card.product_category.name).toBe(category.name);
  });

  it('defaults to 10 and checks the limit', async () => {
    const product = await productWhere('1 = 1');
    const body = (await client.get(`/api/products/${product.id}/related`)).body as { data: unknown[] };
    expect(body.data).toHaveLength(10);
    const invalid = await client.get(`/api/products/${product.id}/related?limit=0`);
    expect(invalid.status).toBe(422);
    expect((invalid.body as { errors: Record<string, string[]> }).errors.limit).toEqual([
      'O campo limite deve estar entre 1 e 50.',
    ]);
  });

  it('P-10 in the affiliated market lists only related products that pay a commission', async () => {
    const product = await productWhere('1 = 1');
    const response = await client.get(`/api/products/${product.id}/related?limit=50&type=affiliated-market`);
    expect(response.status).toBe(200);
    const body = response.body as { total: number; data: { affiliate_commission: number }[] };
    const paying = (await queryRow(
      server.app.kysely,
      'SELECT COUNT(*) AS n FROM products WHERE category_id = ? AND id <> ? AND affiliate_commission > 0',
      product.category_id,
      product.id,
    )) as { n: number };
    expect(body.total).toBe(paying.n);
    for (const card of body.data) expect(card.affiliate_commission).toBeGreaterThan(0);
    expect((await client.get(`/api/products/${product.id}/related?type=outro`)).status).toBe(422);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await client.get(`/api/products/${id}/related`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Produto não encontrado.' });
    }
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('pages the reviews 10 at a time, newest first', async () => {
    const product = await productWhere('p.review_count >= 25');
    const first = (await client.get(`/api/products/${product.id}/reviews`)).body as Paginator<Review>;
    expect(first.per_page).toBe(10);
    expect(first.total).toBe(product.review_count);
    expect(first.data).toHaveLength(10);
    expect(first.last_page).toBe(Math.ceil(product.review_count / 10));
    expect(first.next_page_url).toBe(`/api/products/${product.id}/reviews?page=2`);
    for (const review of first.data) {
      expect(Object.keys(review).sort()).toEqual(['author_name', 'comment', 'created_at', 'id', 'rating', 'title']);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    }
    const second = (await client.get(`/api/products/${product.id}/reviews?page=2`)).body as Paginator<Review>;
    const dates = [...first.data, ...second.data].map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(second.from).toBe(11);
    const firstIds = new Set(first.data.map((review) => review.id));
    for (const review of second.data) expect(firstIds.has(review.id)).toBe(false);
  });

  it('answers an empty page past the end and for a product without reviews', async () => {
    const product = await productWhere('p.review_count = 0');
    const body = (await client.get(`/api/products/${product.id}/reviews`)).body as Paginator<Review>;
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
    expect(body.last_page).toBe(1);
    const reviewed = await productWhere('p.review_count BETWEEN 1 AND 9');
    const past = (await client.get(`/api/products/${reviewed.id}/reviews?page=3`)).body as Paginator<Review>;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(reviewed.review_count);
  });

  it('answers 422 for a bad page and 404 for an unknown product', async () => {
    const product = await productWhere('1 = 1');
    const bad = await client.get(`/api/products/${product.id}/reviews?page=zero`);
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string[]> }).errors.page).toEqual([
      'O campo página deve ser um número inteiro.',
    ]);
    const missing = await client.get('/api/products/999999/reviews');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Produto não encontrado.' });
  });
});
