/**
 * Checkout entities the spec leaves out: address input, orders and their payment's next step; the
 * order types are inferred from the API's schemas (shared-contracts/schema).
 */
import type { Cart } from './entities';
export type { Order, OrderItem, OrderPayment, OrderShipping, OrderStatus } from '../schema/checkout';

export interface AddressInput {
  /** A label such as 'Casa' or 'Trabalho'. */
  name: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city_name: string;
  /** UF, e.g. 'SP'. */
  state_name: string;
}

/** The cart as the API answers it when it holds nothing (spec A-03), and as the screens start. */
export const emptyCart: Cart = {
  content: [],
  conditions: [],
  address: null,
  subtotal: 0,
  shipping: 0,
  coupon_name: null,
  discount: 0,
  total: 0,
  installments: null,
};
