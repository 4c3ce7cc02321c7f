import { expect, test, type Page } from '@playwright/test';
import { Site, apiGet } from './site.js';

interface Card {
  id: number;
  slug: string;
  seller: { slug: string };
}
interface Detail {
  id: number;
  name: string;
  price: number;
  review_count: number;
  seller: { name: string; slug: string };
  photos: Array<{ alt: string | null }>;
  variation: { name: string; options: Array<{ id: number; name: string; price: number; stock: number }> } | null;
}

const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\u00a0/g, ' ');

/**
 * A product with at least two options in stock, one with more reviews than a page shows, and one
 * with three photos or more.
 */
async function productsToVisit(page: Page): Promise<{ withOptions: Found; withReviews: Found; withPhotos: Found }> {
  const list = await apiGet<{ products: { data: Card[] } }>(page, '/api/search?items_per_page=90');
  let withOptions: Found | undefined;
  let withReviews: Found | undefined;
  let withPhotos: Found | undefined;
  for (const card of list.products.data) {
    const product = await apiGet<Detail>(page, `/api/products/${card.seller.slug}/${card.slug}`);
    const inStock = product.variation?.options.filter((o) => o.stock > 0) ?? [];
    if (!withOptions && inStock.length >= 2) withOptions = { card, product };
    if (!withReviews && product.review_count > 10) withReviews = { card, product };
    if (!withPhotos && product.photos.length >= 3) withPhotos = { card, product };
    if (withOptions && withReviews && withPhotos) return { withOptions, withReviews, withPhotos };
  }
  throw new Error('the first results have no product with options, with many reviews or with three photos');
}

interface Found {
  card: Card;
  product: Detail;
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e)
      .map((e) => e.event),
  );

test.describe('catalog pages', () => {
  test('the product page: gallery, seller, option prices, reviews, related products and the chat link', async ({
    page,
  }) => {
    const site = new Site(page);
    const { withOptions, withReviews } = await productsToVisit(page);
    const { card, product } = withOptions;
    await site.goto(`/produto/${card.seller.slug}/${card.slug}`);

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('region', { name: `Fotos de ${product.name}` })).toBeVisible();
    const seller = page.getByRole('link', { name: product.seller.name }).first();
    await expect(seller).toHaveAttribute('href', `/loja/${product.seller.slug}`);

    // Choosing an option shows it as chosen, and its price.
    const variation = product.variation!;
    const options = page.getByRole('group', { name: new RegExp(variation.name) });
    for (const option of variation.options
      .filter((o) => o.stock > 0)
      .slice(0, 2)
      .reverse()) {
      // The radio is drawn by its label, which is what a person clicks.
      await options.getByText(option.name, { exact: true }).click();
      await expect(options.getByRole('radio', { name: option.name })).toBeChecked();
      await expect(page.getByText(brl(option.price)).first()).toBeVisible();
    }

    await expect(page.getByRole('link', { name: 'Conversar com o vendedor' })).toHaveAttribute(
      'href',
      `/cliente/iniciar-chat/${product.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Produtos relacionados' })).toBeVisible();

    // Reviews come a page at a time.
    await site.goto(`/produto/${withReviews.card.seller.slug}/${withReviews.card.slug}`);
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    const items = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(items.first()).toBeVisible();
    const shown = await items.count();
    await reviews.getByRole('button', { name: 'Ver mais avaliações' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(shown);
  });

  test('the gallery: the next arrow and a thumbnail show their photo, its slider starting on first use', async ({
    page,
  }) => {
    const site = new Site(page);
    const { card, product } = (await productsToVisit(page)).withPhotos;
    await site.goto(`/produto/${card.seller.slug}/${card.slug}`);
    const gallery = page.getByRole('region', { name: `Fotos de ${product.name}` });
    // The main slider's active photo (the strip under it has an active slide of its own).
    const shown = gallery.locator('.swiper-slide-active').first().getByRole('img');
    const alt = (index: number) => product.photos[index]!.alt || `${product.name}, foto ${index + 1}`;

    // At the first photo there is no going back.
    await expect(gallery.getByRole('img', { name: alt(0) })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Foto anterior' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Próxima foto' }).click();
    await expect(shown).toHaveAttribute('alt', alt(1));
    await expect(gallery.getByRole('button', { name: 'Foto anterior' })).toBeEnabled();
    // The strip under the photos is a pointer shortcut: its third thumbnail opens the third photo.
    await gallery.locator('[aria-hidden="true"] img').nth(2).click();
    await expect(shown).toHaveAttribute('alt', alt(2));
  });

  test('the store list leads to a store page with its products', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/lojas');
    await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
    const stores = await apiGet<{ data: Array<{ name: string; slug: string; product_count: number }> }>(
      page,
      '/api/stores',
    );
    const store = stores.data[0]!;
    await page
      .getByRole('link', { name: new RegExp(store.name) })
      .first()
      .click();
    await expect(page).toHaveURL(`/loja/${store.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByText(/produtos? encontrados?/)).toBeVisible();
  });

  test('the blog lists posts and opens one', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = await apiGet<{ data: Array<{ title: string; slug: string }> }>(page, '/api/blog');
    const post = posts.data[0]!;
    await page.getByRole('link', { name: post.title }).first().click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

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

  test('a list that fails to load says so and Tentar novamente loads it', async ({ page }) => {
    const site = new Site(page);
    let fail = false;
    await page.route('**/api/search?**', (route) => (fail ? route.abort() : route.continue()));
    // The first results travel in the page; the next list, another order, is asked for and fails.
    await site.goto('/busca?search=cafe');
    await expect(page.getByText(/produtos encontrados/)).toBeVisible();
    fail = true;
    await site.catalog().getByLabel('Ordenar por').selectOption('3');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await expect(site.header()).toBeVisible();
    fail = false;
    await retry.click();
    await expect(page.getByText(/produtos encontrados/)).toBeVisible();
  });
});
