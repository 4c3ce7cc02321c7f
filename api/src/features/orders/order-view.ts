import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import { REFUND_STATUS_LABELS } from '../refunds/refund-repository';
import type { OrderPaymentRow, OrderRecord, OrderStatus } from './order-repository';

import type { Order, OrderPayment } from 'shared-contracts/schema';

/** The Order of the contract. */
export type OrderView = Order;
export type PaymentView = OrderPayment;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Aguardando pagamento',
  paid: 'Pagamento aprovado',
  declined: 'Pagamento recusado',
  canceled: 'Cancelado',
  shipped: 'Enviado',
  delivered: 'Entregue',
};

/** The label of a status, with the reason when there is one. */
export function statusLabel(status: OrderStatus, reason: 'expired' | null): string {
  if (status === 'canceled' && reason === 'expired') return 'Pagamento expirado';
  return ORDER_STATUS_LABELS[status];
}

function paymentView(record: OrderRecord): PaymentView {
  const payment: OrderPaymentRow | undefined = record.payment;
  const method = payment?.method ?? record.order.method;
  if (method === 'bank_slip') {
    return {
      method,
      digitable_line: payment?.digitable_line ?? '',
      barcode: payment?.barcode ?? '',
      due_date: payment?.due_date ?? '',
    };
  }
  if (method === 'pix') {
    return { method, copy_paste: payment?.pix_copy_paste ?? '', expires_at: payment?.expires_at ?? '' };
  }
  return {
    method,
    status: payment?.status === 'approved' ? 'approved' : 'declined',
    brand: payment?.card_brand ?? '',
    last4: payment?.card_last4 ?? '',
    installments: payment?.installments ?? 1,
    installment_value: centsToReais(payment?.installment_value_cents ?? record.order.total_cents),
    authorization_code: payment?.authorization_code ?? null,
  };
}

export function orderView(record: OrderRecord, options: { sandbox?: boolean } = {}): OrderView {
  const { order } = record;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_reason: order.status_reason,
    status_label: statusLabel(order.status, order.status_reason),
    can_simulate_payment: options.sandbox === true && order.status === 'awaiting_payment',
    created_at: isoDate(order.created_at),
    method: order.method,
    items: record.items.map((item) => ({
      name: item.name,
      photo: item.photo,
      quantity: item.quantity,
      price: centsToReais(item.unit_price_cents),
      total: centsToReais(item.total_cents),
      seller_name: item.seller_name,
      variation: item.variation_name,
      option: item.option_name,
    })),
    shipping: record.shipments.map((shipment) => ({
      seller_name: shipment.seller_name,
      carrier: shipment.carrier,
      service: shipment.service,
      delivery_time: shipment.delivery_time,
      price: centsToReais(shipment.price_cents),
      pickup_address: shipment.pickup_address,
    })),
    address: {
      id: order.address_id,
      name: order.address_name,
      street: order.address_street,
      number: order.address_number,
      complement: order.address_complement,
      neighborhood: order.address_neighborhood,
      city_name: order.address_city_name,
      state_name: order.address_state_name,
      zip_code: order.address_zip_code,
    },
    subtotal: centsToReais(order.subtotal_cents),
    shipping_total: centsToReais(order.shipping_cents),
    discount: centsToReais(order.discount_cents),
    coupon_name: order.coupon_code,
    total: centsToReais(order.total_cents),
    payment: paymentView(record),
    refund: record.refund
      ? {
          protocol: record.refund.protocol,
          status: record.refund.status,
          status_label: REFUND_STATUS_LABELS[record.refund.status],
        }
      : null,
    all_items_reviewed: record.items.length > 0 && record.reviewedItems >= record.items.length,
  };
}
