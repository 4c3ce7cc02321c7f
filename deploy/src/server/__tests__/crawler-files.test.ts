import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { QUERY_PAGE_MAX } from 'shared-contracts/constants';
import { disallowedPaths, escapeXml, fileCount, w3cDate } from '../crawler-files.js';
import { buildSiteServer, type SiteOptions } from '../site-server.js';
import { checkSitemap } from './sitemap-rules.js';
import { PRODUCT, promoteShell, startStandInApi, type StandInApi } from './stand-in-catalog.js';

const ORIGIN = 'https://www.mercadobrasil.example';
let site: string;
let api: StandInApi;
let server: FastifyInstance | undefined;
let base = '';
const builds: string[] = [];

async function startSite(options: Partial<SiteOptions> = {}): Promise<void> {
  await server?.close();
  const started = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: false },
    siteUrl: ORIGIN,
    // The page's public data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
    ...options,
  });
  server = started;
  base = await started.listen({ port: 0, host: '127.0.0.1' });
}

const get = (path: string) => fetch(`${base}${path}`);
/** A body asked with headers fetch() would not send as given (Host among them). */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
/** The path of a site address, to ask this test's server for it. */
const pathOf = (loc: string) => loc.replace(ORIGIN, '');

beforeEach(async () => {
  site = await tempSite();
  api = await startStandInApi();
  builds.push(await promoteShell());
  await startSite();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

describe('/robots.txt', () => {
  it('keeps robots out of the signed-in areas, the cart and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /afiliados/',
        'Disallow: /carrinho',
        'Disallow: /cliente/',
        'Disallow: /compra-realizada/',
        'Disallow: /api/',
        'Disallow: /operacao/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it("takes the areas from the route table's guards, and hides no public page", () => {
    const disallowed = disallowedPaths();
    for (const path of [
      '/cliente/pedidos',
      '/cliente/chat/3',
      '/afiliados/mercado',
      '/carrinho',
      '/compra-realizada/9',
    ]) {
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(true);
    }
    for (const path of [
      '/',
      '/login',
      '/produto/loja/cafe',
      '/categoria/cafes',
      '/busca',
      '/lojas',
      '/blog/x',
      '/sobre',
    ]) {
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });

  it('names the sitemap on where the server listens when SITE_URL is not set, never on a Host', async () => {
    await startSite({ siteUrl: undefined, trustUpstream: true });
    // Kept an hour by any cache in front: one visitor's Host would be everyone's.
    const tries: Record<string, string>[] = [{}, { host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
    for (const headers of tries) {
      const robots = await rawGet('/robots.txt', headers);
      expect(robots).toContain(`Sitemap: ${base}/sitemap.xml\n`);
      expect(robots).not.toContain('evil.example');
      const index = await rawGet('/sitemap.xml', headers);
      expect(checkSitemap(index, 'sitemapindex')[0]?.loc).toBe(`${base}/sitemaps/products-1.xml`);
      const products = await rawGet('/sitemaps/products-1.xml', headers);
      expect(checkSitemap(products, 'urlset')[0]?.loc).toBe(`${base}/produto/loja-sol/cafe-especial`);
    }
  });
});

describe('/sitemap.xml and the sitemaps it lists', () => {
  it('is a valid sitemap index of the product, category, store, blog and content sitemaps, kept an hour', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const files = checkSitemap(await response.text(), 'sitemapindex');
    expect(files).toEqual(
      ['products', 'categories', 'stores', 'blog', 'pages'].map((section) => ({
        loc: `${ORIGIN}/sitemaps/${section}-1.xml`,
        lastmod: '2025-06-23T07:38:02Z',
      })),
    );
  });

  it('lists every public page of the catalog, each with the lastmod of its data', async () => {
    const urls = [];
    for (const file of checkSitemap(await (await get('/sitemap.xml')).text(), 'sitemapindex')) {
      const response = await get(pathOf(file.loc));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      urls.push(...checkSitemap(await response.text(), 'urlset'));
    }
    expect(urls).toEqual([
      { loc: `${ORIGIN}/produto/loja-sol/cafe-especial`, lastmod: '2025-06-23T07:38:02Z' },
      { loc: `${ORIGIN}/produto/loja-sol/cha-verde`, lastmod: '2025-06-23T07:38:02Z' },
      { loc: `${ORIGIN}/categoria/alimentos-e-bebidas`, lastmod: '2025-06-23T07:38:02Z' },
      { loc: `${ORIGIN}/categoria/cafes`, lastmod: '2025-06-23T07:38:02Z' },
      { loc: `${ORIGIN}/loja/loja-sol`, lastmod: '2023-04-01T12:00:00Z' },
      { loc: `${ORIGIN}/lojas`, lastmod: null },
      { loc: `${ORIGIN}/blog/como-escolher-um-cafe`, lastmod: '2025-06-20T10:00:00Z' },
      { loc: `${ORIGIN}/blog`, lastmod: null },
      { loc: `${ORIGIN}/sobre`, lastmod: '2025-05-02T12:00:00Z' },
      { loc: `${ORIGIN}/`, lastmod: null },
    ]);
  });

  it('pages a section over as many files as its size needs (at most 50,000 URLs each)', async () => {
    for (let n = 1; n <= 4; n += 1) api.products.push({ ...PRODUCT, slug: `cafe-${n}` });
    await startSite({ sitemapPageSize: 2 });
    const files = checkSitemap(await (await get('/sitemap.xml')).text(), 'sitemapindex').map((file) =>
      pathOf(file.loc),
    );
    expect(files).toEqual([
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
      '/sitemaps/categories-1.xml',
      // One store, then the store list: two URLs, one file; a post and the blog; a page and the home.
      '/sitemaps/stores-1.xml',
      '/sitemaps/blog-1.xml',
      '/sitemaps/pages-1.xml',
    ]);
    const products = [];
    for (const file of files.slice(0, 3)) {
      const urls = checkSitemap(await (await get(file)).text(), 'urlset');
      expect(urls.length).toBeLessThanOrEqual(2);
      products.push(...urls.map((url) => pathOf(url.loc)));
    }
    expect(products).toEqual([
      '/produto/loja-sol/cafe-especial',
      '/produto/loja-sol/cha-verde',
      '/produto/loja-sol/cafe-1',
      '/produto/loja-sol/cafe-2',
      '/produto/loja-sol/cafe-3',
      '/produto/loja-sol/cafe-4',
    ]);
    expect(api.asked).toContain('/api/sitemap/products?page=3&per_page=2');
    // Past the last file of a section, and names that are no sitemap: 404.
    for (const path of [
      '/sitemaps/products-4.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/pedidos-1.xml',
      '/sitemaps/x.xml',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('answers 404, never a 5xx, for a file far past the end, even one no page number of the API reaches', async () => {
    for (const file of [500, QUERY_PAGE_MAX, QUERY_PAGE_MAX + 1, 9_999_999]) {
      const response = await get(`/sitemaps/products-${file}.xml`);
      expect(response.status).toBe(404);
    }
    for (const name of ['products-2147483648', 'products-9007199254740991', `products-${'9'.repeat(400)}`]) {
      expect((await get(`/sitemaps/${name}.xml`)).status).toBe(404);
    }
    // Nothing past the bound was asked of the API: it would refuse the page with a 422.
    expect(api.asked.filter((asked) => asked.startsWith('/api/sitemap/products?page=1000001'))).toEqual([]);
  });

  it('puts the list page after its section, in a file of its own when the last one is full', () => {
    expect(fileCount(4, 1, 2)).toBe(3);
    expect(fileCount(3, 1, 2)).toBe(2);
    expect(fileCount(0, 1, 2)).toBe(1);
    expect(fileCount(0, 0, 50_000)).toBe(0);
  });

  it('answers 503 (come back later, keep nothing) while the API does not answer', async () => {
    api.failing = true;
    for (const path of ['/sitemap.xml', '/sitemaps/products-1.xml']) {
      const response = await get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('escapes what the addresses carry and writes lastmod as a W3C datetime', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(w3cDate('2025-06-20T10:00:00.000Z')).toBe('2025-06-20T10:00:00Z');
    expect(w3cDate('não é data')).toBeNull();
    expect(w3cDate(null)).toBeNull();
  });
});

describe('the sitemap rules the tests check', () => {
  const urlset = (body: string, root = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n${root}${body}</urlset>`;

  it('accept a sitemap as the schema does, and refuse what it refuses', () => {
    expect(
      checkSitemap(urlset('<url><loc>https://a.example/x</loc><lastmod>2025-01-02</lastmod></url>'), 'urlset'),
    ).toEqual([{ loc: 'https://a.example/x', lastmod: '2025-01-02' }]);
    const wrong = [
      urlset(''),
      urlset('<url><loc>https://a.example/x</loc></url>', '<urlset>'),
      urlset('<url><lastmod>2025-01-02</lastmod><loc>https://a.example/x</loc></url>'),
      urlset('<url><loc>/relativo</loc></url>'),
      urlset('<url><loc>https://a.example/x</loc><lastmod>ontem</lastmod></url>'),
      urlset('<url><loc>https://a.example/x</loc><loc>https://a.example/y</loc></url>'),
      urlset('<url><loc>https://a.example/x</loc><nome>x</nome></url>'),
      urlset('<url><loc>https://a.example/x&y</loc></url>'),
    ];
    for (const xml of wrong) expect(() => checkSitemap(xml, 'urlset')).toThrow();
    expect(() => checkSitemap(urlset('<url><loc>https://a.example/x</loc></url>'), 'sitemapindex')).toThrow();
  });
});
