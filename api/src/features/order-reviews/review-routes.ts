import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  MessageBody,
  OrderReviews,
  OrderReviewsInput,
  PathParam,
  ValidationErrorBody,
  reviewMessages,
} from 'shared-contracts/schema';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { assertNoFieldErrors, requestFieldErrors } from '../../plugins/request-validation';
import { requireAuth } from '../../plugins/session';
import { noStore } from '../../http/cache-control';
import {
  CUSTOMER_AREA_MESSAGES,
  REVIEWABLE_STATUSES,
  requireCustomerOrder,
  type CustomerOrder,
} from './customer-orders';
import { authorName, insertReviews, orderReviewsView, sentReviews, type ReviewValues } from './review-repository';

export const REVIEW_MESSAGES = {
  ...reviewMessages,
  tooMany: 'Envie no máximo uma avaliação por item do pedido.',
  notReviewable: 'Este pedido ainda não pode ser avaliado: o pagamento não foi confirmado.',
  repeated: 'Este item aparece mais de uma vez.',
  alreadyReviewed: 'Você já avaliou este produto.',
  productGone: 'Este produto não está mais à venda e não pode ser avaliado.',
} as const;

/**
 * The reviews of a body checked against the order: the schema's errors with those of the order's
 * items (one not in the order, repeated, already reviewed, no longer sold), as
 * `reviews.{position}.{field}` in one 422. `reviewed` holds the ids of the items already reviewed.
 */
function reviewsOfOrder(
  request: FastifyRequest,
  body: OrderReviewsInput,
  order: CustomerOrder,
  reviewed: ReadonlySet<number>,
): ReviewValues[] {
  const checked = requestFieldErrors(request);
  if (checked.reviews) throw new ValidationError({ reviews: checked.reviews });
  const entries = body.reviews;
  if (entries.length > order.items.length) throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.tooMany);

  const errors: FieldErrors = {};
  const seen = new Set<number>();
  entries.forEach((entry, position) => {
    const field = `reviews.${position}.order_item_index`;
    if (checked[field]) return;
    const item = order.items[entry.order_item_index];
    const problem = !item
      ? REVIEW_MESSAGES.unknownItem
      : seen.has(item.index)
        ? REVIEW_MESSAGES.repeated
        : reviewed.has(item.id)
          ? REVIEW_MESSAGES.alreadyReviewed
          : item.product_id === null
            ? REVIEW_MESSAGES.productGone
            : undefined;
    if (item) seen.add(item.index);
    if (problem) errors[field] = [problem];
  });
  assertNoFieldErrors(request, { ...errors, ...checked });
  return entries.map((entry) => ({
    itemIndex: entry.order_item_index,
    rating: entry.rating,
    title: entry.title,
    comment: entry.comment,
  }));
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

  const viewSchema = {
    tags,
    summary: 'Itens do pedido para avaliar, com as avaliações já enviadas',
    params: orderParams,
    response: { 200: OrderReviews, ...denied },
  };
  app.get('/api/orders/:id/reviews', { ...guarded, schema: viewSchema }, async (request, reply) => {
    const { order } = await requireCustomerOrder(app, request, CUSTOMER_AREA_MESSAGES.orderNotFound);
    noStore(reply);
    const reviews = await sentReviews(app.kysely, order.id);
    return orderReviewsView(order, reviews, REVIEWABLE_STATUSES.includes(order.status));
  });

  const sendSchema = {
    tags,
    summary: 'Avalia itens de um pedido pago (cada item uma vez); erros por item em reviews.{n}.{campo}',
    params: orderParams,
    body: OrderReviewsInput,
    response: { 201: OrderReviews, ...denied, 422: ValidationErrorBody },
  };
  // The body is checked once the order is known to be the caller's and reviewable.
  const sendOptions = { ...guarded, config: { validation: 'handler' as const }, schema: sendSchema };
  app.post('/api/orders/:id/reviews', sendOptions, async (request, reply) => {
    const { userId, order } = await requireCustomerOrder(app, request, CUSTOMER_AREA_MESSAGES.orderNotFound);
    if (!REVIEWABLE_STATUSES.includes(order.status)) {
      throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.notReviewable);
    }
    const reviewedIds = new Set((await sentReviews(app.kysely, order.id)).keys());
    const reviews = reviewsOfOrder(request, request.body, order, reviewedIds);

    const user = await app.kysely.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    if (!(await insertReviews(app.kysely, order, userId, authorName(user?.name ?? ''), reviews))) {
      // Another request reviewed one of these items in the meantime.
      throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.alreadyReviewed);
    }
    noStore(reply);
    return reply.code(201).send(orderReviewsView(order, await sentReviews(app.kysely, order.id), true));
  });
}
