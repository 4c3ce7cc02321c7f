import { normalizePixKey, REFUND_LIMITS } from 'shared-contracts/rules';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { validationMessages } from '../../http/validation';
import type { CustomerOrder } from '../order-reviews/customer-orders';

export type RefundReason = 'defect' | 'not_as_described' | 'regret' | 'other';
export type RefundMethod = 'original' | 'pix';

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  defect: 'Produto com defeito',
  not_as_described: 'Produto diferente do anunciado',
  regret: 'Arrependimento (até 7 dias)',
  other: 'Outro',
};

export const REFUND_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  notRefundable:
    'Este pedido não pode ser devolvido por aqui: a devolução vale para pedidos entregues ou pagos há até 7 dias.',
  noItems: 'Escolha pelo menos um produto para devolver.',
  unknownItem: 'O item selecionado não faz parte deste pedido.',
  repeated: 'Este item aparece mais de uma vez.',
  quantity: (max: number) =>
    max === 0
      ? 'Todas as unidades deste item já estão em uma devolução.'
      : `Informe uma quantidade de 1 a ${max} ${max === 1 ? 'unidade' : 'unidades'}.`,
  reason: 'Escolha o motivo da devolução.',
  method: 'Escolha como quer receber o reembolso.',
  slipToPix: 'Pedidos pagos com boleto são reembolsados por Pix: informe uma chave Pix.',
  pixKey: 'Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular ou chave aleatória.',
} as const;

export interface RefundValues {
  items: Array<{ itemIndex: number; quantity: number }>;
  reason: RefundReason;
  description: string;
  method: RefundMethod;
  pixKey: string | null;
}

const REASONS = Object.keys(REFUND_REASON_LABELS) as RefundReason[];

/**
 * Checks a refund request against the order and what is already being returned (`remaining`
 * units per item id). Every failing field goes into one 422; item fields as `items.{position}.…`.
 */
export function validateRefund(body: unknown, order: CustomerOrder, remaining: Map<number, number>): RefundValues {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };

  const items: RefundValues['items'] = [];
  if (!Array.isArray(input.items) || input.items.length === 0) fail('items', REFUND_MESSAGES.noItems);
  else if (input.items.length > order.items.length) fail('items', REFUND_MESSAGES.repeated);
  else {
    const seen = new Set<number>();
    input.items.forEach((entry: unknown, position) => {
      const line = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
      const index = line.order_item_index;
      const item = typeof index === 'number' && Number.isInteger(index) ? order.items[index] : undefined;
      if (!item) return fail(`items.${position}.order_item_index`, REFUND_MESSAGES.unknownItem);
      if (seen.has(item.index)) return fail(`items.${position}.order_item_index`, REFUND_MESSAGES.repeated);
      seen.add(item.index);
      const max = remaining.get(item.id) ?? 0;
      const quantity = line.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > max) {
        return fail(`items.${position}.quantity`, REFUND_MESSAGES.quantity(max));
      }
      items.push({ itemIndex: item.index, quantity });
    });
  }

  const reason = REASONS.find((candidate) => candidate === input.reason);
  if (!reason) fail('reason', REFUND_MESSAGES.reason);

  let description = '';
  const rawDescription = input.description;
  if (rawDescription !== undefined && rawDescription !== null && typeof rawDescription !== 'string') {
    fail('description', validationMessages.string('descrição'));
  } else {
    description = (rawDescription ?? '').trim();
    // Withdrawal needs no reason given (CDC art. 49); every other reason is explained.
    if (description === '' && reason !== undefined && reason !== 'regret') {
      fail('description', validationMessages.required('descrição'));
    } else if ([...description].length > REFUND_LIMITS.description) {
      fail('description', validationMessages.max('descrição', REFUND_LIMITS.description));
    }
  }

  const method = input.refund_method === 'original' || input.refund_method === 'pix' ? input.refund_method : null;
  if (!method) fail('refund_method', REFUND_MESSAGES.method);
  else if (method === 'original' && order.method === 'bank_slip') fail('refund_method', REFUND_MESSAGES.slipToPix);

  let pixKey: string | null = null;
  if (method === 'pix') {
    const raw = input.pix_key;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      fail('pix_key', validationMessages.required('chave Pix'));
    } else {
      pixKey = typeof raw === 'string' ? normalizePixKey(raw) : null;
      if (pixKey === null) fail('pix_key', REFUND_MESSAGES.pixKey);
    }
  }

  if (Object.keys(errors).length > 0 || !reason || !method) throw new ValidationError(errors);
  return { items, reason, description, method, pixKey };
}
