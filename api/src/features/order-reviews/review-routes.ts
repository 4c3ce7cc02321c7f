import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CheckedByRoute, MessageBody, OrderReviews, PathParam, ValidationErrorBody } from 'shared-contracts/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../plugins/session';
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
const tags = ['avaliações'];
const orderParams = Type.Object({ id: PathParam('Id do pedido') });
const denied = { 401: MessageBody, 403: MessageBody, 404: MessageBody };

export async function orderReviewRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireAuth };

  function customerOrder(userId: number, orderId: number) {
    const order = findCustomerOrder(app.db, userId, orderId);
    if (!order) throw new HttpError(404, CUSTOMER_AREA_MESSAGES.orderNotFound);
    return order;
  }

  const viewSchema = {
    tags,
    summary: 'Itens do pedido para avaliar, com as avaliações já enviadas',
    params: orderParams,
    response: { 200: OrderReviews, ...denied },
  };
  app.get('/api/orders/:id/reviews', { ...guarded, schema: viewSchema }, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const order = customerOrder(userId, routeId(request, 'id', CUSTOMER_AREA_MESSAGES.orderNotFound));
    noStore(reply);
    return orderReviewsView(order, sentReviews(app.db, order.id), REVIEWABLE_STATUSES.includes(order.status));
  });

  const sendSchema = {
    tags,
    summary: 'Avalia itens de um pedido pago (cada item uma vez); erros por item em reviews.{n}.{campo}',
    params: orderParams,
    body: Type.Object({
      reviews: CheckedByRoute(
        'Lista de { order_item_index, rating (1 a 5), title (até 80 caracteres), comment (até 1000 caracteres) }',
      ),
    }),
    response: { 201: OrderReviews, ...denied, 422: ValidationErrorBody },
  };
  app.post('/api/orders/:id/reviews', { ...guarded, schema: sendSchema }, async (request, reply) => {
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
