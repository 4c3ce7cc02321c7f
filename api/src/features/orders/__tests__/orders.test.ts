import { serverForAll } from '../../../testing/server-for-tests';
import {
  addToCart,
  findProduct,
  newCustomer,
  orderData,
  process,
  readyCart,
  type Customer,
} from '../../cart/__tests__/checkout-fixtures';
import type { OrderView } from '../order-view';
import type { Paginator } from '../../../http/pagination';

type Page = Paginator<OrderView>;

const server = serverForAll();

async function placeOrder(customer: Customer, method: 'credit_card' | 'bank_slip' | 'pix'): Promise<number> {
  const product = await findProduct(server, 'p.stock BETWEEN 50 AND 900 AND p.price_cents BETWEEN 2000 AND 20000');
  await addToCart(customer.client, product.id);
  await readyCart(customer);
  const response = await process(customer.client, orderData(method));
  expect(response.status).toBe(200);
  return (response.body as { order: { id: number } }).order.id;
}

describe('GET /api/orders', () => {
  it("lists the customer's own orders, newest first, as a paginator of 10", async () => {
    const customer = await newCustomer(server);
    const other = await newCustomer(server);
    const ids: number[] = [];
    for (const method of ['credit_card', 'bank_slip', 'pix'] as const) ids.push(await placeOrder(customer, method));
    await placeOrder(other, 'pix');

    const response = await customer.client.get('/api/orders');
    expect(response.status).toBe(200);
    const page = response.body as Page;
    expect(page).toEqual(
      expect.objectContaining({ current_page: 1, per_page: 10, total: 3, from: 1, to: 3, last_page: 1 }),
    );
    expect(page.data.map((order) => order.id)).toEqual([...ids].reverse());
    expect(page.data.map((order) => order.method)).toEqual(['pix', 'bank_slip', 'credit_card']);
    expect(page.data[2]?.payment).toEqual(expect.objectContaining({ method: 'credit_card', status: 'approved' }));

    const empty = await customer.client.get('/api/orders?page=2');
    expect((empty.body as Page).data).toEqual([]);
    expect((await customer.client.get('/api/orders?page=abc')).status).toBe(422);
  });

  it('pages past 10 orders', async () => {
    const customer = await newCustomer(server);
    for (let i = 0; i < 11; i += 1) await placeOrder(customer, 'pix');
    const first = (await customer.client.get('/api/orders')).body as Page;
    expect(first.data).toHaveLength(10);
    expect(first.next_page_url).toBe('/api/orders?page=2');
    const second = (await customer.client.get('/api/orders?page=2')).body as Page;
    expect(second.data).toHaveLength(1);
    expect(second.data[0]?.id).toBeLessThan(first.data[9]?.id ?? 0);
  });
});

describe('GET /api/orders/:id', () => {
  it("answers 404 'Pedido não encontrado.' for another customer's order, an unknown id and a non-number", async () => {
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const id = await placeOrder(owner, 'credit_card');
    expect((await owner.client.get(`/api/orders/${id}`)).status).toBe(200);

    for (const path of [`/api/orders/${id}`, '/api/orders/999999', '/api/orders/abc', '/api/orders/-1']) {
      const response = await stranger.client.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Pedido não encontrado.' });
    }
  });

  it('answers 401 to guests and 403 to affiliates', async () => {
    expect((await server.client().get('/api/orders/1')).status).toBe(401);
    expect((await server.client().get('/api/orders')).status).toBe(401);
    const affiliate = server.client();
    await affiliate.login('afiliado@demo.com.br', 'demo1234');
    expect((await affiliate.get('/api/orders')).status).toBe(403);
  });

  it('keeps the order as it was when the address is changed or deleted afterwards', async () => {
    const customer = await newCustomer(server);
    const id = await placeOrder(customer, 'pix');
    const db = server.app.kysely;
    await db.updateTable('addresses').set({ street: 'Rua Nova' }).where('id', '=', customer.addressId).execute();
    await db.updateTable('carts').set({ address_id: null }).where('user_id', '=', customer.userId).execute();
    await db.deleteFrom('addresses').where('id', '=', customer.addressId).execute();
    const order = (await customer.client.get(`/api/orders/${id}`)).body as OrderView;
    expect(order.address).toEqual(expect.objectContaining({ id: customer.addressId, street: 'Avenida Paulista' }));
  });
});
