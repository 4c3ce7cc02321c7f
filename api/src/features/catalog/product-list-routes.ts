import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_LIST_LIMITS, ProductCardList, ProductListQuery, ValidationErrorBody } from 'shared-contracts/schema';
import type { Db } from '../../db/database';
import { and, listTypeCondition, type ListType, type SqlCondition } from './catalog-filters';
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
  recomendados: {
    where: 'p.review_average >= 4 AND p.review_count >= 1',
    orderBy: '(p.review_average * MIN(p.review_count, 20) + MIN(p.sales_count, 1000) / 50.0) DESC, p.id ASC',
  },
  // Sales growth: last 30 days against the sales before them.
  'mais-quentes': {
    where: `p.recent_sales_count >= ${MIN_RECENT_SALES_FOR_HOTTEST}`,
    orderBy:
      'p.recent_sales_count * 1.0 / (p.sales_count - p.recent_sales_count + 10) DESC, p.recent_sales_count DESC, p.id ASC',
  },
};

export function productList(
  db: Db,
  listId: ProductListId,
  type: ListType,
  limit: number,
): { total: number; data: ProductCard[] } {
  const rule = LIST_RULES[listId];
  const where: SqlCondition = and([
    { sql: 'p.stock > 0', params: [] },
    { sql: rule.where, params: [] },
    listTypeCondition(type),
  ]);
  const total =
    db
      .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${where.sql}`)
      .get(...where.params)?.n ?? 0;
  const rows = db
    .prepare<(string | number)[], ProductCardRow>(
      `${PRODUCT_CARD_SELECT} WHERE ${where.sql} ORDER BY p.stock > 0 DESC, ${rule.orderBy} LIMIT ?`,
    )
    .all(...where.params, limit);
  return { total, data: rows.map(toProductCard) };
}

export async function productListRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['catálogo'],
    summary: 'Lista curada de produtos (sliders e grade de ofertas)',
    querystring: ProductListQuery,
    response: { 200: ProductCardList, 422: ValidationErrorBody },
  };

  app.get('/api/product-list', { schema }, async (request) => {
    const { list_id: listId, type = 'store', limit = PRODUCT_LIST_DEFAULT_LIMIT } = request.query;
    return productList(app.db, listId, type, limit);
  });
}
