import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  MessageBody,
  Order,
  Paginator,
  PathParam,
  PlacedOrder,
  PageQuery,
  ProcessOrderInput,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { HttpError } from '../../http/errors';
import { paginate, pageOffset } from '../../http/pagination';
import { assertValidRequest, inBodyOrder, requestFieldErrors } from '../../plugins/request-validation';
import { requireAuth } from '../../plugins/session';
import { noStore } from '../../http/cache-control';
import { requireCustomer } from '../cart/customer-guard';
import { serverSetting } from '../cart/server-settings';
import { shippingSecret } from '../cart/shipping-hash';
import { expireDueOrders } from '../payments/payment-lifecycle';
import type { PaymentSettings } from '../payments/payment-settings';
import { createSandboxGateway, type PaymentGateway } from '../payments/sandbox-gateway';
import { placeOrder } from './checkout';
import { cardExpiryErrors } from './order-data';
import { publishOrderChanges } from './order-events';
import { findUserOrder, listUserOrders } from './order-repository';
import { orderView } from './order-view';
import type { Referrals } from '../affiliates/referral-proof';

export const ORDERS_PER_PAGE = 10;

export const ORDER_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  idempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis.',
} as const;

/** Who receives the Pix payments of the sandbox. */
const MERCHANT = { name: 'Mercado Brasil', city: 'São Paulo' } as const;

const ID_PATTERN = /^[1-9]\d{0,15}$/;
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !IDEMPOTENCY_KEY_PATTERN.test(value.trim())) {
    throw new HttpError(400, ORDER_MESSAGES.idempotencyKey);
  }
  return value.trim();
}

function orderId(request: FastifyRequest): number {
  const raw = (request.params as { id?: unknown }).id;
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return id;
}

/** The marketplace's Pix key in the sandbox: a random key made on first start. */
async function sandboxGateway(app: FastifyInstance, settings: PaymentSettings): Promise<PaymentGateway> {
  const pixKey = await serverSetting(app.kysely, 'sandbox_pix_key', () => randomUUID());
  return createSandboxGateway({
    pixKey,
    merchantName: MERCHANT.name,
    merchantCity: MERCHANT.city,
    pixExpirySeconds: settings.pixExpirySeconds,
  });
}

/**
 * Checkout (POST /api/cart/process) and the customer's orders. Boletos and Pix that ran out of
 * time expire on a timer, at start-up and whenever the customer reads their orders; each change
 * goes to the customer's open pages over the push channel.
 */
export interface OrderRoutesOptions {
  payments: PaymentSettings;
  /** The proofs of affiliate clicks: the shopper's cookie names the click an order may credit. */
  referrals: Referrals;
}

export async function orderRoutes(base: FastifyInstance, options: OrderRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const settings = options.payments;
  const { referrals } = options;
  const gateway = await sandboxGateway(app, settings);
  const secret = await shippingSecret(app.kysely);
  const view = (record: Parameters<typeof orderView>[0]) => orderView(record, { sandbox: settings.sandbox });

  const sweep = async (userId?: number): Promise<void> => {
    publishOrderChanges(app, await expireDueOrders(app.kysely, new Date(), userId));
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => {
      app.log.error({ err: error }, 'payment expiry sweep failed');
    });
  }, settings.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });

  const processSchema = {
    tags: ['checkout'],
    summary: 'Finaliza a compra do carrinho',
    description:
      'Erros dos dados de pagamento em order_data.* (cartão, parcelas, CPF, telefones); do carrinho em ' +
      'address_id, shipping.{vendedor} e code. Idempotency-Key repete a resposta de um pedido já feito.',
    headers: Type.Object({
      'idempotency-key': Type.Optional(Type.String({ description: '1 a 255 caracteres visíveis' })),
    }),
    body: ProcessOrderInput,
    response: { 200: PlacedOrder, 400: MessageBody, 401: MessageBody, 403: MessageBody, 422: ValidationErrorBody },
  };
  // The order data is checked after the answer kept for the Idempotency-Key and the cart's own checks.
  const processOptions = { preHandler: requireAuth, config: { validation: 'handler' as const }, schema: processSchema };
  app.post('/api/cart/process', processOptions, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    const key = idempotencyKey(request);
    const now = new Date();
    const checked = requestFieldErrors(request);
    // A `referral` in the body (older clients send one) is accepted by the schema and earns nothing.
    const { order_data: orderData } = request.body;
    const clickId = referrals.fromRequest(request);
    const result = await placeOrder(app.kysely, gateway, {
      userId,
      orderData,
      orderDataErrors: inBodyOrder(request, { ...cardExpiryErrors(orderData, checked, now), ...checked }),
      referral: clickId === null ? null : { clickId, checkedAt: referrals.now(), windowDays: referrals.windowDays },
      idempotencyKey: key,
      now,
      shippingSecret: secret,
    });
    noStore(reply);
    return result;
  });

  const listSchema = {
    tags: ['pedidos'],
    summary: 'Pedidos do cliente, 10 por página, mais novos primeiro',
    querystring: PageQuery,
    response: { 200: Paginator(Order), 401: MessageBody, 403: MessageBody, 422: ValidationErrorBody },
  };
  // The page is checked once the caller is known to be a customer (affiliates 403).
  const listOptions = { preHandler: requireAuth, config: { validation: 'handler' as const }, schema: listSchema };
  app.get('/api/orders', listOptions, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    assertValidRequest(request);
    const { page = 1 } = request.query;
    await sweep(userId);
    const pageRequest = { page, perPage: ORDERS_PER_PAGE };
    const { total, records } = await listUserOrders(app.kysely, userId, {
      limit: ORDERS_PER_PAGE,
      offset: pageOffset(pageRequest),
    });
    noStore(reply);
    return paginate(records.map(view), total, pageRequest, request.url);
  });

  const orderSchema = {
    tags: ['pedidos'],
    summary: 'Um pedido, com o próximo passo do pagamento',
    params: Type.Object({ id: PathParam('Id do pedido') }),
    response: { 200: Order, 401: MessageBody, 403: MessageBody, 404: MessageBody },
  };
  app.get('/api/orders/:id', { preHandler: requireAuth, schema: orderSchema }, async (request, reply) => {
    const userId = await requireCustomer(app, request);
    const id = orderId(request);
    await sweep(userId);
    const record = await findUserOrder(app.kysely, userId, id);
    if (!record) throw new HttpError(404, ORDER_MESSAGES.notFound);
    noStore(reply);
    return view(record);
  });
}
