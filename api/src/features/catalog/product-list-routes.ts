import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_LIST_LIMITS, ProductCardList, ProductListQuery } from 'shared-contracts/schema';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { queryRouteSchema } from '../../http/route-schemas';
import { and, listTypeCondition, type ListType } from './catalog-filters';
import { PRODUCT_CARD_SELECT, toProductCard, type ProductCard, type ProductCardRow } from './product-card';

/** Curated lists of GET /api/product-list. */
export const PRODUCT_LIST_IDS = [
  'mais-bem-avaliados',
  'mais-vendidos',
  'ofertas',
  'mais-vistos',
  'recomendados',
  'mais-quentes',
] as const;
export type ProductListId = (typeof PRODUCT_LIST_IDS)[number];

export const PRODUCT_LIST_MAX_LIMIT = PRODUCT_LIST_LIMITS.max;
export const PRODUCT_LIST_DEFAULT_LIMIT = PRODUCT_LIST_LIMITS.default;
/** A product needs this many reviews to enter 'mais-bem-avaliados'. */
export const MIN_REVIEWS_FOR_BEST_RATED = 3;
/** And this many sales in the last 30 days to enter 'mais-quentes'. */
export const MIN_RECENT_SALES_FOR_HOTTEST = 5;

interface ListRule {
  where: string;
  orderBy: string;
}

/** Which products each list holds and in which order (ties broken by id). Only products in stock. */
const LIST_RULES: Readonly<Record<ProductListId, ListRule>> = {
  'mais-bem-avaliados': {
    where: `p.review_count >= ${MIN_REVIEWS_FOR_BEST_RATED}`,
    orderBy: 'p.review_average DESC, p.review_count DESC, p.id ASC',
  },
  'mais-vendidos': { where: 'p.sales_count > 0', orderBy: 'p.sales_count DESC, p.id ASC' },
  // Biggest discount first, as a share of the original price.
  ofertas: {
    where: 'p.original_price_cents > p.price_cents',
    orderBy: '(p.original_price_cents - p.price_cents) * 1.0 / p.original_price_cents DESC, p.id ASC',
  },
  'mais-vistos': { where: 'p.view_count > 0', orderBy: 'p.view_count DESC, p.id ASC' },
  // Well rated and selling well: rating weighted by (capped) review count plus (capped) sales.
  // (CASE rather than MIN(a, b) or LEAST: the same on both engines.)
  recomendados: {
    where: 'p.review_average >= 4 AND p.review_count >= 1',
    orderBy: `(p.review_average * CASE WHEN p.review_count < 20 THEN p.review_count ELSE 20 END
      + CASE WHEN p.sales_count < 1000 THEN p.sales_count ELSE 1000 END / 50.0) DESC, p.id ASC`,
  },
  // Sales growth: last 30 days against the sales before them.
  'mais-quentes': {
    where: `p.recent_sales_count >= ${MIN_RECENT_SALES_FOR_HOTTEST}`,
    orderBy:
      'p.recent_sales_count * 1.0 / (p.sales_count - p.recent_sales_count + 10) DESC, p.recent_sales_count DESC, p.id ASC',
  },
};

export async function productList(
  db: Kysely<Database>,
  listId: ProductListId,
  type: ListType,
  limit: number,
): Promise<{ total: number; data: ProductCard[] }> {
  const rule = LIST_RULES[listId];
  const where = and([sql`p.stock > 0`, sql.raw(rule.where), listTypeCondition(type)]);
  const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p WHERE ${where}`.execute(db);
  const { rows } = await sql<ProductCardRow>`${sql.raw(PRODUCT_CARD_SELECT)} WHERE ${where}
    ORDER BY p.stock > 0 DESC, ${sql.raw(rule.orderBy)} LIMIT ${limit}`.execute(db);
  return { total: counted.rows[0]?.n ?? 0, data: rows.map(toProductCard) };
}

export async function productListRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = queryRouteSchema(
    'catálogo',
    'Lista curada de produtos (sliders e grade de ofertas)',
    ProductListQuery,
    ProductCardList,
  );

  app.get('/api/product-list', { schema }, async (request) => {
    const { list_id: listId, type = 'store', limit = PRODUCT_LIST_DEFAULT_LIMIT } = request.query;
    return productList(app.kysely, listId, type, limit);
  });
}
