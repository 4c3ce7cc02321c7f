import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, apiGet, apiPost, emptyCart, isThisWorkersProduct } from './site.js';

/**
 * The cart and checkout against the real API: the cart of this worker's customer (a copy of the
 * demo customer) is filled through the API (as the product page does), then everything else
 * happens on the page.
 */

interface CartAnswer {
  content: Array<{
    seller: { id: number; name: string };
    items: Array<{ id: string; name: string; quantity: number }>;
  }>;
  shipping: number;
  total: number;
  installments: Array<{ number: number; value: number; total: number; taxes: number }> | null;
}

interface SearchAnswer {
  products: { data: Array<{ id: number; name: string; seller: { name: string; slug: string } }> };
}

const CHECK_PAYMENT = 'Por favor, verifique os dados do pagamento novamente.';
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

const sellerGroups = (checkout: Locator) => checkout.getByRole('article', { name: /^Vendido e entregue por/ });
const shippingGroups = (checkout: Locator) => checkout.getByRole('group', { name: /^Entrega dos produtos de/ });
/** The value the summary shows for one of its terms ('Subtotal', 'Taxa de Entrega', …). */
const summaryValue = (checkout: Locator, term: string) =>
  checkout
    .getByRole('region', { name: 'Resumo do pedido' })
    .locator('dl > div')
    .filter({ has: checkout.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
const finish = (checkout: Locator) => checkout.getByRole('button', { name: /^(Finalizar compra|Processando\.\.\.)$/ });

async function expectQuotesChosen(checkout: Locator, sellers: number): Promise<void> {
  await expect(shippingGroups(checkout)).toHaveCount(sellers);
  for (let i = 0; i < sellers; i++) {
    await expect(shippingGroups(checkout).nth(i).getByRole('radio').first()).toBeChecked();
  }
}

/** Selects what a field holds and types over it, key by key, as a person does. */
async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
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

  test('C-02 C-03 C-14 products of two sellers: two groups with their first quote chosen; another option changes the summary', async ({
    page,
  }) => {
    const { checkout, added } = await openCart(page, 2);
    await expect(sellerGroups(checkout)).toHaveCount(2);
    for (const { seller, product } of added) {
      const group = checkout.getByRole('article', { name: `Vendido e entregue por ${seller}` });
      await expect(group.getByText(product, { exact: true })).toBeVisible();
      await expect(group.getByRole('link', { name: seller })).toHaveAttribute('href', /^\/loja\//);
    }
    const firstOption = shippingGroups(checkout).first().locator('label').first();
    await expect(firstOption).toContainText(
      /Receba em até (1 dia útil|\d+ dias úteis) após o pagamento confirmado|Retire na loja em (1 dia útil|\d+ dias úteis) após o pagamento confirmado\./,
    );

    // An option with another price in some group.
    const fee = summaryValue(checkout, 'Taxa de Entrega');
    const before = (await fee.textContent()) ?? '';
    let changed = false;
    for (let g = 0; g < 2 && !changed; g++) {
      const options = shippingGroups(checkout).nth(g).locator('label');
      const prices = await options.locator('span:last-child').allTextContents();
      const other = prices.findIndex((price, index) => index > 0 && price !== prices[0]);
      if (other < 0) continue;
      await options.nth(other).click();
      await expect(options.nth(other).getByRole('radio')).toBeChecked();
      await expect(fee).not.toHaveText(before);
      changed = true;
    }
    expect(changed, 'a seller offers a second option with another price').toBe(true);
    const cart = await apiGet<CartAnswer>(page, '/api/cart');
    await expect(fee).toHaveText(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cart.shipping),
    );
  });

  test('C-04 a valid coupon shows in the summary; invalid and expired ones show their message', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    const input = checkout.getByRole('textbox', { name: 'Informe o Cupom' });
    const add = checkout.getByRole('button', { name: 'Adicionar' });

    await input.fill('NAOEXISTE');
    await add.click();
    await expect(checkout.getByText('Cupom inválido.')).toBeVisible();

    await input.fill('natal2025');
    await add.click();
    await expect(checkout.getByText('Este cupom expirou.')).toBeVisible();
    await expect(checkout.getByText('Cupom inválido.')).toHaveCount(0);

    await input.fill('bemvindo10');
    await add.click();
    await expect(summaryValue(checkout, 'Cupom')).toHaveText('BEMVINDO10');
    await expect(summaryValue(checkout, 'Descontos')).toHaveText(/^- R\$/);
    await expect(checkout.getByText('Este cupom expirou.')).toHaveCount(0);
  });

  test('C-05 C-07 C-09 masks, card brands and the card preview', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    // The masks arrive as the fields come near the viewport: what the shopper sees there is masked.
    await checkout.getByLabel('CPF').scrollIntoViewIfNeeded();
    await expect(checkout.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(checkout.getByLabel(/^Telefone/)).toHaveValue('(11) 3245-6789');
    await retype(checkout.getByLabel('CPF'), '39053344705');
    await expect(checkout.getByLabel('CPF')).toHaveValue('390.533.447-05');
    await retype(checkout.getByLabel(/^Telefone/), '2135127788');
    await expect(checkout.getByLabel(/^Telefone/)).toHaveValue('(21) 3512-7788');
    await retype(checkout.getByLabel('Celular'), '21991234567');
    await expect(checkout.getByLabel('Celular')).toHaveValue('(21) 99123-4567');

    const number = checkout.getByLabel('Número do cartão');
    for (const [typed, masked, brand] of [
      ['378282246310005', '3782 822463 10005', 'American Express'],
      ['4111111111111111', '4111 1111 1111 1111', 'Visa'],
      ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
    ] as const) {
      await retype(number, typed);
      await expect(number).toHaveValue(masked);
      await expect(checkout.getByText(`Bandeira: ${brand}`)).toBeVisible();
      await expect(checkout.getByRole('img', { name: `Frente do cartão ${brand}` })).toContainText(masked);
    }

    const cvv = checkout.getByLabel('CVV');
    await cvv.pressSequentially('12345');
    await expect(cvv).toHaveValue('1234');
    await expect(checkout.getByRole('img', { name: 'Verso do cartão' })).toContainText('1234');
    await checkout.getByLabel('Nome impresso no cartão').click();
    await expect(checkout.getByRole('img', { name: /^Frente do cartão/ })).toBeVisible();
  });

  test('C-08 C-10 expiry months before the current one are disabled this year; installments read as the spec says', async ({
    page,
  }) => {
    const { checkout } = await openCart(page, 1);
    const now = new Date();
    const month = checkout.getByLabel('Mês de validade');
    const year = checkout.getByLabel('Ano de validade');
    await expect(year.locator('option')).toHaveCount(13);

    await year.selectOption(String(now.getFullYear() + 1));
    await month.selectOption('01');
    await year.selectOption(String(now.getFullYear()));
    const current = now.getMonth() + 1;
    if (current > 1) await expect(month).toHaveValue('');
    for (let m = 1; m <= 12; m++) {
      const option = month.locator(`option[value="${String(m).padStart(2, '0')}"]`);
      if (m < current) await expect(option).toBeDisabled();
      else await expect(option).toBeEnabled();
    }

    const cart = await apiGet<CartAnswer>(page, '/api/cart');
    const options = await checkout.getByLabel('Parcelas').locator('option').allTextContents();
    const installments = cart.installments ?? [];
    expect(options).toHaveLength(Math.max(installments.length, 1));
    expect(options[0]).toMatch(/^A vista \(R\$\s[\d.]+,\d{2}\)$/);
    installments
      .filter((i) => i.number > 1)
      .forEach((installment, index) => {
        const text = options[index + 1] ?? '';
        expect(text).toMatch(
          new RegExp(`^${installment.number} vezes de R\\$\\s[\\d.]+,\\d{2} = R\\$\\s[\\d.]+,\\d{2}`),
        );
        expect(text.endsWith('(sem juros)')).toBe(installment.taxes === 0);
      });
    await expect(checkout.getByLabel('Parcelas')).toHaveValue('1');
  });

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

  test('C-17 a declined card reads as the spec says and keeps what was typed', async ({ page }) => {
    const { checkout } = await openCart(page, 1);
    await fillCard(checkout, '4000000000000002');
    await finish(checkout).click();
    await expect(checkout.getByText(CHECK_PAYMENT)).toBeVisible();
    await expect(page).toHaveURL('/carrinho');
    await expect(checkout.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    await expect(checkout.getByLabel('CVV')).toHaveValue('123');
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

  test('C-15 emptying the cart by quantity goes home', async ({ page }) => {
    const { checkout, added } = await openCart(page, 1);
    const product = added[0]?.product ?? '';
    await checkout.getByRole('button', { name: `Aumentar quantidade de ${product}` }).click();
    await expect(checkout.getByRole('group', { name: `Quantidade de ${product}` })).toContainText('2');
    await checkout.getByRole('button', { name: `Diminuir quantidade de ${product}` }).click();
    await expect(checkout.getByRole('group', { name: `Quantidade de ${product}` })).toContainText('1');
    await checkout.getByRole('button', { name: `Remover ${product}` }).click();
    await expect(page).toHaveURL('/');
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
