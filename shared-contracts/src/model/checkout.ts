/** Checkout entities the spec leaves out: address input, orders and their payment's next step. */
import type { Address, PaymentMethod } from './entities';

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

export type OrderStatus = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';

export interface OrderItem {
  name: string;
  photo: string;
  quantity: number;
  price: number;
  total: number;
  seller_name: string;
  variation: string | null;
  option: string | null;
}

export interface OrderShipping {
  seller_name: string;
  carrier: string;
  service: string;
  delivery_time: number;
  price: number;
  /** Store pickup address, when the option is a pickup. */
  pickup_address: string | null;
}

export type OrderPayment =
  | {
      method: 'credit_card';
      status: 'approved' | 'declined';
      brand: string;
      last4: string;
      installments: number;
      installment_value: number;
      authorization_code: string | null;
    }
  | { method: 'bank_slip'; digitable_line: string; barcode: string; due_date: string }
  | { method: 'pix'; copy_paste: string; expires_at: string };

export interface Order {
  id: number;
  /** What the customer sees, e.g. 'MB-000123'. */
  number: string;
  status: OrderStatus;
  /** 'expired' when the boleto or Pix was not paid in time (the order is then canceled). */
  status_reason?: 'expired' | null;
  status_label: string;
  /** The sandbox may pay this order now: 'Simular pagamento' is offered. */
  can_simulate_payment?: boolean;
  created_at: string;
  method: PaymentMethod;
  items: OrderItem[];
  shipping: OrderShipping[];
  address: Address;
  subtotal: number;
  shipping_total: number;
  discount: number;
  coupon_name: string | null;
  total: number;
  payment: OrderPayment;
  /** The return asked for this order, with its protocol; null when none (or it was rejected). */
  refund?: { protocol: string; status: string; status_label: string } | null;
  /** Whether every item of the order already has the customer's review. */
  all_items_reviewed?: boolean;
}
