import { madeOnUse } from 'shared-contracts';

const rating = madeOnUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const longDate = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const monthYear = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const count = madeOnUse(() => new Intl.NumberFormat('pt-BR'));

/** An average rating to one decimal: 4,5. */
export function formatRating(value: number): string {
  return rating().format(value);
}

/** 5 de março de 2024. */
export function formatLongDate(value: string): string {
  return longDate().format(new Date(value));
}

/** março de 2024. */
export function formatMonthYear(value: string): string {
  return monthYear().format(new Date(value));
}

/** 1.234 */
export function formatCount(value: number): string {
  return count().format(value);
}

/** '1 produto' / '2 produtos'. */
export function plural(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}
