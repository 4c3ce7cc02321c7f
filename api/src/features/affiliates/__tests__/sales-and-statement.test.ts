import { expectFieldError, expectFieldErrors } from '../../../testing/field-error';
import { queryRow } from '../../../testing/query';
import { AFFILIATE, signedIn } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import { localDay } from '../business-time';
import { ISO_DATE, affiliateUserId } from './support';
import type { Paginator } from '../../../http/pagination';

interface Sale {
  id: number;
  order_reference: string;
  product_name: string;
  product: { id: number; slug: string; seller_slug: string } | null;
  link_code: string;
  sale_amount: number;
  commission_percent: number;
  commission_amount: number;
  status: 'pending' | 'approved' | 'paid' | 'canceled';
  status_label: string;
  created_at: string;
  approved_at: string | null;
}

type SalesPage = Paginator<Sale> & {
  totals: { count: number; canceled_count: number; sale_amount: number; commission_amount: number };
};

interface Entry {
  id: string;
  type: 'commission' | 'payout';
  description: string;
  reference: string;
  amount: number;
  date: string;
  status: 'pending' | 'approved' | 'paid';
}

interface PaymentRecords {
  summary: { balance_available: number; balance_pending: number; total_paid: number };
  records: Paginator<Entry>;
}

const server = serverForAll();
let client: TestClient;

beforeAll(async () => {
  client = await signedIn(server, AFFILIATE);
});

const sales = async (query = '') => {
  const response = await client.get(`/api/affiliates/sales${query}`);
  expect(response.status).toBe(200);
  return response.body as SalesPage;
};

const count = async (sql: string, ...params: unknown[]): Promise<number> =>
  (await queryRow<{ n: number }>(server.app.kysely, sql, ...params))?.n ?? 0;

