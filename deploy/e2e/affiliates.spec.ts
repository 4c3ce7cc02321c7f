import type { Page } from '@playwright/test';
import type { AffiliateDashboard } from 'shared-contracts/schema';
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

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** R$ 1.234,56 as the screens write it (Playwright compares it with spaces normalised). */
const money = (value: number): string => brl.format(value).replace(/\u00a0/g, ' ');

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

// The demo affiliate's seeded history (sales, payouts, figures) is only read here; what changes an
// affiliate's data is done by this worker's own affiliate, a copy of the demo one (below).
test.describe('affiliate area', () => {
  test.use({ signedInAs: 'demo-affiliate' });

  test('the affiliate sees the figures of the dashboard', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    const slot = area.slot();
    await expect(slot.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    const figures = await area.api<AffiliateDashboard>('/api/affiliates/dashboard');

    const balance = slot.getByRole('list', { name: 'Seu saldo' }).getByRole('listitem');
    await expect(balance.nth(0)).toContainText('Saldo disponível');
    await expect(balance.nth(0)).toContainText(money(figures.balance_available));
    await expect(balance.nth(1)).toContainText(`A liberar${money(figures.balance_pending)}`);
    await expect(balance.nth(2)).toContainText(`Total recebido${money(figures.total_paid)}`);

    const recent = slot.getByRole('list', { name: 'Últimos 30 dias' }).getByRole('listitem');
    await expect(recent.nth(0)).toHaveText(`Cliques${figures.clicks_30d.toLocaleString('pt-BR')}`);
    await expect(recent.nth(1)).toHaveText(`Vendas${figures.sales_30d}`);
    await expect(recent.nth(2)).toContainText(money(figures.commission_30d));
    await expect(recent.nth(3)).toContainText('Taxa de conversão');

    const chart = slot.getByRole('figure', { name: 'Comissões nos últimos 6 meses' });
    await expect(chart.getByRole('table', { name: 'Vendas e comissões por mês' }).getByRole('row')).toHaveCount(7);
    const top = slot.getByRole('region', { name: 'Produtos que mais rendem' });
    await expect(top.getByRole('link', { name: figures.top_products[0]?.name ?? '', exact: true })).toHaveAttribute(
      'href',
      /^\/afiliados\/mercado\/produto\//,
    );
    await expect(page).toHaveTitle('Painel do afiliado | Mercado Brasil');
  });

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

  test('the sales filter by status', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    await area.site.openAffiliateMenu('Vendas');
    const slot = area.slot();
    await expect(slot.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
    await expect(slot.getByText(/\d+ vendas encontradas/)).toBeVisible();
    const paid = await area.api<{ total: number }>('/api/affiliates/sales?status=paid');

    const filters = slot.getByRole('form', { name: 'Filtrar vendas' });
    await filters.getByLabel('Situação').selectOption({ label: 'Paga' });
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/afiliados\/vendas\?status=paid$/);
    await expect(slot.getByText(`${paid.total} vendas encontradas`)).toBeVisible();
    await area.settled();
    const statuses = slot.getByRole('table', { name: 'Vendas pelos seus links' }).locator('tbody tr td:last-child');
    await expect(statuses.first()).toHaveText('Paga');
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Paga']));

    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/afiliados\/vendas$/);
  });

  test('the statement shows the payouts', async ({ page }) => {
    const area = new AffiliateArea(page);
    await area.open();
    await area.site.openAffiliateMenu('Extrato');
    const slot = area.slot();
    await expect(slot.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
    const records = await area.api<{ summary: { total_paid: number } }>('/api/affiliates/payment-records');
    await expect(slot.getByRole('list', { name: 'Resumo' })).toContainText(money(records.summary.total_paid));

    // Payouts are monthly: walk the pages until one shows.
    const payout = slot.getByRole('row').filter({ hasText: 'Pagamento via Pix' }).first();
    for (let attempt = 0; attempt < 6 && !(await payout.isVisible()); attempt += 1) {
      await slot.getByRole('link', { name: 'Próxima página' }).click();
      await area.settled();
    }
    await expect(payout).toBeVisible();
    await expect(payout).toContainText('Pago');
    await expect(payout).toContainText(/− saída de R\$/);
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

    test('the profile answers a 422 per field, then saves', async ({ page }) => {
      const area = new AffiliateArea(page);
      await area.open();
      await area.site.openAffiliateMenu('Meus dados');
      const slot = area.slot();
      const form = slot.getByRole('form', { name: 'Meus dados' });
      await expect(form.getByLabel('CPF')).toHaveValue('168.995.350-09');

      await form.getByLabel('Tipo de chave Pix').selectOption({ label: 'Chave aleatória' });
      await form.getByLabel('Chave Pix', { exact: true }).fill('123-abc');
      await form.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(form.getByRole('alert')).toHaveText('Revise os campos destacados.');
      const key = form.getByLabel('Chave Pix', { exact: true });
      await expect(key).toHaveAttribute('aria-invalid', 'true');
      await expect(
        form.getByText('A chave Pix aleatória deve ter 32 caracteres hexadecimais ou o formato UUID.'),
      ).toBeVisible();
      await expect(key).toBeFocused();

      const uuid = '7d44a1c2-6b1e-4b3f-9a3e-2f5c8d9e0a1b';
      await key.fill(uuid);
      await form.getByLabel(/^Bio/).fill('Indico tecnologia, casa e cozinha no Rio de Janeiro.');
      await form.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Dados salvos com sucesso.' })).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);

      await page.reload();
      await expect(slot.getByLabel('Tipo de chave Pix')).toHaveValue('random');
      await expect(slot.getByLabel('Chave Pix', { exact: true })).toHaveValue(uuid);
    });
  });
});
