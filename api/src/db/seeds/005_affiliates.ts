import type { Db } from '../database';
import type { Seed } from '../seed';
import { Random } from '../../lib/random';
import { maskPixKey } from '../../features/affiliates/affiliate-profile-repository';
import {
  DAY_MS,
  lastLocalMonths,
  localDay,
  sqlTime,
  startOfLocalDay,
  startOfLocalMonth,
} from '../../features/affiliates/business-time';
import { newLinkCode } from '../../features/affiliates/link-codes';
import { ORDER_NUMBERS_AFTER_REFERENCES_SQLITE } from '../order-numbers';

/**
 * Six months of history for the demo affiliate (Rafael Lima): a dozen promoted products, their
 * daily clicks, about sixty sales in every status and the monthly Pix payouts that paid the
 * approved commissions. The same generator seed always draws the same history; its dates are laid
 * out backwards from the moment the database is created, so the dashboard's "last 30 days" and
 * "last 6 months" always have something to show.
 */
const RANDOM_SEED = 20_250_701;
const AFFILIATE_EMAIL = 'afiliado@demo.com.br';
const PRODUCTS = 12;
const SALES = 60;
const HISTORY_DAYS = 180;
/** Days a sale stays pending (the buyer may still return it) before its commission is approved. */
const GUARANTEE_DAYS = 30;
/** Payouts are made on this day of each month, 14:00 Brasília time, for what was approved before it began. */
const PAYOUT_DAY = 10;
const HOUR_MS = 60 * 60 * 1000;

interface Candidate {
  id: number;
  name: string;
  price_cents: number;
  affiliate_commission: number;
}

interface SeededLink {
  id: number;
  product: Candidate;
  createdAt: number;
  /** Average clicks a day. */
  rate: number;
}

interface SeededSale {
  link: SeededLink;
  createdAt: number;
  amountCents: number;
  commissionCents: number;
  canceled: boolean;
  approvedAt: number | null;
  id?: number;
}

