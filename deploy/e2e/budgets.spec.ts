import { JS_BUDGETS_KB, ScriptLog, describeFiles, kb } from '../src/bench/script-weight.js';
import { expect, test } from './fixtures.js';
import { Site, ensureCartHasAProduct } from './site.js';

/**
 * The JavaScript byte budgets of the composed storefront (deterministic: gzip -9 of the script
 * bodies a browser downloads). `npm run bench` prints the same figures beside Lighthouse's.
 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

test.describe('JavaScript budgets', () => {
  for (const [device, options] of [
    ['a desktop', {}],
    ['a phone', PHONE],
  ] as const) {
    test(`first-load JS on / stays within ${JS_BUDGETS_KB.homeFirstLoad} KB gzip on ${device}`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, locale: 'pt-BR' });
      const page = await context.newPage();
      const scripts = new ScriptLog(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('[data-remote="catalog"] h2').first()).toBeVisible();
      await scripts.settled();
      const { files, gzipBytes } = scripts.since();
      expect(kb(gzipBytes), describeFiles(files)).toBeLessThanOrEqual(JS_BUDGETS_KB.homeFirstLoad);
      await context.close();
    });
  }

  test(`entering /login from / adds at most ${JS_BUDGETS_KB.enterLogin} KB gzip`, async ({ page }) => {
    const site = new Site(page);
    const scripts = new ScriptLog(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await scripts.settled();
    const mark = scripts.mark();
    await site.header().getByRole('link', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await scripts.settled();
    const { files, gzipBytes } = scripts.since(mark);
    expect(files.length).toBeGreaterThan(0);
    expect(kb(gzipBytes), describeFiles(files)).toBeLessThanOrEqual(JS_BUDGETS_KB.enterLogin);
  });

  test.describe(() => {
    test.use({ signedInAs: 'customer' });

    test(`entering /carrinho from / adds at most ${JS_BUDGETS_KB.enterCart} KB gzip`, async ({ page }) => {
      await ensureCartHasAProduct(page);
      const site = new Site(page);
      const scripts = new ScriptLog(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await scripts.settled();
      const mark = scripts.mark();
      // Client-side, as the header's cart link does once the shell knows the cart.
      await site.navigateInApp('/carrinho');
      await expect(page).toHaveURL(/\/carrinho$/);
      await expect(site.checkout().getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await scripts.settled();
      const { files, gzipBytes } = scripts.since(mark);
      expect(files.length).toBeGreaterThan(0);
      expect(kb(gzipBytes), describeFiles(files)).toBeLessThanOrEqual(JS_BUDGETS_KB.enterCart);
    });
  });
});
