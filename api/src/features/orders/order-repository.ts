import type { Db } from '../../db/database';

export type OrderStatus = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';

export interface OrderRow {
  id: number;
  number: string;
  user_id: number;
  status: OrderStatus;
  /** Why the order left its normal path ('expired': its boleto or Pix was not paid in time). */
  status_reason: 'expired' | null;
  method: 'credit_card' | 'bank_slip' | 'pix';
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  coupon_code: string | null;
  address_id: number;
  address_name: string;
  address_zip_code: string;
  address_street: string;
  address_number: string;
  address_complement: string | null;
  address_neighborhood: string;
  address_city_name: string;
  address_state_name: string;
  created_at: string;
}

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

export interface OrderPaymentRow {
  order_id: number;
  method: 'credit_card' | 'bank_slip' | 'pix';
  status: 'approved' | 'declined' | 'pending';
  amount_cents: number;
  installments: number;
  installment_value_cents: number;
  interest_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  authorization_code: string | null;
  digitable_line: string | null;
  barcode: string | null;
  due_date: string | null;
  pix_copy_paste: string | null;
  expires_at: string | null;
}

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

const ORDER_COLUMNS = `id, number, user_id, status, status_reason, method, subtotal_cents, shipping_cents, discount_cents, total_cents,
  coupon_code, address_id, address_name, address_zip_code, address_street, address_number, address_complement,
  address_neighborhood, address_city_name, address_state_name, created_at`;

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** Items, shipments and payments of several orders, read with one query each. */
function withDetails(db: Db, orders: OrderRow[]): OrderRecord[] {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const marks = placeholders(ids.length);
  const items = db
    .prepare<number[], OrderItemRow>(
      `SELECT order_id, name, photo, quantity, unit_price_cents, total_cents, seller_name, variation_name, option_name
         FROM order_items WHERE order_id IN (${marks}) ORDER BY order_id, id`,
    )
    .all(...ids);
  const shipments = db
    .prepare<number[], OrderShipmentRow>(
      `SELECT order_id, seller_name, carrier, service, delivery_time, price_cents, pickup_address
         FROM order_shipments WHERE order_id IN (${marks}) ORDER BY order_id, id`,
    )
    .all(...ids);
  const payments = db
    .prepare<number[], OrderPaymentRow>(
      `SELECT order_id, method, status, amount_cents, installments, installment_value_cents, interest_cents,
              card_brand, card_last4, authorization_code, digitable_line, barcode, due_date, pix_copy_paste, expires_at
         FROM order_payments WHERE order_id IN (${marks})`,
    )
    .all(...ids);
  const refunds = db
    .prepare<number[], OrderRefundRow>(
      `SELECT order_id, protocol, status FROM refunds
        WHERE order_id IN (${marks}) AND status <> 'rejected' AND protocol IS NOT NULL
        ORDER BY id DESC`,
    )
    .all(...ids);
  const reviewed = db
    .prepare<number[], { order_id: number; n: number }>(
      `SELECT order_id, COUNT(*) AS n FROM order_item_reviews WHERE order_id IN (${marks}) GROUP BY order_id`,
    )
    .all(...ids);
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
export function findUserOrder(db: Db, userId: number, orderId: number): OrderRecord | undefined {
  const order = db
    .prepare<[number, number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND user_id = ?`)
    .get(orderId, userId);
  return order ? withDetails(db, [order])[0] : undefined;
}

/** A page of the user's orders, newest first. */
export function listUserOrders(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): { total: number; records: OrderRecord[] } {
  const total =
    db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId)?.n ?? 0;
  const orders = db
    .prepare<[number, number, number], OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.limit, page.offset);
  return { total, records: withDetails(db, orders) };
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
  address: {
    id: number;
    name: string;
    zip_code: string;
    street: string;
    number: string;
    complement: string | null;
    neighborhood: string;
    city_name: string;
    state_name: string;
  };
  customer: { document: string; phone: string | null; cellphone: string };
  fraudSessionId: string | null;
  /** UTC 'YYYY-MM-DD HH:MM:SS'. */
  createdAt: string;
}

/** Inserts the order and gives it its number; returns the id. */
export function insertOrder(db: Db, order: NewOrder): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders
         (user_id, status, method, subtotal_cents, shipping_cents, discount_cents, total_cents, coupon_id, coupon_code,
          address_id, address_name, address_zip_code, address_street, address_number, address_complement,
          address_neighborhood, address_city_name, address_state_name,
          customer_document, customer_phone, customer_cellphone, fraud_session_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.userId,
      order.status,
      order.method,
      order.subtotalCents,
      order.shippingCents,
      order.discountCents,
      order.totalCents,
      order.couponId,
      order.couponCode,
      order.address.id,
      order.address.name,
      order.address.zip_code,
      order.address.street,
      order.address.number,
      order.address.complement,
      order.address.neighborhood,
      order.address.city_name,
      order.address.state_name,
      order.customer.document,
      order.customer.phone,
      order.customer.cellphone,
      order.fraudSessionId,
      order.createdAt,
    );
  const id = Number(lastInsertRowid);
  db.prepare<[string, number]>('UPDATE orders SET number = ? WHERE id = ?').run(orderNumber(id), id);
  return id;
}

export function setOrderStatus(db: Db, orderId: number, status: OrderStatus): void {
  db.prepare<[string, number]>('UPDATE orders SET status = ? WHERE id = ?').run(status, orderId);
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

export function insertOrderItem(db: Db, orderId: number, item: NewOrderItem): void {
  db.prepare(
    `INSERT INTO order_items
       (order_id, product_id, product_variation_option_id, seller_id, seller_name, name, category_name,
        variation_name, option_name, photo, quantity, unit_price_cents, total_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    item.productId,
    item.optionId,
    item.sellerId,
    item.sellerName,
    item.name,
    item.categoryName,
    item.variationName,
    item.optionName,
    item.photo,
    item.quantity,
    item.unitPriceCents,
    item.unitPriceCents * item.quantity,
  );
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

export function insertShipment(db: Db, orderId: number, shipment: NewShipment): void {
  db.prepare(
    `INSERT INTO order_shipments
       (order_id, seller_id, seller_name, option_code, carrier, service, gateway, delivery_time, price_cents,
        pickup_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    shipment.sellerId,
    shipment.sellerName,
    shipment.optionCode,
    shipment.carrier,
    shipment.service,
    shipment.gateway,
    shipment.deliveryTime,
    shipment.priceCents,
    shipment.pickupAddress,
  );
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

export function insertPayment(db: Db, orderId: number, payment: NewPayment): void {
  db.prepare(
    `INSERT INTO order_payments
       (order_id, method, status, amount_cents, installments, installment_value_cents, interest_cents, card_brand,
        card_last4, authorization_code, digitable_line, barcode, due_date, pix_copy_paste, pix_txid, expires_at,
        created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    payment.method,
    payment.status,
    payment.amountCents,
    payment.installments,
    payment.installmentValueCents,
    payment.interestCents,
    payment.cardBrand,
    payment.cardLast4,
    payment.authorizationCode,
    payment.digitableLine,
    payment.barcode,
    payment.dueDate,
    payment.pixCopyPaste,
    payment.pixTxid,
    payment.expiresAt,
    payment.createdAt,
  );
}

/**
 * Takes units out of stock only while there are enough of them; false when
 * another order got there first. Options count their own stock and the product's
 * (the sum of its options'); sales counters grow with it.
 */
export function takeFromStock(db: Db, productId: number, optionId: number | null, quantity: number): boolean {
  if (optionId !== null) {
    const option = db
      .prepare<[number, number, number]>(
        'UPDATE product_variation_options SET stock = stock - ? WHERE id = ? AND stock >= ?',
      )
      .run(quantity, optionId, quantity);
    if (option.changes !== 1) return false;
  }
  const product = db
    .prepare<[number, number, number, number, number]>(
      `UPDATE products
          SET stock = stock - ?, sales_count = sales_count + ?, recent_sales_count = recent_sales_count + ?
        WHERE id = ? AND stock >= ?`,
    )
    .run(quantity, quantity, quantity, productId, quantity);
  return product.changes === 1;
}

export function findIdempotentResponse(db: Db, userId: number, key: string): unknown {
  const row = db
    .prepare<[number, string], { response: string }>(
      'SELECT response FROM idempotency_keys WHERE user_id = ? AND key = ?',
    )
    .get(userId, key);
  return row ? (JSON.parse(row.response) as unknown) : undefined;
}

export function saveIdempotentResponse(db: Db, userId: number, key: string, orderId: number, response: unknown): void {
  db.prepare<[number, string, number, string]>(
    'INSERT INTO idempotency_keys (user_id, key, order_id, response) VALUES (?, ?, ?, ?)',
  ).run(userId, key, orderId, JSON.stringify(response));
}

/** Empties the cart after an order: lines, shipping choices, coupon and fraud session; the address stays. */
export function clearCartAfterOrder(db: Db, userId: number): void {
  db.prepare<[number]>('DELETE FROM cart_items WHERE user_id = ?').run(userId);
  db.prepare<[number]>('DELETE FROM cart_shipping WHERE user_id = ?').run(userId);
  db.prepare<[number]>(
    `UPDATE carts SET coupon_id = NULL, session_id = NULL, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
      WHERE user_id = ?`,
  ).run(userId);
}
