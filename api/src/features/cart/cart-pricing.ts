/**
 * Every amount of the cart in one place: line totals, subtotal, shipping,
 * discount, total and the credit-card installment plan. All computing is done
 * in integer cents; amounts leave this module in reais.
 *
 * The checkout grows the cart here: shipping chosen per seller and coupons come
 * in as `CartAdjustments`, so the summary and the installments always agree.
 */
import { centsToReais } from '../../lib/money';

import type { Installment } from 'shared-contracts/schema';

export type { Installment };

/** Up to this many installments carry no interest. */
export const INTEREST_FREE_INSTALLMENTS = 6;
export const MAX_INSTALLMENTS = 12;
/** Monthly compound interest of the installments above the interest-free ones (1.99% a month). */
export const MONTHLY_INTEREST_RATE = 0.0199;
/** No installment may be smaller than R$ 5,00: small totals get fewer options (paying at once is always offered). */
export const MIN_INSTALLMENT_CENTS = 500;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface CartAdjustments {
  shippingCents: number;
  discountCents: number;
  couponName: string | null;
}

export const NO_ADJUSTMENTS: CartAdjustments = { shippingCents: 0, discountCents: 0, couponName: null };

export interface CartTotals {
  subtotal: number;
  shipping: number;
  coupon_name: string | null;
  discount: number;
  total: number;
  installments: Installment[] | null;
}

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/**
 * Installment options 1..12 for a total: equal parts without interest up to 6,
 * then the fixed-payment (Price table) amount at 1.99% a month compound. Options
 * whose installment would fall under R$ 5,00 are left out; as the installment only
 * shrinks with more of them, the plan is always 1..N.
 */
export function installmentPlan(totalCents: number): Installment[] {
  const plan: Installment[] = [];
  for (let number = 1; number <= MAX_INSTALLMENTS; number += 1) {
    if (number <= INTEREST_FREE_INSTALLMENTS) {
      if (number > 1 && Math.round(totalCents / number) < MIN_INSTALLMENT_CENTS) break;
      plan.push({
        number,
        value: centsToReais(Math.round(totalCents / number)),
        total: centsToReais(totalCents),
        taxes: 0,
      });
      continue;
    }
    const rate = MONTHLY_INTEREST_RATE;
    const valueCents = Math.round((totalCents * rate) / (1 - Math.pow(1 + rate, -number)));
    if (valueCents < MIN_INSTALLMENT_CENTS) break;
    const planTotalCents = valueCents * number;
    plan.push({
      number,
      value: centsToReais(valueCents),
      total: centsToReais(planTotalCents),
      taxes: centsToReais(planTotalCents - totalCents),
    });
  }
  return plan;
}

/** The summary of a cart: the discount never takes the total below zero. */
export function priceCart(lines: readonly PricedLine[], adjustments: CartAdjustments = NO_ADJUSTMENTS): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shippingCents = lines.length === 0 ? 0 : adjustments.shippingCents;
  const discountCents = Math.min(adjustments.discountCents, subtotalCents + shippingCents);
  const totalCents = subtotalCents + shippingCents - discountCents;
  return {
    subtotal: centsToReais(subtotalCents),
    shipping: centsToReais(shippingCents),
    coupon_name: adjustments.couponName,
    discount: centsToReais(discountCents),
    total: centsToReais(totalCents),
    installments: lines.length === 0 || totalCents <= 0 ? null : installmentPlan(totalCents),
  };
}
