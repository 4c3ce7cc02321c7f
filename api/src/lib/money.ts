/**
 * Money is stored and computed in integer cents and sent as reais with two
 * decimals (a JSON number such as 1299.9).
 */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Cents divided into `parts` equal parts, rounded to the nearest cent. */
export function splitCents(cents: number, parts: number): number {
  return Math.round(cents / Math.max(1, parts));
}
