import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import { DAY_MS, sqlTime, startOfLocalDay } from './business-time';

import { AFFILIATE_SALE_STATUSES, type AffiliateSale, type AffiliateSalesTotals } from 'shared-contracts/schema';

export type AffiliateSaleView = AffiliateSale;
export type SalesTotals = AffiliateSalesTotals;

export const SALE_STATUSES = AFFILIATE_SALE_STATUSES;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABELS: Readonly<Record<SaleStatus, string>> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  paid: 'Paga',
  canceled: 'Cancelada',
};

export interface SaleFilters {
  status?: SaleStatus;
  /** First and last local day of the period ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
}

interface SaleRow {
  id: number;
  order_reference: string;
  product_name: string;
  product_id: number | null;
  product_slug: string | null;
  seller_slug: string | null;
  code: string;
  sale_amount_cents: number;
  commission_percent: number;
  commission_cents: number;
  status: SaleStatus;
  created_at: string;
  approved_at: string | null;
}

function where(affiliateId: number, filters: SaleFilters): RawBuilder<unknown> {
  const clauses = [sql`sa.affiliate_id = ${affiliateId}`];
  if (filters.status) clauses.push(sql`sa.status = ${filters.status}`);
  if (filters.from) clauses.push(sql`sa.created_at >= ${sqlTime(startOfLocalDay(filters.from))}`);
  if (filters.to) clauses.push(sql`sa.created_at < ${sqlTime(startOfLocalDay(filters.to) + DAY_MS)}`);
  return sql.join(clauses, sql` AND `);
}

function toSale(row: SaleRow): AffiliateSaleView {
  return {
    id: row.id,
    order_reference: row.order_reference,
    product_name: row.product_name,
    product:
      row.product_id === null || row.product_slug === null || row.seller_slug === null
        ? null
        : { id: row.product_id, slug: row.product_slug, seller_slug: row.seller_slug },
    link_code: row.code,
    sale_amount: centsToReais(row.sale_amount_cents),
    commission_percent: row.commission_percent,
    commission_amount: centsToReais(row.commission_cents),
    status: row.status,
    status_label: SALE_STATUS_LABELS[row.status],
    created_at: isoDate(row.created_at),
    approved_at: row.approved_at === null ? null : isoDate(row.approved_at),
  };
}

/** An affiliate's sales, newest first, with the totals of everything the filters match. */
export async function listSales(
  db: Kysely<Database>,
  affiliateId: number,
  filters: SaleFilters,
  page: PageRequest,
): Promise<{ totals: SalesTotals; data: AffiliateSaleView[] }> {
  const condition = where(affiliateId, filters);
  const sums = await sql<{ n: number; canceled: number; amount: number; commission: number }>`
      SELECT COUNT(*) AS n,
             COALESCE(SUM(CASE WHEN sa.status = 'canceled' THEN 1 ELSE 0 END), 0) AS canceled,
             COALESCE(SUM(CASE WHEN sa.status <> 'canceled' THEN sa.sale_amount_cents END), 0) AS amount,
             COALESCE(SUM(CASE WHEN sa.status <> 'canceled' THEN sa.commission_cents END), 0) AS commission
        FROM affiliate_sales sa WHERE ${condition}`.execute(db);
  const { rows } = await sql<SaleRow>`
      SELECT sa.id, sa.order_reference, sa.product_name, p.id AS product_id, p.slug AS product_slug,
             s.slug AS seller_slug, l.code, sa.sale_amount_cents, sa.commission_percent, sa.commission_cents,
             sa.status, sa.created_at, sa.approved_at
        FROM affiliate_sales sa
        JOIN affiliate_links l ON l.id = sa.link_id
        LEFT JOIN products p ON p.id = l.product_id
        LEFT JOIN sellers s ON s.id = p.seller_id
       WHERE ${condition}
       ORDER BY sa.created_at DESC, sa.id DESC
       LIMIT ${page.perPage} OFFSET ${pageOffset(page)}`.execute(db);
  const totals = sums.rows[0];
  return {
    totals: {
      count: totals?.n ?? 0,
      canceled_count: totals?.canceled ?? 0,
      sale_amount: centsToReais(totals?.amount ?? 0),
      commission_amount: centsToReais(totals?.commission ?? 0),
    },
    data: rows.map(toSale),
  };
}
