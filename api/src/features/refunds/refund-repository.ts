import type { Kysely } from 'kysely';
import { engineOf, transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
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
export async function remainingUnits(db: Kysely<Database>, order: CustomerOrder): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('refund_items as ri')
    .innerJoin('refunds as r', 'r.id', 'ri.refund_id')
    .select(['ri.order_item_id', (eb) => eb.fn.sum<number>('ri.quantity').as('quantity')])
    .where('r.order_id', '=', order.id)
    .where('r.status', '<>', 'rejected')
    .groupBy('ri.order_item_id')
    .execute();
  const taken = new Map(rows.map((row) => [row.order_item_id, row.quantity]));
  return new Map(order.items.map((item) => [item.id, Math.max(0, item.quantity - (taken.get(item.id) ?? 0))]));
}

function refundRows(db: Kysely<Database>) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.protocol',
      'r.order_id',
      'o.number as order_number',
      'o.method as order_method',
      'r.status',
      'r.reason',
      'r.description',
      'r.refund_method',
      'r.pix_key',
      'r.amount_cents',
      'r.created_at',
    ])
    .$castTo<RefundRow>();
}

async function views(db: Kysely<Database>, rows: RefundRow[]): Promise<RefundView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items: RefundItemRow[] = await db
    .selectFrom('refund_items as ri')
    .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .select((eb) => [
      'ri.refund_id',
      'ri.order_item_id',
      'oi.name',
      'ri.quantity',
      'ri.amount_cents',
      eb
        .selectFrom('order_items as x')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('x.order_id', '=', 'oi.order_id')
        .whereRef('x.id', '<', 'oi.id')
        .$asScalar()
        .$notNull()
        .as('order_item_index'),
    ])
    .where('ri.refund_id', 'in', ids)
    .orderBy('ri.refund_id')
    .orderBy('oi.id')
    .execute();
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
export async function listUserRefunds(db: Kysely<Database>, userId: number): Promise<RefundView[]> {
  const rows = await refundRows(db).where('r.user_id', '=', userId).orderBy('r.id', 'desc').execute();
  return views(db, rows);
}

/**
 * Stores a request and gives it its protocol, in one immediate transaction that checks the
 * remaining units again, so two parallel requests cannot return the same unit twice. Returns null
 * when the units were taken meanwhile.
 */
export function insertRefund(
  db: Kysely<Database>,
  userId: number,
  order: CustomerOrder,
  values: RefundValues,
): Promise<RefundView | null> {
  return transaction(db, async (trx): Promise<RefundView | null> => {
    if (engineOf(trx) === 'postgres') {
      // The order's row stands for its units: parallel requests for one order take turns here.
      await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().execute();
    }
    const remaining = await remainingUnits(trx, order);
    const lines = values.items.map((line) => ({ item: order.items[line.itemIndex], quantity: line.quantity }));
    for (const { item, quantity } of lines) {
      if (!item || quantity > (remaining.get(item.id) ?? 0)) return null;
    }
    const amountCents = lines.reduce((sum, { item, quantity }) => sum + (item?.unit_price_cents ?? 0) * quantity, 0);
    const { id } = await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        user_id: userId,
        reason: values.reason,
        description: values.description,
        refund_method: values.method,
        pix_key: values.pixKey,
        amount_cents: amountCents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('refunds')
      .set({ protocol: refundProtocol(id) })
      .where('id', '=', id)
      .execute();
    const refundItems = lines.flatMap(({ item, quantity }) =>
      item ? [{ refund_id: id, order_item_id: item.id, quantity, amount_cents: item.unit_price_cents * quantity }] : [],
    );
    if (refundItems.length > 0) await trx.insertInto('refund_items').values(refundItems).execute();
    const row = await refundRows(trx).where('r.id', '=', id).executeTakeFirst();
    return row ? ((await views(trx, [row]))[0] ?? null) : null;
  });
}
