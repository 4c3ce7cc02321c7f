import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, apiGet, apiPost, emptyCart, isThisWorkersProduct } from './site.js';

/**
 * The cart and checkout against the real API: the cart of this worker's customer (a copy of the
 * demo customer) is filled through the API (as the product page does), then everything else
 * happens on the page. Only what needs the composed site is here: purchases the real API and
 * gateway complete, one order whatever the clicks and failures, the trip to the account remote's
 * address editor, and the layout of a real browser. What the checkout remote decides alone
 * (groups, quotes, coupon messages, masks, brands, expiry, installments, the declined-card
 * message, emptying the cart) is in its component tests, against answers shaped like the API's.
 */

interface CartAnswer {
  content: Array<{
    seller: { id: number; name: string };
    items: Array<{ id: string; name: string; quantity: number }>;
  }>;
}

interface SearchAnswer {
  products: { data: Array<{ id: number; name: string; seller: { name: string; slug: string } }> };
}

const PAYMENT_ERROR = 'Erro ao processar o pagamento. Entre em contato com o suporte.';
const VISA = '4111111111111111';

/** Puts one product of each of `sellers` different sellers in the emptied cart; names them. */
async function fillCart(page: Page, sellers = 2): Promise<Array<{ seller: string; product: string }>> {
  await emptyCart(page);
  const search = await apiGet<SearchAnswer>(page, '/api/search?items_per_page=60');
  const added: Array<{ seller: string; product: string }> = [];
  for (const product of search.products.data.filter((candidate) => isThisWorkersProduct(candidate.id))) {
    if (added.length === sellers) break;
    if (added.some((a) => a.seller === product.seller.name)) continue;
    // Products with variations need an option: those are left for the product page.
    const response = await apiPost(page, '/api/cart/add', { product_id: product.id, quantity: 1 });
    if (response.ok()) added.push({ seller: product.seller.name, product: product.name });
  }
  expect(added).toHaveLength(sellers);
  return added;
}

/** Saves the first address of the customer in the cart, so the quotes have a destination. */
async function chooseFirstAddress(page: Page): Promise<void> {
  const addresses = await apiGet<Array<{ id: number }>>(page, '/api/addresses');
  const first = addresses[0];
  expect(first).toBeDefined();
  await apiPost(page, '/api/cart/update-address', { address_id: first?.id });
}

async function orderCount(page: Page): Promise<number> {
  return (await apiGet<{ total: number }>(page, '/api/orders')).total;
}

