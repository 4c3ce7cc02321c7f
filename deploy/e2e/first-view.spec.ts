import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { catalogue } from './site.js';

/**
 * The first view: on the home, search and product pages the site server draws the page's largest
 * picture in plain HTML, over the content area, so it paints with the document. It must sit where
 * the screen draws the same picture (nothing jumps when it leaves), and leave once the screen is
 * there — or at once when the remote fails, so the fallback's 'Tentar novamente' is in sight.
 */

const PHONE = devices['Pixel 5'];
const COMPUTER = devices['Desktop Chrome'];
type Device = typeof PHONE;
const KEY = '#first-view img[data-first-view-key]';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The key picture's box as the document alone draws it (no script runs). */
async function firstViewBox(browser: Browser, url: string, device: Device) {
  const context = await browser.newContext({ ...device, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const key = page.locator(KEY);
    await expect(key).toHaveJSProperty('complete', true);
    const box = (await key.boundingBox()) as Box;
    const src = await key.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    return { box, src };
  } finally {
    await context.close();
  }
}

/** The same picture's box once the screen has drawn it, and whether the first view has left. */
async function screenBox(page: Page, url: string, src: string) {
  await page.goto(url);
  await expect(page.locator('#first-view')).toHaveCount(0);
  // The picture the screen shows from that file (a `<picture>` chooses among its sources).
  const find = () =>
    page.locator('#root img').evaluateAll((imgs, path) => {
      const img = (imgs as HTMLImageElement[]).find((i) => i.complete && new URL(i.currentSrc).pathname === path);
      const r = img?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    }, src);
  await expect.poll(find).not.toBeNull();
  return (await find()) as Box;
}

test.use({ ...PHONE });

test.describe('the first view of the shopper pages', () => {
  test('draws the largest picture where the screen draws it, on a phone and a computer, and leaves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [product] = await catalogue(page);
    const urls = ['/', '/busca?search=caf%C3%A9', `/produto/${product!.seller.slug}/${product!.slug}`];
    for (const [name, device] of [
      ['phone', PHONE],
      ['computer', COMPUTER],
    ] as const) {
      const context = await browser.newContext(device);
      const screen = await context.newPage();
      for (const url of urls) {
        const first = await firstViewBox(browser, url, device);
        const drawn = await screenBox(screen, url, first.src);
        const where = `${url} on a ${name}`;
        expect(Math.abs(drawn.x - first.box.x), `${where}: x`).toBeLessThanOrEqual(1);
        expect(Math.abs(drawn.y - first.box.y), `${where}: y`).toBeLessThanOrEqual(2);
        expect(Math.abs(drawn.width - first.box.width), `${where}: width`).toBeLessThanOrEqual(1);
        expect(Math.abs(drawn.height - first.box.height), `${where}: height`).toBeLessThanOrEqual(1);
      }
      await context.close();
    }
  });

  test("leaves at once when the catalog cannot be loaded: 'Tentar novamente' is in sight", async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#first-view')).toHaveCount(0);
  });

  test('is not drawn on pages without a largest picture to show first', async ({ page }) => {
    for (const url of ['/login', '/carrinho', '/sobre']) {
      const html = await (await page.request.get(url)).text();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('id="first-view"');
    }
  });
});
