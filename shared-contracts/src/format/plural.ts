/** '1 dia útil', '2 dias úteis', '0 dias úteis': a count of business days as it is written. */
export function businessDays(count: number): string {
  return count === 1 ? '1 dia útil' : `${count} dias úteis`;
}
