import type { Db } from '../../db/database';
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
export function listPromotedProducts(
  db: Db,
  affiliateId: number,
  page: PageRequest,
): { total: number; data: AffiliateProductView[] } {
  const total =
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM affiliate_links WHERE affiliate_id = ? AND active = 1',
      )
      .get(affiliateId)?.n ?? 0;
  const rows = db
    .prepare<[number, number, number], PromotedRow>(
      `${PROMOTED_SELECT}
       WHERE l.affiliate_id = ? AND l.active = 1
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ? OFFSET ?`,
    )
    .all(affiliateId, page.perPage, pageOffset(page));
  return { total, data: rows.map(toPromoted) };
}

export function findPromotedProduct(db: Db, affiliateId: number, productId: number): AffiliateProductView | undefined {
  const row = db
    .prepare<[number, number], PromotedRow>(`${PROMOTED_SELECT} WHERE l.affiliate_id = ? AND l.product_id = ?`)
    .get(affiliateId, productId);
  return row ? toPromoted(row) : undefined;
}

export function findLink(db: Db, affiliateId: number, productId: number): LinkRow | undefined {
  return db
    .prepare<[number, number], LinkRow>(
      `SELECT id, affiliate_id, product_id, code, clicks, active, created_at
         FROM affiliate_links WHERE affiliate_id = ? AND product_id = ?`,
    )
    .get(affiliateId, productId);
}

function codeTaken(db: Db, code: string): boolean {
  return db.prepare<[string], { id: number }>('SELECT id FROM affiliate_links WHERE code = ?').get(code) !== undefined;
}

/**
 * Makes sure the affiliate promotes the product: an active link is kept as it is, a link the
 * affiliate had stopped promoting comes back with the same code (links already shared keep
 * working), otherwise a new link with a fresh code is made. Tells whether anything changed.
 */
export function ensureLink(db: Db, affiliateId: number, productId: number): { created: boolean } {
  return db.transaction(() => {
    const existing = findLink(db, affiliateId, productId);
    if (existing?.active === 1) return { created: false };
    if (existing) {
      db.prepare<[number]>('UPDATE affiliate_links SET active = 1 WHERE id = ?').run(existing.id);
      return { created: true };
    }
    let code = newLinkCode();
    while (codeTaken(db, code)) code = newLinkCode();
    db.prepare<[number, number, string]>(
      'INSERT INTO affiliate_links (affiliate_id, product_id, code) VALUES (?, ?, ?)',
    ).run(affiliateId, productId, code);
    return { created: true };
  })();
}

/**
 * Stops promoting a product. The link is kept (inactive) so its sales keep their history and a
 * shopper with an old link still reaches the product; it no longer credits the affiliate.
 */
export function deactivateLink(db: Db, affiliateId: number, productId: number): boolean {
  const result = db
    .prepare<[number, number]>(
      'UPDATE affiliate_links SET active = 0 WHERE affiliate_id = ? AND product_id = ? AND active = 1',
    )
    .run(affiliateId, productId);
  return result.changes > 0;
}

export interface LinkTarget {
  id: number;
  active: number;
  seller_slug: string;
  product_slug: string;
}

export function findLinkTarget(db: Db, code: string): LinkTarget | undefined {
  return db
    .prepare<[string], LinkTarget>(
      `SELECT l.id, l.active, s.slug AS seller_slug, p.slug AS product_slug
         FROM affiliate_links l
         JOIN products p ON p.id = l.product_id
         JOIN sellers s ON s.id = p.seller_id
        WHERE l.code = ?`,
    )
    .get(code);
}

/** One more click on a link: its running total and the day's count (Brasília day). */
export function countClick(db: Db, linkId: number, now: number): void {
  db.transaction(() => {
    db.prepare<[number]>('UPDATE affiliate_links SET clicks = clicks + 1 WHERE id = ?').run(linkId);
    db.prepare<[number, string]>(
      `INSERT INTO affiliate_link_clicks (link_id, day, clicks) VALUES (?, ?, 1)
       ON CONFLICT (link_id, day) DO UPDATE SET clicks = clicks + 1`,
    ).run(linkId, localDay(now));
  })();
}

export interface MarketProductRow {
  id: number;
  name: string;
  price_cents: number;
  affiliate_commission: number;
}

export function findMarketProduct(db: Db, sellerSlug: string, slug: string): MarketProductRow | undefined {
  return db
    .prepare<[string, string], MarketProductRow>(
      `SELECT p.id, p.name, p.price_cents, p.affiliate_commission
         FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE s.slug = ? AND p.slug = ?`,
    )
    .get(sellerSlug, slug);
}

export function findProductForLink(db: Db, productId: number): MarketProductRow | undefined {
  return db
    .prepare<[number], MarketProductRow>(
      'SELECT id, name, price_cents, affiliate_commission FROM products WHERE id = ?',
    )
    .get(productId);
}
