import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderPaymentsTable, OrdersTable } from '../../db/schema';
import { storedTime } from '../../lib/dates';
import type { AddressRow } from '../addresses/address-repository';

export type OrderStatus = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';

const ORDER_COLUMNS = [
  'id',
  'number',
  'user_id',
  'status',
  'status_reason',
  'method',
  'subtotal_cents',
  'shipping_cents',
  'discount_cents',
  'total_cents',
  'coupon_code',
  'address_id',
  'address_name',
  'address_zip_code',
  'address_street',
  'address_number',
  'address_complement',
  'address_neighborhood',
  'address_city_name',
  'address_state_name',
  'created_at',
] as const;

type NarrowedOrderColumn = 'number' | 'status' | 'status_reason' | 'method';

/**
 * An order as it is read: the columns of ORDER_COLUMNS, its text columns narrowed to what the
 * checkout writes.
 */
export type OrderRow = Omit<Pick<Selectable<OrdersTable>, (typeof ORDER_COLUMNS)[number]>, NarrowedOrderColumn> & {
  number: string;
  status: OrderStatus;
  /** Why the order left its normal path ('expired': its boleto or Pix was not paid in time). */
  status_reason: 'expired' | null;
  method: 'credit_card' | 'bank_slip' | 'pix';
};
export interface OrderItemRow {
  order_id: number;
  name: string;
  photo: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  seller_name: string;
  variation_name: string | null;
  option_name: string | null;
}

export interface OrderShipmentRow {
  order_id: number;
  seller_name: string;
  carrier: string;
  service: string;
  delivery_time: number;
  price_cents: number;
  pickup_address: string | null;
}

const PAYMENT_COLUMNS = [
  'order_id',
  'method',
  'status',
  'amount_cents',
  'installments',
  'installment_value_cents',
  'interest_cents',
  'card_brand',
  'card_last4',
  'authorization_code',
  'digitable_line',
  'barcode',
  'due_date',
  'pix_copy_paste',
  'expires_at',
] as const;

/** An order's payment as it is read: the columns of PAYMENT_COLUMNS, method and status narrowed. */
export type OrderPaymentRow = Omit<
  Pick<Selectable<OrderPaymentsTable>, (typeof PAYMENT_COLUMNS)[number]>,
  'method' | 'status'
> & {
  method: 'credit_card' | 'bank_slip' | 'pix';
  status: 'approved' | 'declined' | 'pending';
};

/** The return asked for an order (the latest one not rejected). */
export interface OrderRefundRow {
  order_id: number;
  protocol: string;
  status: 'requested' | 'approved' | 'rejected' | 'refunded';
}

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  shipments: OrderShipmentRow[];
  payment: OrderPaymentRow | undefined;
  refund: OrderRefundRow | undefined;
  /** How many of the order's items the customer has reviewed. */
  reviewedItems: number;
}

/** 'MB-000123'. */
export function orderNumber(id: number): string {
  return `MB-${String(id).padStart(6, '0')}`;
}

/** The orders table read as OrderRow: its text columns narrowed to what the checkout writes. */
function selectOrders(db: Kysely<Database>) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).$narrowType<Pick<OrderRow, NarrowedOrderColumn>>();
}