describe('GET /api/affiliates/sales', () => {
  it('pages every sale, newest first, with the totals of all of them', async () => {
    const page = await sales();
    const total = await count(
      'SELECT COUNT(*) AS n FROM affiliate_sales WHERE affiliate_id = ?',
      await affiliateUserId(server),
    );
    expect(total).toBeGreaterThanOrEqual(50);
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((sale) => sale.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const sale of page.data) {
      expect(sale.order_reference).toMatch(/^MB-\d{6}$/);
      expect(sale.created_at).toMatch(ISO_DATE);
      expect(sale.link_code).toMatch(/^[a-z0-9]{8}$/);
      expect(sale.commission_amount).toBe(Math.round(sale.sale_amount * sale.commission_percent) / 100);
      expect(sale.product).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        seller_slug: expect.any(String),
      });
    }
    const sums = await queryRow<{ amount: number; commission: number; n: number }>(
      server.app.kysely,
      `SELECT SUM(sale_amount_cents) AS amount, SUM(commission_cents) AS commission, COUNT(*) AS n
         FROM affiliate_sales WHERE affiliate_id = ? AND status <> 'canceled'`,
      await affiliateUserId(server),
    );
    if (!sums) throw new Error('no sums');
    expect(page.totals).toEqual({
      count: total,
      canceled_count: total - sums.n,
      sale_amount: sums.amount / 100,
      commission_amount: sums.commission / 100,
    });
    expect(page.totals.canceled_count).toBeGreaterThan(0);
  });

  it.each([
    ['pending', 'Pendente'],
    ['approved', 'Aprovada'],
    ['paid', 'Paga'],
    ['canceled', 'Cancelada'],
  ])('filters by status %s', async (status, label) => {
    const page = await sales(`?status=${status}`);
    const expected = await count(
      'SELECT COUNT(*) AS n FROM affiliate_sales WHERE affiliate_id = ? AND status = ?',
      await affiliateUserId(server),
      status,
    );
    expect(expected).toBeGreaterThan(0);
    expect(page.total).toBe(expected);
    expect(page.totals.count).toBe(expected);
    expect(page.data.every((sale) => sale.status === status && sale.status_label === label)).toBe(true);
    if (status === 'pending' || status === 'canceled') {
      expect(page.data.every((sale) => sale.approved_at === null)).toBe(true);
    } else {
      expect(page.data.every((sale) => sale.approved_at !== null)).toBe(true);
    }
    if (status === 'canceled') expect(page.totals).toMatchObject({ sale_amount: 0, commission_amount: 0 });
    // The page links keep the filter.
    if (page.next_page_url) expect(page.next_page_url).toContain(`status=${status}`);
  });

  it('filters by period, in Brasília days, both ends included', async () => {
    const all = await sales();
    const newest = all.data[0];
    if (!newest) throw new Error('no sale');
    const day = localDay(Date.parse(newest.created_at));
    const page = await sales(`?from=${day}&to=${day}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.some((sale) => sale.id === newest.id)).toBe(true);
    expect(page.data.every((sale) => localDay(Date.parse(sale.created_at)) === day)).toBe(true);

    const since = await sales(`?from=${day}`);
    expect(since.data.every((sale) => localDay(Date.parse(sale.created_at)) >= day)).toBe(true);
    const until = await sales(`?to=2000-01-01`);
    expect(until).toMatchObject({ total: 0, data: [], from: null, to: null });
    expect(until.totals).toEqual({ count: 0, canceled_count: 0, sale_amount: 0, commission_amount: 0 });
  });

  it('combines status and period', async () => {
    const page = await sales('?status=paid&from=2000-01-01&to=2100-12-31');
    const paid = await sales('?status=paid');
    expect(page.total).toBe(paid.total);
  });

  it('answers 422 in Portuguese for a wrong status or date, all at once', async () => {
    const response = await client.get('/api/affiliates/sales?status=vendida&from=2025-02-30&to=ontem&page=0');
    expectFieldErrors(response, 'O campo página deve estar entre 1 e 1000000. (e mais 3 erros)', {
      page: ['O campo página deve estar entre 1 e 1000000.'],
      status: ['O campo situação selecionado é inválido.'],
      from: ['O campo data inicial não é uma data válida.'],
      to: ['O campo data final não é uma data válida.'],
    });
  });

  it('answers 422 when the period ends before it starts', async () => {
    const response = await client.get('/api/affiliates/sales?from=2025-05-10&to=2025-05-01');
    expectFieldError(response, 'to', 'O campo data final deve ser uma data posterior ou igual a data inicial.');
  });
});

describe('GET /api/affiliates/payment-records', () => {
  const records = async (page = 1) => {
    const response = await client.get(`/api/affiliates/payment-records?page=${page}`);
    expect(response.status).toBe(200);
    return response.body as PaymentRecords;
  };

  it('sums up the balances as the dashboard does', async () => {
    const body = await records();
    const dashboard = (await client.get('/api/affiliates/dashboard')).body as PaymentRecords['summary'];
    expect(body.summary).toEqual({
      balance_available: dashboard.balance_available,
      balance_pending: dashboard.balance_pending,
      total_paid: dashboard.total_paid,
    });
  });

  it('lists commission credits and payouts together, newest first, payouts negative', async () => {
    const id = await affiliateUserId(server);
    const credits = await count(
      "SELECT COUNT(*) AS n FROM affiliate_sales WHERE affiliate_id = ? AND status <> 'canceled'",
      id,
    );
    const payouts = await count('SELECT COUNT(*) AS n FROM affiliate_payouts WHERE affiliate_id = ?', id);
    expect(payouts).toBeGreaterThanOrEqual(4);

    const first = await records();
    expect(first.records).toMatchObject({ current_page: 1, per_page: 15, total: credits + payouts });

    const entries: Entry[] = [];
    for (let page = 1; page <= first.records.last_page; page += 1) entries.push(...(await records(page)).records.data);
    expect(entries).toHaveLength(credits + payouts);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const dates = entries.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const payoutEntries = entries.filter((entry) => entry.type === 'payout');
    expect(payoutEntries).toHaveLength(payouts);
    for (const entry of payoutEntries) {
      expect(entry.amount).toBeLessThan(0);
      expect(entry.status).toBe('paid');
      expect(entry.reference).toMatch(/^PIX-\d{6}-\d{4}$/);
      expect(entry.description).toBe('Pagamento via Pix para a chave ***.995.350-**');
    }
    const creditEntries = entries.filter((entry) => entry.type === 'commission');
    for (const entry of creditEntries) {
      expect(entry.amount).toBeGreaterThan(0);
      expect(entry.description).toMatch(/^Comissão: /);
      expect(entry.reference).toMatch(/^MB-\d{6}$/);
    }
    expect(new Set(creditEntries.map((entry) => entry.status))).toEqual(new Set(['pending', 'approved', 'paid']));
    const paidOut = -payoutEntries.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
    expect(paidOut).toBe(first.summary.total_paid);
  });

  it('answers 422 for a wrong page', async () => {
    const response = await client.get('/api/affiliates/payment-records?page=x');
    expect(response.status).toBe(422);
  });
});
