import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { normalizePixKey } from 'shared-contracts/rules';
import {
  MessageBody,
  PathParam,
  Refund,
  RefundInput,
  ValidationErrorBody,
  refundMessages,
} from 'shared-contracts/schema';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { assertNoFieldErrors, requestFieldErrors } from '../../plugins/request-validation';
import { requireAuth } from '../../plugins/session';
import { noStore } from '../../http/cache-control';
import {
  orderAllowsRefund,
  requireCustomerId,
  requireCustomerOrder,
  type CustomerOrder,
} from '../order-reviews/customer-orders';
import { insertRefund, listUserRefunds, remainingUnits, type RefundValues } from './refund-repository';

export const REFUND_MESSAGES = {
  ...refundMessages,
  notFound: 'Pedido não encontrado.',
  notRefundable:
    'Este pedido não pode ser devolvido por aqui: a devolução vale para pedidos entregues ou pagos há até 7 dias.',
  repeated: 'Este item aparece mais de uma vez.',
  quantity: (max: number) =>
    max === 0
      ? 'Todas as unidades deste item já estão em uma devolução.'
      : `Informe uma quantidade de 1 a ${max} ${max === 1 ? 'unidade' : 'unidades'}.`,
  slipToPix: 'Pedidos pagos com boleto são reembolsados por Pix: informe uma chave Pix.',
} as const;

/**
 * Returns (devoluções): a customer asks to return units of a delivered order, or of a paid one
 * within the 7 days of the right of withdrawal (CDC art. 49), and gets a protocol 'DV-000123'.
 * The store's side (approval, shipping label, refund) is not built yet: requests stay 'requested'.
 */
const tags = ['devoluções'];
const denied = { 401: MessageBody, 403: MessageBody };

/**
 * A request checked against the order and what is already being returned (`remaining` units per
 * item id): the schema's errors with those of the order (an item not in it or repeated, more units
 * than remain, a boleto refunded to the card), items as `items.{position}.…`, in one 422.
 */
function refundOfOrder(
  request: FastifyRequest,
  body: RefundInput,
  order: CustomerOrder,
  remaining: Map<number, number>,
): RefundValues {
  const checked = requestFieldErrors(request);
  const errors: FieldErrors = {};
  const items: RefundValues['items'] = [];
  if (!checked.items && body.items.length > order.items.length) {
    // More lines than the order has items: some item is repeated, whatever the lines say.
    for (const field of Object.keys(checked)) if (field.startsWith('items.')) delete checked[field];
    errors.items = [REFUND_MESSAGES.repeated];
  } else if (!checked.items) {
    const seen = new Set<number>();
    body.items.forEach((line, position) => {
      const field = `items.${position}`;
      if (checked[`${field}.order_item_index`]) return;
      const item = order.items[line.order_item_index];
      if (!item) return void (errors[`${field}.order_item_index`] = [REFUND_MESSAGES.unknownItem]);
      if (seen.has(item.index)) return void (errors[`${field}.order_item_index`] = [REFUND_MESSAGES.repeated]);
      seen.add(item.index);
      const max = remaining.get(item.id) ?? 0;
      const { quantity } = line;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > max) {
        return void (errors[`${field}.quantity`] = [REFUND_MESSAGES.quantity(max)]);
      }
      items.push({ itemIndex: item.index, quantity });
    });
  }
  if (body.refund_method === 'original' && order.method === 'bank_slip' && !checked.refund_method) {
    errors.refund_method = [REFUND_MESSAGES.slipToPix];
  }
  assertNoFieldErrors(request, { ...errors, ...checked });
  return {
    items,
    reason: body.reason,
    description: body.description ?? '',
    method: body.refund_method,
    pixKey: body.refund_method === 'pix' && typeof body.pix_key === 'string' ? normalizePixKey(body.pix_key) : null,
  };
}

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
  // The body is checked once the order is known to be the caller's and returnable.
  const requestOptions = { ...guarded, config: { validation: 'handler' as const }, schema: requestSchema };
  app.post('/api/orders/:id/refunds', requestOptions, async (request, reply) => {
    const { userId, order } = await requireCustomerOrder(app, request, REFUND_MESSAGES.notFound);
    if (!orderAllowsRefund(order, new Date()))
      throw ValidationError.withMessage('order', REFUND_MESSAGES.notRefundable);

    const values = refundOfOrder(request, request.body, order, await remainingUnits(app.kysely, order));
    const refund = await insertRefund(app.kysely, userId, order, values);
    if (!refund) throw ValidationError.withMessage('items', REFUND_MESSAGES.quantity(0));
    noStore(reply);
    return reply.code(201).send(refund);
  });

  const listSchema = {
    tags,
    summary: 'Devoluções pedidas pelo cliente',
    response: { 200: Type.Array(Refund), ...denied },
  };
  app.get('/api/refunds', { ...guarded, schema: listSchema }, async (request, reply) => {
    const userId = await requireCustomerId(app, request);
    noStore(reply);
    return listUserRefunds(app.kysely, userId);
  });
}