function seedProfile(db: Db, userId: number, document: string): string {
  db.prepare(
    `INSERT INTO affiliate_profiles
       (user_id, pix_key_type, pix_key, bank_name, bank_agency, bank_account, bio, website, instagram)
     VALUES (?, 'cpf', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    document,
    'Banco do Brasil',
    '1234-5',
    '56789-0',
    'Crio conteúdo sobre tecnologia, casa e cozinha no Rio de Janeiro. Só indico o que eu mesmo usaria.',
    'https://rafaellima.com.br',
    'rafael.indica',
  );
  return maskPixKey('cpf', document);
}

function seedLinks(db: Db, rng: Random, userId: number, now: number): SeededLink[] {
  const candidates = db
    .prepare<[], Candidate>(
      `SELECT id, name, price_cents, affiliate_commission FROM products
        WHERE affiliate_commission > 0 AND price_cents BETWEEN 3000 AND 400000
        ORDER BY sales_count DESC, id LIMIT 60`,
    )
    .all();
  const chosen = rng.sample(candidates, PRODUCTS);
  const insert = db.prepare<[number, number, string, string]>(
    'INSERT INTO affiliate_links (affiliate_id, product_id, code, created_at) VALUES (?, ?, ?, ?)',
  );
  const codes = new Set<string>();
  return chosen.map((product, index) => {
    // Spread from about seven months ago to last week, oldest first.
    const daysAgo = Math.max(7, Math.round(HISTORY_DAYS + 20 - index * 17 + rng.int(-4, 4)));
    const createdAt = now - daysAgo * DAY_MS - rng.int(1, 10) * HOUR_MS;
    let code = newLinkCode((size) => rng.int(0, size - 1));
    while (codes.has(code)) code = newLinkCode((size) => rng.int(0, size - 1));
    codes.add(code);
    const id = Number(insert.run(userId, product.id, code, sqlTime(createdAt)).lastInsertRowid);
    return { id, product, createdAt, rate: 0.6 + rng.next() * 2.4 };
  });
}

function seedClicks(db: Db, rng: Random, links: readonly SeededLink[], now: number): void {
  const insert = db.prepare<[number, string, number]>(
    'INSERT INTO affiliate_link_clicks (link_id, day, clicks) VALUES (?, ?, ?)',
  );
  const total = db.prepare<[number, number]>('UPDATE affiliate_links SET clicks = ? WHERE id = ?');
  const today = localDay(now);
  for (const link of links) {
    let sum = 0;
    for (let day = localDay(link.createdAt); day <= today; day = localDay(startOfLocalDay(day) + DAY_MS + HOUR_MS)) {
      const clicks = rng.int(0, Math.round(link.rate * 2));
      if (clicks === 0) continue;
      insert.run(link.id, day, clicks);
      sum += clicks;
    }
    total.run(sum, link.id);
  }
}

function drawSales(rng: Random, links: readonly SeededLink[], now: number): SeededSale[] {
  const sales: SeededSale[] = [];
  while (sales.length < SALES) {
    // Half spread evenly, half leaning to the recent months: a growing affiliate.
    const u = rng.next();
    const share = rng.chance(0.5) ? u : 1 - Math.sqrt(1 - u);
    const createdAt = now - Math.max(2 * HOUR_MS, Math.round(share * HISTORY_DAYS * DAY_MS));
    const open = links.filter((link) => link.createdAt < createdAt - DAY_MS);
    if (open.length === 0) continue;
    const link = open[rng.weighted(open.map((candidate) => candidate.rate))] as SeededLink;
    const quantity = rng.chance(0.85) ? 1 : 2;
    const amountCents = link.product.price_cents * quantity;
    const commissionCents = Math.round((amountCents * link.product.affiliate_commission) / 100);
    const canceled = rng.chance(0.08);
    const approvedAt =
      canceled || now - createdAt < GUARANTEE_DAYS * DAY_MS
        ? null
        : createdAt + GUARANTEE_DAYS * DAY_MS + rng.int(1, 20) * HOUR_MS;
    sales.push({ link, createdAt, amountCents, commissionCents, canceled, approvedAt });
  }
  return sales.sort((a, b) => a.createdAt - b.createdAt);
}

function seedSales(db: Db, rng: Random, userId: number, sales: SeededSale[]): void {
  const insert = db.prepare(
    `INSERT INTO affiliate_sales
       (link_id, affiliate_id, order_reference, product_name, sale_amount_cents, commission_percent,
        commission_cents, status, created_at, approved_at)
     VALUES (@link_id, @affiliate_id, @order_reference, @product_name, @sale_amount_cents, @commission_percent,
             @commission_cents, @status, @created_at, @approved_at)`,
  );
  let orderNumber = 4_180;
  for (const sale of sales) {
    orderNumber += rng.int(7, 61);
    const status = sale.canceled ? 'canceled' : sale.approvedAt === null ? 'pending' : 'approved';
    sale.id = Number(
      insert.run({
        link_id: sale.link.id,
        affiliate_id: userId,
        order_reference: `MB-${String(orderNumber).padStart(6, '0')}`,
        product_name: sale.link.product.name,
        sale_amount_cents: sale.amountCents,
        commission_percent: sale.link.product.affiliate_commission,
        commission_cents: sale.commissionCents,
        status,
        created_at: sqlTime(sale.createdAt),
        approved_at: sale.approvedAt === null ? null : sqlTime(sale.approvedAt),
      }).lastInsertRowid,
    );
  }
}

/** Each month's payout pays every commission approved before that month began and not paid yet. */
function seedPayouts(db: Db, userId: number, maskedKey: string, sales: readonly SeededSale[], now: number): void {
  const insert = db.prepare<[number, number, string, string, string]>(
    'INSERT INTO affiliate_payouts (affiliate_id, amount_cents, pix_key_masked, reference, paid_at) VALUES (?, ?, ?, ?, ?)',
  );
  const markPaid = db.prepare<[number, number]>(
    "UPDATE affiliate_sales SET status = 'paid', payout_id = ? WHERE id = ?",
  );
  const paid = new Set<SeededSale>();
  const months = lastLocalMonths(now, Math.ceil(HISTORY_DAYS / 30) + 1);
  months.forEach((month, index) => {
    const monthStart = startOfLocalMonth(now, months.length - 1 - index);
    const paidAt = monthStart + (PAYOUT_DAY - 1) * DAY_MS + 14 * HOUR_MS;
    if (paidAt > now) return;
    const due = sales.filter((sale) => sale.approvedAt !== null && sale.approvedAt < monthStart && !paid.has(sale));
    if (due.length === 0) return;
    const amount = due.reduce((sum, sale) => sum + sale.commissionCents, 0);
    const reference = `PIX-${month.replace('-', '')}-${String(userId).padStart(4, '0')}`;
    const payoutId = Number(insert.run(userId, amount, maskedKey, reference, sqlTime(paidAt)).lastInsertRowid);
    for (const sale of due) {
      paid.add(sale);
      if (sale.id !== undefined) markPaid.run(payoutId, sale.id);
    }
  });
}

/** Fills the demo affiliate's history; `now` is when the history ends. Does nothing twice. */
export function seedAffiliateHistory(db: Db, now: number): void {
  const affiliate = db
    .prepare<[string], { id: number; document: string | null }>('SELECT id, document FROM users WHERE email = ?')
    .get(AFFILIATE_EMAIL);
  if (!affiliate) return;
  const seeded = db
    .prepare<[number], { id: number }>('SELECT id FROM affiliate_links WHERE affiliate_id = ? LIMIT 1')
    .get(affiliate.id);
  if (seeded) return;

  const rng = new Random(RANDOM_SEED);
  const maskedKey = seedProfile(db, affiliate.id, affiliate.document ?? '16899535009');
  const links = seedLinks(db, rng, affiliate.id, now);
  seedClicks(db, rng, links, now);
  const sales = drawSales(rng, links, now);
  seedSales(db, rng, affiliate.id, sales);
  seedPayouts(db, affiliate.id, maskedKey, sales, now);
}

export const affiliateSeed: Seed = {
  name: '005_affiliates',
  run(db) {
    seedAffiliateHistory(db, Date.now());
    // The sales refer to earlier orders of the store: new orders are numbered after them.
    db.exec(ORDER_NUMBERS_AFTER_REFERENCES_SQLITE);
  },
};
