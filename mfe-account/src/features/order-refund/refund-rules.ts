import {
  REFUND_LIMITS,
  type Order,
  type Refund,
  type RefundInput,
  type RefundMethod,
  type RefundReason,
} from 'shared-contracts';

export interface RefundDraft {
  /** Units chosen per item index; absent or 0 means the item is not returned. */
  quantities: Record<number, number>;
  reason: RefundReason | '';
  description: string;
  method: RefundMethod | '';
  pixKey: string;
}

export type RefundField = 'items' | 'reason' | 'description' | 'refund_method' | 'pix_key';
export type RefundErrors = Partial<Record<RefundField, string>> & { quantity?: Record<number, string> };

export const REFUND_TEXT = {
  items: 'Escolha pelo menos um produto para devolver.',
  reason: 'Escolha o motivo da devolução.',
  description: 'O campo descrição é obrigatório.',
  descriptionMax: `O campo descrição não pode ser superior a ${REFUND_LIMITS.description} caracteres.`,
  method: 'Escolha como quer receber o reembolso.',
  pixKey: 'O campo chave Pix é obrigatório.',
  failed: 'Não foi possível enviar a sua solicitação. Tente novamente.',
  loadFailed: 'Não foi possível carregar este pedido agora.',
} as const;

/** Units of each item (by index) that can still be returned: bought minus those in open requests. */
export function remainingUnits(order: Order, refunds: Refund[]): number[] {
  const taken = new Map<number, number>();
  for (const refund of refunds) {
    if (refund.status === 'rejected') continue;
    for (const item of refund.items) {
      taken.set(item.order_item_index, (taken.get(item.order_item_index) ?? 0) + item.quantity);
    }
  }
  return order.items.map((item, index) => Math.max(0, item.quantity - (taken.get(index) ?? 0)));
}

const length = (text: string): number => [...text.trim()].length;

export function checkRefund(draft: RefundDraft): RefundErrors {
  const errors: RefundErrors = {};
  if (!Object.values(draft.quantities).some((quantity) => quantity > 0)) errors.items = REFUND_TEXT.items;
  if (draft.reason === '') errors.reason = REFUND_TEXT.reason;
  if (draft.description.trim() === '' && draft.reason !== 'regret' && draft.reason !== '') {
    errors.description = REFUND_TEXT.description;
  } else if (length(draft.description) > REFUND_LIMITS.description) {
    errors.description = REFUND_TEXT.descriptionMax;
  }
  if (draft.method === '') errors.refund_method = REFUND_TEXT.method;
  else if (draft.method === 'pix' && draft.pixKey.trim() === '') errors.pix_key = REFUND_TEXT.pixKey;
  return errors;
}

export function toInput(draft: RefundDraft): RefundInput {
  return {
    items: Object.entries(draft.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([index, quantity]) => ({ order_item_index: Number(index), quantity }))
      .sort((a, b) => a.order_item_index - b.order_item_index),
    reason: draft.reason as RefundReason,
    description: draft.description.trim(),
    refund_method: draft.method as RefundMethod,
    pix_key: draft.method === 'pix' ? draft.pixKey.trim() : null,
  };
}

/** The 422 of the API by field: `items.{position}.quantity` goes to the item sent at that position. */
export function serverErrors(
  fields: Record<string, string>,
  sent: RefundInput,
): { errors: RefundErrors; general: string | null } {
  const errors: RefundErrors = {};
  let general: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const line = /^items\.(\d+)\.\w+$/.exec(key);
    if (line) {
      const index = sent.items[Number(line[1])]?.order_item_index;
      if (index !== undefined) errors.quantity = { ...errors.quantity, [index]: message };
      else errors.items ??= message;
    } else if (['items', 'reason', 'description', 'refund_method', 'pix_key'].includes(key)) {
      errors[key as RefundField] = message;
    } else {
      general ??= message;
    }
  }
  return { errors, general };
}
