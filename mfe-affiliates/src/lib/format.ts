/** pt-BR formats the affiliate screens use beyond the contract's formatBRL and formatDate. */

import { madeOnUse } from 'shared-contracts';

const integer = madeOnUse(() => new Intl.NumberFormat('pt-BR'));
const percent = madeOnUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
const monthShort = madeOnUse(() => new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' }));
const monthLong = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 1.234 */
export function formatCount(value: number): string {
  return integer().format(value);
}

/** 2.5 → '2,5%' (the value is already a percentage). */
export function formatPercent(value: number): string {
  return `${percent().format(value)}%`;
}

function monthDate(month: string): Date {
  return new Date(`${month}-15T12:00:00.000Z`);
}

/** '2025-06' → 'jun' (the axis of the chart). */
export function formatMonthShort(month: string): string {
  return monthShort().format(monthDate(month)).replace('.', '');
}

/** '2025-06' → 'junho de 2025'. */
export function formatMonthLong(month: string): string {
  return monthLong().format(monthDate(month));
}

/** '1 venda' / '3 vendas'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
