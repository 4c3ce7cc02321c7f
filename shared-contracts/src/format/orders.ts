/**
 * How orders read on the screens that show them (the customer's orders, the purchase confirmation):
 * days and moments in pt-BR, card brands by their names, CEPs with their dash. Pure code, imported
 * where an order is shown (`shared-contracts/order-format`), outside the contract every page loads.
 */
import { CARD_BRAND_LABELS, type CardBrand } from '../rules/card-brand';
import { madeOnUse } from './made-on-use';
import { digitsOnly } from './masks';

const dayFormat = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const timeFormat = madeOnUse(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));

/** 'YYYY-MM-DD' is a calendar day, not midnight in UTC (which is the day before in Brazil). */
function parse(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** '10/01/2026'. */
export function formatDay(value: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : dayFormat().format(date);
}

/** '10/01/2026 às 14:30'. */
export function formatDayTime(value: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : `${dayFormat().format(date)} às ${timeFormat().format(date)}`;
}

/** 'visa' → 'Visa'; a name the contract does not know is shown as the API sent it. */
export function brandLabel(brand: string): string {
  const key = brand.toLowerCase() as CardBrand;
  return key in CARD_BRAND_LABELS && key !== 'unknown' ? CARD_BRAND_LABELS[key] : brand;
}

/** '01304001' → '01304-001'; anything that is not 8 digits is shown as it came. */
export function formatZipCode(zip: string): string {
  const digits = digitsOnly(zip);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : zip;
}

/**
 * The boleto's typeable line in the groups printed on a boleto: 47 digits (bank slip)
 * '00000.00000 00000.000000 00000.000000 0 00000000000000', 48 digits (collection) four blocks of
 * 11 digits and a check digit. Anything else is shown as it came.
 */
export function formatDigitableLine(line: string): string {
  const d = digitsOnly(line);
  if (d.length === 47) {
    return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
  }
  if (d.length === 48) {
    return [0, 12, 24, 36].map((start) => `${d.slice(start, start + 11)}-${d.slice(start + 11, start + 12)}`).join(' ');
  }
  return line;
}
