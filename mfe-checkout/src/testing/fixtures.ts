import {
  emptyCart,
  type Cart,
  type CartItem,
  type Order,
  type ShippingQuote,
  type ShippingQuotes,
} from 'shared-contracts';
import { casa, demoCustomer, trabalho } from 'shared-contracts/testing/demo-customer';
import { approvedCard } from 'shared-contracts/testing/orders';

/** Test data shaped as the API sends it. */

export { casa, trabalho };

export const customer = demoCustomer([casa, trabalho]);

export function item(overrides: Partial<CartItem> & { id: string; name: string }): CartItem {
  return {
    quantity: 1,
    price: 100,
    max_quantity: 10,
    associatedModel: {
      photo: `/media/${overrides.id}.svg`,
      name: overrides.name,
      original_price: null,
      seller: { slug: 'loja' },
    },
    attributes: {
      seller: { name: 'Loja' },
      product_variation: null,
      product_variation_option: null,
      product_category: { name: 'Eletrônicos' },
    },
    ...overrides,
  };
}

export const fone = item({
  id: '1-3',
  name: 'Fone de Ouvido Bluetooth',
  quantity: 2,
  price: 150,
  max_quantity: 5,
  associatedModel: {
    photo: '/media/fone.svg',
    name: 'Fone de Ouvido Bluetooth',
    original_price: 199.9,
    seller: { slug: 'tech-store' },
  },
  attributes: {
    seller: { name: 'Tech Store' },
    product_variation: { name: 'Cor' },
    product_variation_option: { name: 'Preto' },
    product_category: { name: 'Eletrônicos' },
  },
});

export const cafe = item({
  id: '7-0',
  name: 'Café Especial 500g',
  quantity: 1,
  price: 45.5,
  max_quantity: 1,
  associatedModel: {
    photo: '/media/cafe.svg',
    name: 'Café Especial 500g',
    original_price: null,
    seller: { slug: 'empório-mineiro' },
  },
  attributes: {
    seller: { name: 'Empório Mineiro' },
    product_variation: null,
    product_variation_option: null,
    product_category: { name: 'Alimentos' },
  },
});

export function cartWith(overrides: Partial<Cart> = {}): Cart {
  return {
    content: [
      { seller: { id: 1, name: 'Tech Store', slug: 'tech-store' }, items: [fone] },
      { seller: { id: 2, name: 'Empório Mineiro', slug: 'emporio-mineiro' }, items: [cafe] },
    ],
    conditions: [],
    address: null,
    subtotal: 345.5,
    shipping: 0,
    coupon_name: null,
    discount: 0,
    total: 345.5,
    installments: [
      { number: 1, value: 345.5, total: 345.5, taxes: 0 },
      { number: 2, value: 172.75, total: 345.5, taxes: 0 },
      { number: 3, value: 121.5, total: 364.5, taxes: 2.99 },
    ],
    ...overrides,
  };
}

/** The API's answer for an empty cart: the contract's empty cart. */
export const emptyCartAnswer: Cart = { ...emptyCart, content: [], conditions: [] };

export const sedex: ShippingQuote = {
  hash: 'q-1-sedex',
  carrier: 'Correios',
  shippingServiceName: 'SEDEX',
  deliveryTime: 3,
  price: 25.9,
  gateway: 'correios',
  address: null,
};

export const pac: ShippingQuote = {
  hash: 'q-1-pac',
  carrier: 'Correios',
  shippingServiceName: 'PAC',
  deliveryTime: 8,
  price: 15.5,
  gateway: 'correios',
  address: null,
};

export const jadlog: ShippingQuote = {
  hash: 'q-2-jadlog',
  carrier: 'Jadlog',
  shippingServiceName: '.Package',
  deliveryTime: 5,
  price: 18,
  gateway: 'jadlog',
  address: null,
};

export const pickup: ShippingQuote = {
  hash: 'q-2-pickup',
  carrier: 'Retirada na loja',
  shippingServiceName: '',
  deliveryTime: 2,
  price: 0,
  gateway: 'pickup_store',
  address: 'Rua da Bahia, 1148 - Centro, Belo Horizonte - MG',
};

export const quotes: ShippingQuotes = { '1': [sedex, pac], '2': [jadlog, pickup] };

export const baseOrder: Omit<Order, 'method' | 'payment'> = {
  id: 42,
  number: 'MB-000042',
  status: 'awaiting_payment',
  status_label: 'Aguardando pagamento',
  created_at: '2026-03-10T14:30:00-03:00',
  items: [
    {
      name: 'Fone de Ouvido Bluetooth',
      photo: '/media/fone.svg',
      quantity: 2,
      price: 150,
      total: 300,
      seller_name: 'Tech Store',
      variation: 'Cor',
      option: 'Preto',
    },
    {
      name: 'Café Especial 500g',
      photo: '/media/cafe.svg',
      quantity: 1,
      price: 45.5,
      total: 45.5,
      seller_name: 'Empório Mineiro',
      variation: null,
      option: null,
    },
  ],
  shipping: [
    {
      seller_name: 'Tech Store',
      carrier: 'Correios',
      service: 'SEDEX',
      delivery_time: 3,
      price: 25.9,
      pickup_address: null,
    },
    {
      seller_name: 'Empório Mineiro',
      carrier: 'Retirada na loja',
      service: '',
      delivery_time: 2,
      price: 0,
      pickup_address: 'Rua da Bahia, 1148 - Centro, Belo Horizonte - MG',
    },
  ],
  address: casa,
  subtotal: 345.5,
  shipping_total: 25.9,
  discount: 10,
  coupon_name: 'BEMVINDO10',
  total: 361.4,
};

export const cardOrder: Order = {
  ...baseOrder,
  status: 'paid',
  status_label: 'Pagamento aprovado',
  method: 'credit_card',
  payment: approvedCard(3, 120.47),
};

export const slipOrder: Order = {
  ...baseOrder,
  method: 'bank_slip',
  payment: {
    method: 'bank_slip',
    digitable_line: '23790123016000000005325000456704812340000010000',
    barcode: '34192910700260000001790001043510049102015000',
    due_date: '2026-03-13',
  },
};

export const pixOrder: Order = {
  ...baseOrder,
  method: 'pix',
  payment: {
    method: 'pix',
    copy_paste:
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406361.405802BR5913MERCADO BRASIL6009SAO PAULO62070503***6304ABCD',
    expires_at: '2026-03-10T15:30:00-03:00',
  },
};
