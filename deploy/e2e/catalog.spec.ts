import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, emptyCart, isThisWorkersProduct } from './site.js';

interface CardData {
  id: number;
  name: string;
  slug: string;
  seller: { name: string; slug: string };
}

interface SearchAnswer {
  products: { total: number; data: CardData[] };
}

const HOME_SECTIONS = [
  'Destaques',
  'Produtos mais bem avaliados',
  'Mais vendidos',
  'Categorias',
  'Seja parceiro do Mercado Brasil',
  'Ofertas especiais para você',
  'Mais vistos',
  'Receba nossas ofertas',
];

/** Names of the product cards of the list, in order. */
async function cardNames(site: Site): Promise<string[]> {
  return site.catalog().locator('article h2').allInnerTexts();
}

/** Waits until the product list answered what the URL asks. */
async function rangeIs(site: Site, text: string): Promise<void> {
  await expect(site.catalog().getByText(text, { exact: true })).toBeVisible();
  await expect(site.catalog().locator('[aria-busy="true"]')).toHaveCount(0);
}

function searchAnswer(page: Page, check: (url: URL) => boolean) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/search' && check(url);
  });
}

test.describe('catalog', () => {
  test('H-01 H-02 the home page shows its sections in order with real data', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/remotes/catalog/')) {
        scripts.push(response.url());
      }
    });
    const site = new Site(page);
    await site.goto('/');
    const catalog = site.catalog();

    const banner = catalog.getByRole('img', { name: 'Semana da Tecnologia' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('loading', 'eager');
    await expect(banner.locator('xpath=ancestor::a')).toHaveAttribute('href', '/categoria/eletronicos');
    await expect(catalog.locator('picture source[media="(max-width: 768px)"]').first()).toHaveAttribute(
      'srcset',
      /mobile\.svg$/,
    );
    await expect(catalog.getByRole('button', { name: 'Próximo banner' })).toBeVisible();

    // The sections below the fold render as the visitor comes near them.
    await site.scrollThroughPage();
    for (const title of ['Produtos mais bem avaliados', 'Mais vendidos', 'Mais vistos']) {
      const section = catalog.getByRole('region', { name: title });
      await expect(section.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/busca');
      await expect(section.locator('article').first()).toBeVisible();
    }
    await expect(catalog.getByRole('region', { name: 'Categorias' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/categoria\//,
    );
    const offers = catalog.getByRole('region', { name: 'Ofertas especiais para você' }).locator('article');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeLessThanOrEqual(8);

    await expect(catalog.getByRole('link', { name: 'Quero vender produtos' })).toHaveAttribute(
      'href',
      '/venda-seus-produtos',
    );
    await expect(catalog.getByRole('link', { name: 'Quero ser um afiliado' })).toHaveAttribute(
      'href',
      '/seja-um-afiliado',
    );
    expect(await catalog.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(HOME_SECTIONS);
    await expect(page).toHaveTitle('Início | Mercado Brasil');

    // What the catalog remote costs the home page, compressed.
    let gzipBytes = 0;
    for (const url of new Set(scripts)) gzipBytes += gzipSync(await (await page.request.get(url)).body()).length;
    test.info().annotations.push({ type: 'catalog-home-js-gzip-bytes', description: String(gzipBytes) });
    console.log(`catalog remote JS on the home page: ${scripts.length} files, ${gzipBytes} bytes gzip`);
  });

  test('P-06 a search URL with filters, order, per page and page gives the same list after a reload', async ({
    page,
  }) => {
    const site = new Site(page);
    const url = '/busca?search=cafe&product_situations=1&order=4&items_per_page=12&page=2';
    const answer = searchAnswer(page, (u) => u.searchParams.get('page') === '2');
    await site.goto(url);
    const first = (await (await answer).json()) as SearchAnswer;
    const total = first.products.total;
    expect(total).toBeGreaterThan(24);
    await rangeIs(site, `13 - 24 de ${total} produtos`);
    const before = await cardNames(site);
    expect(before).toEqual(first.products.data.map((p) => p.name));

    await page.reload();
    await rangeIs(site, `13 - 24 de ${total} produtos`);
    expect(await cardNames(site)).toEqual(before);
    await expect(site.catalog().getByRole('heading', { level: 1 })).toHaveText('Resultados para "cafe"');
    await expect(site.catalog().getByRole('checkbox', { name: 'Novo' })).toBeChecked();
    await expect(site.catalog().getByLabel('Ordenar por')).toHaveValue('4');
    await expect(site.catalog().getByLabel('Itens por página')).toHaveValue('12');
    await expect(site.catalog().getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe(() => {
    test.use({ signedInAs: 'customer' });

    test('the customer adds products of two sellers and the header badge counts the seller groups', async ({
      page,
    }) => {
      const site = new Site(page);
      const list = (await (await page.request.get('/api/product-list?list_id=mais-vendidos&limit=30')).json()) as {
        data: CardData[];
      };
      // Best sellers of this worker's share of the catalogue, which no other worker buys meanwhile.
      const mine = list.data.filter((product) => isThisWorkersProduct(product.id));
      const first = mine[0];
      const second = mine.find((p) => first && p.seller.slug !== first.seller.slug);
      if (!first || !second) throw new Error('the seed needs products of two sellers');
      await emptyCart(page);

      for (const product of [first, second]) {
        await site.goto(`/produto/${product.seller.slug}/${product.slug}`);
        await expect(site.catalog().getByRole('heading', { level: 1 })).toHaveText(product.name);
        await expect(site.catalog().getByText('Vendido e entregue por')).toBeVisible();
        await site.catalog().getByRole('button', { name: 'Adicionar ao carrinho' }).click();
        await expect(site.catalog().getByText('Produto adicionado ao carrinho.')).toBeVisible();
        await expect(site.catalog().getByRole('link', { name: 'Ir para o carrinho' })).toHaveAttribute(
          'href',
          '/carrinho',
        );
      }

      const cart = (await (await page.request.get('/api/cart')).json()) as { content: { seller: { name: string } }[] };
      expect(cart.content.map((group) => group.seller.name).sort()).toEqual(
        [first.seller.name, second.seller.name].sort(),
      );
      await expect(site.cartBadge()).toHaveAccessibleName('Carrinho, 2 lojas');
    });
  });

  test('a guest who adds to the cart goes to login and comes back to the product', async ({ page, accounts }) => {
    const site = new Site(page);
    const list = (await (await page.request.get('/api/product-list?list_id=ofertas&limit=1')).json()) as {
      data: CardData[];
    };
    const product = list.data[0];
    if (!product) throw new Error('no offer in the seed');
    const path = `/produto/${product.seller.slug}/${product.slug}`;
    await site.goto(path);
    await site.catalog().getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await site.login(accounts.customer);
    await expect(page).toHaveURL(path);
    await expect(site.catalog().getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test("unknown pages, products and paths show 'Página não encontrada'", async ({ page }) => {
    const site = new Site(page);
    for (const path of ['/uma-pagina-que-nao-existe', '/produto/loja-nenhuma/produto-nenhum', '/a/b/c']) {
      await site.goto(path);
      await expect(site.catalog().getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
      await expect(site.catalog().getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle('Página não encontrada | Mercado Brasil');
    }
    await site.goto('/sobre');
    await expect(site.catalog().getByRole('heading', { level: 1 })).toHaveText('Sobre o Mercado Brasil');
  });
});

test.describe('catalog on a 375 px phone', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    hasTouch: true,
  });

  test('P-05 no horizontal scroll on home, search and product page; filters start collapsed', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    await expect(site.catalog().getByRole('img', { name: 'Semana da Tecnologia' })).toBeVisible();
    await site.scrollThroughPage();
    await expect(site.catalog().getByRole('region', { name: 'Mais vistos' }).locator('article').first()).toBeVisible();
    expect(await site.scrollWidth()).toBeLessThanOrEqual(375);

    await site.goto('/busca?search=cafe');
    const catalog = site.catalog();
    await expect(catalog.getByText(/produtos encontrados$/)).toBeVisible();
    const toggle = catalog.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(catalog.getByRole('group', { name: 'Fabricante' })).toBeHidden();
    expect(await site.scrollWidth()).toBeLessThanOrEqual(375);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(catalog.getByRole('group', { name: 'Fabricante' })).toBeVisible();
    expect(await site.scrollWidth()).toBeLessThanOrEqual(375);

    await catalog.locator('article h2 a').first().click();
    await expect(page).toHaveURL(/\/produto\//);
    await expect(catalog.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
    await expect(catalog.getByRole('heading', { name: 'Avaliações' })).toBeVisible();
    expect(await site.scrollWidth()).toBeLessThanOrEqual(375);
  });
});
