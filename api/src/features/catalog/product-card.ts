import { centsToReais, splitCents } from '../../lib/money';
import { productPhotoUrl } from '../../lib/media-urls';

import type { ProductCard } from 'shared-contracts/schema';

export type { ProductCard };

export interface ProductCardRow {
  id: number;
  name: string;
  slug: string;
  price_cents: number;
  original_price_cents: number | null;
  review_average: number | null;
  max_installments: number;
  affiliate_commission: number;
  in_stock: number;
  seller_name: string;
  seller_slug: string;
  category_name: string | null;
  parent_category_name: string | null;
  photo: string | null;
}

/** Columns of a card; `p` is the products table, joined as in PRODUCT_CARD_FROM. */
export const PRODUCT_CARD_COLUMNS = `
  p.id, p.name, p.slug, p.price_cents, p.original_price_cents, p.review_average, p.max_installments,
  p.affiliate_commission, CASE WHEN p.stock > 0 THEN 1 ELSE 0 END AS in_stock, s.name AS seller_name, s.slug AS seller_slug,
  c.name AS category_name, pc.name AS parent_category_name,
  (SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo`;

export const PRODUCT_CARD_FROM = `
  FROM products p
  JOIN sellers s ON s.id = p.seller_id
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories pc ON pc.id = c.parent_id`;

/** A card query without its WHERE clause. */
export const PRODUCT_CARD_SELECT = `SELECT ${PRODUCT_CARD_COLUMNS} ${PRODUCT_CARD_FROM}`;

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    photo: row.photo ?? productPhotoUrl(row.id, 1),
    price: centsToReais(row.price_cents),
    original_price: row.original_price_cents === null ? null : centsToReais(row.original_price_cents),
    review_average: row.review_average,
    max_installments: row.max_installments,
    max_installments_value: centsToReais(splitCents(row.price_cents, row.max_installments)),
    affiliate_commission: row.affiliate_commission,
    available: row.in_stock === 1,
    seller: { name: row.seller_name, slug: row.seller_slug },
    product_category:
      row.category_name === null
        ? null
        : {
            name: row.category_name,
            product_category: row.parent_category_name === null ? null : { name: row.parent_category_name },
          },
  };
}