/** Items, shipments and payments of several orders, read with one query each. */
async function withDetails(db: Kysely<Database>, orders: OrderRow[]): Promise<OrderRecord[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = await db
    .selectFrom('order_items')
    .select([
      'order_id',
      'name',
      'photo',
      'quantity',
      'unit_price_cents',
      'total_cents',
      'seller_name',
      'variation_name',
      'option_name',
    ])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  const shipments = await db
    .selectFrom('order_shipments')
    .select(['order_id', 'seller_name', 'carrier', 'service', 'delivery_time', 'price_cents', 'pickup_address'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  const payments: OrderPaymentRow[] = await db
    .selectFrom('order_payments')
    .select(PAYMENT_COLUMNS)
    .where('order_id', 'in', ids)
    .$narrowType<Pick<OrderPaymentRow, 'method' | 'status'>>()
    .execute();
  const refunds: OrderRefundRow[] = await db
    .selectFrom('refunds')
    .select(['order_id', 'protocol', 'status'])
    .where('order_id', 'in', ids)
    .where('status', '<>', 'rejected')
    .where('protocol', 'is not', null)
    .orderBy('id', 'desc')
    .$narrowType<Pick<OrderRefundRow, 'protocol' | 'status'>>()
    .execute();
  const reviewed = await db
    .selectFrom('order_item_reviews')
    .select((eb) => ['order_id', eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', ids)
    .groupBy('order_id')
    .execute();
  return orders.map((order) => ({
    order,
    items: items.filter((item) => item.order_id === order.id),
    shipments: shipments.filter((shipment) => shipment.order_id === order.id),
    payment: payments.find((payment) => payment.order_id === order.id),
    refund: refunds.find((refund) => refund.order_id === order.id),
    reviewedItems: reviewed.find((row) => row.order_id === order.id)?.n ?? 0,
  }));
}

/** One order of the user; someone else's is as unknown as a missing one. */
export async function findUserOrder(
  db: Kysely<Database>,
  userId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const order = await selectOrders(db).where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  return order ? (await withDetails(db, [order]))[0] : undefined;
}

/** A page of the user's orders, newest first. */
export async function listUserOrders(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; records: OrderRecord[] }> {
  const counted = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const orders = await selectOrders(db)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: counted?.n ?? 0, records: await withDetails(db, orders) };
}

export interface NewOrder {
  userId: number;
  status: OrderStatus;
  method: 'credit_card' | 'bank_slip' | 'pix';
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  address: AddressRow;
  customer: { document: string; phone: string | null; cellphone: string };
  fraudSessionId: string | null;
  /** UTC 'YYYY-MM-DD HH:MM:SS'. */
  createdAt: string;
}

/** Inserts the order and gives it its number; returns the id. */
export async function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<number> {
  const { id } = await db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      status: order.status,
      method: order.method,
      subtotal_cents: order.subtotalCents,
      shipping_cents: order.shippingCents,
      discount_cents: order.discountCents,
      total_cents: order.totalCents,
      coupon_id: order.couponId,
      coupon_code: order.couponCode,
      address_id: order.address.id,
      address_name: order.address.name,
      address_zip_code: order.address.zip_code,
      address_street: order.address.street,
      address_number: order.address.number,
      address_complement: order.address.complement,
      address_neighborhood: order.address.neighborhood,
      address_city_name: order.address.city_name,
      address_state_name: order.address.state_name,
      customer_document: order.customer.document,
      customer_phone: order.customer.phone,
      customer_cellphone: order.customer.cellphone,
      fraud_session_id: order.fraudSessionId,
      created_at: order.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ number: orderNumber(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function setOrderStatus(db: Kysely<Database>, orderId: number, status: OrderStatus): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

export interface NewOrderItem {
  productId: number;
  optionId: number | null;
  sellerId: number;
  sellerName: string;
  name: string;
  categoryName: string | null;
  variationName: string | null;
  optionName: string | null;
  photo: string;
  quantity: number;
  unitPriceCents: number;
}

export async function insertOrderItem(db: Kysely<Database>, orderId: number, item: NewOrderItem): Promise<void> {
  await db
    .insertInto('order_items')
    .values({
      order_id: orderId,
      product_id: item.productId,
      product_variation_option_id: item.optionId,
      seller_id: item.sellerId,
      seller_name: item.sellerName,
      name: item.name,
      category_name: item.categoryName,
      variation_name: item.variationName,
      option_name: item.optionName,
      photo: item.photo,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      total_cents: item.unitPriceCents * item.quantity,
    })
    .execute();
}

export interface NewShipment {
  sellerId: number;
  sellerName: string;
  optionCode: string;
  carrier: string;
  service: string;
  gateway: string;
  deliveryTime: number;
  priceCents: number;
  pickupAddress: string | null;
}

export async function insertShipment(db: Kysely<Database>, orderId: number, shipment: NewShipment): Promise<void> {
  await db
    .insertInto('order_shipments')
    .values({
      order_id: orderId,
      seller_id: shipment.sellerId,
      seller_name: shipment.sellerName,
      option_code: shipment.optionCode,
      carrier: shipment.carrier,
      service: shipment.service,
      gateway: shipment.gateway,
      delivery_time: shipment.deliveryTime,
      price_cents: shipment.priceCents,
      pickup_address: shipment.pickupAddress,
    })
    .execute();
}

/** What is kept of a payment. For cards: brand, last four digits and authorization, nothing else. */
export interface NewPayment {
  method: 'credit_card' | 'bank_slip' | 'pix';
  status: 'approved' | 'declined' | 'pending';
  amountCents: number;
  installments: number;
  installmentValueCents: number;
  interestCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  authorizationCode: string | null;
  digitableLine: string | null;
  barcode: string | null;
  dueDate: string | null;
  pixCopyPaste: string | null;
  pixTxid: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export async function insertPayment(db: Kysely<Database>, orderId: number, payment: NewPayment): Promise<void> {
  await db
    .insertInto('order_payments')
    .values({
      order_id: orderId,
      method: payment.method,
      status: payment.status,
      amount_cents: payment.amountCents,
      installments: payment.installments,
      installment_value_cents: payment.installmentValueCents,
      interest_cents: payment.interestCents,
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
      authorization_code: payment.authorizationCode,
      digitable_line: payment.digitableLine,
      barcode: payment.barcode,
      due_date: payment.dueDate,
      pix_copy_paste: payment.pixCopyPaste,
      pix_txid: payment.pixTxid,
      expires_at: payment.expiresAt,
      created_at: payment.createdAt,
    })
    .execute();
}

/**
 * Takes units out of an option's stock only while there are enough of them; false when another
 * order got there first. One conditional statement, so two orders never both take the last units.
 */
export async function takeFromOptionStock(db: Kysely<Database>, optionId: number, quantity: number): Promise<boolean> {
  const option = await db
    .updateTable('product_variation_options')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', optionId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(option.numUpdatedRows) === 1;
}

/** The same for a product's stock (the sum of its options'), whose sales counters grow with it. */
export async function takeFromProductStock(
  db: Kysely<Database>,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const product = await db
    .updateTable('products')
    .set((eb) => ({
      stock: eb('stock', '-', quantity),
      sales_count: eb('sales_count', '+', quantity),
      recent_sales_count: eb('recent_sales_count', '+', quantity),
    }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(product.numUpdatedRows) === 1;
}

/**
 * Takes units out of stock only while there are enough of them; false when
 * another order got there first. Options count their own stock and the product's.
 */
export async function takeFromStock(
  db: Kysely<Database>,
  productId: number,
  optionId: number | null,
  quantity: number,
): Promise<boolean> {
  if (optionId !== null && !(await takeFromOptionStock(db, optionId, quantity))) return false;
  return takeFromProductStock(db, productId, quantity);
}

export async function findIdempotentResponse(db: Kysely<Database>, userId: number, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.response) as unknown) : undefined;
}

export async function saveIdempotentResponse(
  db: Kysely<Database>,
  userId: number,
  key: string,
  orderId: number,
  response: unknown,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, order_id: orderId, response: JSON.stringify(response) })
    .execute();
}

/** Empties the cart after an order: lines, shipping choices, coupon and fraud session; the address stays. */
export async function clearCartAfterOrder(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
  await db.deleteFrom('cart_shipping').where('user_id', '=', userId).execute();
  await db
    .updateTable('carts')
    .set({ coupon_id: null, session_id: null, updated_at: storedTime() })
    .where('user_id', '=', userId)
    .execute();
}
