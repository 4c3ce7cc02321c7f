/** Orders and their payment's next step. */
import { Type, type Static } from 'typebox';
import { NullableObject, NullableString, OneOf } from './common';
import { Address, PaymentMethod } from './entities';

export const OrderStatus = OneOf(['awaiting_payment', 'paid', 'declined', 'canceled', 'shipped', 'delivered']);

export const OrderItem = Type.Object({
  name: Type.String(),
  photo: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  total: Type.Number(),
  seller_name: Type.String(),
  variation: NullableString(),
  option: NullableString(),
});

export const OrderShipping = Type.Object({
  seller_name: Type.String(),
  carrier: Type.String(),
  service: Type.String(),
  delivery_time: Type.Integer(),
  price: Type.Number(),
  pickup_address: NullableString({ description: 'Store pickup address, when the option is a pickup.' }),
});

export const OrderPayment = Type.Union([
  Type.Object({
    method: Type.Literal('credit_card'),
    status: Type.Union([Type.Literal('approved'), Type.Literal('declined')]),
    brand: Type.String(),
    last4: Type.String(),
    installments: Type.Integer(),
    installment_value: Type.Number(),
    authorization_code: NullableString(),
  }),
  Type.Object({
    method: Type.Literal('bank_slip'),
    digitable_line: Type.String(),
    barcode: Type.String(),
    due_date: Type.String(),
  }),
  Type.Object({ method: Type.Literal('pix'), copy_paste: Type.String(), expires_at: Type.String() }),
]);

export const Order = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: "What the customer sees, e.g. 'MB-000123'." }),
  status: OrderStatus,
  status_reason: Type.Optional(
    Type.Unsafe<'expired' | null>({
      type: ['string', 'null'],
      enum: ['expired', null],
      description: "'expired' when the boleto or Pix was not paid in time (the order is then canceled).",
    }),
  ),
  status_label: Type.String(),
  can_simulate_payment: Type.Optional(
    Type.Boolean({ description: "The sandbox may pay this order now: 'Simular pagamento' is offered." }),
  ),
  created_at: Type.String(),
  method: PaymentMethod,
  items: Type.Array(OrderItem),
  shipping: Type.Array(OrderShipping),
  address: Address,
  subtotal: Type.Number(),
  shipping_total: Type.Number(),
  discount: Type.Number(),
  coupon_name: NullableString(),
  total: Type.Number(),
  payment: OrderPayment,
  refund: Type.Optional(
    NullableObject(
      Type.Object(
        { protocol: Type.String(), status: Type.String(), status_label: Type.String() },
        { description: 'The return asked for this order; null when none (or it was rejected).' },
      ),
    ),
  ),
  all_items_reviewed: Type.Optional(Type.Boolean()),
});

/** POST /api/cart/process. */
export const PlacedOrder = Type.Object({ order: Type.Object({ id: Type.Integer() }) });

/** A payment gateway's notification (POST /api/payments/sandbox/notifications, HMAC-signed). */
export const PaymentNotification = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
  type: Type.Literal('payment.approved'),
  data: Type.Object({ order: Type.String({ pattern: '^MB-\\d{6,}$', description: "The order's number." }) }),
});

/** What the API answers a notification: applied once, repeats are `duplicate`. */
export const NotificationOutcome = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean(),
  order: Type.String(),
  status_changed: Type.Boolean(),
});

export type OrderStatus = Static<typeof OrderStatus>;
export type OrderItem = Static<typeof OrderItem>;
export type OrderShipping = Static<typeof OrderShipping>;
export type OrderPayment = Static<typeof OrderPayment>;
export type Order = Static<typeof Order>;
export type PlacedOrder = Static<typeof PlacedOrder>;
export type PaymentNotification = Static<typeof PaymentNotification>;
export type NotificationOutcome = Static<typeof NotificationOutcome>;
