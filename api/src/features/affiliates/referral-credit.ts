import type { Db } from '../../db/database';
import { DAY_MS, sqlTime } from './business-time';
import type { ReferralInput } from 'shared-contracts/schema';

/** How long after the click a referral still earns a commission (the shell keeps it as long). */
export const REFERRAL_WINDOW_DAYS = 30;

/** The referral an order arrives with: the link code and when the shopper clicked it. */
export interface Referral {
  code: string;
  clickedAt: Date;
}

/**
 * The referral of the checkout body (its schema leaves out one of another shape). One whose click
 * is no date reads as none: a bad referral never stops an order, it only earns nothing.
 */
export function readReferral(referral: ReferralInput | undefined): Referral | null {
  if (!referral) return null;
  const when = new Date(referral.clicked_at);
  return Number.isNaN(when.getTime()) ? null : { code: referral.code, clickedAt: when };
}

interface AttributedItem {
  id: number;
  link_id: number;
  affiliate_id: number;
  name: string;
  total_cents: number;
  affiliate_commission: number;
}

export interface CreditRequest {
  orderId: number;
  orderNumber: string;
  referral: Referral | null;
  /** Whether the order is already paid (a card order): its commissions are available at once. */
  paid: boolean;
  now: Date;
  windowDays?: number;
}

/**
 * Records one affiliate sale per item of the order that the referral's link promotes, with the
 * commission at the product's rate of this moment. Earns nothing when the code is unknown, its
 * link is no longer promoted, or the click is older than the window (or claims to be in the
 * future). The unique index on order_item_id means an item is never credited twice.
 * Returns how many sales were recorded.
 */
export function creditReferral(db: Db, request: CreditRequest): number {
  const { referral, now } = request;
  if (!referral) return 0;
  const windowMs = (request.windowDays ?? REFERRAL_WINDOW_DAYS) * DAY_MS;
  const age = now.getTime() - referral.clickedAt.getTime();
  // A minute of clock difference between browser and server is tolerated.
  if (age > windowMs || age < -60_000) return 0;

  const items = db
    .prepare<[number, string], AttributedItem>(
      `SELECT oi.id, l.id AS link_id, l.affiliate_id, oi.name, oi.total_cents, p.affiliate_commission
         FROM order_items oi
         JOIN affiliate_links l ON l.product_id = oi.product_id AND l.active = 1
         JOIN products p ON p.id = oi.product_id
         JOIN users u ON u.id = l.affiliate_id
        WHERE oi.order_id = ? AND l.code = ? AND p.affiliate_commission > 0 AND oi.total_cents > 0`,
    )
    .all(request.orderId, referral.code);
  const stamp = sqlTime(now.getTime());
  const insert = db.prepare(
    `INSERT INTO affiliate_sales
       (link_id, affiliate_id, order_reference, product_name, sale_amount_cents, commission_percent,
        commission_cents, status, created_at, approved_at, order_id, order_item_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  let credited = 0;
  for (const item of items) {
    const result = insert.run(
      item.link_id,
      item.affiliate_id,
      request.orderNumber,
      item.name,
      item.total_cents,
      item.affiliate_commission,
      Math.round((item.total_cents * item.affiliate_commission) / 100),
      request.paid ? 'approved' : 'pending',
      stamp,
      request.paid ? stamp : null,
      request.orderId,
      item.id,
    );
    credited += result.changes;
  }
  if (credited > 0) {
    db.prepare<[string, number]>('UPDATE orders SET referral_code = ? WHERE id = ?').run(
      referral.code,
      request.orderId,
    );
  }
  return credited;
}

/** The order was paid: its pending commissions become available. */
export function approveOrderCommissions(db: Db, orderId: number, now: Date): number {
  return db
    .prepare<[string, number]>(
      `UPDATE affiliate_sales SET status = 'approved', approved_at = ? WHERE order_id = ? AND status = 'pending'`,
    )
    .run(sqlTime(now.getTime()), orderId).changes;
}

/** The order was canceled, expired or refunded: its commissions not yet paid out are reversed. */
export function reverseOrderCommissions(db: Db, orderId: number, now: Date): number {
  return db
    .prepare<[string, number]>(
      `UPDATE affiliate_sales SET status = 'canceled', canceled_at = ?
        WHERE order_id = ? AND status IN ('pending', 'approved')`,
    )
    .run(sqlTime(now.getTime()), orderId).changes;
}
