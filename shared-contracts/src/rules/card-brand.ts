/** Card brand by number prefix, shared by the card form and the payment gateway. */

export type CardBrand = 'elo' | 'hipercard' | 'amex' | 'diners' | 'discover' | 'mastercard' | 'visa' | 'unknown';

/** Prefix rules, most specific first: Elo and Hipercard share ranges with Visa and Discover. */
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

/** The brand of an unmasked card number; 'unknown' when it is empty or holds anything but digits. */
export function cardBrandOfDigits(digits: string): CardBrand {
  if (!/^\d+$/.test(digits)) return 'unknown';
  for (const [brand, prefix] of BRAND_PREFIXES) if (prefix.test(digits)) return brand;
  return 'unknown';
}

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

/** Digits with the spaces and hyphens of the card mask, and nothing else. */
export const MASKED_CARD_NUMBER = /^[\d\s-]+$/;

/**
 * The typed number could be a card: 12 to 19 digits (spaces and hyphens of the mask aside) with
 * the Luhn check digit right, and a length its brand issues when the brand is known.
 */
export function isCardNumber(masked: string): boolean {
  if (!MASKED_CARD_NUMBER.test(masked)) return false;
  const digits = masked.replace(/\D+/g, '');
  if (digits.length < 12 || digits.length > 19 || !isLuhnValid(digits)) return false;
  const brand = cardBrandOfDigits(digits);
  return brand === 'unknown' || hasBrandLength(digits, brand);
}
