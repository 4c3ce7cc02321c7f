import { type PaymentMethod } from 'shared-contracts';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  bank_slip: 'Boleto',
  pix: 'Pix',
};

/** '1 item', '3 itens'. */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}
