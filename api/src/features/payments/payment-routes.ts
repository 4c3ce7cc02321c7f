import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  MessageBody,
  NotificationOutcome as NotificationOutcomeSchema,
  Order,
  PathParam,
  PaymentNotification as PaymentNotificationSchema,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { transaction } from '../../db/engine';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../plugins/session';
import { requireCustomer } from '../cart/customer-guard';
import { publishOrderChanges } from '../orders/order-events';
import { findUserOrder, type OrderRecord } from '../orders/order-repository';
import { orderView } from '../orders/order-view';
import { SIGNATURE_HEADER, signNotification, verifySignature } from './notification-signature';
import { confirmPayment, endPixValidity, findOrderByNumber, type OrderStatusChange } from './payment-lifecycle';
import { webhookSecret, type PaymentSettings } from './payment-settings';

export const PAYMENT_MESSAGES = {
  badSignature: 'Assinatura da notificação inválida.',
  badNotification: 'Notificação inválida.',
  unknownOrder: 'Pedido não encontrado.',
  sandboxOnly: 'Disponível apenas no ambiente de testes de pagamento.',
  notAwaiting: 'Este pedido não está aguardando pagamento.',
  notAwaitingPix: 'Este pedido não é um Pix aguardando pagamento.',
} as const;

export const NOTIFICATION_PATH = '/api/payments/sandbox/notifications';
export const NOTIFICATION_TYPES = ['payment.approved'] as const;

/** A gateway notification: `{ id, type: 'payment.approved', data: { order: 'MB-000123' } }`. */
export type PaymentNotification = Static<typeof PaymentNotificationSchema>;

const NOTIFICATION_ID = /^[A-Za-z0-9_-]{1,100}$/;
const ORDER_NUMBER = /^MB-\d{6,}$/;

function readNotification(text: string): PaymentNotification {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, PAYMENT_MESSAGES.badNotification);
  }
  const { id, type, data } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const order = typeof data === 'object' && data !== null ? (data as { order?: unknown }).order : undefined;
  if (
    typeof id !== 'string' ||
    !NOTIFICATION_ID.test(id) ||
    type !== 'payment.approved' ||
    typeof order !== 'string' ||
    !ORDER_NUMBER.test(order)
  ) {
    throw ValidationError.withMessage('notification', PAYMENT_MESSAGES.badNotification);
  }
  return { id, type, data: { order } };
}

export type NotificationOutcome = Static<typeof NotificationOutcomeSchema>;

/**
 * Applies one notification at most once: its id is stored in the same transaction that pays the
 * order, so a notification sent again (the gateway retries, or someone replays it) changes nothing.
 */
export async function applyNotification(
  app: FastifyInstance,
  notification: PaymentNotification,
  now: Date,
): Promise<NotificationOutcome> {
  const result = await transaction(
    app.kysely,
    async (trx): Promise<{ duplicate: boolean; change: OrderStatusChange | null }> => {
      const order = await findOrderByNumber(trx, notification.data.order);
      if (!order) throw new HttpError(404, PAYMENT_MESSAGES.unknownOrder);
      const stored = await trx
        .insertInto('payment_notifications')
        .values({ id: notification.id, order_id: order.id, type: notification.type, outcome: 'received' })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) return { duplicate: true, change: null };
      const change = await confirmPayment(trx, order.id, now);
      await trx
        .updateTable('payment_notifications')
        .set({ outcome: change ? 'paid' : 'ignored' })
        .where('id', '=', notification.id)
        .execute();
      return { duplicate: false, change };
    },
  );
  if (result.change) publishOrderChanges(app, [result.change]);
  return {
    received: true,
    duplicate: result.duplicate,
    order: notification.data.order,
    status_changed: result.change !== null,
  };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * The sandbox gateway's side of a payment: the signed notification endpoint a gateway calls
 * (no session, no anti-forgery token: the HMAC signature is what proves the sender), and, in the
 * sandbox only, 'Simular pagamento' for the customer's own order.
 */
