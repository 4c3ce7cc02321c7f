import type { Category, SitemapEntryPage, SitemapProductPage, SitemapSummary, Store } from 'shared-contracts/schema';
import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import { execute, queryRow, queryRows } from '../../../testing/query';
import type { Paginator } from '../../../http/pagination';
import type { BlogPostSummary, ContentPage } from '../../content/content-repository';
import { isoDate } from '../../../lib/dates';

const server = serverForAll();
let client: TestClient;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function get<T>(url: string): Promise<T> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return response.body as T;
}

/** Every entry of a section, read page after page. */
async function everyEntry<T>(section: string, perPage: number): Promise<{ pages: Paginator<T>[]; entries: T[] }> {
  const pages: Paginator<T>[] = [];
  for (let page = 1; pages.length === 0 || page <= (pages[0]?.last_page ?? 0); page += 1) {
    pages.push(await get<Paginator<T>>(`/api/sitemap/${section}?page=${page}&per_page=${perPage}`));
  }
  return { pages, entries: pages.flatMap((page) => page.data) };
}

const count = async (sql: string): Promise<number> =>
  Number((await queryRow<{ n: number }>(server.app.kysely, sql))?.n ?? -1);

beforeAll(() => {
  client = server.client();
});

describe('GET /api/sitemap', () => {
  it('says how many pages each section lists and when it last changed', async () => {
    const summary = await get<SitemapSummary>('/api/sitemap');
    expect(Object.keys(summary).sort()).toEqual(['blog', 'categories', 'pages', 'products', 'stores']);
    expect(summary.products.total).toBe(await count('SELECT COUNT(*) AS n FROM products'));
    expect(summary.stores.total).toBe(await count('SELECT COUNT(*) AS n FROM sellers'));
    expect(summary.pages.total).toBe(await count('SELECT COUNT(*) AS n FROM content_pages'));
    for (const section of Object.values(summary)) {
      expect(section.total).toBeGreaterThan(0);
      expect(section.lastmod).toMatch(ISO);
    }
    const newestReview = await queryRow<{ at: string }>(
      server.app.kysely,
      'SELECT MAX(created_at) AS at FROM product_reviews',
    );
    const newestProduct = await queryRow<{ at: string }>(
      server.app.kysely,
      'SELECT MAX(created_at) AS at FROM products',
    );
    const newest = [newestReview?.at ?? '', newestProduct?.at ?? ''].sort().at(-1) ?? '';
    expect(summary.products.lastmod).toBe(isoDate(newest));
  });

  it('is a public answer caches may keep (ETag), like the catalog', async () => {
    const response = await client.get('/api/sitemap/stores');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('GET /api/sitemap/products', () => {
  it('lists every product once, by store and product slug, in pages of per_page', async () => {
    const { pages, entries } = await everyEntry<SitemapProductPage['data'][number]>('products', 500);
    const total = await count('SELECT COUNT(*) AS n FROM products');
    expect(pages[0]?.total).toBe(total);
    expect(pages[0]?.last_page).toBe(Math.ceil(total / 500));
    expect(pages.slice(0, -1).every((page) => page.data.length === 500)).toBe(true);
    expect(entries).toHaveLength(total);
    expect(new Set(entries.map((entry) => `${entry.seller_slug}/${entry.slug}`)).size).toBe(total);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['lastmod', 'seller_slug', 'slug']);
      expect(entry.lastmod).toMatch(ISO);
    }
    // Each one is a product page of the API.
    for (const entry of [entries[0], entries[Math.floor(entries.length / 2)], entries.at(-1)]) {
      expect((await client.get(`/api/products/${entry?.seller_slug}/${entry?.slug}`)).status).toBe(200);
    }
  });

  it('dates a product by its listing, or by its newest review when there is one since; a new review moves it', async () => {
    const reviewed = await queryRow<{
      id: number;
      seller_slug: string;
      slug: string;
      created_at: string;
      newest: string;
    }>(
      server.app.kysely,
      `SELECT p.id, s.slug AS seller_slug, p.slug, p.created_at, MAX(r.created_at) AS newest
         FROM products p JOIN sellers s ON s.id = p.seller_id JOIN product_reviews r ON r.product_id = p.id
        GROUP BY p.id, s.slug, p.slug, p.created_at HAVING MAX(r.created_at) > p.created_at ORDER BY p.id LIMIT 1`,
    );
    const quiet = await queryRow<{ seller_slug: string; slug: string; created_at: string }>(
      server.app.kysely,
      `SELECT s.slug AS seller_slug, p.slug, p.created_at FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    if (!reviewed || !quiet) throw new Error('the seed has no reviewed or unreviewed product');
    const lastmodOf = async (sellerSlug: string, slug: string) =>
      (await everyEntry<SitemapProductPage['data'][number]>('products', 50_000)).entries.find(
        (entry) => entry.seller_slug === sellerSlug && entry.slug === slug,
      )?.lastmod;
    expect(await lastmodOf(reviewed.seller_slug, reviewed.slug)).toBe(isoDate(reviewed.newest));
    expect(await lastmodOf(quiet.seller_slug, quiet.slug)).toBe(isoDate(quiet.created_at));

    await execute(
      server.app.kysely,
      `INSERT INTO product_reviews (product_id, author_name, rating, title, comment, created_at)
       VALUES (?, 'Ana', 5, 'Ótimo', 'Chegou antes do prazo.', '2099-01-02 03:04:05')`,
      reviewed.id,
    );
    expect(await lastmodOf(reviewed.seller_slug, reviewed.slug)).toBe('2099-01-02T03:04:05.000Z');
    expect((await get<SitemapSummary>('/api/sitemap')).products.lastmod).toBe('2099-01-02T03:04:05.000Z');
  });

  it('answers 422 for a page size beyond what one sitemap file may list', async () => {
    for (const query of ['per_page=0', 'per_page=50001', 'page=0', 'per_page=x']) {
      const response = await client.get(`/api/sitemap/products?${query}`);
      expect(response.status).toBe(422);
    }
    expect((await get<SitemapProductPage>('/api/sitemap/products')).per_page).toBe(50_000);
  });
});

describe('GET /api/sitemap/categories, stores, blog and pages', () => {
  it("lists the categories of the site's menu, each with the newest product listed under it", async () => {
    const { entries } = await everyEntry<SitemapEntryPage['data'][number]>('categories', 20);
    const menu = await get<Category[]>('/api/categories');
    const shown = menu.flatMap((entry) => [entry.category.slug, ...entry.items.map((item) => item.slug)]);
    expect(entries.map((entry) => entry.slug).sort()).toEqual([...shown].sort());
    const department = menu[0]?.category.slug ?? '';
    const newest = await queryRow<{ at: string }>(
      server.app.kysely,
      `SELECT MAX(p.created_at) AS at FROM products p JOIN categories c ON c.id = p.category_id
        WHERE c.slug = ? OR c.parent_id = (SELECT id FROM categories WHERE slug = ?)`,
      department,
      department,
    );
    expect(entries.find((entry) => entry.slug === department)?.lastmod).toBe(isoDate(newest?.at ?? ''));
  });

  it('lists every store, dated by its newest product or its opening', async () => {
    const { entries } = await everyEntry<SitemapEntryPage['data'][number]>('stores', 10);
    const stores = await queryRows<{ slug: string; created_at: string; newest: string | null }>(
      server.app.kysely,
      `SELECT s.slug, s.created_at, (SELECT MAX(p.created_at) FROM products p WHERE p.seller_id = s.id) AS newest
         FROM sellers s ORDER BY s.id`,
    );
    expect(entries.map((entry) => entry.slug)).toEqual(stores.map((store) => store.slug));
    for (const [index, store] of stores.entries()) {
      const latest = store.newest !== null && store.newest > store.created_at ? store.newest : store.created_at;
      expect(entries[index]?.lastmod).toBe(isoDate(latest));
    }
    const first = entries[0]?.slug ?? '';
    expect((await get<Store>(`/api/stores/${first}`)).slug).toBe(first);
  });

  it('lists the published blog posts (never one scheduled for later), dated by publication', async () => {
    await execute(
      server.app.kysely,
      `INSERT INTO blog_posts (slug, title, excerpt, cover, author_name, published_at)
       VALUES ('post-do-futuro', 'Do futuro', 'Ainda não.', '/c.svg', 'Equipe', '2999-01-01 00:00:00')`,
    );
    const { entries } = await everyEntry<SitemapEntryPage['data'][number]>('blog', 5);
    const blog = await get<Paginator<BlogPostSummary>>('/api/blog');
    const listed: BlogPostSummary[] = [];
    for (let page = 1; page <= blog.last_page; page += 1) {
      listed.push(...(await get<Paginator<BlogPostSummary>>(`/api/blog?page=${page}`)).data);
    }
    expect(entries.map((entry) => entry.slug).sort()).toEqual(listed.map((post) => post.slug).sort());
    expect(entries.map((entry) => entry.slug)).not.toContain('post-do-futuro');
    for (const post of listed) {
      expect(entries.find((entry) => entry.slug === post.slug)?.lastmod).toBe(post.published_at);
    }
  });

  it('lists every content page at its updated_at', async () => {
    const { entries } = await everyEntry<SitemapEntryPage['data'][number]>('pages', 50_000);
    expect(entries.length).toBe(await count('SELECT COUNT(*) AS n FROM content_pages'));
    for (const entry of entries) {
      const page = await get<ContentPage>(`/api/pages/${entry.slug}`);
      expect(entry.lastmod).toBe(page.updated_at);
    }
  });
});
