import { createHmac } from 'node:crypto';
import { AFFILIATE, signedIn } from '../../../testing/demo-users';
import { manualClock } from '../../../testing/manual-clock';
import { queryRow } from '../../../testing/query';
import { serverForAll } from '../../../testing/server-for-tests';
import { startTestServer, type TestClient } from '../../../testing/test-server';
import {
  PASSWORD,
  addToCart,
  newCustomer,
  orderData,
  readyCart,
  type Customer,
} from '../../cart/__tests__/checkout-fixtures';
import { DAY_MS } from '../business-time';
import { PROOF_COOKIE, followLink } from './support';

/**
 * An affiliate earns only on a click the server recorded: the link's redirect (or the site's report
 * of a page opened with `?ref=`) records it and hands the browser a signed proof in a cookie; at
 * checkout the proof names the click, and the click's row says which link and when. Nothing the
 * browser writes (a body `referral`, a cookie of its own making) earns anything.
 */

const clock = manualClock(Date.now());
const server = serverForAll({ referralClock: clock.now });

interface Link {
  id: number;
  code: string;
  product_id: number;
  affiliate_id: number;
}

/** Two links of the demo affiliate, on products without options and with stock to spare. */
let first: Link;
let second: Link;
let affiliate: TestClient;

async function activeLinks(): Promise<Link[]> {
  return server.app.kysely
    .selectFrom('affiliate_links as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('users as u', 'u.id', 'l.affiliate_id')
    .select(['l.id', 'l.code', 'l.product_id', 'l.affiliate_id'])
    .where('u.email', '=', AFFILIATE)
    .where('l.active', '=', 1)
    .where('p.stock', '>=', 50)
    .where('p.affiliate_commission', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_variations as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))),
    )
    .orderBy('l.id')
    .limit(2)
    .execute();
}

beforeAll(async () => {
  const links = await activeLinks();
  if (!links[0] || !links[1]) throw new Error('the demo affiliate needs two links on products without options');
  [first, second] = [links[0], links[1]];
  affiliate = await signedIn(server, AFFILIATE);
});

interface Sale {
  link_id: number;
  affiliate_id: number;
  status: string;
  sale_amount_cents: number;
  commission_cents: number;
}

