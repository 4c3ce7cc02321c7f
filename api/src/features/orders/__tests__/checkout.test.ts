import { expectFieldError } from '../../../testing/field-error';
import { serverForAll } from '../../../testing/server-for-tests';
import type { Cart } from '../../cart/cart-view';
import {
  addToCart,
  cardData,
  count,
  findProduct,
  HOME_ADDRESS,
  newCustomer,
  orderData,
  process,
  readyCart,
  stockOf,
  type Customer,
  type ErrorBody,
  type ProductRow,
} from '../../cart/__tests__/checkout-fixtures';
import { takeFromStock } from '../order-repository';
import type { OrderView } from '../order-view';

const server = serverForAll();
let sellerA: ProductRow;
let sellerB: ProductRow;

beforeAll(async () => {
  sellerA = await findProduct(
    server,
    "p.stock BETWEEN 20 AND 900 AND p.price_cents BETWEEN 5000 AND 30000 AND s.pickup_address IS NOT NULL AND s.state_name = 'SP'",
  );
  sellerB = await findProduct(
    server,
    'p.stock BETWEEN 20 AND 900 AND p.price_cents BETWEEN 3000 AND 30000 AND p.seller_id <> ?',
    sellerA.seller_id,
  );
});

async function setStock(productId: number, stock: number): Promise<void> {
  await server.app.kysely.updateTable('products').set({ stock }).where('id', '=', productId).execute();
}

async function cartOf(customer: Customer): Promise<Cart> {
  const response = await customer.client.get('/api/cart');
  expect(response.status).toBe(200);
  return response.body as Cart;
}

async function orderOf(customer: Customer, id: number): Promise<OrderView> {
  const response = await customer.client.get(`/api/orders/${id}`);
  expect(response.status).toBe(200);
  return response.body as OrderView;
}

/** A customer with one line of each seller, address and shipping chosen. */
async function customerWithCart(): Promise<Customer> {
  const customer = await newCustomer(server);
  await addToCart(customer.client, sellerA.id, 2);
  await addToCart(customer.client, sellerB.id, 1);
  await readyCart(customer);
  return customer;
}

const orderCount = () => count(server, 'SELECT COUNT(*) AS n FROM orders');

