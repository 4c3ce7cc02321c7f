/**
 * A value made when first asked for, then kept. For `Intl` formatters: making the first one loads
 * the locale's data, tens of milliseconds on a phone, which no page should pay while its scripts
 * start (a module that builds them at load pays it in the task that evaluates it).
 */
export function madeOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
