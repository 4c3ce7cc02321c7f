import type { Db } from '../../db/database';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';

import type { AffiliateBalances, AffiliateStatementEntry } from 'shared-contracts/schema';

export type Balances = AffiliateBalances;
export type StatementEntry = AffiliateStatementEntry;
export type StatementEntryType = StatementEntry['type'];
export type StatementEntryStatus = StatementEntry['status'];

export function balancesOf(db: Db, affiliateId: number): Balances {
  const sales = db
    .prepare<[number], { available: number; pending: number }>(
      `SELECT COALESCE(SUM(CASE WHEN status = 'approved' THEN commission_cents END), 0) AS available,
              COALESCE(SUM(CASE WHEN status = 'pending' THEN commission_cents END), 0) AS pending
         FROM affiliate_sales WHERE affiliate_id = ?`,
    )
    .get(affiliateId);
  const paid =
    db
      .prepare<[number], { paid: number }>(
        'SELECT COALESCE(SUM(amount_cents), 0) AS paid FROM affiliate_payouts WHERE affiliate_id = ?',
      )
      .get(affiliateId)?.paid ?? 0;
  return {
    balance_available: centsToReais(sales?.available ?? 0),
    balance_pending: centsToReais(sales?.pending ?? 0),
    total_paid: centsToReais(paid),
  };
}

interface EntryRow {
  type: StatementEntryType;
  source_id: number;
  reference: string;
  product_name: string | null;
  pix_key_masked: string | null;
  amount_cents: number;
  date: string;
  status: StatementEntryStatus;
}

// Commission credits (dated when approved, or when sold while still pending) and payouts, in one
// timeline. Canceled sales never credited anything, so they are not in it.
const ENTRIES = `
  SELECT 'commission' AS type, sa.id AS source_id, sa.order_reference AS reference, sa.product_name,
         NULL AS pix_key_masked, sa.commission_cents AS amount_cents,
         COALESCE(sa.approved_at, sa.created_at) AS date, sa.status
    FROM affiliate_sales sa
   WHERE sa.affiliate_id = @affiliate AND sa.status <> 'canceled'
  UNION ALL
  SELECT 'payout', po.id, po.reference, NULL, po.pix_key_masked, -po.amount_cents, po.paid_at, 'paid'
    FROM affiliate_payouts po
   WHERE po.affiliate_id = @affiliate`;

function toEntry(row: EntryRow): StatementEntry {
  const description =
    row.type === 'payout'
      ? `Pagamento via Pix para a chave ${row.pix_key_masked ?? ''}`.trim()
      : `Comissão: ${row.product_name ?? 'produto'}`;
  return {
    id: `${row.type}-${row.source_id}`,
    type: row.type,
    description,
    reference: row.reference,
    amount: centsToReais(row.amount_cents),
    date: isoDate(row.date),
    status: row.status,
  };
}

/** The statement, newest first; on the same instant a payout comes before the credits it paid. */
export function listStatement(
  db: Db,
  affiliateId: number,
  page: PageRequest,
): { total: number; data: StatementEntry[] } {
  const total =
    db
      .prepare<{ affiliate: number }, { n: number }>(`SELECT COUNT(*) AS n FROM (${ENTRIES})`)
      .get({ affiliate: affiliateId })?.n ?? 0;
  const rows = db
    .prepare<{ affiliate: number; limit: number; offset: number }, EntryRow>(
      `SELECT * FROM (${ENTRIES})
        ORDER BY date DESC, type DESC, source_id DESC
        LIMIT @limit OFFSET @offset`,
    )
    .all({ affiliate: affiliateId, limit: page.perPage, offset: pageOffset(page) });
  return { total, data: rows.map(toEntry) };
}
