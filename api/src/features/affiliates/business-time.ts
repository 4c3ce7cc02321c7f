/**
 * Affiliate figures are told in Brasília time (UTC-3, no daylight saving since 2019): a sale made
 * at 22:00 on the 31st belongs to that day and month for the affiliate, although it is stored in
 * UTC as the 1st.
 */
export const BUSINESS_OFFSET_HOURS = -3;
const OFFSET_MS = BUSINESS_OFFSET_HOURS * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the format of every stored business time. */
export function sqlTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The local calendar day ('YYYY-MM-DD') of an instant. */
export function localDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The local month ('YYYY-MM') of an instant. */
export function localMonth(ms: number): string {
  return localDay(ms).slice(0, 7);
}

/** The instant local midnight of a 'YYYY-MM-DD' day starts. */
export function startOfLocalDay(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS;
}

/** The instant the local month of `ms`, moved by `monthsBack` months, starts. */
export function startOfLocalMonth(ms: number, monthsBack = 0): number {
  const local = new Date(ms + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - OFFSET_MS;
}

/** The last `count` local months up to the one of `ms`, oldest first ('YYYY-MM'). */
export function lastLocalMonths(ms: number, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) months.push(localMonth(startOfLocalMonth(ms, back)));
  return months;
}
