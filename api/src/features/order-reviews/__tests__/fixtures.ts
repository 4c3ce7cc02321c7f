import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { storedTime } from '../../../lib/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Status = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';

export interface SeedOrder {
  status?: Status;
  method?: 'credit_card' | 'bank_slip' | 'pix';
  daysAgo?: number;
  /** Products (by position in the catalogue) and quantities. */
  items?: Array<{ product: number; quantity: number }>;
}

/** Products of the catalogue without variations, in id order. */
export function products(
  db: Kysely<Database>,
): Promise<Array<{ id: number; name: string; slug: string; seller_id: number; price_cents: number }>> {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.slug', 'p.seller_id', 'p.price_cents'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_variations as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))),
    )
    .orderBy('p.id')
    .limit(20)
    .execute();
}

/**
 * An order written straight into the database, as the checkout leaves it: number, items copied
 * from the catalogue and a payment row.
 */
export async function insertOrder(db: Kysely<Database>, owner: number, order: SeedOrder = {}): Promise<number> {
  const catalogue = await products(db);
  const lines = (order.items ?? [{ product: 0, quantity: 1 }]).map(({ product, quantity }) => {
    const row = catalogue[product];
    if (!row) throw new Error(`no product ${product}`);
    return { ...row, quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const method = order.method ?? 'credit_card';
  const { id } = await db
    .insertInto('orders')
    .values({
      user_id: owner,
      status: order.status ?? 'paid',
      method,
      subtotal_cents: subtotal,
      shipping_cents: 0,
      discount_cents: 0,
      total_cents: subtotal,
      address_id: 1,
      address_name: 'Casa',
      address_zip_code: '01304001',
      address_street: 'Rua Augusta',
      address_number: '1508',
      address_complement: 'Apto 42',
      address_neighborhood: 'Consolação',
      address_city_name: 'São Paulo',
      address_state_name: 'SP',
      customer_document: '52998224725',
      customer_phone: null,
      customer_cellphone: '11987654321',
      created_at: storedTime(Date.now() - (order.daysAgo ?? 1) * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ number: `MB-${String(id).padStart(6, '0')}` })
    .where('id', '=', id)
    .execute();
  for (const line of lines) {
    const seller = await db
      .selectFrom('sellers')
      .select('name')
      .where('id', '=', line.seller_id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: id,
        product_id: line.id,
        seller_id: line.seller_id,
        seller_name: seller.name,
        name: line.name,
        photo: `/api/media/products/${line.id}/1.svg`,
        quantity: line.quantity,
        unit_price_cents: line.price_cents,
        total_cents: line.price_cents * line.quantity,
      })
      .execute();
  }
  await db
    .insertInto('order_payments')
    .values({
      order_id: id,
      method,
      status: method === 'credit_card' ? 'approved' : 'pending',
      amount_cents: subtotal,
      installments: 1,
      installment_value_cents: subtotal,
      card_brand: method === 'credit_card' ? 'visa' : null,
      card_last4: method === 'credit_card' ? '1111' : null,
    })
    .execute();
  return id;
}
