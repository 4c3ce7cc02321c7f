import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, catalogue, ensureCartHasAProduct } from './site.js';

/**
 * One page load asks the API for each piece of data once: the shell and the remotes read server
 * data through the page's one cache, so two screens wanting the same endpoint share its answer.
 * Every GET the page's scripts make to /api is counted by path and query; a change the page makes
 * (a POST, e.g. the cart's preselected shipping) may be followed by a fresh read of what it changed.
 */
function apiGets(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  let writes = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !['xhr', 'fetch'].includes(request.resourceType())) return;
    if (request.method() !== 'GET') {
      writes += 1;
      return;
    }
    const key = `${url.pathname}${url.search}${writes > 0 ? ` (after ${writes} change${writes > 1 ? 's' : ''})` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  return seen;
}

/** Loads a page as a person would: until it is drawn, then down to its end, until the network rests. */
async function loadWhole(site: Site, path: string, slot: string): Promise<void> {
  await site.goto(path);
  await expect(site.slot(slot).locator('h1, h2').first()).toBeVisible();
  await site.scrollThroughPage();
  await site.page.waitForLoadState('networkidle');
  await expect(site.slot(slot).locator('[aria-busy="true"]')).toHaveCount(0);
}

function repeated(seen: Map<string, number>): string[] {
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} × ${count}`);
}

test.describe('each API GET once per page load', () => {
  test('home, search and a product page', async ({ page }) => {
    const [product] = await catalogue(page);
    expect(product).toBeDefined();
    const pages = [
      ['/', 'catalog'],
      ['/busca?search=cafe', 'catalog'],
      [`/produto/${product?.seller.slug}/${product?.slug}`, 'catalog'],
    ] as const;
    for (const [path, slot] of pages) {
      const seen = apiGets(page);
      await loadWhole(new Site(page), path, slot);
      // Carried by a page drawn on the server (not asked at all), or asked once by the browser.
      expect(seen.get('/api/categories') ?? 0, `${path}: the categories`).toBeLessThanOrEqual(1);
      expect(repeated(seen), path).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  test.describe(() => {
    test.use({ signedInAs: 'customer' });

    test('the cart and the orders of a signed-in customer', async ({ page }) => {
      await ensureCartHasAProduct(page);
      for (const [path, slot] of [
        ['/carrinho', 'checkout'],
        ['/cliente/pedidos', 'account'],
      ] as const) {
        const seen = apiGets(page);
        await loadWhole(new Site(page), path, slot);
        expect(seen.size, `${path}: some data was asked for`).toBeGreaterThan(0);
        expect(repeated(seen), path).toEqual([]);
        page.removeAllListeners('request');
      }
    });
  });
});