export async function paymentRoutes(base: FastifyInstance, options: { payments: PaymentSettings }): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const settings = options.payments;
  const secret = await webhookSecret(app.kysely, settings);

  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route keeps the raw body.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });

    // The body is read as text (its signature is checked before it is parsed), so the schema
    // documents it rather than checking it.
    const notificationSchema = {
      tags: ['pagamentos'],
      summary: 'Notificação assinada do gateway de pagamento (sandbox)',
      description: `Corpo JSON ${JSON.stringify(PaymentNotificationSchema)}, assinado por HMAC no cabeçalho ${SIGNATURE_HEADER}.`,
      headers: Type.Object({ [SIGNATURE_HEADER]: Type.Optional(Type.String()) }),
      response: {
        200: NotificationOutcomeSchema,
        400: MessageBody,
        401: MessageBody,
        404: MessageBody,
        422: ValidationErrorBody,
      },
    };
    scope.post(NOTIFICATION_PATH, { config: { csrf: false }, schema: notificationSchema }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!verifySignature(secret, headerValue(request, SIGNATURE_HEADER), raw)) {
        throw new HttpError(401, PAYMENT_MESSAGES.badSignature);
      }
      reply.header('cache-control', 'no-store');
      return applyNotification(app, readNotification(raw), new Date());
    });
  });

  /** The customer's own order named in the path, in the sandbox only (404 otherwise). */
  async function ownSandboxOrder(
    request: FastifyRequest,
  ): Promise<{ userId: number; id: number; order: OrderRecord['order'] }> {
    const userId = await requireCustomer(app, request);
    if (!settings.sandbox) throw new HttpError(404, PAYMENT_MESSAGES.sandboxOnly);
    const raw = (request.params as { id?: unknown }).id;
    const id = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
    const record = Number.isSafeInteger(id) ? await findUserOrder(app.kysely, userId, id) : undefined;
    if (!record) throw new HttpError(404, PAYMENT_MESSAGES.unknownOrder);
    return { userId, id, order: record.order };
  }

  async function currentView(userId: number, id: number) {
    const updated = await findUserOrder(app.kysely, userId, id);
    if (!updated) throw new HttpError(404, PAYMENT_MESSAGES.unknownOrder);
    return orderView(updated, { sandbox: settings.sandbox });
  }

  const simulateSchema = {
    tags: ['pagamentos'],
    summary: "'Simular pagamento' de um pedido aguardando pagamento (só no ambiente de testes)",
    params: Type.Object({ id: PathParam('Id do pedido') }),
    response: { 200: Order, 401: MessageBody, 403: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.post(
    '/api/orders/:id/sandbox-payment',
    { preHandler: requireAuth, schema: simulateSchema },
    async (request, reply) => {
      const { userId, id, order } = await ownSandboxOrder(request);
      if (order.status !== 'awaiting_payment') {
        throw ValidationError.withMessage('order', PAYMENT_MESSAGES.notAwaiting);
      }
      // The same path a gateway takes: a signed notification, checked and applied once.
      const body = JSON.stringify({
        id: `sim_${randomUUID()}`,
        type: 'payment.approved',
        data: { order: order.number },
      });
      if (!verifySignature(secret, signNotification(secret, body), body))
        throw new Error('Sandbox signature mismatch.');
      await applyNotification(app, readNotification(body), new Date());
      reply.header('cache-control', 'no-store');
      return currentView(userId, id);
    },
  );

  const pixExpirySchema = {
    tags: ['pagamentos'],
    summary: 'Encerra agora a validade do Pix de um pedido aguardando pagamento (só no ambiente de testes)',
    description:
      'A próxima varredura expira o pedido como a de qualquer Pix não pago: sem esperar os ' +
      'PIX_EXPIRY_SECONDS da validade.',
    params: Type.Object({ id: PathParam('Id do pedido') }),
    response: { 200: Order, 401: MessageBody, 403: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.post(
    '/api/orders/:id/sandbox-pix-expiry',
    { preHandler: requireAuth, schema: pixExpirySchema },
    async (request, reply) => {
      const { userId, id } = await ownSandboxOrder(request);
      if (!(await endPixValidity(app.kysely, id, new Date()))) {
        throw ValidationError.withMessage('order', PAYMENT_MESSAGES.notAwaitingPix);
      }
      reply.header('cache-control', 'no-store');
      return currentView(userId, id);
    },
  );
}
