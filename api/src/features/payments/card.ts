/**
 * Card checks of the payment gateway: the contract's brand, Luhn, length and CVV rules, and the
 * expiry.
 */

import { cardBrandOfDigits, cvvLength, hasBrandLength, isLuhnValid, type CardBrand } from 'shared-contracts/rules';

export type { CardBrand };
export { cvvLength, hasBrandLength, isLuhnValid };

/** The brand of an unmasked card number, by the prefix table the card form uses too. */
export const detectCardBrand = cardBrandOfDigits;

/** A card is valid through the last day of its expiry month. */
export function isExpired(year: number, month: number, now: { year: number; month: number }): boolean {
  return year < now.year || (year === now.year && month < now.month);
}

/** The last four digits, the only part of a number that is ever kept. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
