import { expectFieldError } from '../../../testing/field-error';
import { queryRow } from '../../../testing/query';
import { AFFILIATE, signedIn } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import { ISO_DATE, closedProduct, unpromotedOpenProduct } from './support';
import type { Paginator } from '../../../http/pagination';
import { AFFILIATE_MESSAGES, LINK_NOT_FOUND_PAGE } from '../affiliate-routes';

interface PromotedProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  affiliate_commission: number;
  seller: { name: string; slug: string };
  link: { code: string; url: string; clicks: number; created_at: string };
  sales_count: number;
  commission_total: number;
}

const server = serverForAll();
let client: TestClient;

beforeAll(async () => {
  client = await signedIn(server, AFFILIATE);
});

const list = async (page = 1) => {
  const response = await client.get(`/api/affiliates/products?page=${page}`);
  expect(response.status).toBe(200);
  return response.body as Paginator<PromotedProduct>;
};

const promote = (productId: unknown) => client.post('/api/affiliates/products', { product_id: productId });

describe('GET /api/affiliates/products', () => {
  it('pages the promoted products, newest link first, with link and results', async () => {
    const first = await list();
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 12,
      last_page: 2,
      from: 1,
      to: 10,
      prev_page_url: null,
      next_page_url: '/api/affiliates/products?page=2',
      path: '/api/affiliates/products',
    });
    expect(first.data).toHaveLength(10);
    const created = first.data.map((product) => product.link.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const product of first.data) {
      expect(product).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        photo: expect.any(String),
        price: expect.any(Number),
        max_installments: expect.any(Number),
        seller: { name: expect.any(String), slug: expect.any(String) },
        sales_count: expect.any(Number),
        commission_total: expect.any(Number),
      });
      expect(product.affiliate_commission).toBeGreaterThan(0);
      expect(product.link.code).toMatch(/^[a-z0-9]{8}$/);
      expect(product.link.url).toBe(`/api/r/${product.link.code}`);
      expect(product.link.created_at).toMatch(ISO_DATE);
      expect(product.link.clicks).toBeGreaterThan(0);
    }
    const second = await list(2);
    expect(second.data).toHaveLength(2);
    expect(second).toMatchObject({ from: 11, to: 12, next_page_url: null });
  });

  it.each(['0', '-1', 'dois'])('answers 422 for page=%s', async (page) => {
    const response = await client.get(`/api/affiliates/products?page=${page}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { page: [expect.stringContaining('página')] } });
  });
});

describe('POST /api/affiliates/products', () => {
  it('creates a link once and answers the same link afterwards', async () => {
    const product = await unpromotedOpenProduct(server);
    const created = await promote(product.id);
    expect(created.status).toBe(201);
    const body = created.body as PromotedProduct;
    expect(body).toMatchObject({ id: product.id, slug: product.slug, sales_count: 0, commission_total: 0 });
    expect(body.link).toEqual({
      code: expect.stringMatching(/^[a-z0-9]{8}$/),
      url: `/api/r/${body.link.code}`,
      clicks: 0,
      created_at: expect.stringMatching(ISO_DATE),
    });

    const again = await promote(String(product.id));
    expect(again.status).toBe(200);
    expect((again.body as PromotedProduct).link.code).toBe(body.link.code);

    const first = await list();
    expect(first.total).toBe(13);
    expect(first.data[0]?.id).toBe(product.id);
    const links = await queryRow<{ n: number }>(
      server.app.kysely,
      'SELECT COUNT(*) AS n FROM affiliate_links WHERE product_id = ?',
      product.id,
    );
    expect(links?.n).toBe(1);
  });

  it('refuses a product that is not open to affiliates', async () => {
    const response = await promote((await closedProduct(server)).id);
    expectFieldError(response, 'product_id', 'Este produto não aceita afiliados.');
  });

  it.each([
    [undefined, 'O campo produto é obrigatório.'],
    ['', 'O campo produto é obrigatório.'],
    ['abc', 'O campo produto deve ser um número inteiro.'],
    [1.5, 'O campo produto deve ser um número inteiro.'],
    [-3, 'O campo produto deve ser um número inteiro.'],
    [99_999_999, 'O campo produto selecionado é inválido.'],
  ])('answers 422 for product_id %p', async (productId, message) => {
    const response = await client.post(
      '/api/affiliates/products',
      productId === undefined ? {} : { product_id: productId },
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message, errors: { product_id: [message] } });
  });
});

describe('DELETE /api/affiliates/products/:productId', () => {
  it('stops promoting: 204, gone from the list, 404 the second time; promoting again brings the same link back', async () => {
    const before = await list();
    const target = before.data[1];
    if (!target) throw new Error('no promoted product');

    const removed = await client.request('DELETE', `/api/affiliates/products/${target.id}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');

    const after = await list();
    expect(after.total).toBe(before.total - 1);
    const all = [...after.data, ...(await list(2)).data];
    expect(all.some((product) => product.id === target.id)).toBe(false);

    const again = await client.request('DELETE', `/api/affiliates/products/${target.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Você não promove este produto.' });

    // Its sales keep their history.
    const sales = await queryRow<{ n: number }>(
      server.app.kysely,
      'SELECT COUNT(*) AS n FROM affiliate_sales sa JOIN affiliate_links l ON l.id = sa.link_id WHERE l.code = ?',
      target.link.code,
    );
    expect(sales?.n).toBe(target.sales_count + (await countCanceled(target.link.code)));

    const back = await promote(target.id);
    expect(back.status).toBe(201);
    expect((back.body as PromotedProduct).link).toMatchObject({ code: target.link.code, clicks: target.link.clicks });
    expect((await list()).total).toBe(before.total);
  });

  it('answers 404 for an id that is not a number or not promoted', async () => {
    expect((await client.request('DELETE', '/api/affiliates/products/abc')).status).toBe(404);
    const closed = await closedProduct(server);
    expect((await client.request('DELETE', `/api/affiliates/products/${closed.id}`)).status).toBe(404);
  });
});

async function countCanceled(code: string): Promise<number> {
  const row = await queryRow<{ n: number }>(
    server.app.kysely,
    "SELECT COUNT(*) AS n FROM affiliate_sales sa JOIN affiliate_links l ON l.id = sa.link_id WHERE l.code = ? AND sa.status = 'canceled'",
    code,
  );
  return row?.n ?? 0;
}

describe('GET /api/affiliates/market/products/:sellerSlug/:slug', () => {
  it('tells the commission and the link of a promoted product', async () => {
    const promoted = (await list()).data[0];
    if (!promoted) throw new Error('no promoted product');
    const response = await client.get(`/api/affiliates/market/products/${promoted.seller.slug}/${promoted.slug}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      product_id: promoted.id,
      name: promoted.name,
      price: promoted.price,
      affiliate_commission: promoted.affiliate_commission,
      commission_value: Math.round(promoted.price * promoted.affiliate_commission) / 100,
      accepts_affiliates: true,
      link: promoted.link,
    });
  });

  it('has no link for a product not promoted, and says when a product takes no affiliates', async () => {
    const open = await unpromotedOpenProduct(server);
    const response = await client.get(`/api/affiliates/market/products/${open.seller_slug}/${open.slug}`);
    expect(response.body).toMatchObject({ product_id: open.id, accepts_affiliates: true, link: null });

    const closed = await closedProduct(server);
    const refused = await client.get(`/api/affiliates/market/products/${closed.seller_slug}/${closed.slug}`);
    expect(refused.body).toMatchObject({
      accepts_affiliates: false,
      affiliate_commission: 0,
      commission_value: 0,
      link: null,
    });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await client.get('/api/affiliates/market/products/loja-que-nao-existe/produto');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Produto não encontrado.' });
  });
});

