import { execute, queryRow } from '../../../testing/query';
import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import { localMonth } from '../business-time';
import { AFFILIATE, CUSTOMER, signedIn } from '../../../testing/demo-users';
import { affiliateUserId } from './support';

interface Dashboard {
  balance_available: number;
  balance_pending: number;
  total_paid: number;
  clicks_30d: number;
  sales_30d: number;
  commission_30d: number;
  conversion_rate_30d: number;
  sales_by_month: { month: string; sales: number; commission: number }[];
  top_products: {
    id: number;
    name: string;
    slug: string;
    photo: string;
    seller: { name: string; slug: string };
    link: { code: string; url: string; active: boolean };
    sales_count: number;
    commission_total: number;
  }[];
}

// Always three values: jest hands a test with fewer arguments than parameters a `done` callback.
const ENDPOINTS: [string, string, unknown][] = [
  ['GET', '/api/affiliates/dashboard', null],
  ['GET', '/api/affiliates/products', null],
  ['POST', '/api/affiliates/products', { product_id: 1 }],
  ['DELETE', '/api/affiliates/products/1', null],
  ['GET', '/api/affiliates/market/products/loja/produto', null],
  ['GET', '/api/affiliates/sales', null],
  ['GET', '/api/affiliates/payment-records', null],
  ['GET', '/api/affiliates/profile', null],
  ['PUT', '/api/affiliates/profile', {}],
];

const server = serverForAll();

describe('affiliate area guards', () => {
  it.each(ENDPOINTS)('%s %s is 401 for guests', async (method, url, body) => {
    const client = server.client();
    await client.csrf();
    const response = await client.request(method, url, body === null ? {} : { body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(ENDPOINTS)('%s %s is 403 for customers', async (method, url, body) => {
    const client = await signedIn(server, CUSTOMER);
    const response = await client.request(method, url, body === null ? {} : { body });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Área exclusiva para afiliados.' });
  });

  it('refuses a state-changing call without the anti-forgery header', async () => {
    const client = await signedIn(server, AFFILIATE);
    const response = await client.request('POST', '/api/affiliates/products', { body: { product_id: 1 }, xsrf: false });
    expect(response.status).toBe(419);
  });
});

describe('GET /api/affiliates/dashboard', () => {
  let client: TestClient;
  let dashboard: Dashboard;

  beforeAll(async () => {
    client = await signedIn(server, AFFILIATE);
    const response = await client.get('/api/affiliates/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    dashboard = response.body as Dashboard;
  });

  const cents = async (sql: string, ...params: unknown[]): Promise<number> =>
    (await queryRow<{ v: number | null }>(server.app.kysely, sql, ...params))?.v ?? 0;

  it('tells the balances as the sales and payouts have them', async () => {
    const id = await affiliateUserId(server);
    const approved = await cents(
      "SELECT SUM(commission_cents) AS v FROM affiliate_sales WHERE affiliate_id = ? AND status = 'approved'",
      id,
    );
    const pending = await cents(
      "SELECT SUM(commission_cents) AS v FROM affiliate_sales WHERE affiliate_id = ? AND status = 'pending'",
      id,
    );
    const paid = await cents('SELECT SUM(amount_cents) AS v FROM affiliate_payouts WHERE affiliate_id = ?', id);
    const paidSales = await cents(
      "SELECT SUM(commission_cents) AS v FROM affiliate_sales WHERE affiliate_id = ? AND status = 'paid'",
      id,
    );
    expect(dashboard.balance_available).toBe(approved / 100);
    expect(dashboard.balance_pending).toBe(pending / 100);
    expect(dashboard.total_paid).toBe(paid / 100);
    // The seeded history is consistent: every payout paid exactly the commissions marked paid.
    expect(paid).toBe(paidSales);
    expect(dashboard.balance_available).toBeGreaterThan(0);
    expect(dashboard.balance_pending).toBeGreaterThan(0);
    expect(dashboard.total_paid).toBeGreaterThan(0);
  });

  it('counts clicks, sales and commission of the last 30 days and their conversion rate', () => {
    expect(dashboard.clicks_30d).toBeGreaterThan(0);
    expect(dashboard.sales_30d).toBeGreaterThan(0);
    expect(dashboard.commission_30d).toBeGreaterThan(0);
    expect(dashboard.conversion_rate_30d).toBe(Math.round((dashboard.sales_30d / dashboard.clicks_30d) * 10000) / 100);
  });

  it('has the last six months, oldest first, ending with the current one', () => {
    const months = dashboard.sales_by_month.map((entry) => entry.month);
    expect(months).toHaveLength(6);
    expect(months[5]).toBe(localMonth(Date.now()));
    expect([...months].sort()).toEqual(months);
    expect(new Set(months).size).toBe(6);
    for (const entry of dashboard.sales_by_month) {
      expect(entry.month).toMatch(/^\d{4}-\d{2}$/);
      expect(entry.sales).toBeGreaterThanOrEqual(0);
    }
    const total = dashboard.sales_by_month.reduce((sum, entry) => sum + entry.sales, 0);
    expect(total).toBeGreaterThan(30);
  });

  it('lists up to five top products by commission, with their link', () => {
    const top = dashboard.top_products;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    const commissions = top.map((product) => product.commission_total);
    expect([...commissions].sort((a, b) => b - a)).toEqual(commissions);
    for (const product of top) {
      expect(product).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        photo: expect.any(String),
        seller: { name: expect.any(String), slug: expect.any(String) },
        link: { code: expect.any(String), url: `/api/r/${product.link.code}`, active: true },
        sales_count: expect.any(Number),
        commission_total: expect.any(Number),
      });
    }
  });

  it('is empty, not failing, for an affiliate without any history', async () => {
    await execute(
      server.app.kysely,
      "INSERT INTO users (name, email, password_hash, user_type) SELECT 'Nova Afiliada', 'nova@demo.com.br', password_hash, 2 FROM users WHERE email = ?",
      AFFILIATE,
    );
    const fresh = await signedIn(server, 'nova@demo.com.br');
    const response = await fresh.get('/api/affiliates/dashboard');
    expect(response.status).toBe(200);
    const body = response.body as Dashboard;
    expect(body).toMatchObject({
      balance_available: 0,
      balance_pending: 0,
      total_paid: 0,
      clicks_30d: 0,
      sales_30d: 0,
      commission_30d: 0,
      conversion_rate_30d: 0,
      top_products: [],
    });
    expect(body.sales_by_month.every((entry) => entry.sales === 0 && entry.commission === 0)).toBe(true);
  });
});
