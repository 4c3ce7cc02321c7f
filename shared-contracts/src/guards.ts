/** A JSON object as parsed: not null and not an array (what `typeof … === 'object'` alone lets through). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
