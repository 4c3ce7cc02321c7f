import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { catalogue } from './site.js';

/**
 * The catalog's public pages arrive as HTML: the site server draws the shell's frame and the
 * catalog's screen with the live versions' server builds, and the browser hydrates them in place.
 * Read as a crawler reads them (no script runs), they hold the page; in a browser, they hydrate with
 * no divergence, nothing moves and nothing the page carries is asked for again.
 */

const PRICE = /R\$\s[\d.]+,\d{2}/;

interface Listed {
  name: string;
  slug: string;
  seller: { slug: string };
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The page's HTML as the server sends it, and whether the frame and the screen were drawn. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const body = await response.text();
  expect(body, `${path}: the frame drawn on the server`).toMatch(/<div id="root" data-server-rendered="[^"]+">/);
  expect(body, `${path}: the screen drawn in its slot`).toMatch(/<div id="server-slot" data-remote="catalog"/);
  return body;
}

/** HTML text as a reader gets it (entities of the names the tests look for). */
const decoded = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The public pages of the seeded data: one of each kind. */
async function publicPages(page: Page): Promise<string[]> {
  const [product] = await catalogue(page);
  const stores = await apiData<{ data: Array<{ slug: string }> }>(page.request, '/api/stores?page=1');
  const posts = await apiData<{ data: Array<{ slug: string }> }>(page.request, '/api/blog?page=1');
  const menu = await apiData<Array<{ category: { slug: string } }>>(page.request, '/api/categories');
  return [
    '/',
    '/busca?search=caf%C3%A9',
    `/produto/${product!.seller.slug}/${product!.slug}`,
    `/categoria/${menu[0]!.category.slug}`,
    '/lojas',
    `/loja/${stores.data[0]!.slug}`,
    '/blog',
    `/blog/${posts.data[0]!.slug}`,
    '/sobre',
  ];
}

test.describe('the public pages drawn on the server', () => {
  test('hold the page without any script: a product, search results and the home sections', async ({ page }) => {
    const request = page.request;
    const [product] = await catalogue(page);
    const path = `/produto/${product!.seller.slug}/${product!.slug}`;
    const detail = await apiData<{ name: string }>(request, `/api/products/${product!.seller.slug}/${product!.slug}`);
    const productPage = decoded(await html(request, path));
    expect(productPage).toMatch(new RegExp(`<h1[^>]*>${detail.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(productPage).toMatch(PRICE);
    expect(productPage).toContain('<script type="application/ld+json">');
    expect(productPage).toContain('"@type":"Product"');
    expect(productPage).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(productPage).toContain('<meta property="og:type" content="product"');

    // The results the page carries (the API's answer, as the screen asks for it) are the ones drawn.
    const searchPage = decoded(await html(request, '/busca?search=caf%C3%A9'));
    const carried = JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(searchPage)![1]!,
    ) as Record<string, { products?: { data: Listed[] } }>;
    const results = Object.entries(carried).find(([key]) => key.startsWith('/api/search?'))?.[1];
    expect(results?.products?.data.length).toBeGreaterThan(0);
    for (const found of results!.products!.data.slice(0, 6)) expect(searchPage).toContain(found.name);
    expect(searchPage).toMatch(PRICE);

    const bestRated = await apiData<{ data: Listed[] }>(
      request,
      '/api/product-list?list_id=mais-bem-avaliados&type=store&limit=10',
    );
    const home = decoded(await html(request, '/'));
    expect(home).toContain('Produtos mais bem avaliados');
    for (const listed of bestRated.data.slice(0, 4)) expect(home).toContain(listed.name);
    expect(home).toMatch(PRICE);
  });

  // A phone's layout is decided from the user-agent on the server, from the window in the browser.
  // (One test per device: the two can run at once.)
  for (const device of ['computer', 'phone'] as const) {
    test(`hydrate with no divergence, no layout shift and no second request for what they carry, on a ${device}`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      for (const path of await publicPages(page)) {
        const context = await browser.newContext(device === 'phone' ? devices['Pixel 5'] : devices['Desktop Chrome']);
        const visit = await context.newPage();
        const problems: string[] = [];
        visit.on('console', (message) => {
          if (['warning', 'error'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
        });
        visit.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        await visit.addInitScript(() => {
          const shifts = { total: 0 };
          Object.assign(window, { __shifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) shifts.total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const carried = new Set<string>();
        const asked: string[] = [];
        visit.on('response', async (response) => {
          if (response.request().resourceType() !== 'document') return;
          const body = await response.text().catch(() => '');
          const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)?.[1];
          for (const key of Object.keys(data ? (JSON.parse(data) as object) : {})) carried.add(key);
        });
        visit.on('request', (request) => {
          const url = new URL(request.url());
          if (['xhr', 'fetch'].includes(request.resourceType())) asked.push(`${url.pathname}${url.search}`);
        });
        await visit.goto(path);
        // Hydrated: the catalog's slot holds its version, and the network is at rest.
        await expect(visit.locator('section[data-remote="catalog"][data-remote-version]')).toBeVisible();
        await visit.waitForLoadState('networkidle');
        const shifted = await visit.evaluate(
          () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
        );

        expect(problems, `${path} (${device}): console`).toEqual([]);
        expect(shifted, `${path} (${device}): layout shift`).toBeLessThanOrEqual(0.02);
        expect(carried.size, `${path} (${device}): the page carries its data`).toBeGreaterThan(0);
        const again = asked.filter((call) => carried.has(call));
        expect(again, `${path} (${device}): asked again`).toEqual([]);
        await context.close();
      }
    });
  }
});
