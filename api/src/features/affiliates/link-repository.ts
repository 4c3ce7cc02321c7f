import { sql, type Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import { PRODUCT_CARD_COLUMNS, PRODUCT_CARD_FROM, toProductCard, type ProductCardRow } from '../catalog/product-card';
import { localDay } from './business-time';
import { linkPath, newLinkCode } from './link-codes';

import type { AffiliateLink, AffiliateProduct } from 'shared-contracts/schema';

export type AffiliateLinkView = AffiliateLink;
/** A promoted product: its card, the affiliate's link and what the link brought so far. */
export type AffiliateProductView = AffiliateProduct;

interface PromotedRow extends ProductCardRow {
  link_id: number;
  code: string;
  clicks: number;
  link_created_at: string;
  sales_count: number;
  commission_cents: number;
}

export interface LinkRow {
  id: number;
  affiliate_id: number;
  product_id: number;
  code: string;
  clicks: number;
  active: number;
  created_at: string;
}

/** Sales that did not fall through: canceled ones earn nothing and count for nothing. */
const COUNTED = `status <> 'canceled'`;

const PROMOTED_SELECT = `
  SELECT ${PRODUCT_CARD_COLUMNS},
         l.id AS link_id, l.code, l.clicks, l.created_at AS link_created_at,
         (SELECT COUNT(*) FROM affiliate_sales sa WHERE sa.link_id = l.id AND sa.${COUNTED}) AS sales_count,
         (SELECT COALESCE(SUM(sa.commission_cents), 0) FROM affiliate_sales sa
           WHERE sa.link_id = l.id AND sa.${COUNTED}) AS commission_cents
  ${PRODUCT_CARD_FROM}
  JOIN affiliate_links l ON l.product_id = p.id`;

export function toLinkView(row: { code: string; clicks: number; created_at: string }): AffiliateLinkView {
  return { code: row.code, url: linkPath(row.code), clicks: row.clicks, created_at: isoDate(row.created_at) };
}

function toPromoted(row: PromotedRow): AffiliateProductView {
  return {
    ...toProductCard(row),
    link: toLinkView({ code: row.code, clicks: row.clicks, created_at: row.link_created_at }),
    sales_count: row.sales_count,
    commission_total: centsToReais(row.commission_cents),
  };
}

/** The products an affiliate promotes now, newest link first. */
export async function listPromotedProducts(
  db: Kysely<Database>,
  affiliateId: number,
  page: PageRequest,
): Promise<{ total: number; data: AffiliateProductView[] }> {
  const count = await db
    .selectFrom('affiliate_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('affiliate_id', '=', affiliateId)
    .where('active', '=', 1)
    .executeTakeFirst();
  const { rows } = await sql<PromotedRow>`${sql.raw(PROMOTED_SELECT)}
       WHERE l.affiliate_id = ${affiliateId} AND l.active = 1
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${page.perPage} OFFSET ${pageOffset(page)}`.execute(db);
  return { total: count?.n ?? 0, data: rows.map(toPromoted) };
}

export async function findPromotedProduct(
  db: Kysely<Database>,
  affiliateId: number,
  productId: number,
): Promise<AffiliateProductView | undefined> {
  const { rows } = await sql<PromotedRow>`${sql.raw(PROMOTED_SELECT)}
       WHERE l.affiliate_id = ${affiliateId} AND l.product_id = ${productId}`.execute(db);
  const row = rows[0];
  return row ? toPromoted(row) : undefined;
}

export function findLink(db: Kysely<Database>, affiliateId: number, productId: number): Promise<LinkRow | undefined> {
  return db
    .selectFrom('affiliate_links')
    .select(['id', 'affiliate_id', 'product_id', 'code', 'clicks', 'active', 'created_at'])
    .where('affiliate_id', '=', affiliateId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

async function codeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('affiliate_links').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes sure the affiliate promotes the product: an active link is kept as it is, a link the
 * affiliate had stopped promoting comes back with the same code (links already shared keep
 * working), otherwise a new link with a fresh code is made. Tells whether anything changed.
 */
export function ensureLink(
  db: Kysely<Database>,
  affiliateId: number,
  productId: number,
): Promise<{ created: boolean }> {
  return transaction(db, async (trx) => {
    const existing = await findLink(trx, affiliateId, productId);
    if (existing?.active === 1) return { created: false };
    if (existing) {
      await trx.updateTable('affiliate_links').set({ active: 1 }).where('id', '=', existing.id).execute();
      return { created: true };
    }
    let code = newLinkCode();
    while (await codeTaken(trx, code)) code = newLinkCode();
    // A parallel request of the same affiliate may have made the link first: then nothing is new.
    const inserted = await trx
      .insertInto('affiliate_links')
      .values({ affiliate_id: affiliateId, product_id: productId, code })
      .onConflict((oc) => oc.columns(['affiliate_id', 'product_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return { created: inserted !== undefined };
  });
}

/**
 * Stops promoting a product. The link is kept (inactive) so its sales keep their history and a
 * shopper with an old link still reaches the product; it no longer credits the affiliate.
 */
export async function deactivateLink(db: Kysely<Database>, affiliateId: number, productId: number): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_links')
    .set({ active: 0 })
    .where('affiliate_id', '=', affiliateId)
    .where('product_id', '=', productId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface LinkTarget {
  id: number;
  active: number;
  seller_slug: string;
  product_slug: string;
}

export function findLinkTarget(db: Kysely<Database>, code: string): Promise<LinkTarget | undefined> {
  return db
    .selectFrom('affiliate_links as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .select(['l.id', 'l.active', 's.slug as seller_slug', 'p.slug as product_slug'])
    .where('l.code', '=', code)
    .executeTakeFirst();
}

/**
 * One more click on a link: its running total, the day's count (Brasília day), and the click itself
 * with the server's time, whose id the shopper's proof names. Answers that id.
 */
export function recordClick(db: Kysely<Database>, linkId: number, now: number): Promise<number> {
  return transaction(db, async (trx) => {
    await trx
      .updateTable('affiliate_links')
      .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
      .where('id', '=', linkId)
      .execute();
    await trx
      .insertInto('affiliate_link_clicks')
      .values({ link_id: linkId, day: localDay(now), clicks: 1 })
      .onConflict((oc) =>
        oc.columns(['link_id', 'day']).doUpdateSet((eb) => ({ clicks: eb('affiliate_link_clicks.clicks', '+', 1) })),
      )
      .execute();
    const click = await trx
      .insertInto('referral_clicks')
      .values({ link_id: linkId, clicked_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return click.id;
  });
}

/** Forgets the recorded clicks made before `before` (epoch ms): past the window they earn nothing. */
/** A recorded click: its link and when (null when the row is gone, pruned past the window). */
export function findClick(
  db: Kysely<Database>,
  clickId: number,
): Promise<{ link_id: number; clicked_at: number } | undefined> {
  return db
    .selectFrom('referral_clicks')
    .select(['link_id', 'clicked_at'])
    .where('id', '=', clickId)
    .executeTakeFirst();
}

export async function pruneClicks(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('referral_clicks').where('clicked_at', '<', before).execute();
}

export interface MarketProductRow {
  id: number;
  name: string;
  price_cents: number;
  affiliate_commission: number;
}

export function findMarketProduct(
  db: Kysely<Database>,
  sellerSlug: string,
  slug: string,
): Promise<MarketProductRow | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .select(['p.id', 'p.name', 'p.price_cents', 'p.affiliate_commission'])
    .where('s.slug', '=', sellerSlug)
    .where('p.slug', '=', slug)
    .executeTakeFirst();
}

export function findProductForLink(db: Kysely<Database>, productId: number): Promise<MarketProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents', 'affiliate_commission'])
    .where('id', '=', productId)
    .executeTakeFirst();
}
