import { expect, test } from './fixtures.js';
import { Site } from './site.js';

test.describe('layouts by route', () => {
  test('L-03 L-13 L-14 the home page has the standard header and the full footer', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    await expect(site.header().getByPlaceholder('Busca')).toBeVisible();
    await expect(site.header().getByRole('link', { name: 'Venda seus produtos' })).toHaveAttribute('target', '_blank');
    await expect(site.footer().getByText('Siga-nos')).toBeVisible();
    await expect(site.footer().getByText(/2022/)).toBeVisible();
    await expect(site.footer().getByText(/CNPJ/)).toBeVisible();
    await expect(site.slot('catalog')).toBeVisible();
  });

  test('L-01 login has the minimal header with Voltar and the minimal footer', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/login');
    await expect(
      site
        .header()
        .getByRole('link', { name: /Voltar/ })
        .or(site.header().getByRole('button', { name: /Voltar/ })),
    ).toBeVisible();
    await expect(site.header().getByPlaceholder('Busca')).toHaveCount(0);
    await expect(site.footer().getByText('Siga-nos')).toHaveCount(0);
    await expect(site.footer().getByText(/2022/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ signedInAs: 'affiliate' });

    test('L-02 L-12 affiliate pages have the affiliate header and the full footer', async ({ page }) => {
      const site = new Site(page);
      await site.goto('/afiliados/home');
      await expect(page).toHaveURL(/\/afiliados\/home$/);
      await expect(site.header().getByText('Olá, Rafael Lima')).toBeVisible();
      for (const item of ['Painel', 'Mercado', 'Produtos', 'Vendas', 'Extrato', 'Meus dados']) {
        await expect(site.header().getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      await expect(site.footer().getByText('Siga-nos')).toBeVisible();
    });
  });

  test('L-06 the Categorias dropdown is filled from the API', async ({ page }) => {
    const site = new Site(page);
    // The page drawn on the server carries the API's answer; the browser asks for it itself otherwise.
    const categories = await page.request.get('/api/categories');
    expect(categories.ok()).toBe(true);
    await site.goto('/');
    const body = (await categories.json()) as Array<{
      category: { name: string; slug: string };
      items: Array<{ name: string; slug: string }>;
    }>;
    expect(body.length).toBeGreaterThan(5);
    const first = body[0]!;
    await site.header().getByRole('button', { name: 'Categorias' }).hover();
    const menu = site.header().getByRole('link', { name: first.category.name, exact: true });
    await expect(menu).toHaveAttribute('href', `/categoria/${first.category.slug}`);
    const sub = first.items[0]!;
    await expect(site.header().getByRole('link', { name: sub.name, exact: true })).toHaveAttribute(
      'href',
      `/categoria/${sub.slug}`,
    );
    await expect(site.header().getByRole('link', { name: 'Ver mais' }).first()).toBeVisible();
  });

  test('L-16 a route change scrolls to the top', async ({ page }) => {
    const site = new Site(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await site.goto('/sobre');
    // Once the page is there, as a person would scroll it.
    await expect(site.footer()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await site.footer().getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
