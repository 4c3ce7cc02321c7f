import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../http/session';
import {
  CUSTOMER_AREA_MESSAGES,
  REVIEWABLE_STATUSES,
  findCustomerOrder,
  requireCustomerId,
  routeId,
} from './customer-orders';
import { insertReviews, orderReviewsView, sentReviews } from './review-repository';
import { REVIEW_MESSAGES, authorName, validateReviews } from './review-rules';

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Reviews of the products of an order: each item of a paid order may be reviewed once; the review
 * is published on the product page at once (product_reviews) and kept against the order item.
 */
export async function orderReviewRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: requireAuth };

  function customerOrder(userId: number, orderId: number) {
    const order = findCustomerOrder(app.db, userId, orderId);
    if (!order) throw new HttpError(404, CUSTOMER_AREA_MESSAGES.orderNotFound);
    return order;
  }

  app.get('/api/orders/:id/reviews', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const order = customerOrder(userId, routeId(request, 'id', CUSTOMER_AREA_MESSAGES.orderNotFound));
    noStore(reply);
    return orderReviewsView(order, sentReviews(app.db, order.id), REVIEWABLE_STATUSES.includes(order.status));
  });

  app.post('/api/orders/:id/reviews', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const order = customerOrder(userId, routeId(request, 'id', CUSTOMER_AREA_MESSAGES.orderNotFound));
    if (!REVIEWABLE_STATUSES.includes(order.status)) {
      throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.notReviewable);
    }
    const reviewedIds = new Set(sentReviews(app.db, order.id).keys());
    const reviews = validateReviews(request.body, order, reviewedIds);

    const name = app.db.prepare<[number], { name: string }>('SELECT name FROM users WHERE id = ?').get(userId)?.name;
    if (!insertReviews(app.db, order, userId, authorName(name ?? ''), reviews)) {
      // Another request reviewed one of these items in the meantime.
      throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.alreadyReviewed);
    }
    noStore(reply);
    return reply.code(201).send(orderReviewsView(order, sentReviews(app.db, order.id), true));
  });
}
