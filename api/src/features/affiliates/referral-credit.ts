import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
export async function creditReferral(db: Kysely<Database>, request: CreditRequest): Promise<number> {
  const { referral, now } = request;
  if (!referral) return 0;
  const windowMs = (request.windowDays ?? REFERRAL_WINDOW_DAYS) * DAY_MS;
  const age = now.getTime() - referral.clickedAt.getTime();
  // A minute of clock difference between browser and server is tolerated.
  if (age > windowMs || age < -60_000) return 0;

  const items: AttributedItem[] = await db
    .selectFrom('order_items as oi')
    .innerJoin('affiliate_links as l', (join) =>
      join.onRef('l.product_id', '=', 'oi.product_id').on('l.active', '=', 1),
    )
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('users as u', 'u.id', 'l.affiliate_id')
    .select(['oi.id', 'l.id as link_id', 'l.affiliate_id', 'oi.name', 'oi.total_cents', 'p.affiliate_commission'])
    .where('oi.order_id', '=', request.orderId)
    .where('l.code', '=', referral.code)
    .where('p.affiliate_commission', '>', 0)
    .where('oi.total_cents', '>', 0)
    .orderBy('oi.id')
    .execute();
  const stamp = sqlTime(now.getTime());
  let credited = 0;
  for (const item of items) {
    const inserted = await db
      .insertInto('affiliate_sales')
      .values({
        link_id: item.link_id,
        affiliate_id: item.affiliate_id,
        order_reference: request.orderNumber,
        product_name: item.name,
        sale_amount_cents: item.total_cents,
        commission_percent: item.affiliate_commission,
        commission_cents: Math.round((item.total_cents * item.affiliate_commission) / 100),
        status: request.paid ? 'approved' : 'pending',
        created_at: stamp,
        approved_at: request.paid ? stamp : null,
        order_id: request.orderId,
        order_item_id: item.id,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) credited += 1;
  }
  if (credited > 0) {
    await db.updateTable('orders').set({ referral_code: referral.code }).where('id', '=', request.orderId).execute();
  }
  return credited;
}

/** The order was paid: its pending commissions become available. */
export async function approveOrderCommissions(db: Kysely<Database>, orderId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('affiliate_sales')
    .set({ status: 'approved', approved_at: sqlTime(now.getTime()) })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The order was canceled, expired or refunded: its commissions not yet paid out are reversed. */
export async function reverseOrderCommissions(db: Kysely<Database>, orderId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('affiliate_sales')
    .set({ status: 'canceled', canceled_at: sqlTime(now.getTime()) })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
