import { digitsOnly } from 'shared-contracts/forms';

/** '01304001' → '01304-001'; anything else as it came. */
export function formatZip(zip: string): string {
  const digits = digitsOnly(zip);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : zip;
}
