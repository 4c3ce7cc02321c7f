import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
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
export async function customerId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const userId = requireUserId(request);
  const row = await app.kysely.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(401, MESSAGES.unauthenticated);
  if (row.user_type !== USER_TYPE_CUSTOMER) throw new HttpError(403, CUSTOMER_AREA_MESSAGES.customersOnly);
  return userId;
}

/** `customerId` on the SQLite handle, for the features not yet on `app.kysely`. */
export function requireCustomerId(app: FastifyInstance, request: FastifyRequest): number {
  const userId = requireUserId(request);
  const row = app.db.prepare<[number], { user_type: number }>('SELECT user_type FROM users WHERE id = ?').get(userId);
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
export function findCustomerOrder(db: Db, userId: number, orderId: number): CustomerOrder | undefined {
  const order = db
    .prepare<[number, number], Omit<CustomerOrder, 'items'>>(
      'SELECT id, number, status, method, created_at FROM orders WHERE id = ? AND user_id = ?',
    )
    .get(orderId, userId);
  if (!order) return undefined;
  const items = db
    .prepare<[number], Omit<CustomerOrderItem, 'index'>>(
      `SELECT oi.id, oi.product_id, p.slug AS product_slug, s.slug AS seller_slug, oi.name, oi.photo,
              oi.variation_name, oi.option_name, oi.quantity, oi.unit_price_cents
         FROM order_items oi
         LEFT JOIN products p ON p.id = oi.product_id
         LEFT JOIN sellers s ON s.id = p.seller_id
        WHERE oi.order_id = ?
        ORDER BY oi.id`,
    )
    .all(orderId);
  return { ...order, items: items.map((item, index) => ({ ...item, index })) };
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