describe('POST /api/cart/process — card approved', () => {
  it('C-16 creates the order, takes the stock, empties the cart and answers { order: { id } }', async () => {
    const customer = await customerWithCart();
    expect((await customer.client.post('/api/cart/coupon-validate', { code: 'BEMVINDO10' })).status).toBe(200);
    const cart = await cartOf(customer);
    const stockA = await stockOf(server, sellerA.id);
    const stockB = await stockOf(server, sellerB.id);

    const response = await process(customer.client, orderData('credit_card', { card: { installments: 3 } }));
    expect(response.status).toBe(200);
    const id = (response.body as { order: { id: number } }).order.id;
    expect(response.body).toEqual({ order: { id: expect.any(Number) } });

    expect(await stockOf(server, sellerA.id)).toBe(stockA - 2);
    expect(await stockOf(server, sellerB.id)).toBe(stockB - 1);

    const order = await orderOf(customer, id);
    expect(order).toEqual({
      id,
      number: `MB-${String(id).padStart(6, '0')}`,
      status: 'paid',
      status_reason: null,
      status_label: 'Pagamento aprovado',
      can_simulate_payment: false,
      refund: null,
      all_items_reviewed: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
      method: 'credit_card',
      items: [
        {
          name: sellerA.name,
          photo: `/api/media/products/${sellerA.id}/1.svg`,
          quantity: 2,
          price: sellerA.price_cents / 100,
          total: (sellerA.price_cents * 2) / 100,
          seller_name: sellerA.seller_name,
          variation: null,
          option: null,
        },
        {
          name: sellerB.name,
          photo: `/api/media/products/${sellerB.id}/1.svg`,
          quantity: 1,
          price: sellerB.price_cents / 100,
          total: sellerB.price_cents / 100,
          seller_name: sellerB.seller_name,
          variation: null,
          option: null,
        },
      ],
      shipping: [expect.any(Object), expect.any(Object)],
      address: {
        id: customer.addressId,
        ...HOME_ADDRESS,
      },
      subtotal: cart.subtotal,
      shipping_total: cart.shipping,
      discount: cart.discount,
      coupon_name: 'BEMVINDO10',
      total: cart.total,
      payment: {
        method: 'credit_card',
        status: 'approved',
        brand: 'visa',
        last4: '1111',
        installments: 3,
        installment_value: cart.installments?.[2]?.value,
        authorization_code: expect.stringMatching(/^[A-Z2-9]{6}$/),
      },
    });
    expect(order.shipping[0]).toEqual({
      seller_name: sellerA.seller_name,
      carrier: expect.any(String),
      service: expect.any(String),
      delivery_time: expect.any(Number),
      price: expect.any(Number),
      pickup_address: null,
    });
    expect(order.shipping.reduce((sum, shipment) => sum + shipment.price, 0)).toBeCloseTo(cart.shipping, 2);

    const after = await cartOf(customer);
    expect(after.content).toEqual([]);
    expect(after.coupon_name).toBeNull();
    expect(after.shipping).toBe(0);
    expect(after.address?.id).toBe(customer.addressId);
    expect(await count(server, 'SELECT COUNT(*) AS n FROM cart_shipping WHERE user_id = ?', customer.userId)).toBe(0);
  });

  it('keeps only brand and last four digits of the card; interest goes to the payment, not the order total', async () => {
    const customer = await customerWithCart();
    const cart = await cartOf(customer);
    const plan = cart.installments?.[9];
    expect(plan?.taxes).toBeGreaterThan(0);

    const response = await process(
      customer.client,
      orderData('credit_card', { card: { number: '5555 5555 5555 4444', installments: 10 } }),
    );
    expect(response.status).toBe(200);
    const id = (response.body as { order: { id: number } }).order.id;
    const order = await orderOf(customer, id);
    expect(order.total).toBe(cart.total);
    expect(order.payment).toEqual(
      expect.objectContaining({ brand: 'mastercard', last4: '4444', installments: 10, installment_value: plan?.value }),
    );
    const payment = await server.app.kysely
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(Math.round((plan?.total ?? 0) * 100));
    expect(payment.interest_cents).toBe(Math.round((plan?.taxes ?? 0) * 100));
    expect(payment.card_last4).toBe('4444');
    expect(JSON.stringify(payment)).not.toContain('5555555555554444');
  });

  it('accepts American Express with a 4-digit CVV', async () => {
    const customer = await customerWithCart();
    const response = await process(
      customer.client,
      orderData('credit_card', { card: { number: '3782 822463 10005', cvv: '1234' } }),
    );
    expect(response.status).toBe(200);
  });

  it('renews the fraud-prevention session after an order and keeps the old one with the order', async () => {
    const customer = await customerWithCart();
    const before = ((await customer.client.get('/api/cart/sessionid')).body as { sessionId: string }).sessionId;
    const response = await process(customer.client, orderData('pix'));
    const id = (response.body as { order: { id: number } }).order.id;
    const stored = await server.app.kysely
      .selectFrom('orders')
      .select('fraud_session_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.fraud_session_id).toBe(before);
    const after = ((await customer.client.get('/api/cart/sessionid')).body as { sessionId: string }).sessionId;
    expect(after).not.toBe(before);
  });
});

describe('POST /api/cart/process — validation (422)', () => {
  const year = new Date().getFullYear();

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a number failing the Luhn check',
      { card: { number: '4111 1111 1111 1112' } },
      'order_data.card.number',
      'O número do cartão é inválido.',
    ],
    [
      'letters in the number',
      { card: { number: '4111-1111-abcd-1111' } },
      'order_data.card.number',
      'O número do cartão é inválido.',
    ],
    [
      'an unknown brand',
      { card: { number: '1234 5678 1234 5670' } },
      'order_data.card.number',
      'A bandeira deste cartão não é aceita.',
    ],
    ['a missing number', { card: { number: '' } }, 'order_data.card.number', 'O campo número do cartão é obrigatório.'],
    [
      'a missing name',
      { card: { name: ' ' } },
      'order_data.card.name',
      'O campo nome impresso no cartão é obrigatório.',
    ],
    ['month 13', { card: { month: '13' } }, 'order_data.card.month', 'O mês de validade deve estar entre 01 e 12.'],
    ['month 00', { card: { month: '00' } }, 'order_data.card.month', 'O mês de validade deve estar entre 01 e 12.'],
    ['a past year', { card: { year: String(year - 1) } }, 'order_data.card.year', 'O cartão está vencido.'],
    [
      'a year far ahead',
      { card: { year: String(year + 30) } },
      'order_data.card.year',
      'O ano de validade é inválido.',
    ],
    ['a missing year', { card: { year: '' } }, 'order_data.card.year', 'O campo ano de validade é obrigatório.'],
    ['a 2-digit CVV', { card: { cvv: '12' } }, 'order_data.card.cvv', 'O CVV deve ter 3 dígitos.'],
    ['a 4-digit CVV on Visa', { card: { cvv: '1234' } }, 'order_data.card.cvv', 'O CVV deve ter 3 dígitos.'],
    [
      'a 3-digit CVV on Amex',
      { card: { number: '378282246310005', cvv: '123' } },
      'order_data.card.cvv',
      'O CVV deve ter 4 dígitos.',
    ],
    [
      '13 installments',
      { card: { installments: 13 } },
      'order_data.card.installments',
      'Escolha entre 1 e 12 parcelas.',
    ],
    ['0 installments', { card: { installments: 0 } }, 'order_data.card.installments', 'Escolha entre 1 e 12 parcelas.'],
    [
      'an invalid CPF',
      { customer: { document: '123.456.789-00' } },
      'order_data.customer.document',
      'O campo CPF não é um CPF válido.',
    ],
    [
      'a repeated-digit CPF',
      { customer: { document: '111.111.111-11' } },
      'order_data.customer.document',
      'O campo CPF não é um CPF válido.',
    ],
    ['a missing CPF', { customer: { document: '' } }, 'order_data.customer.document', 'O campo CPF é obrigatório.'],
    [
      'a 9-digit phone',
      { customer: { phone: '(11) 3245-678' } },
      'order_data.customer.phone',
      'O campo telefone deve ter 10 dígitos.',
    ],
    [
      'a 10-digit cellphone',
      { customer: { cellphone: '(11) 9876-5432' } },
      'order_data.customer.cellphone',
      'O campo celular deve ter 11 dígitos.',
    ],
    [
      'a missing cellphone',
      { customer: { cellphone: '' } },
      'order_data.customer.cellphone',
      'O campo celular é obrigatório.',
    ],
  ])('C-17 refuses %s', async (_label, overrides, field, message) => {
    const customer = await customerWithCart();
    const before = await orderCount();
    const response = await process(
      customer.client,
      orderData('credit_card', overrides as { card?: Record<string, unknown>; customer?: Record<string, unknown> }),
    );
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ [field]: [message] });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a card that expired last month', async () => {
    const customer = await customerWithCart();
    const now = new Date();
    const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 15);
    const response = await process(
      customer.client,
      orderData('credit_card', {
        card: { year: String(lastMonth.getFullYear()), month: String(lastMonth.getMonth() + 1).padStart(2, '0') },
      }),
    );
    expect(response.status).toBe(422);
    const errors = (response.body as ErrorBody).errors;
    expect(errors['order_data.card.month'] ?? errors['order_data.card.year']).toEqual(['O cartão está vencido.']);
  });

  it('accepts a card that expires this month, and no phone at all', async () => {
    const customer = await customerWithCart();
    const now = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const response = await process(
      customer.client,
      orderData('credit_card', {
        card: { year: String(now.getUTCFullYear()), month: String(now.getUTCMonth() + 1).padStart(2, '0') },
        customer: { phone: '' },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('ignores the card for boleto and Pix, and refuses an unknown method', async () => {
    const customer = await customerWithCart();
    const unknown = await process(customer.client, { ...orderData('pix'), method: 'cheque' });
    expect((unknown.body as ErrorBody).errors).toEqual({
      'order_data.method': ['A forma de pagamento selecionada é inválida.'],
    });
    const response = await process(customer.client, {
      ...orderData('bank_slip'),
      card: { number: '', name: '', year: '', month: '', cvv: '', installments: 1 },
    });
    expect(response.status).toBe(200);
  });

  it('lists every failing field at once, with Laravel’s summary message', async () => {
    const customer = await customerWithCart();
    const response = await process(customer.client, {
      method: 'credit_card',
      card: { number: '123', name: '', year: '', month: '', cvv: '', installments: 1 },
      customer: { document: '', phone: '', cellphone: '' },
    });
    expect(response.status).toBe(422);
    const body = response.body as ErrorBody;
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        'order_data.card.cvv',
        'order_data.card.month',
        'order_data.card.name',
        'order_data.card.number',
        'order_data.card.year',
        'order_data.customer.cellphone',
        'order_data.customer.document',
      ].sort(),
    );
    expect(body.message).toMatch(/\(e mais 6 erros\)$/);
  });

  it('refuses more installments than the total allows (none under R$ 5,00)', async () => {
    const customer = await newCustomer(server);
    const cheap = await findProduct(
      server,
      'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 1000 AND 1499 AND s.pickup_address IS NOT NULL',
    );
    await addToCart(customer.client, cheap.id);
    await readyCart(customer, (quotes) => quotes.find((option) => option.gateway === 'pickup_store'));
    const cart = await cartOf(customer);
    expect(cart.installments?.map((option) => option.number)).toEqual([1, 2]);
    const response = await process(customer.client, orderData('credit_card', { card: { installments: 3 } }));
    expect((response.body as ErrorBody).errors).toEqual({
      'order_data.card.installments': ['Escolha entre 1 e 2 parcelas.'],
    });
    expect((await process(customer.client, orderData('credit_card', { card: { installments: 2 } }))).status).toBe(200);
  });

  it('checks the cart again: empty cart, no address, no shipping for a seller', async () => {
    const customer = await newCustomer(server);
    const empty = await process(customer.client, orderData('pix'));
    expectFieldError(empty, 'cart', 'Seu carrinho está vazio.');

    await addToCart(customer.client, sellerA.id);
    await addToCart(customer.client, sellerB.id);
    const noAddress = await process(customer.client, orderData('pix'));
    expect((noAddress.body as ErrorBody).errors).toEqual({ address_id: ['Escolha um endereço de entrega.'] });

    await readyCart(customer);
    await addToCart(customer.client, sellerB.id);
    const noShipping = await process(customer.client, orderData('pix'));
    expect((noShipping.body as ErrorBody).errors).toEqual({
      [`shipping.${sellerB.seller_id}`]: [`Escolha a forma de entrega dos produtos de ${sellerB.seller_name}.`],
    });
  });

  it('refuses a shipping choice that no longer matches the cart (price changed since the quote)', async () => {
    const customer = await customerWithCart();
    await server.app.kysely
      .updateTable('products')
      .set((eb) => ({ price_cents: eb('price_cents', '+', 1) }))
      .where('id', '=', sellerB.id)
      .execute();
    try {
      const response = await process(customer.client, orderData('pix'));
      expect(response.status).toBe(422);
      expect((response.body as ErrorBody).errors).toEqual({
        [`shipping.${sellerB.seller_id}`]: [
          `A forma de entrega dos produtos de ${sellerB.seller_name} mudou. Escolha novamente.`,
        ],
      });
    } finally {
      await server.app.kysely
        .updateTable('products')
        .set((eb) => ({ price_cents: eb('price_cents', '-', 1) }))
        .where('id', '=', sellerB.id)
        .execute();
    }
  });

  it('refuses a coupon that expired after it was applied, and takes it off the cart', async () => {
    await server.app.kysely
      .insertInto('coupons')
      .values({ code: 'RELAMPAGO', kind: 'percent', value: 5, min_subtotal_cents: 0 })
      .execute();
    const customer = await customerWithCart();
    expect((await customer.client.post('/api/cart/coupon-validate', { code: 'RELAMPAGO' })).status).toBe(200);
    await server.app.kysely
      .updateTable('coupons')
      .set({ expires_at: '2020-01-01 00:00:00' })
      .where('code', '=', 'RELAMPAGO')
      .execute();
    const response = await process(customer.client, orderData('pix'));
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ coupon: ['Este cupom expirou.'] });
    expect((await cartOf(customer)).coupon_name).toBeNull();
    expect((await process(customer.client, orderData('pix'))).status).toBe(200);
  });

  it('refuses quantities the stock no longer has', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(
      server,
      'p.stock BETWEEN 5 AND 900 AND p.id NOT IN (?, ?)',
      sellerA.id,
      sellerB.id,
    );
    await addToCart(customer.client, product.id, 3);
    await readyCart(customer);
    await setStock(product.id, 2);
    const response = await process(customer.client, orderData('pix'));
    expect((response.body as ErrorBody).errors).toEqual({ cart: ['Quantidade indisponível em estoque.'] });
    expect(await stockOf(server, product.id)).toBe(2);
  });

  it('answers 401 to guests and 403 to affiliates', async () => {
    const guest = server.client();
    await guest.csrf();
    expect((await process(guest, orderData('pix'))).status).toBe(401);
    const affiliate = server.client();
    await affiliate.login('afiliado@demo.com.br', 'demo1234');
    await affiliate.csrf();
    const response = await process(affiliate, orderData('pix'));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Apenas clientes podem comprar.' });
  });
});

