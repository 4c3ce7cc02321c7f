import { expect, test } from '@playwright/test';

test.describe('API documentation', () => {
  test('the docs page renders the route list of the OpenAPI document', async ({ page }) => {
    // Anything the page's Content-Security-Policy blocks shows up as a console error.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Marketplace API/ })).toBeVisible();
    await expect(page.getByText('OAS 3.1')).toBeVisible();

    // One block per route, grouped by tag; the search route and its summary among them.
    await expect(page.getByRole('heading', { name: 'catálogo' })).toBeVisible();
    const search = page.locator('.opblock').filter({ has: page.getByText('/api/search', { exact: true }) });
    await expect(search).toHaveCount(1);
    await expect(search.getByText('Busca de produtos com os filtros da página')).toBeVisible();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(60);

    // Opening a route shows its parameters and its 200 and 422 answers.
    await search.locator('.opblock-summary').click();
    await expect(search.getByText('items_per_page', { exact: true })).toBeVisible();
    await expect(search.locator('.response').filter({ hasText: '422' }).first()).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('GET /api/openapi.json is the OpenAPI 3.1 document', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/search', '/api/cart/process']));
  });
});
