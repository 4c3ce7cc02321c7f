import type { Db } from '../../db/database';
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
  NamedOption,
  ProductDetail,
  ProductPhoto,
  ProductVariation,
  ProductVariationOption,
  RatingDistribution,
  Review,
} from 'shared-contracts/schema';

export type {
  NamedOption,
  ProductDetail,
  ProductPhoto,
  ProductVariation,
  ProductVariationOption,
  RatingDistribution,
  Review,
};

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
}

const DETAIL_SELECT = `
  SELECT ${PRODUCT_CARD_COLUMNS}, p.seller_id, p.description, p.specifications, p.stock, p.review_count,
         ps.name AS situation_name, t.id AS type_id, t.name AS type_name,
         m.id AS manufacturer_id, m.name AS manufacturer_name
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

function photos(db: Db, productId: number, name: string): ProductPhoto[] {
  const rows = db
    .prepare<[number], { position: number; url: string; thumbnail_url: string }>(
      'SELECT position, url, thumbnail_url FROM product_photos WHERE product_id = ? ORDER BY position',
    )
    .all(productId);
  if (rows.length === 0) {
    return [{ url: productPhotoUrl(productId, 1), thumbnail: productThumbnailUrl(productId, 1), alt: name }];
  }
  return rows.map((row, index) => ({
    url: row.url,
    thumbnail: row.thumbnail_url,
    alt: index === 0 ? name : `${name} - foto ${index + 1}`,
  }));
}

export function findVariation(db: Db, productId: number): ProductVariation | null {
  const variation = db
    .prepare<[number], { id: number; name: string }>('SELECT id, name FROM product_variations WHERE product_id = ?')
    .get(productId);
  if (!variation) return null;
  const options = db
    .prepare<
      [number],
      { id: number; name: string; price_cents: number; original_price_cents: number | null; stock: number }
    >(
      `SELECT id, name, price_cents, original_price_cents, stock
         FROM product_variation_options WHERE product_variation_id = ? ORDER BY position, id`,
    )
    .all(variation.id);
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

function ratingDistribution(db: Db, productId: number): RatingDistribution {
  const distribution: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const rows = db
    .prepare<[number], { rating: number; n: number }>(
      'SELECT rating, COUNT(*) AS n FROM product_reviews WHERE product_id = ? GROUP BY rating',
    )
    .all(productId);
  for (const row of rows) {
    const key = String(row.rating);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') distribution[key] = row.n;
  }
  return distribution;
}

/** The product page of a store's product, or undefined. */
export function findProductDetail(db: Db, sellerSlug: string, slug: string): ProductDetail | undefined {
  const row = db
    .prepare<[string, string], DetailRow>(`${DETAIL_SELECT} WHERE s.slug = ? AND p.slug = ?`)
    .get(sellerSlug, slug);
  if (!row) return undefined;
  const seller = findSellerSummary(db, row.seller_id);
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
    photos: photos(db, row.id, row.name),
    stock: row.stock,
    review_count: row.review_count,
    rating_distribution: ratingDistribution(db, row.id),
    variation: findVariation(db, row.id),
    product_situation: row.situation_name,
    product_type: row.type_id === null || row.type_name === null ? null : { id: row.type_id, name: row.type_name },
    product_manufacturer:
      row.manufacturer_id === null || row.manufacturer_name === null
        ? null
        : { id: row.manufacturer_id, name: row.manufacturer_name },
    seller,
  };
}

export function incrementViewCount(db: Db, productId: number): void {
  db.prepare('UPDATE products SET view_count = view_count + 1 WHERE id = ?').run(productId);
}

export function productExists(db: Db, productId: number): boolean {
  return db.prepare<[number], { id: number }>('SELECT id FROM products WHERE id = ?').get(productId) !== undefined;
}

/** Other products of the same category, best sellers first. */
export function relatedProducts(
  db: Db,
  productId: number,
  limit: number,
  type: ListType = 'store',
): { total: number; data: ProductCard[] } {
  const condition = and([
    {
      sql: 'p.category_id = (SELECT category_id FROM products WHERE id = ?) AND p.id <> ?',
      params: [productId, productId],
    },
    listTypeCondition(type),
  ]);
  const total =
    db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${condition.sql}`)
      .get(...condition.params)?.n ?? 0;
  const rows = db
    .prepare<unknown[], ProductCardRow>(
      `${PRODUCT_CARD_SELECT} WHERE ${condition.sql} ORDER BY p.stock > 0 DESC, p.sales_count DESC, p.id ASC LIMIT ?`,
    )
    .all(...condition.params, limit);
  return { total, data: rows.map(toProductCard) };
}

/** A product's reviews, newest first. */
export function productReviews(db: Db, productId: number, page: PageRequest): { total: number; data: Review[] } {
  const total =
    db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM product_reviews WHERE product_id = ?').get(productId)
      ?.n ?? 0;
  const rows = db
    .prepare<[number, number, number], Review>(
      `SELECT id, author_name, rating, title, comment, created_at
         FROM product_reviews WHERE product_id = ?
        ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(productId, page.perPage, pageOffset(page));
  return { total, data: rows.map((row) => ({ ...row, created_at: isoDate(row.created_at) })) };
}
