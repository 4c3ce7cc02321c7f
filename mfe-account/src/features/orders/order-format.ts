import { type PaymentMethod } from 'shared-contracts';
import { digitsOnly } from 'shared-contracts/forms';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  bank_slip: 'Boleto',
  pix: 'Pix',
};

/** The boleto's typeable line in the groups printed on a boleto (47 digits); anything else as it came. */
export function formatDigitableLine(line: string): string {
  const d = digitsOnly(line);
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}

/** '1 item', '3 itens'. */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}
