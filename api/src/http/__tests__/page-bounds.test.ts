import { QUERY_PAGE_MAX } from 'shared-contracts/constants';
import { AFFILIATE, CUSTOMER, signedIn } from '../../testing/demo-users';
import { expectFieldError } from '../../testing/field-error';
import { queryRow } from '../../testing/query';
import { listRouteSchemas } from '../../testing/route-list';
import { serverForAll } from '../../testing/server-for-tests';
import type { TestClient } from '../../testing/test-server';
import type { Paginator } from '../pagination';

const server = serverForAll();

/** Every paged route of the API, and who may read it. */
const PAGED: ReadonlyArray<{ path: (productId: number) => string; as?: string }> = [
  { path: () => '/api/search?search=cafe' },
  { path: (id) => `/api/products/${id}/reviews` },
  { path: () => '/api/stores' },
  { path: () => '/api/blog' },
  { path: () => '/api/sitemap/products' },
  { path: () => '/api/sitemap/categories' },
  { path: () => '/api/sitemap/stores' },
  { path: () => '/api/sitemap/blog' },
  { path: () => '/api/sitemap/pages' },
  { path: () => '/api/orders', as: CUSTOMER },
  { path: () => '/api/affiliates/products', as: AFFILIATE },
  { path: () => '/api/affiliates/sales', as: AFFILIATE },
  { path: () => '/api/affiliates/payment-records', as: AFFILIATE },
];

const RANGE = `O campo página deve estar entre 1 e ${QUERY_PAGE_MAX}.`;
const INTEGER = 'O campo página deve ser um número inteiro.';

let productId: number;
const clients = new Map<string | undefined, TestClient>();

beforeAll(async () => {
  productId = (await queryRow<{ id: number }>(server.app.kysely, 'SELECT id FROM products ORDER BY id LIMIT 1'))!.id;
  clients.set(undefined, server.client());
  clients.set(CUSTOMER, await signedIn(server, CUSTOMER));
  clients.set(AFFILIATE, await signedIn(server, AFFILIATE));
});

const get = (route: (typeof PAGED)[number], page: string) => {
  const path = route.path(productId);
  return clients.get(route.as)!.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
};

describe('the page number of every paged route', () => {
  it('is checked here on each route whose querystring takes a page', async () => {
    const paged = (await listRouteSchemas()).filter((route) => route.paged).map((route) => route.url);
    expect(paged.sort()).toEqual(PAGED.map((route) => route.path(0).replace('/0/', '/:id/').split('?')[0]).sort());
  });

  it.each(PAGED.map((route) => [route.path(0), route]))(
    '%s: out of range or no whole number is a 422, never a 500',
    async (_path, route) => {
      // 2^53 - 1 offset SQLite's integer past its range (SQLITE_MISMATCH, a 500).
      for (const page of ['0', '-1', String(QUERY_PAGE_MAX + 1), '2147483648', '9007199254740991']) {
        expectFieldError(await get(route, page), 'page', RANGE);
      }
      // Past 2^53 a number is no longer exact: no whole number, as 1e308 or 1.5.
      for (const page of ['9007199254740992', '1e308', '9'.repeat(400), '1.5']) {
        expectFieldError(await get(route, page), 'page', INTEGER);
      }
    },
  );

  it.each(PAGED.map((route) => [route.path(0), route]))(
    '%s: the highest page is far past the end and answers empty data',
    async (_path, route) => {
      const response = await get(route, String(QUERY_PAGE_MAX));
      expect(response.status).toBe(200);
      // The search answers its page in `products`, the statement in `records`.
      const body = response.body as Paginator<unknown> & {
        products?: Paginator<unknown>;
        records?: Paginator<unknown>;
      };
      const page = body.products ?? body.records ?? body;
      expect(page.current_page).toBe(QUERY_PAGE_MAX);
      expect(page.data).toEqual([]);
      expect(page.last_page).toBeLessThan(QUERY_PAGE_MAX);
    },
  );
});
