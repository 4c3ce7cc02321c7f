import { sql, type Kysely } from 'kysely';
import { engineOf, transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
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

/** The reviews already sent for an order's items, by item id. */
export async function sentReviews(db: Kysely<Database>, orderId: number): Promise<Map<number, SentReview>> {
  const rows = await db
    .selectFrom('order_item_reviews')
    .select(['order_item_id', 'rating', 'title', 'comment', 'created_at'])
    .where('order_id', '=', orderId)
    .execute();
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
  db: Kysely<Database>,
  order: CustomerOrder,
  userId: number,
  author: string,
  reviews: ReviewValues[],
): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (engineOf(trx) === 'postgres') {
      // The order's row stands for its items: parallel reviews of one order take turns here.
      await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().execute();
    }
    const items = reviews.map((review) => order.items[review.itemIndex]);
    const ids = items.flatMap((item) => (item ? [item.id] : []));
    const reviewed =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('order_item_reviews')
            .select('order_item_id')
            .where('order_item_id', 'in', ids)
            .execute();
    if (reviewed.length > 0 || items.some((item) => !item || item.product_id === null)) return false;
    for (const [position, review] of reviews.entries()) {
      const item = items[position];
      if (!item || item.product_id === null) continue;
      const { id: productReviewId } = await trx
        .insertInto('product_reviews')
        .values({
          product_id: item.product_id,
          user_id: userId,
          author_name: author,
          rating: review.rating,
          title: review.title,
          comment: review.comment,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_item_reviews')
        .values({
          order_item_id: item.id,
          order_id: order.id,
          product_review_id: productReviewId,
          rating: review.rating,
          title: review.title,
          comment: review.comment,
        })
        .execute();
      const productId = item.product_id;
      await trx
        .updateTable('products')
        .set({
          review_count: sql<number>`(SELECT COUNT(*) FROM product_reviews WHERE product_id = ${productId})`,
          review_average: sql<number>`(SELECT ROUND(AVG(rating), 1) FROM product_reviews WHERE product_id = ${productId})`,
        })
        .where('id', '=', productId)
        .execute();
    }
    return true;
  });
}

/** How a review is signed on the product page: first name and the initial of the last ('Mariana S.'). */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Cliente';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
