import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';

import type { AffiliateBalances, AffiliateStatementEntry } from 'shared-contracts/schema';

export type Balances = AffiliateBalances;
export type StatementEntry = AffiliateStatementEntry;
export type StatementEntryType = StatementEntry['type'];
export type StatementEntryStatus = StatementEntry['status'];

export async function balancesOf(db: Kysely<Database>, affiliateId: number): Promise<Balances> {
  const sales = await db
    .selectFrom('affiliate_sales')
    .select([
      sql<number>`COALESCE(SUM(CASE WHEN status = 'approved' THEN commission_cents END), 0)`.as('available'),
      sql<number>`COALESCE(SUM(CASE WHEN status = 'pending' THEN commission_cents END), 0)`.as('pending'),
    ])
    .where('affiliate_id', '=', affiliateId)
    .executeTakeFirst();
  const payouts = await db
    .selectFrom('affiliate_payouts')
    .select(sql<number>`COALESCE(SUM(amount_cents), 0)`.as('paid'))
    .where('affiliate_id', '=', affiliateId)
    .executeTakeFirst();
  return {
    balance_available: centsToReais(sales?.available ?? 0),
    balance_pending: centsToReais(sales?.pending ?? 0),
    total_paid: centsToReais(payouts?.paid ?? 0),
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
function entries(affiliateId: number): RawBuilder<EntryRow> {
  return sql<EntryRow>`
    SELECT 'commission' AS type, sa.id AS source_id, sa.order_reference AS reference, sa.product_name,
           NULL AS pix_key_masked, sa.commission_cents AS amount_cents,
           COALESCE(sa.approved_at, sa.created_at) AS date, sa.status
      FROM affiliate_sales sa
     WHERE sa.affiliate_id = ${affiliateId} AND sa.status <> 'canceled'
    UNION ALL
    SELECT 'payout', po.id, po.reference, NULL, po.pix_key_masked, -po.amount_cents, po.paid_at, 'paid'
      FROM affiliate_payouts po
     WHERE po.affiliate_id = ${affiliateId}`;
}

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
export async function listStatement(
  db: Kysely<Database>,
  affiliateId: number,
  page: PageRequest,
): Promise<{ total: number; data: StatementEntry[] }> {
  const count = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (${entries(affiliateId)}) AS entries`.execute(db);
  const { rows } = await sql<EntryRow>`
      SELECT * FROM (${entries(affiliateId)}) AS entries
       ORDER BY date DESC, type DESC, source_id DESC
       LIMIT ${page.perPage} OFFSET ${pageOffset(page)}`.execute(db);
  return { total: count.rows[0]?.n ?? 0, data: rows.map(toEntry) };
}
