import { serverForAll } from '../../../testing/server-for-tests';
import { startTestServer } from '../../../testing/test-server';
import {
  addToCart,
  findProduct,
  newCustomer,
  orderData,
  readyCart,
  stockOf,
  type Customer,
  type ProductRow,
} from '../../cart/__tests__/checkout-fixtures';
import type { PushEvent } from '../../events/event-hub';
import type { OrderView } from '../../orders/order-view';
import { SIGNATURE_HEADER, signNotification } from '../notification-signature';
import { expireDueOrders } from '../payment-lifecycle';
import { NOTIFICATION_PATH } from '../payment-routes';
import { followLink } from '../../affiliates/__tests__/support';

const SECRET = 'segredo-de-teste-das-notificacoes';

const server = serverForAll({ payments: { webhookSecret: SECRET, sweepIntervalMs: 60_000 } });
let product: ProductRow;
let code: string;
let affiliateId: number;

beforeAll(async () => {
  const link = await server.app.kysely
    .selectFrom('affiliate_links as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.code', 'l.affiliate_id', 'l.product_id'])
    .where('l.active', '=', 1)
    .where('p.stock', '>=', 20)
    .where('p.stock', '<=', 900)
    .where('p.affiliate_commission', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_variations as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))),
    )
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  code = link.code;
  affiliateId = link.affiliate_id;
  product = await findProduct(server, 'p.id = ?', link.product_id);
});

/** The customer's order of two units, paid with `method`; `viaLink` follows the affiliate's link first. */
async function placeOrder(
  customer: Customer,
  method: 'credit_card' | 'pix' | 'bank_slip',
  { viaLink = false }: { viaLink?: boolean } = {},
): Promise<number> {
  if (viaLink) await followLink(customer.client, code);
  await addToCart(customer.client, product.id, 2);
  await readyCart(customer);
  const response = await customer.client.post('/api/cart/process', { order_data: orderData(method) });
  if (response.status !== 200) throw new Error(`process answered ${response.status}: ${response.text}`);
  return (response.body as { order: { id: number } }).order.id;
}

function salesOf(orderId: number): Promise<{ status: string; commission_cents: number; sale_amount_cents: number }[]> {
  return server.app.kysely
    .selectFrom('affiliate_sales')
    .select(['status', 'commission_cents', 'sale_amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function paidAtOf(orderId: number): Promise<{ paid_at: string | null } | undefined> {
  return server.app.kysely.selectFrom('orders').select('paid_at').where('id', '=', orderId).executeTakeFirst();
}

function numberOf(orderId: number): string {
  return `MB-${String(orderId).padStart(6, '0')}`;
}

function notify(body: string, signature: string | null) {
  return server
    .client()
    .post(NOTIFICATION_PATH, body, { headers: signature === null ? {} : { [SIGNATURE_HEADER]: signature } });
}

function approval(orderId: number, id = `evt_${orderId}_${Date.now()}`): string {
  return JSON.stringify({ id, type: 'payment.approved', data: { order: numberOf(orderId) } });
}

async function statusOf(customer: Customer, orderId: number): Promise<OrderView> {
  const response = await customer.client.get(`/api/orders/${orderId}`);
  expect(response.status).toBe(200);
  return response.body as OrderView;
}

describe('affiliate attribution at checkout', () => {
  it('a card order after a click on the link records a sale per attributed item, available at once', async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'credit_card', { viaLink: true });
    const { affiliate_commission: rate } = await server.app.kysely
      .selectFrom('products')
      .select('affiliate_commission')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const sales = await salesOf(orderId);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toEqual({
      status: 'approved',
      sale_amount_cents: product.price_cents * 2,
      commission_cents: Math.round((product.price_cents * 2 * rate) / 100),
    });
    const affiliate = await server.app.kysely
      .selectFrom('affiliate_sales')
      .select('affiliate_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(affiliate.affiliate_id).toBe(affiliateId);
  });

  it('a referral in the body (a forged code, a real one, a malformed one) earns nothing and never stops the order', async () => {
    const now = new Date().toISOString();
    const bodies = [
      { code: 'zzzzzzzz', clicked_at: now },
      { code, clicked_at: now },
      { code: "x' OR 1=1 --", clicked_at: now },
    ];
    for (const referral of bodies) {
      const customer = await newCustomer(server);
      await addToCart(customer.client, product.id, 1);
      await readyCart(customer);
      const response = await customer.client.post('/api/cart/process', {
        order_data: orderData('credit_card'),
        referral,
      });
      expect(response.status).toBe(200);
      expect(await salesOf((response.body as { order: { id: number } }).order.id)).toEqual([]);
    }
  });
});

describe('sandbox payment notifications (signed webhook)', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'pix', { viaLink: true });
    const body = approval(orderId);
    expect((await notify(body, null)).status).toBe(401);
    expect((await notify(body, signNotification('outro-segredo', body))).status).toBe(401);
    // A signature of another body does not fit this one.
    expect((await notify(body, signNotification(SECRET, body.replace('payment', 'payments')))).status).toBe(401);
    // A signature older than five minutes is refused even when it is right.
    expect((await notify(body, signNotification(SECRET, body, Date.now() - 10 * 60 * 1000))).status).toBe(401);
    expect((await statusOf(customer, orderId)).status).toBe('awaiting_payment');
    expect((await salesOf(orderId)).map((sale) => sale.status)).toEqual(['pending']);
  });

  it('pays the order once: the commission becomes available, the customer is told, a replay changes nothing', async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'pix', { viaLink: true });
    const events: PushEvent[] = [];
    const stop = server.app.pushEvents.subscribe(customer.userId, (event) => events.push(event));
    const body = approval(orderId);

    const first = await notify(body, signNotification(SECRET, body));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false, status_changed: true });
    const paid = await statusOf(customer, orderId);
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Pagamento aprovado', can_simulate_payment: false });
    expect((await salesOf(orderId)).map((sale) => sale.status)).toEqual(['approved']);
    expect(events).toEqual([
      {
        name: 'order.status',
        data: expect.objectContaining({ order_id: orderId, status: 'paid', status_label: 'Pagamento aprovado' }),
      },
    ]);

    // The same notification again (a gateway retry or a replay): accepted, nothing changes.
    const paidAt = await paidAtOf(orderId);
    const replay = await notify(body, signNotification(SECRET, body));
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ duplicate: true, status_changed: false });
    expect(await paidAtOf(orderId)).toEqual(paidAt);
    expect(events).toHaveLength(1);
    stop();
  });

  it('answers 404 for an unknown order and 422 for a malformed notification', async () => {
    const unknown = JSON.stringify({ id: 'evt_unknown', type: 'payment.approved', data: { order: 'MB-999999' } });
    expect((await notify(unknown, signNotification(SECRET, unknown))).status).toBe(404);
    const malformed = JSON.stringify({ id: 'evt_bad', type: 'payment.refunded', data: {} });
    expect((await notify(malformed, signNotification(SECRET, malformed))).status).toBe(422);
  });

  it("'Simular pagamento' pays the customer's own Pix order through the same path, and no one else's", async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'bank_slip');
    expect((await statusOf(customer, orderId)).can_simulate_payment).toBe(true);
    const stranger = await newCustomer(server);
    expect((await stranger.client.post(`/api/orders/${orderId}/sandbox-payment`)).status).toBe(404);
    const paid = await customer.client.post(`/api/orders/${orderId}/sandbox-payment`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    expect((await customer.client.post(`/api/orders/${orderId}/sandbox-payment`)).status).toBe(422);
  });
});

