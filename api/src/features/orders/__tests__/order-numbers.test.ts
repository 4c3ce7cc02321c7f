import { sql } from 'kysely';
import {
  ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES,
  ORDER_NUMBERS_AFTER_REFERENCES_SQLITE,
} from '../../../db/order-numbers';
import { serverForAll } from '../../../testing/server-for-tests';
import {
  addToCart,
  findProduct,
  newCustomer,
  orderData,
  process,
  readyCart,
} from '../../cart/__tests__/checkout-fixtures';
import type { OrderView } from '../order-view';

const server = serverForAll();

const numberOf = (n: number): string => `MB-${String(n).padStart(6, '0')}`;

/** The highest order number the seeded affiliate history refers to. */
async function highestSeededReference(): Promise<number> {
  const rows = await server.app.kysely.selectFrom('affiliate_sales').select('order_reference').execute();
  return Math.max(...rows.map((row) => Number(row.order_reference.slice(3))));
}

async function placeOrder(): Promise<OrderView> {
  const customer = await newCustomer(server);
  const product = await findProduct(server, 'p.stock BETWEEN 50 AND 900 AND p.price_cents BETWEEN 2000 AND 20000');
  await addToCart(customer.client, product.id);
  await readyCart(customer);
  const response = await process(customer.client, orderData('pix'));
  expect(response.status).toBe(200);
  const { id } = (response.body as { order: { id: number } }).order;
  return (await customer.client.get(`/api/orders/${id}`)).body as OrderView;
}

/** The step that moves the numbering of an older database, on this test's engine. */
async function moveOrderNumbers(): Promise<void> {
  if (server.app.engine === 'sqlite') server.app.db.exec(ORDER_NUMBERS_AFTER_REFERENCES_SQLITE);
  else await sql.raw(ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES).execute(server.app.kysely);
}

describe('order numbers', () => {
  it('the first order on a seeded database is numbered after the seeded ones, and the next after it', async () => {
    const highest = await highestSeededReference();
    expect(highest).toBeGreaterThan(1000);
    const first = await placeOrder();
    expect(first.number).toBe(numberOf(highest + 1));
    expect(first.id).toBe(highest + 1);
    const second = await placeOrder();
    expect(second.number).toBe(numberOf(highest + 2));
  });

  it('the step for databases seeded before moves the numbering forward, never back', async () => {
    const highest = await highestSeededReference();
    // As a database seeded before: its orders numbered from 1, the sequence at the last of them.
    if (server.app.engine === 'sqlite') {
      server.app.db.prepare("UPDATE sqlite_sequence SET seq = 1 WHERE name = 'orders'").run();
    } else {
      await sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), 1)`.execute(server.app.kysely);
    }
    await server.app.kysely.updateTable('affiliate_sales').set({ order_reference: 'MB-000001' }).execute();
    await server.app.kysely
      .updateTable('affiliate_sales')
      .set({ order_reference: numberOf(highest + 10) })
      .where('id', '=', (eb) => eb.selectFrom('affiliate_sales').select((s) => s.fn.min('id').as('id')))
      .execute();
    await moveOrderNumbers();
    expect((await placeOrder()).number).toBe(numberOf(highest + 11));
    // Run again, with the orders already past every reference: nothing moves back.
    await server.app.kysely.updateTable('affiliate_sales').set({ order_reference: 'MB-000001' }).execute();
    await moveOrderNumbers();
    expect((await placeOrder()).number).toBe(numberOf(highest + 12));
  });
});
