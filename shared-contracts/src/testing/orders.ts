import type { Order, OrderItem, OrderPayment } from '../model/checkout';
import type { Paginator } from '../model/entities';
import { casa } from './demo-customer';

/**
 * Orders as the API sends them (`GET /api/orders`, `GET /api/orders/:id`), for the tests of every
 * app that shows them, and the parts tests build their own orders from.
 */

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` before now. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();

/** A payment by Visa card ending in 1111, approved, in `installments` of `installmentValue`. */
export function approvedCard(installments: number, installmentValue: number): OrderPayment {
  return {
    method: 'credit_card',
    status: 'approved',
    brand: 'visa',
    last4: '1111',
    installments,
    installment_value: installmentValue,
    authorization_code: 'A1B2C3',
  };
}

/** One smartphone sold by TechMix. */
export const smartphone: OrderItem = {
  name: 'Smartphone Galaxy A15 128 GB',
  photo: '/api/media/products/2/1.svg',
  quantity: 1,
  price: 1099,
  total: 1099,
  seller_name: 'TechMix Eletrônicos',
  variation: null,
  option: null,
};

/** A boleto order still waiting for its payment. */
export const slipOrder: Order = {
  id: 7,
  number: 'MB-000007',
  status: 'awaiting_payment',
  status_label: 'Aguardando pagamento',
  created_at: daysAgo(1),
  method: 'bank_slip',
  items: [
    {
      name: 'Fone de Ouvido Bluetooth JBL Tune 510BT',
      photo: '/api/media/products/1/1.svg',
      quantity: 2,
      price: 249.9,
      total: 499.8,
      seller_name: 'TechMix Eletrônicos',
      variation: 'Cor',
      option: 'Preto',
    },
  ],
  shipping: [
    {
      seller_name: 'TechMix Eletrônicos',
      carrier: 'Correios',
      service: 'SEDEX',
      delivery_time: 3,
      price: 24.5,
      pickup_address: null,
    },
  ],
  address: casa,
  subtotal: 499.8,
  shipping_total: 24.5,
  discount: 0,
  coupon_name: null,
  total: 524.3,
  payment: {
    method: 'bank_slip',
    digitable_line: '00190000090123456700000001717101189370000052430',
    barcode: '00191893700000524300000001234567000000000117',
    due_date: '2026-01-13',
  },
};

/** A card order paid two days ago, with items of two stores. */
export const cardOrder: Order = {
  id: 8,
  number: 'MB-000008',
  status: 'paid',
  status_label: 'Pagamento aprovado',
  created_at: daysAgo(2),
  method: 'credit_card',
  items: [
    smartphone,
    {
      name: 'Jogo de Cama Queen 4 Peças',
      photo: '/api/media/products/3/1.svg',
      quantity: 1,
      price: 189.9,
      total: 189.9,
      seller_name: 'Casa Bella Utilidades',
      variation: null,
      option: null,
    },
  ],
  shipping: [
    {
      seller_name: 'TechMix Eletrônicos',
      carrier: 'Correios',
      service: 'PAC',
      delivery_time: 7,
      price: 0,
      pickup_address: null,
    },
    {
      seller_name: 'Casa Bella Utilidades',
      carrier: 'Retirada',
      service: 'Na loja',
      delivery_time: 2,
      price: 0,
      pickup_address: 'Avenida do Contorno, 6061 - Savassi, Belo Horizonte - MG',
    },
  ],
  address: casa,
  subtotal: 1288.9,
  shipping_total: 0,
  discount: 128.89,
  coupon_name: 'BEMVINDO10',
  total: 1160.01,
  payment: approvedCard(3, 386.67),
};

/** A Pix order waiting for its payment. */
export const pixOrder: Order = {
  ...slipOrder,
  id: 9,
  number: 'MB-000009',
  method: 'pix',
  payment: {
    method: 'pix',
    copy_paste: '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865406524.305802BR',
    expires_at: '2026-01-10T15:30:00.000Z',
  },
};

/** A page of the customer's orders, ten a page, as `GET /api/orders` answers. */
export function ordersPage(orders: Order[], current = 1, last = 1): Paginator<Order> {
  return {
    current_page: current,
    data: orders,
    from: orders.length > 0 ? (current - 1) * 10 + 1 : null,
    to: orders.length > 0 ? (current - 1) * 10 + orders.length : null,
    last_page: last,
    per_page: 10,
    total: (last - 1) * 10 + orders.length,
    next_page_url: current < last ? `/api/orders?page=${current + 1}` : null,
    prev_page_url: current > 1 ? `/api/orders?page=${current - 1}` : null,
  };
}
