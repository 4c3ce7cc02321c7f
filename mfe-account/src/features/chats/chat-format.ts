import { madeOnUse } from 'shared-contracts';

const timeFormat = madeOnUse(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));
const dayFormat = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** '14:32'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat().format(date);
}

/** 'Hoje', 'Ontem' or '10/01/2026'. */
export function formatDayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return 'Hoje';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Ontem';
  return dayFormat().format(date);
}

/** For a list: the time when it is today, 'Ontem', or the date. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const label = formatDayLabel(iso, now);
  return label === 'Hoje' ? formatTime(iso) : label;
}

/** The calendar day of a time, to group messages by. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** Characters as people count them (an emoji is one). */
export const charCount = (text: string): number => [...text.trim()].length;

/** '1 mensagem nova', '3 mensagens novas'. */
export const unreadLabel = (count: number): string => (count === 1 ? '1 mensagem nova' : `${count} mensagens novas`);
