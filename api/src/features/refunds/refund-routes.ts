import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../http/session';
import { findCustomerOrder, orderAllowsRefund, requireCustomerId, routeId } from '../order-reviews/customer-orders';
import { insertRefund, listUserRefunds, remainingUnits } from './refund-repository';
import { REFUND_MESSAGES, validateRefund } from './refund-rules';

/**
 * Returns (devoluções): a customer asks to return units of a delivered order, or of a paid one
 * within the 7 days of the right of withdrawal (CDC art. 49), and gets a protocol 'DV-000123'.
 * The store's side (approval, shipping label, refund) is not built yet: requests stay 'requested'.
 */
export async function refundRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: requireAuth };

  app.post('/api/orders/:id/refunds', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const order = findCustomerOrder(app.db, userId, routeId(request, 'id', REFUND_MESSAGES.notFound));
    if (!order) throw new HttpError(404, REFUND_MESSAGES.notFound);
    if (!orderAllowsRefund(order, new Date()))
      throw ValidationError.withMessage('order', REFUND_MESSAGES.notRefundable);

    const values = validateRefund(request.body, order, remainingUnits(app.db, order));
    const refund = insertRefund(app.db, userId, order, values);
    if (!refund) throw ValidationError.withMessage('items', REFUND_MESSAGES.quantity(0));
    reply.header('cache-control', 'no-store');
    return reply.code(201).send(refund);
  });

  app.get('/api/refunds', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    reply.header('cache-control', 'no-store');
    return listUserRefunds(app.db, userId);
  });
}
