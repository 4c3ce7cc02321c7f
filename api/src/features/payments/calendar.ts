/** Calendar of the store: days and months as they are in Brasília time. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in Brasília. */
export function storeDay(now: Date): string {
  return dayFormat.format(now);
}

/** A calendar day plus a number of days ('2026-02-27' + 3 → '2026-03-02'). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The current year and month in Brasília (month 1–12). */
export function storeMonth(now: Date): { year: number; month: number } {
  const [year = 0, month = 1] = storeDay(now).split('-').map(Number);
  return { year, month };
}
