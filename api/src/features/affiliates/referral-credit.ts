import type { Kysely } from 'kysely';
import { digitsOnly } from 'shared-contracts/rules';
import type { Database } from '../../db/schema';
import { DAY_MS, sqlTime } from './business-time';

/** How long after the click a referral still earns a commission (the proof cookie lives as long). */
export const REFERRAL_WINDOW_DAYS = 30;

/** The click an order arrives with: the recorded click its proof names, checked at `checkedAt`. */
export interface ReferralClaim {
  clickId: number;
  /** The server's time of the check, in epoch milliseconds (the clock the clicks were recorded with). */
  checkedAt: number;
  windowDays: number;
}

/** Who buys: the account and the CPF given for this order. */
export interface Buyer {
  userId: number;
  /** CPF digits of the order. */
  document: string;
}

interface AttributedItem {
  id: number;
  name: string;
  total_cents: number;
  affiliate_commission: number;
}

interface ClickedLink {
  link_id: number;
  code: string;
  product_id: number;
  clicked_at: number;
  affiliate_id: number;
  affiliate_email: string;
  affiliate_document: string | null;
  pix_key_type: string | null;
  pix_key: string | null;
}

export interface CreditRequest {
  orderId: number;
  orderNumber: string;
  referral: ReferralClaim | null;
  buyer: Buyer;
  /** Whether the order is already paid (a card order): its commissions are available at once. */
  paid: boolean;
  /** When the order is placed: the sales' date. */
  now: Date;
}

/** The recorded click and its link, while the link is promoted. */
function findClickedLink(db: Kysely<Database>, clickId: number): Promise<ClickedLink | undefined> {
  return db
    .selectFrom('referral_clicks as c')
    .innerJoin('affiliate_links as l', 'l.id', 'c.link_id')
    .innerJoin('users as u', 'u.id', 'l.affiliate_id')
    .leftJoin('affiliate_profiles as ap', 'ap.user_id', 'l.affiliate_id')
    .select([
      'l.id as link_id',
      'l.code',
      'l.product_id',
      'c.clicked_at',
      'l.affiliate_id',
      'u.email as affiliate_email',
      'u.document as affiliate_document',
      'ap.pix_key_type',
      'ap.pix_key',
    ])
    .where('c.id', '=', clickId)
    .where('l.active', '=', 1)
    .executeTakeFirst();
}

const cpfOf = (value: string | null | undefined): string => digitsOnly(value ?? '');
const emailOf = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * Whether the buyer is the affiliate: the same account, the same e-mail (whatever its case), or the
 * same CPF — the affiliate's own, or the CPF or e-mail their commissions are paid to (Pix key) —
 * as the buyer's account or the order's CPF.
 */
async function buysFromOwnLink(db: Kysely<Database>, link: ClickedLink, buyer: Buyer): Promise<boolean> {
  if (link.affiliate_id === buyer.userId) return true;
  const account = await db
    .selectFrom('users')
    .select(['email', 'document'])
    .where('id', '=', buyer.userId)
    .executeTakeFirst();
  const affiliateEmails = new Set([emailOf(link.affiliate_email)]);
  const affiliateCpfs = new Set([cpfOf(link.affiliate_document)]);
  if (link.pix_key_type === 'email') affiliateEmails.add(emailOf(link.pix_key));
  if (link.pix_key_type === 'cpf') affiliateCpfs.add(cpfOf(link.pix_key));
  affiliateEmails.delete('');
  affiliateCpfs.delete('');
  if (affiliateEmails.has(emailOf(account?.email))) return true;
  return [cpfOf(account?.document), cpfOf(buyer.document)].some((cpf) => affiliateCpfs.has(cpf));
}

/**
 * Records one affiliate sale per item of the order that the clicked link promotes, with the
 * commission at the product's rate of this moment. Earns nothing unless the click was recorded by
 * this server (its proof was checked before), is no older than the window by the server's own
 * time, its link is still promoted, and the buyer is not the affiliate. Never throws for a bad
 * referral: the order goes on, the referral earns nothing. The unique index on order_item_id means
 * an item is never credited twice. Returns how many sales were recorded.
 */
export async function creditReferral(db: Kysely<Database>, request: CreditRequest): Promise<number> {
  const { referral, now } = request;
  if (!referral) return 0;
  const link = await findClickedLink(db, referral.clickId);
  if (!link) return 0;
  if (referral.checkedAt - link.clicked_at > referral.windowDays * DAY_MS) return 0;
  if (await buysFromOwnLink(db, link, request.buyer)) return 0;

  const items: AttributedItem[] = await db
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .select(['oi.id', 'oi.name', 'oi.total_cents', 'p.affiliate_commission'])
    .where('oi.order_id', '=', request.orderId)
    .where('oi.product_id', '=', link.product_id)
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
        link_id: link.link_id,
        affiliate_id: link.affiliate_id,
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
    await db.updateTable('orders').set({ referral_code: link.code }).where('id', '=', request.orderId).execute();
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
