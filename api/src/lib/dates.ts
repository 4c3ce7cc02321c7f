/** Stored UTC text ('YYYY-MM-DD HH:MM:SS') as ISO 8601 ('YYYY-MM-DDTHH:MM:SS.000Z'). */
export function isoDate(stored: string): string {
  const time = Date.parse(`${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? stored : new Date(time).toISOString();
}
