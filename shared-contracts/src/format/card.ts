import { CARD_EXPIRY_YEARS } from '../constants';
import { formatBRL } from './currency';
import { MASKS, digitsOnly } from './masks';
import type { Installment } from '../model/entities';

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

export function detectCardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (!digits) return 'unknown';
  for (const [brand, prefix] of BRAND_PREFIXES) if (prefix.test(digits)) return brand;
  return 'unknown';
}

/** Card number mask by brand: 4-6-5 for American Express, 4-4-4-4 otherwise (spec §2). */
export function cardNumberMask(number: string): string {
  return detectCardBrand(number) === 'amex' ? MASKS.cardAmex : MASKS.cardDefault;
}

/** The expiry years offered: the current year and the eleven after it. */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS }, (_, i) => first + i);
}

/** The first month (1-12) that may be chosen for the given year. */
export function minExpiryMonth(year: number | null, now: Date = new Date()): number {
  return year === now.getFullYear() ? now.getMonth() + 1 : 1;
}

/** The month kept after a year change: cleared ('') when it falls before the minimum. */
export function monthAfterYearChange(month: string, year: number, now: Date = new Date()): string {
  if (!month) return month;
  return Number(month) < minExpiryMonth(year, now) ? '' : month;
}

/** Installment option text: 'A vista' or 'N vezes de value', with '(sem juros)' when taxes are 0. */
export function installmentLabel(option: Installment): string {
  if (option.number <= 1) return `A vista (${formatBRL(option.total)})`;
  const base = `${option.number} vezes de ${formatBRL(option.value)} = ${formatBRL(option.total)}`;
  return option.taxes === 0 ? `${base} (sem juros)` : base;
}

/** The option with the most installments, for 'ou N x value'. */
export function largestInstallment(options: Installment[] | null): Installment | null {
  if (!options || options.length === 0) return null;
  return options.reduce((best, o) => (o.number > best.number ? o : best));
}