describe('GET /api/r/:code', () => {
  const clicksOf = async (code: string): Promise<number> => {
    const row = await queryRow<{ clicks: number }>(
      server.app.kysely,
      'SELECT clicks FROM affiliate_links WHERE code = ?',
      code,
    );
    if (!row) throw new Error(`no link ${code}`);
    return row.clicks;
  };

  it('sends a guest to the product page, without the ref, and counts the click, for the dashboard too', async () => {
    const promoted = (await list()).data[0];
    if (!promoted) throw new Error('no promoted product');
    const before = await clicksOf(promoted.link.code);
    const dashboardBefore = (await client.get('/api/affiliates/dashboard')).body as { clicks_30d: number };

    const guest = server.client();
    const response = await guest.get(`/api/r/${promoted.link.code}`);
    expect(response.status).toBe(302);
    // The click is recorded here: the page it lands on has nothing more to report.
    expect(response.headers.get('location')).toBe(`/produto/${promoted.seller.slug}/${promoted.slug}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.cookie('marketplace_referral')).toBeDefined();
    expect(await clicksOf(promoted.link.code)).toBe(before + 1);

    // The same browser again is no new click; another browser is.
    const again = await guest.get(`/api/r/${promoted.link.code}`);
    expect(again.status).toBe(302);
    expect(await clicksOf(promoted.link.code)).toBe(before + 1);
    await server.client().get(`/api/r/${promoted.link.code}`);
    expect(await clicksOf(promoted.link.code)).toBe(before + 2);
    const dashboardAfter = (await client.get('/api/affiliates/dashboard')).body as { clicks_30d: number };
    expect(dashboardAfter.clicks_30d).toBe(dashboardBefore.clicks_30d + 2);
    const listed = (await list()).data.find((product) => product.id === promoted.id);
    expect(listed?.link.clicks).toBe(before + 2);
  });

  it('answers 404 for an unknown or malformed code, without counting anything or handing a proof', async () => {
    const before = await queryRow<{ clicks: number }>(
      server.app.kysely,
      'SELECT SUM(clicks) AS clicks FROM affiliate_links',
    );
    for (const code of ['zzzzzzzz', 'NAO-VALE', 'a']) {
      const response = await server.client().get(`/api/r/${code}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body).toEqual({ message: AFFILIATE_MESSAGES.linkNotFound });
      expect(response.setCookies).toEqual([]);
    }
    const after = await queryRow<{ clicks: number }>(
      server.app.kysely,
      'SELECT SUM(clicks) AS clicks FROM affiliate_links',
    );
    expect(Number(after?.clicks)).toBe(Number(before?.clicks));
  });

  it('shows a browser that followed an unknown link a page saying so, with a way home', async () => {
    const response = await server.client().get('/api/r/zzzzzzzz', {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(LINK_NOT_FOUND_PAGE);
    expect(response.text).toContain('<h1>Link não encontrado</h1>');
    expect(response.text).toContain('<a href="/">Ir para a página inicial</a>');
    expect(response.text).not.toContain('<script');
  });

  it('still reaches the product through a link no longer promoted, without counting or a proof', async () => {
    const promoted = (await list()).data[2];
    if (!promoted) throw new Error('no promoted product');
    expect((await client.request('DELETE', `/api/affiliates/products/${promoted.id}`)).status).toBe(204);
    const before = await clicksOf(promoted.link.code);
    const response = await server.client().get(`/api/r/${promoted.link.code}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/produto/${promoted.seller.slug}/${promoted.slug}`);
    expect(response.setCookies).toEqual([]);
    expect(await clicksOf(promoted.link.code)).toBe(before);
  });

  it('has no HEAD twin that would count a click', async () => {
    const code = (await list()).data[0]?.link.code ?? '';
    const before = await clicksOf(code);
    const response = await server.client().request('HEAD', `/api/r/${code}`);
    expect(response.status).toBe(404);
    expect(await clicksOf(code)).toBe(before);
  });
});
