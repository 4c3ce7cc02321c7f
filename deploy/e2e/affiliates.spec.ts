import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { RemoteScreens } from './site.js';

interface Promoted {
  id: number;
  name: string;
  slug: string;
  seller: { slug: string };
  link: { code: string; clicks: number };
}

interface Paged<T> {
  data: T[];
  last_page: number;
  total: number;
}

interface Card {
  id: number;
  name: string;
  slug: string;
  seller: { slug: string };
}

/** Page object of the affiliate area, inside the affiliates remote's slot. */
class AffiliateArea extends RemoteScreens {
  constructor(page: Page) {
    super(page, 'affiliates');
  }

  /** Opens the dashboard, where signing in lands an affiliate. */
  async open(): Promise<void> {
    await this.site.goto('/afiliados/home');
    await expect(this.slot().getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  }

  /** A call of the API with the browser's cookies (signed in as the page is). */
  async api<T>(path: string): Promise<T> {
    const response = await this.page.request.get(path);
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  }

  async promotedProducts(): Promise<Promoted[]> {
    const first = await this.api<Paged<Promoted>>('/api/affiliates/products?page=1');
    const all = [...first.data];
    for (let page = 2; page <= first.last_page; page += 1) {
      all.push(...(await this.api<Paged<Promoted>>(`/api/affiliates/products?page=${page}`)).data);
    }
    return all;
  }

  /** A product of the affiliated market that the affiliate does not promote yet. */
  async unpromotedMarketProduct(): Promise<Card> {
    const promoted = new Set((await this.promotedProducts()).map((product) => product.id));
    const market = await this.api<{ products: Paged<Card> }>(
      '/api/search?type=affiliated-market&items_per_page=60&order=4',
    );
    const product = market.products.data.find((candidate) => !promoted.has(candidate.id));
    if (!product) throw new Error('every market product is promoted already');
    return product;
  }

  /** Waits until the screen has nothing loading any more. */
  async settled(): Promise<void> {
    await expect(this.slot().locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

/** The elements reaching past the right edge of the viewport (what makes a page scroll sideways). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${Array.from(element.classList).join('.')}`;
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5 || getComputedStyle(element).position === 'fixed') return false;
        // Inside a box that clips or scrolls on its own (a menu strip), it does not widen the page.
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return false;
        }
        return true;
      })
      .map((element) => `${name(element)} (${Math.round(element.getBoundingClientRect().right)} px)`)
      .slice(0, 10);
  });
}

// What one screen of the affiliates remote shows and does on its own (the dashboard's figures, the
// sales filter, the statement's pages, the profile's 422) is checked by that remote's component
// tests; here stays what needs the composed site: the catalog's parts inside the market, the shell's
// search and menu, a remote down, the phone layout and the link's way to the catalog's product page.
// The demo affiliate's seeded history is only read here; what changes an affiliate's data is done by
// this worker's own affiliate, a copy of the demo one (below).
test.describe('affiliate area', () => {
  test.use({ signedInAs: 'demo-affiliate' });

  test('P-03 P-10 the market without search shows its sliders of affiliated cards', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    await area.site.openAffiliateMenu('Mercado');
    await expect(page).toHaveURL(/\/afiliados\/mercado$/);
    const slot = area.slot();
    await expect(slot.getByRole('heading', { level: 1, name: 'Mercado' })).toBeVisible();
    for (const title of ['Recomendados', 'Mais vendidos', 'Mais quentes']) {
      await expect(slot.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const card = slot.getByRole('article').filter({ hasText: 'Comissão de até' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Preço máximo do produto');
    await expect(card.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/afiliados\/mercado\/produto\/[^/]+\/[^/]+$/,
    );
  });

  test('L-05 searching inside the market stays in the market', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    await area.site.openAffiliateMenu('Mercado');
    await expect(area.slot().getByRole('heading', { name: 'Recomendados' })).toBeVisible();

    await area.site.header().getByPlaceholder('Busca').fill('fone');
    await area.site.header().getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/afiliados\/mercado\?search=fone$/);
    const slot = area.slot();
    await expect(slot.getByRole('heading', { level: 1, name: 'Resultados para "fone"' })).toBeVisible();
    await expect(slot.getByText(/produtos? encontrados?/)).toBeVisible();
    const card = slot.getByRole('article').first();
    await expect(card).toContainText('Comissão de até');
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/afiliados\/mercado\/produto\//);
  });

  test('with the catalog remote down the market says so and the rest of the area keeps working', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    await page.route('**/remotes/catalog/**', (route) => route.abort());
    await area.site.openAffiliateMenu('Mercado');
    const slot = area.slot();
    await expect(slot.getByRole('alert')).toContainText('Não foi possível carregar o mercado.');
    await expect(slot.getByRole('heading', { level: 1, name: 'Mercado' })).toBeVisible();

    await area.site.openAffiliateMenu('Vendas');
    await expect(slot.getByText(/\d+ vendas encontradas/)).toBeVisible();
    await area.site.openAffiliateMenu('Mercado');
    await expect(slot.getByRole('alert')).toContainText('Não foi possível carregar o mercado.');

    // The catalog is back: the retry asks the federation runtime again instead of replaying the failure.
    await page.unroute('**/remotes/catalog/**');
    await slot.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(slot.getByRole('heading', { name: 'Recomendados', exact: true })).toBeVisible();
    await expect(slot.getByRole('alert')).toHaveCount(0);
  });

  test('every affiliate screen fits a 375 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const area = new AffiliateArea(page);
    await area.open();
    const screens: [string, string][] = [
      ['/afiliados/home', 'Painel'],
      ['/afiliados/produtos', 'Meus produtos'],
      ['/afiliados/vendas', 'Vendas'],
      ['/afiliados/extrato', 'Extrato'],
      ['/afiliados/meus-dados', 'Meus dados'],
      ['/afiliados/mercado', 'Mercado'],
    ];
    for (const [path, title] of screens) {
      await area.site.navigateInApp(path);
      await expect(area.slot().getByRole('heading', { level: 1, name: title })).toBeVisible();
      await area.settled();
      expect(await overflowing(page), path).toEqual([]);
      expect(await area.site.scrollWidth(), path).toBeLessThanOrEqual(375);
    }
  });

  // Changes to an affiliate's data: made by this worker's own affiliate.
  test.describe(() => {
    test.use({ signedInAs: 'affiliate' });

    test('promoting a product makes a link listed in Meus produtos that leads shoppers to the product', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const area = new AffiliateArea(page);
      await area.open();
      const product = await area.unpromotedMarketProduct();

      await area.site.goto(`/afiliados/mercado/produto/${product.seller.slug}/${product.slug}`);
      const slot = area.slot();
      await expect(slot.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const panel = slot.getByRole('region', { name: 'Promover este produto' });
      await expect(panel).toContainText('Ganhe até R$');
      await panel.getByRole('button', { name: 'Gerar meu link de afiliado' }).click();
      await expect(panel.getByText('Link criado! Agora é só compartilhar.')).toBeVisible();
      const field = panel.getByLabel('Seu link de afiliado');
      await expect(field).toHaveValue(new RegExp(`^${baseURL}/api/r/[a-z0-9]{8}$`));
      const link = await field.inputValue();
      await panel.getByRole('button', { name: 'Copiar link' }).click();
      await expect(panel.getByText('Link copiado!')).toBeVisible();

      await area.site.openAffiliateMenu('Produtos');
      await expect(page).toHaveURL(/\/afiliados\/produtos$/);
      const item = slot.getByRole('article', { name: product.name });
      await expect(item).toBeVisible();
      await expect(item.getByLabel(`Link de afiliado de ${product.name}`)).toHaveValue(link);
      await expect(item).toContainText('Cliques0');

      // A shopper follows the link: the click is counted (its proof goes in a cookie) and the product
      // page opens, without the code in the address.
      const code = link.split('/').pop() ?? '';
      await page.goto(link);
      await expect(page).toHaveURL(`/produto/${product.seller.slug}/${product.slug}`);
      await expect(area.site.catalog().getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const promoted = (await area.promotedProducts()).find((candidate) => candidate.id === product.id);
      expect(promoted?.link).toMatchObject({ code, clicks: 1 });
    });
  });
});
