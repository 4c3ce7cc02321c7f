import { sql, type Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { approveOrderCommissions, reverseOrderCommissions } from '../affiliates/referral-credit';
import { sqlTime } from '../affiliates/business-time';
import { storeDay } from './calendar';

/** What changed in an order, to be told to its customer over the push channel. */
export interface OrderStatusChange {
  userId: number;
  orderId: number;
  number: string;
  status: 'paid' | 'canceled';
  reason: 'expired' | null;
}

interface AwaitingOrder {
  id: number;
  user_id: number;
  number: string;
  method: string;
  due_date: string | null;
  expires_at: string | null;
}

function awaitingOrders(db: Kysely<Database>) {
  return (
    db
      .selectFrom('orders as o')
      .innerJoin('order_payments as p', 'p.order_id', 'o.id')
      .select(['o.id', 'o.user_id', 'o.number', 'o.method', 'p.due_date', 'p.expires_at'])
      .where('o.status', '=', 'awaiting_payment')
      // An order is numbered as it is placed, before it can wait for a payment.
      .$narrowType<{ number: string }>()
  );
}

/** Whether the boleto or Pix of an order can no longer be paid at `now`. */
export function paymentExpired(order: Pick<AwaitingOrder, 'method' | 'due_date' | 'expires_at'>, now: Date): boolean {
  if (order.method === 'pix') return order.expires_at !== null && order.expires_at <= now.toISOString();
  // A boleto can be paid through its due date (a Brasília day); it expires the day after.
  if (order.method === 'bank_slip') return order.due_date !== null && storeDay(now) > order.due_date;
  return false;
}

/** `column - amount`, never below zero. */
function lessButNotBelowZero(column: 'sales_count' | 'recent_sales_count', amount: number) {
  return sql<number>`CASE WHEN ${sql.ref(column)} > ${amount} THEN ${sql.ref(column)} - ${amount} ELSE 0 END`;
}

/** Puts the order's units back in stock (and takes them out of the sales counters). */
async function returnStock(db: Kysely<Database>, orderId: number): Promise<void> {
  const items = await db
    .selectFrom('order_items')
    .select(['product_id', 'product_variation_option_id as option_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  // The rows in the order a checkout takes them (options, then products, each by id), so that a
  // sweep and a checkout on PostgreSQL never wait for each other's rows in a cycle.
  const byId =
    (id: (item: (typeof items)[number]) => number | null) => (a: (typeof items)[number], b: (typeof items)[number]) =>
      (id(a) ?? 0) - (id(b) ?? 0);
  for (const item of [...items].sort(byId((item) => item.option_id))) {
    if (item.option_id === null) continue;
    await db
      .updateTable('product_variation_options')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity) }))
      .where('id', '=', item.option_id)
      .execute();
  }
  for (const item of [...items].sort(byId((item) => item.product_id))) {
    if (item.product_id === null) continue;
    await db
      .updateTable('products')
      .set((eb) => ({
        stock: eb('stock', '+', item.quantity),
        sales_count: lessButNotBelowZero('sales_count', item.quantity),
        recent_sales_count: lessButNotBelowZero('recent_sales_count', item.quantity),
      }))
      .where('id', '=', item.product_id)
      .execute();
  }
}

/**
 * Confirms the payment of an order waiting for it: the order is paid, the payment approved and
 * the affiliate commissions become available. Returns null when the order was not waiting
 * (already paid, expired or a card order), so confirming twice changes nothing.
 */
export async function confirmPayment(
  db: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<OrderStatusChange | null> {
  return transaction(db, async (trx): Promise<OrderStatusChange | null> => {
    const order = await awaitingOrders(trx).where('o.id', '=', orderId).executeTakeFirst();
    if (!order) return null;
    // A Pix or boleto past its time cannot be paid any more: it expires instead.
    if (paymentExpired(order, now)) return null;
    const stamp = sqlTime(now.getTime());
    const paid = await trx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: stamp, updated_at: stamp })
      .where('id', '=', orderId)
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) return null;
    await trx.updateTable('order_payments').set({ status: 'approved' }).where('order_id', '=', orderId).execute();
    await approveOrderCommissions(trx, orderId, now);
    return { userId: order.user_id, orderId, number: order.number, status: 'paid', reason: null };
  });
}

/**
 * The sandbox gateway ends the validity of an order's Pix now, as a bank lets the receiver revise a
 * charge's expiry: the next sweep then expires the order as it would any Pix left unpaid. Only an
 * awaiting Pix whose time has not run out yet changes; answers whether it did.
 */
export async function endPixValidity(db: Kysely<Database>, orderId: number, now: Date): Promise<boolean> {
  const order = await awaitingOrders(db).where('o.id', '=', orderId).executeTakeFirst();
  if (!order || order.method !== 'pix' || paymentExpired(order, now)) return false;
  const changed = await db
    .updateTable('order_payments')
    .set({ expires_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

async function expire(db: Kysely<Database>, order: AwaitingOrder, now: Date): Promise<OrderStatusChange | null> {
  const stamp = sqlTime(now.getTime());
  const changed = await db
    .updateTable('orders')
    .set({ status: 'canceled', status_reason: 'expired', updated_at: stamp })
    .where('id', '=', order.id)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return null;
  await returnStock(db, order.id);
  await reverseOrderCommissions(db, order.id, now);
  return { userId: order.user_id, orderId: order.id, number: order.number, status: 'canceled', reason: 'expired' };
}

/**
 * Every boleto and Pix order whose time ran out becomes canceled as expired: its stock returns and
 * its commissions are reversed (coupons carry no usage count, so nothing else is held). Limited to
 * one customer when `userId` is given (the sweep on read). Each order changes once.
 */
export async function expireDueOrders(db: Kysely<Database>, now: Date, userId?: number): Promise<OrderStatusChange[]> {
  const due = async (from: Kysely<Database>): Promise<AwaitingOrder[]> => {
    const query = awaitingOrders(from);
    const rows = await (userId === undefined ? query : query.where('o.user_id', '=', userId)).execute();
    return rows.filter((order) => paymentExpired(order, now));
  };
  // Reading takes no write lock: the sweep writes only when something is due.
  if ((await due(db)).length === 0) return [];
  return transaction(db, async (trx) => {
    const changes: OrderStatusChange[] = [];
    for (const order of await due(trx)) {
      const change = await expire(trx, order, now);
      if (change) changes.push(change);
    }
    return changes;
  });
}

/** The order of a number ('MB-000123'), with its customer. */
export async function findOrderByNumber(
  db: Kysely<Database>,
  number: string,
): Promise<{ id: number; user_id: number } | undefined> {
  return db.selectFrom('orders').select(['id', 'user_id']).where('number', '=', number).executeTakeFirst();
}
