import { expectFieldError } from '../../../testing/field-error';
import { serverForAll } from '../../../testing/server-for-tests';
import { installmentPlan } from '../cart-pricing';
import type { Cart } from '../cart-view';
import { addToCart, findProduct, newCustomer, readyCart, type Customer, type ErrorBody } from './checkout-fixtures';

const server = serverForAll();

async function cartOf(customer: Customer): Promise<Cart> {
  const response = await customer.client.get('/api/cart');
  expect(response.status).toBe(200);
  return response.body as Cart;
}

function update(customer: Customer, itemKey: unknown, count: unknown) {
  return customer.client.post('/api/cart/update', { item_key: itemKey, count });
}

describe('POST /api/cart/update', () => {
  it('C-15 adds and takes one unit; the answer is {} while the line stays', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900');
    await addToCart(customer.client, product.id, 2);

    const plus = await update(customer, `${product.id}-0`, 1);
    expect(plus.status).toBe(200);
    expect(plus.body).toEqual({});
    expect((await cartOf(customer)).content[0]?.items[0]?.quantity).toBe(3);

    const minus = await update(customer, `${product.id}-0`, -1);
    expect(minus.body).toEqual({});
    expect((await cartOf(customer)).content[0]?.items[0]?.quantity).toBe(2);
  });

  it('C-15 removes the line at 0 and answers what was removed (product, price, category, option)', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900');
    await addToCart(customer.client, product.id, 1);
    const response = await update(customer, `${product.id}-0`, -1);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      removed: {
        product: { id: product.id, name: product.name },
        price: product.price_cents / 100,
        product_category: { name: product.category_name },
        product_variation_option: null,
      },
    });
    expect((await cartOf(customer)).content).toEqual([]);
  });

  it('names the option of a removed product with a variation', async () => {
    const customer = await newCustomer(server);
    const option = await server.app.kysely
      .selectFrom('products as p')
      .innerJoin('product_variations as v', 'v.product_id', 'p.id')
      .innerJoin('product_variation_options as o', 'o.product_variation_id', 'v.id')
      .select(['p.id as product_id', 'o.id as option_id', 'o.name', 'o.price_cents'])
      .where('o.stock', '>=', 3)
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await customer.client.post('/api/cart/add', {
      product_id: option.product_id,
      product_variation_option_id: option.option_id,
      quantity: 1,
    });
    const response = await update(customer, `${option.product_id}-${option.option_id}`, -1);
    expect(response.body).toEqual({
      removed: expect.objectContaining({
        price: option.price_cents / 100,
        product_variation_option: { name: option.name },
      }),
    });
  });

  it("refuses to go beyond the stock: 'Quantidade indisponível em estoque.'", async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 2 AND 5');
    await addToCart(customer.client, product.id, product.stock);
    const response = await update(customer, `${product.id}-0`, 1);
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ count: ['Quantidade indisponível em estoque.'] });
    expect((await cartOf(customer)).content[0]?.items[0]?.quantity).toBe(product.stock);
  });

  it('answers 422 for a line not in the cart, a malformed key and a count other than 1 or -1', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900');
    await addToCart(customer.client, product.id);
    const absent = await update(customer, `${product.id + 1}-0`, 1);
    expect((absent.body as ErrorBody).errors).toEqual({ item_key: ['Este item não está no seu carrinho.'] });
    const malformed = await update(customer, 'abc', 1);
    expect((malformed.body as ErrorBody).errors).toEqual({ item_key: ['Este item não está no seu carrinho.'] });
    const missing = await customer.client.post('/api/cart/update', {});
    expect((missing.body as ErrorBody).errors).toEqual({
      item_key: ['O campo item é obrigatório.'],
      count: ['O campo quantidade é obrigatório.'],
    });
    for (const count of [2, 0, -2, 'x', 1.5]) {
      const response = await update(customer, `${product.id}-0`, count);
      expect(response.status).toBe(422);
      expect((response.body as ErrorBody).errors).toEqual({ count: ['O campo quantidade deve ser 1 ou -1.'] });
    }
  });

  it("keeps other customers' lines out of reach", async () => {
    const owner = await newCustomer(server);
    const intruder = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900');
    await addToCart(owner.client, product.id, 2);
    expect((await update(intruder, `${product.id}-0`, -1)).status).toBe(422);
    expect((await cartOf(owner)).content[0]?.items[0]?.quantity).toBe(2);
  });
});

