import type { Db } from '../../db/database';
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
  method: 'bank_slip' | 'pix' | 'credit_card';
  due_date: string | null;
  expires_at: string | null;
}

const AWAITING = `
  SELECT o.id, o.user_id, o.number, o.method, p.due_date, p.expires_at
    FROM orders o JOIN order_payments p ON p.order_id = o.id
   WHERE o.status = 'awaiting_payment'`;

/** Whether the boleto or Pix of an order can no longer be paid at `now`. */
export function paymentExpired(order: Pick<AwaitingOrder, 'method' | 'due_date' | 'expires_at'>, now: Date): boolean {
  if (order.method === 'pix') return order.expires_at !== null && order.expires_at <= now.toISOString();
  // A boleto can be paid through its due date (a Brasília day); it expires the day after.
  if (order.method === 'bank_slip') return order.due_date !== null && storeDay(now) > order.due_date;
  return false;
}

/** Puts the order's units back in stock (and takes them out of the sales counters). */
function returnStock(db: Db, orderId: number): void {
  const items = db
    .prepare<[number], { product_id: number | null; option_id: number | null; quantity: number }>(
      `SELECT product_id, product_variation_option_id AS option_id, quantity FROM order_items WHERE order_id = ?`,
    )
    .all(orderId);
  for (const item of items) {
    if (item.option_id !== null) {
      db.prepare<[number, number]>('UPDATE product_variation_options SET stock = stock + ? WHERE id = ?').run(
        item.quantity,
        item.option_id,
      );
    }
    if (item.product_id !== null) {
      db.prepare<[number, number, number, number]>(
        `UPDATE products
            SET stock = stock + ?, sales_count = MAX(sales_count - ?, 0),
                recent_sales_count = MAX(recent_sales_count - ?, 0)
          WHERE id = ?`,
      ).run(item.quantity, item.quantity, item.quantity, item.product_id);
    }
  }
}

/**
 * Confirms the payment of an order waiting for it: the order is paid, the payment approved and
 * the affiliate commissions become available. Returns null when the order was not waiting
 * (already paid, expired or a card order), so confirming twice changes nothing.
 */
export function confirmPayment(db: Db, orderId: number, now: Date): OrderStatusChange | null {
  return db
    .transaction((): OrderStatusChange | null => {
      const order = db.prepare<[number], AwaitingOrder>(`${AWAITING} AND o.id = ?`).get(orderId);
      if (!order) return null;
      // A Pix or boleto past its time cannot be paid any more: it expires instead.
      if (paymentExpired(order, now)) return null;
      const stamp = sqlTime(now.getTime());
      db.prepare<[string, string, number]>(
        `UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ? AND status = 'awaiting_payment'`,
      ).run(stamp, stamp, orderId);
      db.prepare<[number]>(`UPDATE order_payments SET status = 'approved' WHERE order_id = ?`).run(orderId);
      approveOrderCommissions(db, orderId, now);
      return { userId: order.user_id, orderId, number: order.number, status: 'paid', reason: null };
    })
    .immediate();
}

function expire(db: Db, order: AwaitingOrder, now: Date): OrderStatusChange | null {
  const stamp = sqlTime(now.getTime());
  const changed = db
    .prepare<[string, number]>(
      `UPDATE orders SET status = 'canceled', status_reason = 'expired', updated_at = ?
        WHERE id = ? AND status = 'awaiting_payment'`,
    )
    .run(stamp, order.id).changes;
  if (changed !== 1) return null;
  returnStock(db, order.id);
  reverseOrderCommissions(db, order.id, now);
  return { userId: order.user_id, orderId: order.id, number: order.number, status: 'canceled', reason: 'expired' };
}

/**
 * Every boleto and Pix order whose time ran out becomes canceled as expired: its stock returns and
 * its commissions are reversed (coupons carry no usage count, so nothing else is held). Limited to
 * one customer when `userId` is given (the sweep on read). Each order changes once.
 */
export function expireDueOrders(db: Db, now: Date, userId?: number): OrderStatusChange[] {
  const due = (): AwaitingOrder[] =>
    (userId === undefined
      ? db.prepare<[], AwaitingOrder>(AWAITING).all()
      : db.prepare<[number], AwaitingOrder>(`${AWAITING} AND o.user_id = ?`).all(userId)
    ).filter((order) => paymentExpired(order, now));
  // Reading takes no write lock: the sweep writes only when something is due.
  if (due().length === 0) return [];
  return db
    .transaction((): OrderStatusChange[] => {
      const changes: OrderStatusChange[] = [];
      for (const order of due()) {
        const change = expire(db, order, now);
        if (change) changes.push(change);
      }
      return changes;
    })
    .immediate();
}

/** The order of a number ('MB-000123'), with its customer. */
export function findOrderByNumber(db: Db, number: string): { id: number; user_id: number } | undefined {
  return db
    .prepare<[string], { id: number; user_id: number }>('SELECT id, user_id FROM orders WHERE number = ?')
    .get(number);
}
