import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import { requireUserId } from '../../plugins/session';
import { USER_TYPE_CUSTOMER } from '../../lib/user-type';

/**
 * A customer's order as reviews and refunds need it: the items in the order the orders API lists
 * them (by id), each with its position (`order_item_index`), product and store.
 */

export const CUSTOMER_AREA_MESSAGES = {
  customersOnly: 'Apenas clientes têm pedidos e conversas.',
  orderNotFound: 'Pedido não encontrado.',
} as const;

export type OrderStatus = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';
export type PaymentMethod = 'credit_card' | 'bank_slip' | 'pix';

export interface CustomerOrderItem {
  id: number;
  index: number;
  product_id: number | null;
  product_slug: string | null;
  seller_slug: string | null;
  name: string;
  photo: string;
  variation_name: string | null;
  option_name: string | null;
  quantity: number;
  unit_price_cents: number;
}

export interface CustomerOrder {
  id: number;
  number: string;
  status: OrderStatus;
  method: PaymentMethod;
  /** Stored UTC text 'YYYY-MM-DD HH:MM:SS'. */
  created_at: string;
  items: CustomerOrderItem[];
}

const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The signed-in customer's id: 401 for guests, 403 for affiliates. */
export async function requireCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const userId = requireUserId(request);
  const row = await app.kysely.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(401, MESSAGES.unauthenticated);
  if (row.user_type !== USER_TYPE_CUSTOMER) throw new HttpError(403, CUSTOMER_AREA_MESSAGES.customersOnly);
  return userId;
}

/** A positive id from the route's params; anything else is answered as not found. */
export function routeId(request: FastifyRequest, param: string, notFound: string): number {
  const raw = (request.params as Record<string, unknown>)[param];
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, notFound);
  return id;
}

/** One order of the customer with its items; someone else's is as unknown as a missing one. */
export async function findCustomerOrder(
  db: Kysely<Database>,
  userId: number,
  orderId: number,
): Promise<CustomerOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'method', 'created_at'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.product_id')
    .leftJoin('sellers as s', 's.id', 'p.seller_id')
    .select([
      'oi.id',
      'oi.product_id',
      'p.slug as product_slug',
      's.slug as seller_slug',
      'oi.name',
      'oi.photo',
      'oi.variation_name',
      'oi.option_name',
      'oi.quantity',
      'oi.unit_price_cents',
    ])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
  return {
    id: order.id,
    // Numbered in the transaction that created the order.
    number: order.number ?? '',
    status: order.status as OrderStatus,
    method: order.method as PaymentMethod,
    created_at: order.created_at,
    items: items.map((item, index) => ({ ...item, index })),
  };
}

/**
 * The signed-in customer and their order that the route's :id names: 401 for guests, 403 for
 * affiliates, 404 with `notFound` for a malformed id or an order that is not theirs.
 */
export async function requireCustomerOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  notFound: string,
): Promise<{ userId: number; order: CustomerOrder }> {
  const userId = await requireCustomerId(app, request);
  const order = await findCustomerOrder(app.kysely, userId, routeId(request, 'id', notFound));
  if (!order) throw new HttpError(404, notFound);
  return { userId, order };
}

/** Orders whose items may be reviewed: the payment went through. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Days a customer may withdraw from a purchase (Código de Defesa do Consumidor, art. 49). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A return may be asked for a delivered order, or a paid one within the withdrawal window. */
export function orderAllowsRefund(order: Pick<CustomerOrder, 'status' | 'created_at'>, now: Date): boolean {
  if (order.status === 'delivered') return true;
  if (order.status !== 'paid') return false;
  const created = Date.parse(`${order.created_at.replace(' ', 'T')}Z`);
  return !Number.isNaN(created) && now.getTime() - created <= REFUND_WINDOW_DAYS * DAY_MS;
}
