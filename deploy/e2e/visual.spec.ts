import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, apiGet, apiPost, buyOneProduct, catalogue, emptyCart, ensureCartHasAProduct } from './site.js';

/**
 * What a shopper sees, pixel for pixel: eight screens at a phone's 360 px and a desktop's 1280 px,
 * compared with the reference images next to this file (`visual.spec.ts-snapshots/`). A changed
 * padding, colour or font size fails here; an intended change is accepted by running the suite
 * with `--update-snapshots` and committing the new images.
 *
 * The run starts on a freshly seeded database (this project runs before every other one), so
 * the catalogue is the seed's; the customer's screens are those of this worker's customer, a copy
 * of the demo customer with nothing in its cart and no order yet, and the run's one order is placed
 * by the last test. The demo affiliate's figures, drawn at seeding time, are pinned
 * (DASHBOARD_FIGURES) and the order's date is masked. No screen shows the browser's clock, so it is
 * left running.
 */

const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;

/**
 * Same Chromium, same fonts: the images are the same from run to run. A pixel counts as changed
 * from a small colour difference on, and 100 of them fail (a button 2 px wider moves thousands).
 */
const SAME_PICTURE = { fullPage: true, animations: 'disabled', threshold: 0.02, maxDiffPixels: 100 } as const;

// The home banners turn every 5 s unless the shopper asks for less motion: then they stand still.
test.use({ reducedMotion: 'reduce' });

/**
 * Waits until the screen is complete: nothing loading, every section that renders near the
 * viewport rendered (the page is scrolled through once), every image loaded and decoded, and the
 * fonts ready. Ends at the top of the page.
 */
async function settle(page: Page, complete: () => Promise<void>): Promise<void> {
  const site = new Site(page);
  // A section may come only after the scroll has passed it (a busy machine): scrolled through
  // again until the page stops growing.
  let height = 0;
  for (let pass = 0; pass < 5; pass++) {
    await site.scrollThroughPage();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
  }
  await complete();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Lazy images out of the way (a carousel's further slides, cards rendered late) would arrive
  // while the whole page is captured: each is asked for now, and waited for.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      image.loading = 'eager';
      return image.complete;
    }),
  );
  // Decoded too: an image decoded asynchronously and never on screen is left blank in the capture.
  await page.evaluate(async () => {
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/**
 * Opens `path` at each width and compares the whole page with its reference image: `ready` once
 * the page is there, `complete` once it has been scrolled through, `mask` hides what varies.
 */
async function looksAsBefore(
  page: Page,
  name: string,
  path: string,
  ready: () => Promise<void>,
  { mask = () => [], complete = async () => {} }: { mask?: () => Locator[]; complete?: () => Promise<void> } = {},
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(path);
    await ready();
    await settle(page, complete);
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...SAME_PICTURE, mask: mask() });
  }
}

/** Leaves one unit of the seed's best seller without options in the cart, sent to the first address. */
async function cartWithOneProduct(page: Page): Promise<void> {
  await emptyCart(page);
  await ensureCartHasAProduct(page, { wholeCatalogue: true });
  const [first] = await apiGet<Array<{ id: number }>>(page, '/api/addresses');
  await apiPost(page, '/api/cart/update-address', { address_id: first?.id });
}

/**
 * The demo affiliate's history is drawn when the database is seeded, relative to that moment, and
 * which days the random draws fall on shifts with the hour of the run: the figures, the months
 * of the chart and the best products differ from run to run. The dashboard gets these figures,
 * taken from one run, on top of the API's real answer.
 */
const DASHBOARD_FIGURES = {
  balance_available: 107.39,
  balance_pending: 518.07,
  total_paid: 3579.37,
  clicks_30d: 681,
  sales_30d: 10,
  commission_30d: 518.07,
  conversion_rate_30d: 1.47,
  sales_by_month: [
    {
      month: '2026-06',
      sales: 5,
      commission: 183.19,
    },
    {
      month: '2026-07',
      sales: 9,
      commission: 994.23,
    },
    {
      month: '2026-08',
      sales: 11,
      commission: 771.53,
    },
    {
      month: '2026-09',
      sales: 15,
      commission: 1630.42,
    },
    {
      month: '2026-10',
      sales: 7,
      commission: 197.62,
    },
    {
      month: '2026-11',
      sales: 8,
      commission: 427.84,
    },
  ],
  top_products: [
    {
      id: 327,
      name: 'Notebook Asus Vivobook 15 Intel Core i5 16GB 1TB SSD 14"',
      slug: 'notebook-asus-vivobook-15-intel-core-i5-16gb-1tb-ssd-14',
      photo: '/api/media/products/327/1.svg',
      seller: {
        name: 'Info Prime Computadores',
        slug: 'info-prime-computadores',
      },
      link: {
        code: 'f76ipkc2',
        url: '/api/r/f76ipkc2',
        active: true,
      },
      sales_count: 11,
      commission_total: 1982.24,
    },
    {
      id: 287,
      name: 'Smartwatch Amazfit Balance 45mm Rosa - Usado',
      slug: 'smartwatch-amazfit-balance-45mm-rosa-usado',
      photo: '/api/media/products/287/1.svg',
      seller: {
        name: 'Conecta Celulares',
        slug: 'conecta-celulares',
      },
      link: {
        code: 'qtznumyw',
        url: '/api/r/qtznumyw',
        active: true,
      },
      sales_count: 7,
      commission_total: 959.59,
    },
    {
      id: 141,
      name: 'Jogo Minecraft para Nintendo Switch - Mídia Física',
      slug: 'jogo-minecraft-para-nintendo-switch-midia-fisica',
      photo: '/api/media/products/141/1.svg',
      seller: {
        name: 'Mundo Gamer Store',
        slug: 'mundo-gamer-store',
      },
      link: {
        code: '8k7jy3cc',
        url: '/api/r/8k7jy3cc',
        active: true,
      },
      sales_count: 11,
      commission_total: 531.05,
    },
    {
      id: 441,
      name: 'Impressora Multifuncional Brother DCP-T420W Laser Wi-Fi',
      slug: 'impressora-multifuncional-brother-dcp-t420w-laser-wi-fi',
      photo: '/api/media/products/441/1.svg',
      seller: {
        name: 'TechMix Eletrônicos',
        slug: 'techmix-eletronicos',
      },
      link: {
        code: 'raqd9ezp',
        url: '/api/r/raqd9ezp',
        active: true,
      },
      sales_count: 1,
      commission_total: 337.95,
    },
    {
      id: 883,
      name: 'Calça Jeans Skinny Feminina Lança Perfume Preta',
      slug: 'calca-jeans-skinny-feminina-lanca-perfume-preta',
      photo: '/api/media/products/883/1.svg',
      seller: {
        name: 'Bossa Moda Feminina',
        slug: 'bossa-moda-feminina',
      },
      link: {
        code: 'axexpjbw',
        url: '/api/r/axexpjbw',
        active: true,
      },
      sales_count: 2,
      commission_total: 101.44,
    },
  ],
};

