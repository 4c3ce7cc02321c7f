/**
 * Card checks of the payment gateway: brand by prefix, Luhn check digit, the
 * lengths each brand issues, the CVV length and the expiry.
 */

export type CardBrand = 'elo' | 'hipercard' | 'amex' | 'diners' | 'discover' | 'mastercard' | 'visa' | 'unknown';

/*
 * Mirrors BRAND_PREFIXES of shared-contracts/src/format/card.ts (the API does not import the
 * front-end contract): keep both tables in step, so the brand the card form shows is the brand the
 * server accepts. Most specific first: Elo and Hipercard share ranges with Visa and Discover.
 */
const BRAND_PREFIXES: ReadonlyArray<[CardBrand, RegExp]> = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9\d{3})|627780|63(6297|6368)|650(03([^4])|04([0-9])|05(0|1)|4(0[5-9]|[1-3][0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8])|9([2-6][0-9]|7[0-8])|541|700|720|901)|651652|655000|655021)/,
  ],
  ['hipercard', /^(606282|3841(0|4|6)0)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['discover', /^6(011|5|4[4-9])/],
  ['mastercard', /^(5[1-5]|2(2(2[1-9]|[3-9])|[3-6]|7([01]|20)))/],
  ['visa', /^4/],
];

/** Mirrors CARD_BRAND_LABELS of shared-contracts/src/format/card.ts. */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  elo: 'Elo',
  hipercard: 'Hipercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  mastercard: 'Mastercard',
  visa: 'Visa',
  unknown: 'Cartão',
};

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

export function detectCardBrand(digits: string): CardBrand {
  if (!/^\d+$/.test(digits)) return 'unknown';
  for (const [brand, prefix] of BRAND_PREFIXES) if (prefix.test(digits)) return brand;
  return 'unknown';
}

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
