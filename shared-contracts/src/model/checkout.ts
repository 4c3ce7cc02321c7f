/**
 * Checkout entities the spec leaves out: address input, orders and their payment's next step; the
 * order types are inferred from the API's schemas (shared-contracts/schema).
 */
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
