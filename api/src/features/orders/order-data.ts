import { cardBrandOfDigits, digitsOnly } from 'shared-contracts/rules';
import { orderDataMessages, type OrderDataInput, type PaymentMethod } from 'shared-contracts/schema';
import type { FieldErrors } from '../../http/errors';
import { storeMonth } from '../payments/calendar';
import { isExpired, type CardBrand } from '../payments/card';

export type { PaymentMethod };

/** A card as the checkout keeps it in memory for the charge; never written anywhere. */
export interface CardValues {
  number: string;
  brand: Exclude<CardBrand, 'unknown'>;
  installments: number;
}

export interface OrderDataValues {
  method: PaymentMethod;
  card: CardValues | null;
  customer: { document: string; phone: string | null; cellphone: string };
}

/** Cards are issued for at most this many years ahead. */
const CARD_YEARS_AHEAD = 20;

/**
 * The card's expiry against the store's calendar (Brasília) at `now`: a year gone or too far
 * ahead, or a month gone this year. Only the fields the schema accepted are read (`checked` holds
 * the schema's errors).
 */
export function cardExpiryErrors(data: OrderDataInput | undefined, checked: FieldErrors, now: Date): FieldErrors {
  const card = data?.method === 'credit_card' ? data.card : undefined;
  if (!card || checked['order_data.card.year']) return {};
  const current = storeMonth(now);
  const { year: text, month } = card;
  const year = text.length === 2 ? 2000 + Number(text) : Number(text);
  if (year < current.year) return { 'order_data.card.year': [orderDataMessages.expired] };
  if (year > current.year + CARD_YEARS_AHEAD) return { 'order_data.card.year': [orderDataMessages.yearInvalid] };
  if (!checked['order_data.card.month'] && isExpired(year, Number(month), current)) {
    return { 'order_data.card.month': [orderDataMessages.expired] };
  }
  return {};
}

/**
 * The order data of a body that passed every check, as the checkout uses it: the customer's
 * numbers as digits, and nothing of the card but what the charge needs (the name, expiry and CVV
 * are checked and dropped).
 */
export function orderDataValues(data: OrderDataInput): OrderDataValues {
  const customer = {
    document: digitsOnly(data.customer.document),
    // A blank landline is none.
    phone: digitsOnly(data.customer.phone ?? '') || null,
    cellphone: digitsOnly(data.customer.cellphone),
  };
  const card = data.method === 'credit_card' ? data.card : undefined;
  if (!card) return { method: data.method, card: null, customer };
  const number = digitsOnly(card.number);
  const brand = cardBrandOfDigits(number);
  if (brand === 'unknown') throw new Error('the schema accepts cards of known brands only');
  return { method: data.method, card: { number, brand, installments: Number(card.installments) }, customer };
}
