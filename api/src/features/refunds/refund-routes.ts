import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CheckedByRoute, MessageBody, PathParam, Refund, ValidationErrorBody } from 'shared-contracts/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../plugins/session';
import { findCustomerOrder, orderAllowsRefund, requireCustomerId, routeId } from '../order-reviews/customer-orders';
import { insertRefund, listUserRefunds, remainingUnits } from './refund-repository';
import { REFUND_MESSAGES, validateRefund } from './refund-rules';

/**
 * Returns (devoluções): a customer asks to return units of a delivered order, or of a paid one
 * within the 7 days of the right of withdrawal (CDC art. 49), and gets a protocol 'DV-000123'.
 * The store's side (approval, shipping label, refund) is not built yet: requests stay 'requested'.
 */
const tags = ['devoluções'];
const denied = { 401: MessageBody, 403: MessageBody };

/** POST /api/orders/:id/refunds (rules in refund-rules: they need the order and what was returned). */
const RefundInput = Type.Object({
  items: CheckedByRoute('Lista de { order_item_index, quantity } (cada item uma vez, até as unidades restantes)'),
  reason: CheckedByRoute("'defect', 'not_as_described', 'regret' ou 'other'"),
  description: CheckedByRoute('Até 1000 caracteres; obrigatória exceto para arrependimento'),
  refund_method: CheckedByRoute("'original' (não para boleto) ou 'pix'"),
  pix_key: CheckedByRoute("Chave Pix, quando refund_method é 'pix'"),
});

export async function refundRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireAuth };

  const requestSchema = {
    tags,
    summary: 'Pede a devolução de unidades de um pedido entregue (ou pago há até 7 dias)',
    params: Type.Object({ id: PathParam('Id do pedido') }),
    body: RefundInput,
    response: { 201: Refund, ...denied, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.post('/api/orders/:id/refunds', { ...guarded, schema: requestSchema }, async (request, reply) => {
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

  const listSchema = {
    tags,
    summary: 'Devoluções pedidas pelo cliente',
    response: { 200: Type.Array(Refund), ...denied },
  };
  app.get('/api/refunds', { ...guarded, schema: listSchema }, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    reply.header('cache-control', 'no-store');
    return listUserRefunds(app.db, userId);
  });
}