/** Fills the cart with products of `sellers` sellers and opens it with its quotes chosen. */
async function openCart(page: Page, sellers = 2) {
  const site = new Site(page);
  const added = await fillCart(page, sellers);
  await chooseFirstAddress(page);
  await site.goto('/carrinho');
  const checkout = site.checkout();
  await expect(checkout.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await expectQuotesChosen(checkout, sellers);
  return { site, checkout, added };
}

const shippingGroups = (checkout: Locator) => checkout.getByRole('group', { name: /^Entrega dos produtos de/ });
const finish = (checkout: Locator) => checkout.getByRole('button', { name: /^(Finalizar compra|Processando\.\.\.)$/ });

async function expectQuotesChosen(checkout: Locator, sellers: number): Promise<void> {
  await expect(shippingGroups(checkout)).toHaveCount(sellers);
  for (let i = 0; i < sellers; i++) {
    await expect(shippingGroups(checkout).nth(i).getByRole('radio').first()).toBeChecked();
  }
}

/** A card that the sandbox approves (or `number`), with next year's December as expiry. */
async function fillCard(checkout: Locator, number = VISA): Promise<void> {
  await checkout.getByLabel('Número do cartão').fill(number);
  await checkout.getByLabel('Nome impresso no cartão').fill('Mariana Souza');
  await checkout.getByLabel('Ano de validade').selectOption(String(new Date().getFullYear() + 1));
  await checkout.getByLabel('Mês de validade').selectOption('12');
  await checkout.getByLabel('CVV').fill('123');
}

test.describe('checkout', () => {
  test.use({ signedInAs: 'customer' });

  test('C-16 a card purchase ends on its confirmation page', async ({ page }) => {
    const { checkout } = await openCart(page, 2);
    await fillCard(checkout);
    await finish(checkout).click();
    await expect(page).toHaveURL(/\/compra-realizada\/\d+$/);
    await expect(checkout.getByRole('heading', { name: 'Compra realizada' })).toBeVisible();
    await expect(checkout.getByText(/Pagamento aprovado no cartão Visa final 1111/)).toBeVisible();
    await expect(checkout.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute('href', '/cliente/pedidos');
    expect((await apiGet<CartAnswer>(page, '/api/cart')).content).toHaveLength(0);
  });

  test('C-16 a boleto purchase shows the typeable line with a copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { checkout } = await openCart(page, 1);
    await checkout.getByRole('radio', { name: 'Boleto' }).check();
    await expect(checkout.getByText(/Ao clicar em ‘Finalizar compra’, geramos o seu boleto/)).toBeVisible();
    await finish(checkout).click();
    await expect(page).toHaveURL(/\/compra-realizada\/\d+$/);
    const line = checkout.locator('code');
    await expect(line).toHaveText(/^[\d. ]{40,}$/);
    await expect(checkout.getByText(/Vencimento: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await checkout.getByRole('button', { name: 'Copiar linha digitável' }).click();
    await expect(checkout.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(((await line.textContent()) ?? '').replace(/\D+/g, ''));
  });

  test('C-16 a Pix purchase shows a QR code and the copy-and-paste code', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    await checkout.getByRole('radio', { name: 'Pix' }).check();
    await finish(checkout).click();
    await expect(page).toHaveURL(/\/compra-realizada\/\d+$/);
    const qr = checkout.getByRole('img', { name: /^QR Code do Pix para pagar R\$/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(checkout.locator('code')).toHaveText(/^000201/);
    await expect(checkout.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    await expect(checkout.getByText(/Válido até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible();
  });

  test('C-17 an unreachable API reads as the spec says; a retry then places one order', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    const before = await orderCount(page);
    await fillCard(checkout);
    await page.route('**/api/cart/process', (route) => route.abort());
    await finish(checkout).click();
    await expect(checkout.getByText(PAYMENT_ERROR)).toBeVisible();
    await expect(finish(checkout)).toHaveText('Finalizar compra');
    await expect(checkout.getByLabel('Nome impresso no cartão')).toHaveValue('Mariana Souza');

    await page.unroute('**/api/cart/process');
    await finish(checkout).click();
    await expect(page).toHaveURL(/\/compra-realizada\/\d+$/);
    expect(await orderCount(page)).toBe(before + 1);
  });

  test("C-01 'Adicionar novo' goes to the address editor and comes back with the new address chosen", async ({
    page,
  }) => {
    const { checkout } = await openCart(page, 1);
    await checkout.getByRole('link', { name: 'Adicionar novo' }).click();
    await expect(page).toHaveURL('/cliente/enderecos/novo?redirect=cart');
    const editor = new Site(page).slot('account');
    const label = `Escritório ${Date.now() % 100000}`;
    await editor.getByLabel('Identificação').fill(label);
    await editor.getByLabel('CEP').pressSequentially('20040020');
    await editor.getByLabel('Rua').fill('Avenida Rio Branco');
    await editor.getByLabel('Número').fill('156');
    await editor.getByLabel('Bairro').fill('Centro');
    await editor.getByLabel('Cidade').fill('Rio de Janeiro');
    await editor.getByLabel('Estado').selectOption('RJ');
    await editor.getByRole('button', { name: 'Salvar endereço' }).click();

    await expect(page).toHaveURL('/carrinho');
    await expect(checkout.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
    await expectQuotesChosen(checkout, 1);
    const cart = await apiGet<{ address: { name: string } | null }>(page, '/api/cart');
    expect(cart.address?.name).toBe(label);
  });

  test('a double click on Finalizar compra creates one order', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    const before = await orderCount(page);
    await fillCard(checkout);
    await finish(checkout).dblclick();
    await expect(page).toHaveURL(/\/compra-realizada\/\d+$/);
    expect(await orderCount(page)).toBe(before + 1);
  });

  test('on a 375 px screen nothing scrolls sideways and the summary follows the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { site, checkout } = await openCart(page, 2);
    expect(await site.scrollWidth()).toBeLessThanOrEqual(375);
    const form = await checkout.getByRole('form', { name: 'Dados de pagamento' }).boundingBox();
    const summary = await checkout.getByRole('region', { name: 'Resumo do pedido' }).boundingBox();
    expect(summary && form && summary.y > form.y + form.height - 1).toBe(true);
    const stepper = await checkout
      .getByRole('button', { name: /^(Aumentar|Diminuir) quantidade|^Remover/ })
      .first()
      .boundingBox();
    expect(stepper?.height).toBeGreaterThanOrEqual(44);
  });
});