test.describe('visual comparison', () => {
  test('login', async ({ page }) => {
    const site = new Site(page);
    await looksAsBefore(page, 'login', '/login', async () => {
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      await expect(site.header()).toBeVisible();
    });
  });

  test('home', async ({ page }) => {
    const site = new Site(page);
    const catalog = site.catalog();
    await looksAsBefore(
      page,
      'home',
      '/',
      async () => {
        await expect(catalog.getByRole('img', { name: 'Semana da Tecnologia' })).toBeVisible();
      },
      {
        // The sections further down render once the shopper gets near them.
        complete: async () => {
          await expect(catalog.getByRole('region', { name: 'Mais vistos' }).locator('article').first()).toBeVisible();
          await expect(catalog.getByRole('region', { name: 'Receba nossas ofertas' })).toBeVisible();
        },
      },
    );
  });

  test('search', async ({ page }) => {
    const site = new Site(page);
    await looksAsBefore(page, 'search', '/busca?search=cafe', async () => {
      await expect(site.catalog().getByText(/produtos encontrados$/)).toBeVisible();
    });
  });

  test('product page', async ({ page }) => {
    const site = new Site(page);
    const [product] = await catalogue(page);
    expect(product).toBeDefined();
    await looksAsBefore(page, 'product', `/produto/${product?.seller.slug}/${product?.slug}`, async () => {
      await expect(site.catalog().getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'demo-affiliate' });

    test('affiliate dashboard', async ({ page }) => {
      const site = new Site(page);
      await page.route('**/api/affiliates/dashboard', async (route) => {
        const real = (await (await route.fetch()).json()) as object;
        await route.fulfill({ json: { ...real, ...DASHBOARD_FIGURES } });
      });
      const slot = site.affiliates();
      await looksAsBefore(page, 'affiliate-dashboard', '/afiliados/home', async () => {
        await expect(slot.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
      });
    });
  });

  // This worker's customer, a copy of the demo customer that has bought nothing yet.
  test.describe(() => {
    test.use({ signedInAs: 'customer' });

    test('address editor', async ({ page }) => {
      const site = new Site(page);
      const addresses = await apiGet<Array<{ id: number; name: string }>>(page, '/api/addresses');
      const home = addresses.find((address) => address.name === 'Casa');
      expect(home).toBeDefined();
      await looksAsBefore(page, 'address-editor', `/cliente/enderecos/${home?.id}`, async () => {
        await expect(site.slot('account').getByLabel('Rua', { exact: true })).toHaveValue('Rua Augusta');
      });
    });

    test('cart with a product', async ({ page }) => {
      const site = new Site(page);
      await cartWithOneProduct(page);
      await looksAsBefore(page, 'cart', '/carrinho', async () => {
        await expect(site.checkout().getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
      });
    });

    test('orders', async ({ page }) => {
      const site = new Site(page);
      // The customer has bought nothing yet: the one order of the screen is placed here.
      expect((await apiGet<{ total: number }>(page, '/api/orders')).total).toBe(0);
      await buyOneProduct(page, { wholeCatalogue: true });
      const slot = site.slot('account');
      await looksAsBefore(
        page,
        'orders',
        '/cliente/pedidos',
        async () => {
          await expect(slot.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
          await expect(slot.getByRole('article')).toHaveCount(1);
        },
        // The order is placed by this test: it is dated the day of the run, and its number follows
        // the orders the other tests placed before it.
        { mask: () => [slot.getByRole('article').locator('time'), slot.getByRole('article').getByRole('heading')] },
      );
    });
  });
});
