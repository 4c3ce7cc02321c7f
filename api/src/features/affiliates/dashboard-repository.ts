import type { Db } from '../../db/database';
import { centsToReais } from '../../lib/money';
import { productPhotoUrl } from '../../lib/media-urls';
import { DAY_MS, SQL_LOCAL_MODIFIER, lastLocalMonths, localDay, sqlTime, startOfLocalMonth } from './business-time';
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

/** The affiliate's home figures as of `now`; canceled sales count for nothing. */
export function dashboardOf(db: Db, affiliateId: number, now: number): Dashboard {
  const windowStart = now - DASHBOARD_WINDOW_DAYS * DAY_MS;
  const clicks =
    db
      .prepare<[number, string], { clicks: number }>(
        `SELECT COALESCE(SUM(c.clicks), 0) AS clicks
           FROM affiliate_link_clicks c JOIN affiliate_links l ON l.id = c.link_id
          WHERE l.affiliate_id = ? AND c.day > ?`,
      )
      // Today and the 29 days before it.
      .get(affiliateId, localDay(windowStart))?.clicks ?? 0;
  const recent = db
    .prepare<[number, string], { sales: number; commission: number }>(
      `SELECT COUNT(*) AS sales, COALESCE(SUM(commission_cents), 0) AS commission
         FROM affiliate_sales
        WHERE affiliate_id = ? AND status <> 'canceled' AND created_at >= ?`,
    )
    .get(affiliateId, sqlTime(windowStart));
  const sales30 = recent?.sales ?? 0;

  const months = lastLocalMonths(now, DASHBOARD_MONTHS);
  const byMonth = new Map(
    db
      .prepare<[number, string], { month: string; sales: number; commission: number }>(
        `SELECT strftime('%Y-%m', created_at, ${SQL_LOCAL_MODIFIER}) AS month,
                COUNT(*) AS sales, SUM(commission_cents) AS commission
           FROM affiliate_sales
          WHERE affiliate_id = ? AND status <> 'canceled' AND created_at >= ?
          GROUP BY month`,
      )
      .all(affiliateId, sqlTime(startOfLocalMonth(now, DASHBOARD_MONTHS - 1)))
      .map((row) => [row.month, row]),
  );

  const top = db
    .prepare<[number, number], TopRow>(
      `SELECT p.id, p.name, p.slug, s.name AS seller_name, s.slug AS seller_slug, l.code, l.active,
              (SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo,
              COUNT(sa.id) AS sales_count, SUM(sa.commission_cents) AS commission_cents
         FROM affiliate_sales sa
         JOIN affiliate_links l ON l.id = sa.link_id
         JOIN products p ON p.id = l.product_id
         JOIN sellers s ON s.id = p.seller_id
        WHERE sa.affiliate_id = ? AND sa.status <> 'canceled'
        GROUP BY l.id
        ORDER BY commission_cents DESC, sales_count DESC, p.id
        LIMIT ?`,
    )
    .all(affiliateId, TOP_PRODUCTS_LIMIT);

  return {
    ...balancesOf(db, affiliateId),
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
