import type { Db } from '../../db/database';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import type { CustomerOrder, PaymentMethod } from '../order-reviews/customer-orders';
import type { Refund, RefundMethod, RefundReason, RefundStatus } from 'shared-contracts/schema';

export type { RefundStatus };

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  defect: 'Produto com defeito',
  not_as_described: 'Produto diferente do anunciado',
  regret: 'Arrependimento (até 7 dias)',
  other: 'Outro',
};

/** A refund request as it is kept: the order's items (by position) and units, and how it is refunded. */
export interface RefundValues {
  items: Array<{ itemIndex: number; quantity: number }>;
  reason: RefundReason;
  description: string;
  method: RefundMethod;
  pixKey: string | null;
}
/** The Refund of the contract. */
export type RefundView = Refund;

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'Em análise',
  approved: 'Aprovada',
  rejected: 'Recusada',
  refunded: 'Reembolsada',
};

interface RefundRow {
  id: number;
  protocol: string;
  order_id: number;
  order_number: string;
  order_method: PaymentMethod;
  status: RefundStatus;
  reason: RefundReason;
  description: string;
  refund_method: RefundMethod;
  pix_key: string | null;
  amount_cents: number;
  created_at: string;
}

interface RefundItemRow {
  refund_id: number;
  order_item_id: number;
  order_item_index: number;
  name: string;
  quantity: number;
  amount_cents: number;
}

/** 'DV-000123'. */
export function refundProtocol(id: number): string {
  return `DV-${String(id).padStart(6, '0')}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** What happens after the request, in the order it happens. */
export function nextSteps(row: Pick<RefundRow, 'protocol' | 'order_method' | 'refund_method' | 'amount_cents'>) {
  const amount = brl.format(centsToReais(row.amount_cents));
  let refund: string;
  if (row.refund_method === 'pix') {
    refund = `Assim que a loja receber e conferir o produto, devolvemos ${amount} para a chave Pix informada em até 5 dias úteis.`;
  } else if (row.order_method === 'credit_card') {
    refund = `Assim que a loja receber e conferir o produto, estornamos ${amount} no cartão usado na compra; o crédito aparece em até 2 faturas.`;
  } else {
    refund = `Assim que a loja receber e conferir o produto, devolvemos ${amount} por Pix para a conta que pagou o pedido em até 5 dias úteis.`;
  }
  return [
    'A loja analisa a sua solicitação em até 2 dias úteis e você recebe a resposta por e-mail.',
    'Com a devolução aprovada, enviamos por e-mail a etiqueta para postar o produto nos Correios, sem custo para você. Embale o produto com os acessórios e, se possível, na embalagem original.',
    refund,
    `Guarde o protocolo ${row.protocol}: é com ele que a Central de Atendimento localiza a sua devolução.`,
  ];
}

/** Units of each item (by id) that may still be returned: bought minus those in open or done returns. */
export function remainingUnits(db: Db, order: CustomerOrder): Map<number, number> {
  const rows = db
    .prepare<[number], { order_item_id: number; quantity: number }>(
      `SELECT ri.order_item_id, SUM(ri.quantity) AS quantity
         FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE r.order_id = ? AND r.status <> 'rejected'
        GROUP BY ri.order_item_id`,
    )
    .all(order.id);
  const taken = new Map(rows.map((row) => [row.order_item_id, row.quantity]));
  return new Map(order.items.map((item) => [item.id, Math.max(0, item.quantity - (taken.get(item.id) ?? 0))]));
}

const REFUND_SELECT = `
  SELECT r.id, r.protocol, r.order_id, o.number AS order_number, o.method AS order_method, r.status, r.reason,
         r.description, r.refund_method, r.pix_key, r.amount_cents, r.created_at
    FROM refunds r JOIN orders o ON o.id = r.order_id`;

function views(db: Db, rows: RefundRow[]): RefundView[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = db
    .prepare<number[], RefundItemRow>(
      `SELECT ri.refund_id, ri.order_item_id, oi.name, ri.quantity, ri.amount_cents,
              (SELECT COUNT(*) FROM order_items x WHERE x.order_id = oi.order_id AND x.id < oi.id) AS order_item_index
         FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id
        WHERE ri.refund_id IN (${ids.map(() => '?').join(', ')})
        ORDER BY ri.refund_id, oi.id`,
    )
    .all(...ids);
  return rows.map((row) => ({
    id: row.id,
    protocol: row.protocol,
    order_id: row.order_id,
    order_number: row.order_number,
    status: row.status,
    status_label: REFUND_STATUS_LABELS[row.status],
    reason: row.reason,
    reason_label: REFUND_REASON_LABELS[row.reason],
    description: row.description,
    refund_method: row.refund_method,
    pix_key: row.pix_key,
    items: items
      .filter((item) => item.refund_id === row.id)
      .map((item) => ({
        order_item_index: item.order_item_index,
        name: item.name,
        quantity: item.quantity,
        amount: centsToReais(item.amount_cents),
      })),
    amount: centsToReais(row.amount_cents),
    created_at: isoDate(row.created_at),
    next_steps: nextSteps(row),
  }));
}

/** The user's refund requests, newest first. */
export function listUserRefunds(db: Db, userId: number): RefundView[] {
  const rows = db.prepare<[number], RefundRow>(`${REFUND_SELECT} WHERE r.user_id = ? ORDER BY r.id DESC`).all(userId);
  return views(db, rows);
}

/**
 * Stores a request and gives it its protocol, in one immediate transaction that checks the
 * remaining units again, so two parallel requests cannot return the same unit twice. Returns null
 * when the units were taken meanwhile.
 */
export function insertRefund(db: Db, userId: number, order: CustomerOrder, values: RefundValues): RefundView | null {
  return db
    .transaction((): RefundView | null => {
      const remaining = remainingUnits(db, order);
      const lines = values.items.map((line) => ({ item: order.items[line.itemIndex], quantity: line.quantity }));
      for (const { item, quantity } of lines) {
        if (!item || quantity > (remaining.get(item.id) ?? 0)) return null;
      }
      const amountCents = lines.reduce((sum, { item, quantity }) => sum + (item?.unit_price_cents ?? 0) * quantity, 0);
      const { lastInsertRowid } = db
        .prepare<[number, number, string, string, string, string | null, number]>(
          `INSERT INTO refunds (order_id, user_id, reason, description, refund_method, pix_key, amount_cents)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(order.id, userId, values.reason, values.description, values.method, values.pixKey, amountCents);
      const id = Number(lastInsertRowid);
      db.prepare<[string, number]>('UPDATE refunds SET protocol = ? WHERE id = ?').run(refundProtocol(id), id);
      const insertItem = db.prepare<[number, number, number, number]>(
        'INSERT INTO refund_items (refund_id, order_item_id, quantity, amount_cents) VALUES (?, ?, ?, ?)',
      );
      for (const { item, quantity } of lines) {
        if (item) insertItem.run(id, item.id, quantity, item.unit_price_cents * quantity);
      }
      const row = db.prepare<[number], RefundRow>(`${REFUND_SELECT} WHERE r.id = ?`).get(id);
      return row ? (views(db, [row])[0] ?? null) : null;
    })
    .immediate();
}
