import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { centsToReais } from '../../lib/money';
import { productPhotoUrl, productThumbnailUrl } from '../../lib/media-urls';
import { isoDate } from '../../lib/dates';
import {
  PRODUCT_CARD_COLUMNS,
  PRODUCT_CARD_FROM,
  PRODUCT_CARD_SELECT,
  toProductCard,
  type ProductCard,
  type ProductCardRow,
} from './product-card';
import { findSellerSummary } from './store-repository';
import { and, listTypeCondition, type ListType } from './catalog-filters';

import type {
  CategoryStep,
  ProductDetail,
  ProductPhoto,
  ProductVariation,
  RatingDistribution,
  Review,
} from 'shared-contracts/schema';

export type { ProductDetail, Review };

interface DetailRow extends ProductCardRow {
  seller_id: number;
  description: string;
  specifications: string;
  stock: number;
  review_count: number;
  situation_name: string;
  type_id: number | null;
  type_name: string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  category_slug: string | null;
  parent_category_slug: string | null;
}

const DETAIL_SELECT = `
  SELECT ${PRODUCT_CARD_COLUMNS}, p.seller_id, p.description, p.specifications, p.stock, p.review_count,
         ps.name AS situation_name, t.id AS type_id, t.name AS type_name,
         m.id AS manufacturer_id, m.name AS manufacturer_name,
         c.slug AS category_slug, pc.slug AS parent_category_slug
  ${PRODUCT_CARD_FROM}
  JOIN product_situations ps ON ps.id = p.product_situation_id
  LEFT JOIN product_types t ON t.id = p.product_type_id
  LEFT JOIN product_manufacturers m ON m.id = p.product_manufacturer_id`;

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

async function photos(db: Kysely<Database>, productId: number, name: string): Promise<ProductPhoto[]> {
  const rows = await db
    .selectFrom('product_photos')
    .select(['position', 'url', 'thumbnail_url'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  if (rows.length === 0) {
    return [{ url: productPhotoUrl(productId, 1), thumbnail: productThumbnailUrl(productId, 1), alt: name }];
  }
  return rows.map((row, index) => ({
    url: row.url,
    thumbnail: row.thumbnail_url,
    alt: index === 0 ? name : `${name} - foto ${index + 1}`,
  }));
}

export async function findVariation(db: Kysely<Database>, productId: number): Promise<ProductVariation | null> {
  const variation = await db
    .selectFrom('product_variations')
    .select(['id', 'name'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!variation) return null;
  const options = await db
    .selectFrom('product_variation_options')
    .select(['id', 'name', 'price_cents', 'original_price_cents', 'stock'])
    .where('product_variation_id', '=', variation.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    id: variation.id,
    name: variation.name,
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      price: centsToReais(option.price_cents),
      original_price: option.original_price_cents === null ? null : centsToReais(option.original_price_cents),
      stock: option.stock,
    })),
  };
}

async function ratingDistribution(db: Kysely<Database>, productId: number): Promise<RatingDistribution> {
  const distribution: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const rows = await db
    .selectFrom('product_reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
  for (const row of rows) {
    const key = String(row.rating);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') distribution[key] = row.n;
  }
  return distribution;
}

/** The product page of a store's product, or undefined. */
export async function findProductDetail(
  db: Kysely<Database>,
  sellerSlug: string,
  slug: string,
): Promise<ProductDetail | undefined> {
  const { rows } =
    await sql<DetailRow>`${sql.raw(DETAIL_SELECT)} WHERE s.slug = ${sellerSlug} AND p.slug = ${slug}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const [seller, productPhotos, distribution, variation] = await Promise.all([
    findSellerSummary(db, row.seller_id),
    photos(db, row.id, row.name),
    ratingDistribution(db, row.id),
    findVariation(db, row.id),
  ]);
  if (!seller) return undefined;

  const card = toProductCard(row);
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    photo: card.photo,
    price: card.price,
    original_price: card.original_price,
    review_average: card.review_average,
    available: card.available,
    max_installments: card.max_installments,
    max_installments_value: card.max_installments_value,
    affiliate_commission: card.affiliate_commission,
    product_category: card.product_category,
    description: parseJsonArray<string>(row.description),
    specifications: parseJsonArray<{ name: string; value: string }>(row.specifications),
    photos: productPhotos,
    stock: row.stock,
    review_count: row.review_count,
    rating_distribution: distribution,
    variation,
    product_situation: row.situation_name,
    product_type: row.type_id === null || row.type_name === null ? null : { id: row.type_id, name: row.type_name },
    product_manufacturer:
      row.manufacturer_id === null || row.manufacturer_name === null
        ? null
        : { id: row.manufacturer_id, name: row.manufacturer_name },
    seller,
    category_path: categoryPath(row),
  };
}

/** The department, then the product's own category (either may be missing). */
function categoryPath(row: DetailRow): CategoryStep[] {
  const steps: CategoryStep[] = [];
  if (row.parent_category_name !== null && row.parent_category_slug !== null) {
    steps.push({ name: row.parent_category_name, slug: row.parent_category_slug });
  }
  if (row.category_name !== null && row.category_slug !== null) {
    steps.push({ name: row.category_name, slug: row.category_slug });
  }
  return steps;
}

export async function incrementViewCount(db: Kysely<Database>, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}

export async function productExists(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/** Other products of the same category, best sellers first. */
export async function relatedProducts(
  db: Kysely<Database>,
  productId: number,
  limit: number,
  type: ListType = 'store',
): Promise<{ total: number; data: ProductCard[] }> {
  const condition = and([
    sql`p.category_id = (SELECT category_id FROM products WHERE id = ${productId}) AND p.id <> ${productId}`,
    listTypeCondition(type),
  ]);
  const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p WHERE ${condition}`.execute(db);
  const { rows } = await sql<ProductCardRow>`${sql.raw(PRODUCT_CARD_SELECT)} WHERE ${condition}
    ORDER BY p.stock > 0 DESC, p.sales_count DESC, p.id ASC LIMIT ${limit}`.execute(db);
  return { total: counted.rows[0]?.n ?? 0, data: rows.map(toProductCard) };
}

/** A product's reviews, newest first. */
export async function productReviews(
  db: Kysely<Database>,
  productId: number,
  page: PageRequest,
): Promise<{ total: number; data: Review[] }> {
  const counted = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('product_reviews')
    .select(['id', 'author_name', 'rating', 'title', 'comment', 'created_at'])
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return { total: counted?.n ?? 0, data: rows.map((row) => ({ ...row, created_at: isoDate(row.created_at) })) };
}