describe('POST /api/cart/coupon-validate', () => {
  function validate(customer: Customer, code: unknown) {
    return customer.client.post('/api/cart/coupon-validate', { code });
  }

  it('C-04 applies BEMVINDO10: 10% of the subtotal off, coupon name and condition in the cart', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 5000 AND 20000');
    await addToCart(customer.client, product.id, 2);
    await readyCart(customer);

    const response = await validate(customer, ' bemvindo10 ');
    expect(response.status).toBe(200);
    const cart = await cartOf(customer);
    const discountCents = Math.round(product.price_cents * 2 * 0.1);
    expect(cart.coupon_name).toBe('BEMVINDO10');
    expect(cart.discount).toBe(discountCents / 100);
    expect(cart.total).toBeCloseTo(cart.subtotal + cart.shipping - cart.discount, 2);
    expect(cart.conditions).toContainEqual({ name: 'BEMVINDO10', type: 'coupon', value: -discountCents / 100 });
    expect(cart.installments).toEqual(installmentPlan(Math.round(cart.total * 100)));
  });

  it('applies FRETE20 (R$ 20,00 off) only from a subtotal of R$ 100,00', async () => {
    const customer = await newCustomer(server);
    const cheap = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 2000 AND 4000');
    await addToCart(customer.client, cheap.id, 1);
    const refused = await validate(customer, 'FRETE20');
    expectFieldError(refused, 'code', 'Este cupom exige compras a partir de R$ 100,00.');
    expect((await cartOf(customer)).coupon_name).toBeNull();

    const units = Math.ceil(10000 / cheap.price_cents);
    for (let i = 1; i < units; i += 1) await update(customer, `${cheap.id}-0`, 1);
    expect((await validate(customer, 'frete20')).status).toBe(200);
    const cart = await cartOf(customer);
    expect(cart.coupon_name).toBe('FRETE20');
    expect(cart.discount).toBe(20);
    expect(cart.total).toBeCloseTo(cart.subtotal - 20, 2);

    // Below the minimum again: the coupon leaves the cart.
    await update(customer, `${cheap.id}-0`, -1);
    const after = await cartOf(customer);
    expect(after.coupon_name).toBeNull();
    expect(after.discount).toBe(0);
    expect(after.conditions).toEqual([]);
  });

  it.each([
    ['NAOEXISTE', 'Cupom inválido.'],
    ['NATAL2025', 'Este cupom expirou.'],
    ['', 'O campo cupom é obrigatório.'],
  ])('C-04 answers 422 with errors.code for %j', async (code, message) => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, (await findProduct(server, 'p.stock BETWEEN 10 AND 900')).id);
    const response = await validate(customer, code);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message, errors: { code: [message] } });
  });

  it('replaces a coupon by another one', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents > 15000');
    await addToCart(customer.client, product.id);
    await validate(customer, 'BEMVINDO10');
    await validate(customer, 'FRETE20');
    const cart = await cartOf(customer);
    expect(cart.coupon_name).toBe('FRETE20');
    expect(cart.conditions.filter((condition) => (condition as { type: string }).type === 'coupon')).toHaveLength(1);
  });
});

describe('installments (C-10)', () => {
  it('offers 12 options for a large total, interest-free up to 6 and with interest from 7', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 50000 AND 200000');
    await addToCart(customer.client, product.id);
    const cart = await cartOf(customer);
    expect(cart.installments).toHaveLength(12);
    expect(cart.installments?.slice(0, 6).every((option) => option.taxes === 0)).toBe(true);
    expect(cart.installments?.slice(6).every((option) => option.taxes > 0)).toBe(true);
    const seventh = cart.installments?.[6];
    expect(seventh?.total).toBeCloseTo((seventh?.value ?? 0) * 7, 2);
    expect(seventh?.taxes).toBeCloseTo((seventh?.total ?? 0) - cart.total, 2);
  });

  it('offers fewer options for small totals: no installment under R$ 5,00', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 1000 AND 1499');
    await addToCart(customer.client, product.id);
    const cart = await cartOf(customer);
    expect(cart.installments?.map((option) => option.number)).toEqual([1, 2]);
    expect(cart.installments?.every((option) => option.value >= 5)).toBe(true);
  });
});

describe('GET /api/cart/sessionid (C-19)', () => {
  it('answers the fraud-prevention app id and a random session id kept with the cart', async () => {
    const customer = await newCustomer(server);
    const first = await customer.client.get('/api/cart/sessionid');
    expect(first.status).toBe(200);
    const body = first.body as { appId: string; sessionId: string };
    expect(body.appId).toBe('marketplace-sandbox');
    expect(body.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect((await customer.client.get('/api/cart/sessionid')).body).toEqual(body);

    const other = await newCustomer(server);
    expect(((await other.client.get('/api/cart/sessionid')).body as { sessionId: string }).sessionId).not.toBe(
      body.sessionId,
    );
  });

  it('takes the app id from FRAUD_APP_ID', async () => {
    const customer = await newCustomer(server);
    process.env.FRAUD_APP_ID = 'loja-producao';
    try {
      expect(((await customer.client.get('/api/cart/sessionid')).body as { appId: string }).appId).toBe(
        'loja-producao',
      );
    } finally {
      delete process.env.FRAUD_APP_ID;
    }
  });

  it('answers 401 to guests and 403 to affiliates, here and on GET /api/cart', async () => {
    expect((await server.client().get('/api/cart/sessionid')).status).toBe(401);
    const affiliate = server.client();
    await affiliate.login('afiliado@demo.com.br', 'demo1234');
    expect((await affiliate.get('/api/cart/sessionid')).status).toBe(403);
    expect((await affiliate.get('/api/cart')).status).toBe(403);
  });
});