describe('POST /api/cart/process — card declined', () => {
  it.each([
    ['Visa', '4000 0000 0000 0002'],
    ['Mastercard', '5105 1051 0510 5100'],
  ])(
    'rolls everything back for the %s test card: nothing created, stock and cart unchanged',
    async (_brand, number) => {
      const customer = await customerWithCart();
      const cart = await cartOf(customer);
      const stockA = await stockOf(server, sellerA.id);
      const stockB = await stockOf(server, sellerB.id);
      const orders = await orderCount();
      const items = await count(server, 'SELECT COUNT(*) AS n FROM order_items');
      const payments = await count(server, 'SELECT COUNT(*) AS n FROM order_payments');

      const response = await process(customer.client, orderData('credit_card', { card: cardData({ number }) }));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'Pagamento recusado pela operadora do cartão.',
        errors: { 'order_data.card.number': ['Pagamento recusado pela operadora do cartão.'] },
      });

      expect(await orderCount()).toBe(orders);
      expect(await count(server, 'SELECT COUNT(*) AS n FROM order_items')).toBe(items);
      expect(await count(server, 'SELECT COUNT(*) AS n FROM order_payments')).toBe(payments);
      expect(await stockOf(server, sellerA.id)).toBe(stockA);
      expect(await stockOf(server, sellerB.id)).toBe(stockB);
      expect(await cartOf(customer)).toEqual(cart);
    },
  );
});