describe('expiry of boleto and Pix', () => {
  it('issue 9 defect 8 / expired Pix: becomes canceled as expired, returns its stock, reverses the commission', async () => {
    const customer = await newCustomer(server);
    const before = await stockOf(server, product.id);
    const orderId = await placeOrder(customer, 'pix', { viaLink: true });
    expect(await stockOf(server, product.id)).toBe(before - 2);
    const order = await statusOf(customer, orderId);
    expect(order.status).toBe('awaiting_payment');

    const payment = order.payment as { expires_at: string };
    const events: PushEvent[] = [];
    const stop = server.app.pushEvents.subscribe(customer.userId, (event) => events.push(event));
    // The sweep on read, one second after the Pix ran out (the other tests' orders stay as they are).
    const changes = await expireDueOrders(
      server.app.kysely,
      new Date(new Date(payment.expires_at).getTime() + 1000),
      customer.userId,
    );
    expect(changes.map((change) => change.orderId)).toContain(orderId);

    const expired = await statusOf(customer, orderId);
    expect(expired).toMatchObject({
      status: 'canceled',
      status_reason: 'expired',
      status_label: 'Pagamento expirado',
      can_simulate_payment: false,
    });
    expect(await stockOf(server, product.id)).toBe(before);
    expect((await salesOf(orderId)).map((sale) => sale.status)).toEqual(['canceled']);

    // Paying it afterwards changes nothing: the code is no longer valid.
    const body = approval(orderId);
    const late = await notify(body, signNotification(SECRET, body));
    expect(late.body).toMatchObject({ status_changed: false });
    expect((await statusOf(customer, orderId)).status).toBe('canceled');
    // A second sweep finds nothing more to do.
    expect(
      (await expireDueOrders(server.app.kysely, new Date(Date.now() + 3600 * 1000))).map((c) => c.orderId),
    ).not.toContain(orderId);
    stop();
  });

  it("the sandbox ends the customer's own awaiting Pix now, and the next sweep expires it", async () => {
    const customer = await newCustomer(server);
    const before = await stockOf(server, product.id);
    const orderId = await placeOrder(customer, 'pix');
    const issued = ((await statusOf(customer, orderId)).payment as { expires_at: string }).expires_at;
    expect(new Date(issued).getTime()).toBeGreaterThan(Date.now() + 60_000);

    const stranger = await newCustomer(server);
    expect((await stranger.client.post(`/api/orders/${orderId}/sandbox-pix-expiry`)).status).toBe(404);
    const slip = await placeOrder(customer, 'bank_slip');
    expect((await customer.client.post(`/api/orders/${slip}/sandbox-pix-expiry`)).status).toBe(422);

    const asked = Date.now();
    const ended = await customer.client.post(`/api/orders/${orderId}/sandbox-pix-expiry`);
    expect(ended.status).toBe(200);
    const view = ended.body as OrderView;
    expect(view.status).toBe('awaiting_payment');
    const endsAt = new Date((view.payment as { expires_at: string }).expires_at).getTime();
    expect(endsAt).toBeGreaterThanOrEqual(asked - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now());

    // The sweep finds it as it finds any Pix whose time ran out.
    const changes = await expireDueOrders(server.app.kysely, new Date(), customer.userId);
    expect(changes.map((change) => [change.orderId, change.reason])).toEqual([[orderId, 'expired']]);
    expect(await statusOf(customer, orderId)).toMatchObject({ status: 'canceled', status_label: 'Pagamento expirado' });
    expect(await stockOf(server, product.id)).toBe(before - 2);
    // Nothing left to end.
    expect((await customer.client.post(`/api/orders/${orderId}/sandbox-pix-expiry`)).status).toBe(422);
  });

  it('outside the sandbox neither sandbox route exists', async () => {
    const live = await startTestServer({ payments: { sandbox: false, sweepIntervalMs: 60_000 } });
    try {
      const item = await findProduct(live, 'p.stock BETWEEN 20 AND 900');
      const customer = await newCustomer(live);
      await addToCart(customer.client, item.id, 1);
      await readyCart(customer);
      const placed = await customer.client.post('/api/cart/process', { order_data: orderData('pix') });
      const orderId = (placed.body as { order: { id: number } }).order.id;
      for (const route of ['sandbox-pix-expiry', 'sandbox-payment']) {
        expect((await customer.client.post(`/api/orders/${orderId}/${route}`)).status).toBe(404);
      }
      expect((await customer.client.get(`/api/orders/${orderId}`)).body).toMatchObject({ status: 'awaiting_payment' });
    } finally {
      await live.close();
    }
  });

  it('a boleto expires the day after its due date, not before', async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'bank_slip');
    const { due_date: due } = (await statusOf(customer, orderId)).payment as { due_date: string };
    const dueDayNoon = new Date(`${due}T15:00:00Z`);
    expect(await expireDueOrders(server.app.kysely, dueDayNoon, customer.userId)).toEqual([]);
    const dayAfter = new Date(`${due}T15:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect((await expireDueOrders(server.app.kysely, dayAfter, customer.userId)).map((c) => c.orderId)).toEqual([
      orderId,
    ]);
    expect((await statusOf(customer, orderId)).status_label).toBe('Pagamento expirado');
  });
});

describe('expiry without anyone asking', () => {
  it('a short Pix expiry is swept on read and by the timer', async () => {
    const quick = await startTestServer({ payments: { pixExpirySeconds: 1, sweepIntervalMs: 200 } });
    try {
      const item = await findProduct(quick, 'p.stock BETWEEN 20 AND 900');
      const customer = await newCustomer(quick);
      const events: PushEvent[] = [];
      const told = new Promise<void>((resolve) => {
        quick.app.pushEvents.subscribe(customer.userId, (event) => {
          events.push(event);
          resolve();
        });
      });
      const before = await stockOf(quick, item.id);
      await addToCart(customer.client, item.id, 1);
      await readyCart(customer);
      const placed = await customer.client.post('/api/cart/process', { order_data: orderData('pix') });
      expect(placed.status).toBe(200);
      // The Pix expires after 1 s and the timer looks every 200 ms: the open pages are told then.
      await told;
      // Nobody read the order: the timer expired it and told the open pages.
      expect(events.map((event) => (event.data as { status: string }).status)).toEqual(['canceled']);
      expect(await stockOf(quick, item.id)).toBe(before);
    } finally {
      await quick.close();
    }
  }, 30_000);
});

describe('what the order list shows since the order (issue 10 §2)', () => {
  it('carries the return asked for (with its protocol) and whether every item is reviewed', async () => {
    const customer = await newCustomer(server);
    const orderId = await placeOrder(customer, 'credit_card');
    const before = await statusOf(customer, orderId);
    expect(before).toMatchObject({ refund: null, all_items_reviewed: false });

    const db = server.app.kysely;
    const item = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refunds')
      .values({
        protocol: 'DEV-TESTE-1',
        order_id: orderId,
        user_id: customer.userId,
        reason: 'regret',
        refund_method: 'original',
        amount_cents: 100,
      })
      .execute();
    await db
      .insertInto('order_item_reviews')
      .values({
        order_item_id: item.id,
        order_id: orderId,
        rating: 5,
        title: 'Ótimo',
        comment: 'Chegou antes do prazo.',
      })
      .execute();

    const after = await statusOf(customer, orderId);
    expect(after.refund).toEqual({ protocol: 'DEV-TESTE-1', status: 'requested', status_label: 'Em análise' });
    expect(after.all_items_reviewed).toBe(true);
  });
});
