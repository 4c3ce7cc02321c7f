import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import type { ProductCard } from '../product-card';
import { PRODUCT_LIST_IDS } from '../product-list-routes';
import { queryRows } from '../../../testing/query';

interface ListBody {
  total: number;
  data: ProductCard[];
}

interface ProductRow {
  id: number;
  price_cents: number;
  original_price_cents: number | null;
  review_count: number;
  review_average: number | null;
  sales_count: number;
  recent_sales_count: number;
  view_count: number;
  stock: number;
  affiliate_commission: number;
}

const server = serverForAll();
let client: TestClient;
let rows: Map<number, ProductRow>;

async function list(query: string): Promise<ListBody> {
  const response = await client.get(`/api/product-list?${query}`);
  expect(response.status).toBe(200);
  expect(Object.keys(response.body as object).sort()).toEqual(['data', 'total']);
  return response.body as ListBody;
}

function row(id: number): ProductRow {
  const found = rows.get(id);
  if (!found) throw new Error(`product ${id} not found`);
  return found;
}

function isSortedDesc(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? Infinity) >= value);
}

beforeAll(async () => {
  client = server.client();
  const all = (await queryRows(
    server.app.kysely,
    `SELECT id, price_cents, original_price_cents, review_count, review_average, sales_count, recent_sales_count,
              view_count, stock, affiliate_commission FROM products`,
  )) as ProductRow[];
  rows = new Map(all.map((product) => [product.id, product]));
});

describe('GET /api/product-list', () => {
  it.each(PRODUCT_LIST_IDS)(
    'P-13 %s answers { total, data } with 10 cards by default, all in stock',
    async (listId) => {
      const body = await list(`list_id=${listId}`);
      expect(body.data).toHaveLength(10);
      expect(body.total).toBeGreaterThanOrEqual(10);
      expect(new Set(body.data.map((card) => card.id)).size).toBe(10);
      for (const card of body.data) expect(row(card.id).stock).toBeGreaterThan(0);
    },
  );

  it("P-13 'mais-bem-avaliados' orders by review average with at least 3 reviews", async () => {
    const body = await list('list_id=mais-bem-avaliados&limit=50');
    const averages = body.data.map((card) => card.review_average ?? 0);
    expect(isSortedDesc(averages)).toBe(true);
    for (const card of body.data) expect(row(card.id).review_count).toBeGreaterThanOrEqual(3);
    const eligible = [...rows.values()].filter((p) => p.review_count >= 3 && p.stock > 0).length;
    expect(body.total).toBe(eligible);
  });

  it("P-13 'mais-vendidos' orders by sales", async () => {
    const body = await list('list_id=mais-vendidos&limit=20');
    expect(isSortedDesc(body.data.map((card) => row(card.id).sales_count))).toBe(true);
    const best = Math.max(...[...rows.values()].filter((p) => p.stock > 0).map((p) => p.sales_count));
    expect(row(body.data[0]?.id ?? 0).sales_count).toBe(best);
  });

  it("P-13 'ofertas' (grid of 8) orders by the biggest discount", async () => {
    const body = await list('list_id=ofertas&limit=8');
    expect(body.data).toHaveLength(8);
    const discounts = body.data.map((card) => {
      expect(card.original_price).not.toBeNull();
      return ((card.original_price ?? 0) - card.price) / (card.original_price ?? 1);
    });
    expect(isSortedDesc(discounts.map((d) => Math.round(d * 1e6)))).toBe(true);
    const withDiscount = [...rows.values()].filter(
      (p) => p.stock > 0 && p.original_price_cents !== null && p.original_price_cents > p.price_cents,
    ).length;
    expect(body.total).toBe(withDiscount);
  });

  it("P-13 'mais-vistos' orders by views", async () => {
    const body = await list('list_id=mais-vistos');
    expect(isSortedDesc(body.data.map((card) => row(card.id).view_count))).toBe(true);
  });

  it("P-13 'recomendados' holds well-rated products and 'mais-quentes' recent sellers", async () => {
    const recommended = await list('list_id=recomendados&limit=50');
    for (const card of recommended.data) expect(card.review_average ?? 0).toBeGreaterThanOrEqual(4);
    const hottest = await list('list_id=mais-quentes&limit=50');
    for (const card of hottest.data) expect(row(card.id).recent_sales_count).toBeGreaterThanOrEqual(5);
    expect(hottest.total).toBeGreaterThan(50);
  });

  it('P-10 type=affiliated-market lists only products with a commission, and fewer of them', async () => {
    for (const listId of PRODUCT_LIST_IDS) {
      const store = await list(`list_id=${listId}`);
      const market = await list(`list_id=${listId}&type=affiliated-market`);
      expect(market.total).toBeLessThan(store.total);
      for (const card of market.data) {
        expect(card.affiliate_commission).toBeGreaterThanOrEqual(5);
        expect(card.affiliate_commission).toBeLessThanOrEqual(20);
      }
    }
    expect((await list('list_id=mais-vendidos&type=store')).total).toBe((await list('list_id=mais-vendidos')).total);
  });

  it('K-02 limit is obeyed from 1 to 50 and total counts the whole list', async () => {
    const one = await list('list_id=mais-vendidos&limit=1');
    const fifty = await list('list_id=mais-vendidos&limit=50');
    expect(one.data).toHaveLength(1);
    expect(fifty.data).toHaveLength(50);
    expect(one.total).toBe(fifty.total);
    expect(fifty.data[0]?.id).toBe(one.data[0]?.id);
  });

  it.each([
    ['', 'list_id', 'O campo lista é obrigatório.'],
    ['list_id=mais-baratos', 'list_id', 'O campo lista selecionado é inválido.'],
    ['list_id=ofertas&type=loja', 'type', 'O campo tipo selecionado é inválido.'],
    ['list_id=ofertas&limit=0', 'limit', 'O campo limite deve estar entre 1 e 50.'],
    ['list_id=ofertas&limit=51', 'limit', 'O campo limite deve estar entre 1 e 50.'],
    ['list_id=ofertas&limit=dez', 'limit', 'O campo limite deve ser um número inteiro.'],
  ])('answers 422 for "%s"', async (query, field, message) => {
    const response = await client.get(`/api/product-list?${query}`);
    expect(response.status).toBe(422);
    expect((response.body as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });
});
