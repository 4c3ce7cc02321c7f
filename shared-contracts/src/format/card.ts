import { CARD_EXPIRY_YEARS } from '../constants';
import { formatBRL } from './currency';
import { MASKS, digitsOnly } from './masks';
import { cardBrandOfDigits, type CardBrand } from '../rules/card-brand';
import type { Installment } from '../model/entities';

export { CARD_BRAND_LABELS, type CardBrand } from '../rules/card-brand';

export function detectCardBrand(number: string): CardBrand {
  return cardBrandOfDigits(digitsOnly(number));
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
