import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { centsToReais } from '../../lib/money';
import { productPhotoUrl } from '../../lib/media-urls';
import { DAY_MS, lastLocalMonths, localDay, sqlTime, startOfLocalMonth } from './business-time';
import { linkPath } from './link-codes';
import { balancesOf } from './statement-repository';

import type { AffiliateDashboard, AffiliateMonthFigures, AffiliateTopProduct } from 'shared-contracts/schema';

export type MonthFigures = AffiliateMonthFigures;
export type TopProduct = AffiliateTopProduct;
export type Dashboard = AffiliateDashboard;

export const DASHBOARD_MONTHS = 6;
export const DASHBOARD_WINDOW_DAYS = 30;
export const TOP_PRODUCTS_LIMIT = 5;

interface TopRow {
  id: number;
  name: string;
  slug: string;
  photo: string | null;
  seller_name: string;
  seller_slug: string;
  code: string;
  active: number;
  sales_count: number;
  commission_cents: number;
}

/**
 * Which local month ('YYYY-MM') a stored UTC time falls in, among the last `months.length` ones:
 * the month boundaries are computed here and compared as values, the same on every engine.
 */
function localMonthOf(months: string[], now: number): RawBuilder<string | null> {
  const starts = months.map((_, index) => sqlTime(startOfLocalMonth(now, months.length - 1 - index)));
  const branches = months.map((month, index) => sql`WHEN created_at >= ${starts[index]} THEN ${month}`).reverse();
  return sql<string | null>`CASE ${sql.join(branches, sql` `)} END`;
}

/** The affiliate's home figures as of `now`; canceled sales count for nothing. */
export async function dashboardOf(db: Kysely<Database>, affiliateId: number, now: number): Promise<Dashboard> {
  const windowStart = now - DASHBOARD_WINDOW_DAYS * DAY_MS;
  const clicked = await db
    .selectFrom('affiliate_link_clicks as c')
    .innerJoin('affiliate_links as l', 'l.id', 'c.link_id')
    .select(sql<number>`COALESCE(SUM(c.clicks), 0)`.as('clicks'))
    .where('l.affiliate_id', '=', affiliateId)
    // Today and the 29 days before it.
    .where('c.day', '>', localDay(windowStart))
    .executeTakeFirst();
  const clicks = clicked?.clicks ?? 0;
  const recent = await db
    .selectFrom('affiliate_sales')
    .select([
      (eb) => eb.fn.countAll<number>().as('sales'),
      sql<number>`COALESCE(SUM(commission_cents), 0)`.as('commission'),
    ])
    .where('affiliate_id', '=', affiliateId)
    .where('status', '<>', 'canceled')
    .where('created_at', '>=', sqlTime(windowStart))
    .executeTakeFirst();
  const sales30 = recent?.sales ?? 0;

  const months = lastLocalMonths(now, DASHBOARD_MONTHS);
  const { rows: monthRows } = await sql<{ month: string; sales: number; commission: number }>`
      SELECT month, COUNT(*) AS sales, SUM(commission_cents) AS commission
        FROM (SELECT ${localMonthOf(months, now)} AS month, commission_cents
                FROM affiliate_sales
               WHERE affiliate_id = ${affiliateId} AND status <> 'canceled'
                 AND created_at >= ${sqlTime(startOfLocalMonth(now, DASHBOARD_MONTHS - 1))}
                 AND created_at < ${sqlTime(startOfLocalMonth(now, -1))}) AS recent
       GROUP BY month`.execute(db);
  const byMonth = new Map(monthRows.map((row) => [row.month, row]));

  const { rows: top } = await sql<TopRow>`
      SELECT p.id, p.name, p.slug, s.name AS seller_name, s.slug AS seller_slug, l.code, l.active,
             (SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo,
             COUNT(sa.id) AS sales_count, SUM(sa.commission_cents) AS commission_cents
        FROM affiliate_sales sa
        JOIN affiliate_links l ON l.id = sa.link_id
        JOIN products p ON p.id = l.product_id
        JOIN sellers s ON s.id = p.seller_id
       WHERE sa.affiliate_id = ${affiliateId} AND sa.status <> 'canceled'
       GROUP BY l.id, l.code, l.active, p.id, p.name, p.slug, s.name, s.slug
       ORDER BY commission_cents DESC, sales_count DESC, p.id
       LIMIT ${TOP_PRODUCTS_LIMIT}`.execute(db);

  return {
    ...(await balancesOf(db, affiliateId)),
    clicks_30d: clicks,
    sales_30d: sales30,
    commission_30d: centsToReais(recent?.commission ?? 0),
    conversion_rate_30d: clicks > 0 ? Math.round((sales30 / clicks) * 10_000) / 100 : 0,
    sales_by_month: months.map((month) => {
      const row = byMonth.get(month);
      return { month, sales: row?.sales ?? 0, commission: centsToReais(row?.commission ?? 0) };
    }),
    top_products: top.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      photo: row.photo ?? productPhotoUrl(row.id, 1),
      seller: { name: row.seller_name, slug: row.seller_slug },
      link: { code: row.code, url: linkPath(row.code), active: row.active === 1 },
      sales_count: row.sales_count,
      commission_total: centsToReais(row.commission_cents),
    })),
  };
}
