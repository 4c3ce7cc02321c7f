import { digitsOnly } from 'shared-contracts/forms';

/**
 * The boleto's typeable line in the groups printed on a boleto: 47 digits (bank slip)
 * '00000.00000 00000.000000 00000.000000 0 00000000000000', 48 digits (collection) four blocks of
 * 11 digits and a check digit. Anything else is shown as it came.
 */
export function formatDigitableLine(line: string): string {
  const d = digitsOnly(line);
  if (d.length === 47) {
    return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
  }
  if (d.length === 48) {
    return [0, 12, 24, 36].map((start) => `${d.slice(start, start + 11)}-${d.slice(start + 11, start + 12)}`).join(' ');
  }
  return line;
}