function salesOf(orderId: number): Promise<Sale[]> {
  return server.app.kysely
    .selectFrom('affiliate_sales')
    .select(['link_id', 'affiliate_id', 'status', 'sale_amount_cents', 'commission_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

interface Purchase {
  /** Products in the cart, one unit each (the first link's product by default). */
  products?: number[];
  /** Extra fields of the checkout body (an older client's `referral`). */
  body?: Record<string, unknown>;
  /** The CPF typed for the order. */
  document?: string;
}

/** Fills the customer's cart and pays by card: the order always goes through. Answers its id. */
async function buy(customer: Customer, purchase: Purchase = {}): Promise<number> {
  for (const productId of purchase.products ?? [first.product_id]) await addToCart(customer.client, productId, 1);
  await readyCart(customer);
  const data = orderData('credit_card', purchase.document ? { customer: { document: purchase.document } } : {});
  const response = await customer.client.post('/api/cart/process', { order_data: data, ...purchase.body });
  if (response.status !== 200) throw new Error(`process answered ${response.status}: ${response.text}`);
  return (response.body as { order: { id: number } }).order.id;
}

describe('the proof of a click', () => {
  it('GET /api/r/:code records the click at the server’s time and hands an HttpOnly, SameSite=Lax proof for the window', async () => {
    clock.advance(5_000);
    const guest = server.client();
    const response = await guest.get(`/api/r/${first.code}`);
    expect(response.status).toBe(302);
    const cookie = response.cookie(PROOF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false, maxAge: 30 * 86_400 });
    // The proof names the recorded click, signed: the row holds the link and the server's time.
    const [, id] = /^r1\.(\d+)\.[A-Za-z0-9_-]{43}$/.exec(cookie?.value ?? '') ?? [];
    const click = await server.app.kysely
      .selectFrom('referral_clicks')
      .select(['link_id', 'clicked_at'])
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(click).toEqual({ link_id: first.id, clicked_at: clock.now() });
  });

  it('is Secure when the session cookie is (the same setting)', async () => {
    const secure = await startTestServer({ secureCookies: true });
    try {
      const response = await secure.client().get(`/api/r/${first.code}`);
      expect(response.cookie(PROOF_COOKIE)?.secure).toBe(true);
      const login = await secure.client().login(AFFILIATE, 'demo1234');
      expect(login.cookie('marketplace_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('POST /api/r/:code (a page opened with ?ref=) records the click and hands the same proof; an unknown code gets none', async () => {
    const guest = server.client();
    // A write like any other: the anti-forgery header comes first.
    expect((await guest.post(`/api/r/${first.code}`, undefined, { xsrf: false })).status).toBe(419);
    await guest.csrf();
    const before = await queryRow<{ n: number }>(server.app.kysely, 'SELECT COUNT(*) AS n FROM referral_clicks');

    const reported = await guest.post(`/api/r/${first.code}`);
    expect(reported.status).toBe(204);
    expect(reported.headers.get('cache-control')).toBe('no-store');
    expect(reported.cookie(PROOF_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 86_400 });
    const after = await queryRow<{ n: number }>(server.app.kysely, 'SELECT COUNT(*) AS n FROM referral_clicks');
    expect(Number(after?.n)).toBe(Number(before?.n) + 1);

    for (const code of ['zzzzzzzz', 'NAO-VALE']) {
      const unknown = await guest.post(`/api/r/${code}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Link de afiliado não encontrado.' });
      expect(unknown.cookie(PROOF_COOKIE)).toBeUndefined();
    }
  });
});

describe('checkout credits only a click the server recorded', () => {
  it('the honest path: the link, then a card purchase → an approved sale with the product’s commission', async () => {
    const customer = await newCustomer(server);
    await followLink(customer.client, first.code);
    const orderId = await buy(customer);
    const { price_cents: price, affiliate_commission: rate } = await server.app.kysely
      .selectFrom('products')
      .select(['price_cents', 'affiliate_commission'])
      .where('id', '=', first.product_id)
      .executeTakeFirstOrThrow();
    expect(await salesOf(orderId)).toEqual([
      {
        link_id: first.id,
        affiliate_id: first.affiliate_id,
        status: 'approved',
        sale_amount_cents: price,
        commission_cents: Math.round((price * rate) / 100),
      },
    ]);
    const order = await server.app.kysely
      .selectFrom('orders')
      .select('referral_code')
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(order?.referral_code).toBe(first.code);
  });

  it('a page opened with ?ref= and reported to the server is credited the same way', async () => {
    const customer = await newCustomer(server);
    expect((await customer.client.post(`/api/r/${first.code}`)).status).toBe(204);
    const orderId = await buy(customer);
    expect((await salesOf(orderId)).map((sale) => sale.link_id)).toEqual([first.id]);
  });

  it('a referral written into the body earns nothing, whatever it claims (clicked_at: now)', async () => {
    const referral = { code: first.code, clicked_at: new Date(clock.now()).toISOString() };
    const forged = await buy(await newCustomer(server), { body: { referral } });
    expect(await salesOf(forged)).toEqual([]);

    // Beside a real click on another link, the body's link is not credited either.
    const customer = await newCustomer(server);
    await followLink(customer.client, second.code);
    const mixed = await buy(customer, { products: [first.product_id, second.product_id], body: { referral } });
    expect((await salesOf(mixed)).map((sale) => sale.link_id)).toEqual([second.id]);
  });

  it('a forged or tampered proof earns nothing and never stops the order', async () => {
    const real = await followLink(server.client(), first.code);
    const other = await followLink(server.client(), first.code);
    const [, realId = '', realSignature = ''] = /^r1\.(\d+)\.(.+)$/.exec(real) ?? [];
    const [, otherId = ''] = /^r1\.(\d+)\./.exec(other) ?? [];
    const anotherKey = createHmac('sha256', 'uma-chave-qualquer').update(`r1.${realId}`).digest('base64url');
    const forgeries = [
      `r1.${realId}.${anotherKey}`,
      `r1.${otherId}.${realSignature}`,
      `r1.${realId}.${realSignature.startsWith('A') ? 'B' : 'A'}${realSignature.slice(1)}`,
      `r2.${realId}.${realSignature}`,
      `${realId}`,
    ];
    for (const proof of forgeries) {
      const customer = await newCustomer(server);
      customer.client.jar.set(PROOF_COOKIE, proof);
      const orderId = await buy(customer);
      expect({ proof, sales: await salesOf(orderId) }).toEqual({ proof, sales: [] });
    }
    // The untouched proof, for contrast, earns.
    const honest = await newCustomer(server);
    honest.client.jar.set(PROOF_COOKIE, real);
    expect(await salesOf(await buy(honest))).toHaveLength(1);
  });

  it('a proof replayed past REFERRAL_WINDOW_DAYS of the server’s click time earns nothing', async () => {
    const customer = await newCustomer(server);
    await followLink(customer.client, first.code);
    clock.advance(30 * DAY_MS);
    expect(await salesOf(await buy(customer))).toHaveLength(1);
    // The browser would have dropped the cookie by now; a kept copy sent again earns nothing.
    clock.advance(1);
    expect(await salesOf(await buy(customer))).toEqual([]);
  });

  it('a link its affiliate stopped promoting after the click earns nothing', async () => {
    const product = await server.app.kysely
      .selectFrom('products as p')
      .select('p.id')
      .where('p.affiliate_commission', '>', 0)
      .where('p.stock', '>=', 10)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('product_variations as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('affiliate_links as l')
              .select('l.id')
              .whereRef('l.product_id', '=', 'p.id')
              .where('l.affiliate_id', '=', first.affiliate_id),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const promoted = await affiliate.post('/api/affiliates/products', { product_id: product.id });
    const { code } = (promoted.body as { link: { code: string } }).link;
    const customer = await newCustomer(server);
    await followLink(customer.client, code);
    expect((await affiliate.request('DELETE', `/api/affiliates/products/${product.id}`)).status).toBe(204);
    expect(await salesOf(await buy(customer, { products: [product.id] }))).toEqual([]);
    // Nor does the stopped link hand out a new proof, by the redirect or by the site's report.
    expect((await customer.client.get(`/api/r/${code}`)).cookie(PROOF_COOKIE)).toBeUndefined();
    const reported = await customer.client.post(`/api/r/${code}`);
    expect(reported.status).toBe(404);
    expect(reported.cookie(PROOF_COOKIE)).toBeUndefined();
  });

  it('the last click wins: a new click replaces the proof', async () => {
    const customer = await newCustomer(server);
    const earlier = await followLink(customer.client, first.code);
    const later = await followLink(customer.client, second.code);
    expect(later).not.toBe(earlier);
    expect(customer.client.cookie(PROOF_COOKIE)).toBe(later);
    const orderId = await buy(customer, { products: [first.product_id, second.product_id] });
    expect((await salesOf(orderId)).map((sale) => sale.link_id)).toEqual([second.id]);
  });

  it('the proof survives signing in: the login answer leaves it alone', async () => {
    const customer = await newCustomer(server);
    const { email } = await server.app.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    // A guest follows the link, then signs in on the same browser.
    const browser = server.client();
    const proof = await followLink(browser, first.code);
    const login = await browser.login(email, PASSWORD);
    expect(login.status).toBe(200);
    expect(login.cookie(PROOF_COOKIE)).toBeUndefined();
    expect(browser.cookie(PROOF_COOKIE)).toBe(proof);
    await browser.csrf();
    const orderId = await buy({ ...customer, client: browser });
    expect((await salesOf(orderId)).map((sale) => sale.link_id)).toEqual([first.id]);
  });
});

describe('an affiliate never earns on their own purchase', () => {
  const PARTNER_CPF = '11144477735';
  const PARTNER_PIX_CPF = '12345678909';
  let partnerCode: string;
  let partnerId: number;

  beforeAll(async () => {
    const db = server.app.kysely;
    const { password_hash: hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', AFFILIATE)
      .executeTakeFirstOrThrow();
    ({ id: partnerId } = await db
      .insertInto('users')
      .values({
        name: 'Parceira Teste',
        email: 'parceira@teste.com.br',
        password_hash: hash,
        document: PARTNER_CPF,
        user_type: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    partnerCode = 'parceira2';
    await db
      .insertInto('affiliate_links')
      .values({ affiliate_id: partnerId, product_id: first.product_id, code: partnerCode })
      .execute();
    await db
      .insertInto('affiliate_profiles')
      .values({ user_id: partnerId, pix_key_type: 'cpf', pix_key: PARTNER_PIX_CPF })
      .execute();
  });

  const setPixKey = (type: 'cpf' | 'email', key: string) =>
    server.app.kysely
      .updateTable('affiliate_profiles')
      .set({ pix_key_type: type, pix_key: key })
      .where('user_id', '=', partnerId)
      .execute();

  async function buyThroughPartner(customer: Customer, purchase: Purchase = {}): Promise<Sale[]> {
    await followLink(customer.client, partnerCode);
    return salesOf(await buy(customer, purchase));
  }

  it('an honest shopper through the same link is credited (the link works)', async () => {
    const sales = await buyThroughPartner(await newCustomer(server));
    expect(sales.map((sale) => sale.affiliate_id)).toEqual([partnerId]);
  });

  it('the same account: a link whose affiliate is the buyer earns nothing', async () => {
    const customer = await newCustomer(server);
    const code = `proprio${customer.userId}`;
    await server.app.kysely
      .insertInto('affiliate_links')
      .values({ affiliate_id: customer.userId, product_id: first.product_id, code })
      .execute();
    await followLink(customer.client, code);
    expect(await salesOf(await buy(customer))).toEqual([]);
  });

  it('the same e-mail, whatever its case: the buyer’s e-mail is where the affiliate is paid (Pix key)', async () => {
    const customer = await newCustomer(server);
    const { email } = await server.app.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    await setPixKey('email', email.toUpperCase());
    try {
      expect(await buyThroughPartner(customer)).toEqual([]);
    } finally {
      await setPixKey('cpf', PARTNER_PIX_CPF);
    }
  });

  it('the same CPF: typed for the order, on the buyer’s account, or the affiliate’s Pix key', async () => {
    const typed = await buyThroughPartner(await newCustomer(server), { document: '111.444.777-35' });
    expect(typed).toEqual([]);

    const onAccount = await newCustomer(server);
    await server.app.kysely
      .updateTable('users')
      .set({ document: PARTNER_CPF })
      .where('id', '=', onAccount.userId)
      .execute();
    expect(await buyThroughPartner(onAccount)).toEqual([]);

    const pixKey = await buyThroughPartner(await newCustomer(server), { document: PARTNER_PIX_CPF });
    expect(pixKey).toEqual([]);
  });
});
