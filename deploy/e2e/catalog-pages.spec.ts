import { expect, test, type Page } from '@playwright/test';
import { Site, apiGet } from './site.js';

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e)
      .map((e) => e.event),
  );

test.describe('catalog pages', () => {
  test('L-15 the content pages of the footer and the top bar have their texts', async ({ page }) => {
    const site = new Site(page);
    for (const slug of [
      'sobre',
      'politica-de-privacidade',
      'termos-de-uso',
      'central-de-atendimento',
      'venda-seus-produtos',
      'seja-um-afiliado',
    ]) {
      const content = await apiGet<{ title: string }>(page, `/api/pages/${slug}`);
      await site.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(content.title));
    }
  });

  test('P-15 a list shown pushes view_item_list to the data layer', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/busca?search=cafe');
    await expect(page.getByText(/produtos encontrados/)).toBeVisible();
    await expect.poll(() => dataLayerEvents(page)).toContain('view_item_list');
  });
});
