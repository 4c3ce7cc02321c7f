/** Stored UTC text ('YYYY-MM-DD HH:MM:SS') as ISO 8601 ('YYYY-MM-DDTHH:MM:SS.000Z'). */
export function isoDate(stored: string): string {
  const time = Date.parse(`${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? stored : new Date(time).toISOString();
}

/** A moment as the stored UTC text ('YYYY-MM-DD HH:MM:SS'), to compare with or write to a column. */
export function storedTime(ms: number = Date.now()): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
