import { madeOnUse } from './made-on-use';

const brl = madeOnUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** R$ 1.234,56 (Intl puts a no-break space after R$). */
export function formatBRL(value: number): string {
  return brl().format(value);
}

/** 'ou 10 x R$ 10,00' (spec §2 product card and summary). */
export function installmentsShort(count: number, value: number): string {
  return `ou ${count} x ${formatBRL(value)}`;
}

const dateFormat = madeOnUse(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }));
export function formatDate(value: Date | string): string {
  return dateFormat().format(typeof value === 'string' ? new Date(value) : value);
}
