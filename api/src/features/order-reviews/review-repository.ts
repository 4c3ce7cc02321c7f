import type { Db } from '../../db/database';
import { isoDate } from '../../lib/dates';
import type { CustomerOrder } from './customer-orders';

import type { OrderReviews, SentReview } from 'shared-contracts/schema';

export type { SentReview };

/** A review as it is kept: the order item (by position), its stars and text. */
export interface ReviewValues {
  itemIndex: number;
  rating: number;
  title: string;
  comment: string;
}

/** The OrderReviews of the contract. */
export type OrderReviewsView = OrderReviews;

interface StoredReview extends SentReview {
  order_item_id: number;
}

/** The reviews already sent for an order's items, by item id. */
export function sentReviews(db: Db, orderId: number): Map<number, SentReview> {
  const rows = db
    .prepare<[number], StoredReview>(
      'SELECT order_item_id, rating, title, comment, created_at FROM order_item_reviews WHERE order_id = ?',
    )
    .all(orderId);
  return new Map(
    rows.map((row) => [
      row.order_item_id,
      { rating: row.rating, title: row.title, comment: row.comment, created_at: isoDate(row.created_at) },
    ]),
  );
}

export function orderReviewsView(order: CustomerOrder, reviews: Map<number, SentReview>, reviewable: boolean) {
  const view: OrderReviewsView = {
    order_id: order.id,
    number: order.number,
    reviewable,
    items: order.items.map((item) => ({
      order_item_index: item.index,
      name: item.name,
      photo: item.photo,
      variation: item.variation_name,
      option: item.option_name,
      product:
        item.product_id !== null && item.product_slug !== null && item.seller_slug !== null
          ? { id: item.product_id, slug: item.product_slug, seller_slug: item.seller_slug }
          : null,
      review: reviews.get(item.id) ?? null,
    })),
  };
  return view;
}

/**
 * Stores the reviews: each one goes to the product's public reviews (what the product page and
 * the lists read) and is remembered against the order item; the product's counters are recomputed.
 * Returns false when one of the items was reviewed meanwhile (nothing is stored then).
 */
export function insertReviews(
  db: Db,
  order: CustomerOrder,
  userId: number,
  author: string,
  reviews: ReviewValues[],
): boolean {
  const alreadyReviewed = db.prepare<[number], { order_item_id: number }>(
    'SELECT order_item_id FROM order_item_reviews WHERE order_item_id = ?',
  );
  const insertPublic = db.prepare<[number, number, string, number, string, string]>(
    `INSERT INTO product_reviews (product_id, user_id, author_name, rating, title, comment) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertOwn = db.prepare<[number, number, number, number, string, string]>(
    `INSERT INTO order_item_reviews (order_item_id, order_id, product_review_id, rating, title, comment)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const recount = db.prepare<[number, number, number]>(
    `UPDATE products
        SET review_count = (SELECT COUNT(*) FROM product_reviews WHERE product_id = ?),
            review_average = (SELECT ROUND(AVG(rating), 1) FROM product_reviews WHERE product_id = ?)
      WHERE id = ?`,
  );

  return db
    .transaction((): boolean => {
      const items = reviews.map((review) => order.items[review.itemIndex]);
      if (items.some((item) => !item || item.product_id === null || alreadyReviewed.get(item.id))) return false;
      reviews.forEach((review, position) => {
        const item = items[position];
        if (!item || item.product_id === null) return;
        const { lastInsertRowid } = insertPublic.run(
          item.product_id,
          userId,
          author,
          review.rating,
          review.title,
          review.comment,
        );
        insertOwn.run(item.id, order.id, Number(lastInsertRowid), review.rating, review.title, review.comment);
        recount.run(item.product_id, item.product_id, item.product_id);
      });
      return true;
    })
    .immediate();
}

/** How a review is signed on the product page: first name and the initial of the last ('Mariana S.'). */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Cliente';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