/** Módulo 10 of the typeable line's fields, written again here to check the API's digits. */
function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return sum % 10 === 0 ? 0 : 10 - (sum % 10);
}

/** Módulo 11 of the barcode (weights 2..9 from the right; 0, 10, 11 → 1). */
function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 || digit === 0 ? 1 : digit;
}

function brasiliaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

describe('POST /api/cart/process — boleto', () => {
  it('issues a valid 47-digit line and 44-digit barcode for the total, due in 3 days', async () => {
    const customer = await customerWithCart();
    const cart = await cartOf(customer);
    const response = await process(customer.client, orderData('bank_slip'));
    expect(response.status).toBe(200);
    const order = await orderOf(customer, (response.body as { order: { id: number } }).order.id);
    expect(order.status).toBe('awaiting_payment');
    expect(order.status_label).toBe('Aguardando pagamento');
    if (order.payment.method !== 'bank_slip') throw new Error('not a boleto');
    const { digitable_line: line, barcode, due_date: dueDate } = order.payment;

    expect(line).toMatch(/^\d{47}$/);
    expect(barcode).toMatch(/^\d{44}$/);
    const field1 = line.slice(0, 9);
    const field2 = line.slice(10, 20);
    const field3 = line.slice(21, 31);
    expect(Number(line[9])).toBe(mod10(field1));
    expect(Number(line[20])).toBe(mod10(field2));
    expect(Number(line[31])).toBe(mod10(field3));

    expect(line.slice(0, 3)).toBe('001');
    expect(line[3]).toBe('9');
    const rebuilt = line.slice(0, 4) + line[32] + line.slice(33) + field1.slice(4) + field2 + field3;
    expect(rebuilt).toBe(barcode);
    expect(Number(barcode[4])).toBe(mod11(barcode.slice(0, 4) + barcode.slice(5)));

    expect(Number(barcode.slice(9, 19))).toBe(Math.round(cart.total * 100));
    const due = new Date(`${brasiliaToday()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 3);
    expect(dueDate).toBe(due.toISOString().slice(0, 10));
    const days = Math.round((due.getTime() - Date.UTC(1997, 9, 7)) / 86400000);
    const factor = days >= 10000 ? 1000 + ((days - 10000) % 9000) : days;
    expect(barcode.slice(5, 9)).toBe(String(factor).padStart(4, '0'));
  });
});

/** CRC16/CCITT-FALSE, table-driven (a second implementation to check the API's). */
function crc16Table(text: string): string {
  const table: number[] = [];
  for (let n = 0; n < 256; n += 1) {
    let c = n << 8;
    for (let k = 0; k < 8; k += 1) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
    table.push(c & 0xffff);
  }
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = ((crc << 8) ^ (table[((crc >> 8) ^ byte) & 0xff] ?? 0)) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe('POST /api/cart/process — Pix', () => {
  it('issues a BR Code with the total, the order number as TXID and a valid CRC, for 30 minutes', async () => {
    const customer = await customerWithCart();
    const cart = await cartOf(customer);
    const before = Date.now();
    const response = await process(customer.client, orderData('pix'));
    expect(response.status).toBe(200);
    const order = await orderOf(customer, (response.body as { order: { id: number } }).order.id);
    expect(order.status).toBe('awaiting_payment');
    if (order.payment.method !== 'pix') throw new Error('not a Pix');
    const code = order.payment.copy_paste;

    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16Table(code.slice(0, -4)));
    const fields = parseEmv(code);
    expect(fields.get('00')).toBe('01');
    const account = parseEmv(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe(cart.total.toFixed(2));
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('MERCADO BRASIL');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(parseEmv(fields.get('62') ?? '').get('05')).toBe(order.number.replace('-', ''));
    expect([...code].every((char) => char.charCodeAt(0) < 128)).toBe(true);

    const expires = Date.parse(order.payment.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60 * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60 * 1000 + 1000);

    // The same Pix key for every order.
    const next = await customerWithCart();
    const second = await process(next.client, orderData('pix'));
    const other = await orderOf(next, (second.body as { order: { id: number } }).order.id);
    if (other.payment.method !== 'pix') throw new Error('not a Pix');
    expect(parseEmv(parseEmv(other.payment.copy_paste).get('26') ?? '').get('01')).toBe(account.get('01'));
  });
});

describe('POST /api/cart/process — idempotency', () => {
  it('answers the same order to the same Idempotency-Key without creating a second one', async () => {
    const customer = await customerWithCart();
    const before = await orderCount();
    const headers = { 'Idempotency-Key': 'b6a1c3f0-5f44-4f0f-9d3e-3c2f1a7e9b10' };
    const first = await process(customer.client, orderData('credit_card'), headers);
    expect(first.status).toBe(200);
    const again = await process(customer.client, orderData('credit_card'), headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);

    // Without a key a resubmission finds the cart already empty.
    const plain = await process(customer.client, orderData('credit_card'));
    expect(plain.status).toBe(422);
    expect((plain.body as ErrorBody).errors).toEqual({ cart: ['Seu carrinho está vazio.'] });
  });

  it('answers concurrent duplicates with the first order', async () => {
    const customer = await customerWithCart();
    const before = await orderCount();
    const headers = { 'Idempotency-Key': 'clique-duplo-123' };
    const responses = await Promise.all([
      process(customer.client, orderData('pix'), headers),
      process(customer.client, orderData('pix'), headers),
      process(customer.client, orderData('pix'), headers),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((response) => (response.body as { order: { id: number } }).order.id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps keys per customer, and refuses malformed keys', async () => {
    const one = await customerWithCart();
    const two = await customerWithCart();
    const headers = { 'Idempotency-Key': 'mesma-chave' };
    const first = await process(one.client, orderData('pix'), headers);
    const second = await process(two.client, orderData('pix'), headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).not.toEqual(first.body);

    const bad = await process(two.client, orderData('pix'), { 'Idempotency-Key': 'x'.repeat(300) });
    expect(bad.status).toBe(400);
  });

  it('does not keep the key of a failed attempt: the customer can fix the card and retry', async () => {
    const customer = await customerWithCart();
    const headers = { 'Idempotency-Key': 'tentativa-1' };
    const declined = await process(
      customer.client,
      orderData('credit_card', { card: { number: '4000000000000002' } }),
      headers,
    );
    expect(declined.status).toBe(422);
    const approved = await process(customer.client, orderData('credit_card'), headers);
    expect(approved.status).toBe(200);
  });
});

describe('the last unit', () => {
  it('two customers buying the last unit at once: one order, one 422, stock never below 0', async () => {
    const product = await findProduct(
      server,
      'p.stock BETWEEN 5 AND 900 AND p.id NOT IN (?, ?)',
      sellerA.id,
      sellerB.id,
    );
    await setStock(product.id, 1);
    const buyers = [await newCustomer(server), await newCustomer(server)];
    for (const buyer of buyers) {
      await addToCart(buyer.client, product.id, 1);
      await readyCart(buyer);
    }
    const before = await count(server, 'SELECT COUNT(*) AS n FROM order_items WHERE product_id = ?', product.id);

    const responses = await Promise.all(buyers.map((buyer) => process(buyer.client, orderData('credit_card'))));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
    const refused = responses.find((response) => response.status === 422);
    expect((refused?.body as ErrorBody).errors).toEqual({ cart: ['Quantidade indisponível em estoque.'] });
    expect(await stockOf(server, product.id)).toBe(0);
    expect(await count(server, 'SELECT COUNT(*) AS n FROM order_items WHERE product_id = ?', product.id)).toBe(
      before + 1,
    );
  });

  it('several customers racing for the last units of two products, in either cart order: no oversell', async () => {
    const first = await findProduct(server, 'p.stock BETWEEN 5 AND 900 AND p.id NOT IN (?, ?)', sellerA.id, sellerB.id);
    const second = await findProduct(
      server,
      'p.stock BETWEEN 5 AND 900 AND p.id NOT IN (?, ?, ?)',
      sellerA.id,
      sellerB.id,
      first.id,
    );
    await setStock(first.id, 2);
    await setStock(second.id, 2);
    const buyers = [];
    for (let index = 0; index < 5; index += 1) {
      const buyer = await newCustomer(server);
      // Some carts hold the products in the other order.
      const products = index % 2 === 0 ? [first, second] : [second, first];
      for (const product of products) await addToCart(buyer.client, product.id, 1);
      await readyCart(buyer);
      buyers.push(buyer);
    }

    const responses = await Promise.all(buyers.map((buyer) => process(buyer.client, orderData('credit_card'))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.status === 422)) {
      expect((refused.body as ErrorBody).errors).toEqual({ cart: ['Quantidade indisponível em estoque.'] });
    }
    expect(await stockOf(server, first.id)).toBe(0);
    expect(await stockOf(server, second.id)).toBe(0);
  });

  it('takes stock only while enough is left (conditional decrement), options and product together', async () => {
    const db = server.app.kysely;
    const option = await db
      .selectFrom('products as p')
      .innerJoin('product_variations as v', 'v.product_id', 'p.id')
      .innerJoin('product_variation_options as o', 'o.product_variation_id', 'v.id')
      .select(['p.id as product_id', 'o.id as option_id', 'o.stock', 'p.stock as product_stock'])
      .where('o.stock', '>=', 2)
      .where('o.stock', '<=', 50)
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const optionStock = async () =>
      (
        await db
          .selectFrom('product_variation_options')
          .select('stock')
          .where('id', '=', option.option_id)
          .executeTakeFirstOrThrow()
      ).stock;

    expect(await takeFromStock(db, option.product_id, option.option_id, option.stock + 1)).toBe(false);
    expect(await optionStock()).toBe(option.stock);
    expect(await takeFromStock(db, option.product_id, option.option_id, option.stock)).toBe(true);
    expect(await optionStock()).toBe(0);
    expect(await stockOf(server, option.product_id)).toBe(option.product_stock - option.stock);
    expect(await takeFromStock(db, option.product_id, option.option_id, 1)).toBe(false);
    expect(await optionStock()).toBe(0);
  });
});
