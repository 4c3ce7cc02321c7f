/**
 * Card checks of the payment gateway: brand by prefix, Luhn check digit, the
 * lengths each brand issues, the CVV length and the expiry.
 */

import { cardBrandOfDigits, type CardBrand } from 'shared-contracts/rules';

export type { CardBrand };

/** Card number lengths each brand issues. */
const BRAND_LENGTHS: Record<Exclude<CardBrand, 'unknown'>, readonly number[]> = {
  elo: [16],
  hipercard: [13, 16, 19],
  amex: [15],
  diners: [14, 16],
  discover: [16, 17, 18, 19],
  mastercard: [16],
  visa: [13, 16, 19],
};

/** The brand of an unmasked card number, by the prefix table the card form uses too. */
export const detectCardBrand = cardBrandOfDigits;

/** Luhn (módulo 10) check over every digit, the last one being the check digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function hasBrandLength(digits: string, brand: CardBrand): boolean {
  return brand !== 'unknown' && BRAND_LENGTHS[brand].includes(digits.length);
}

/** American Express prints a 4-digit code on the front; the others a 3-digit one on the back. */
export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(year: number, month: number, now: { year: number; month: number }): boolean {
  return year < now.year || (year === now.year && month < now.month);
}

/** The last four digits, the only part of a number that is ever kept. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
