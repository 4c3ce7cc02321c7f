/**
 * Customer-area entities the spec leaves out: order reviews, refund requests, chats and push
 * events; the types of what the API sends are inferred from its schemas (shared-contracts/schema).
 */
import type { ChatMessage, ChatMessagePush, RefundReason } from '../schema/customer-area';
import type { OrderReviewsInput, RefundInput as RefundBody } from '../schema/order-requests';
import type { Order, OrderStatus } from './checkout';

export type {
  ChatMessage,
  ChatMessagePush,
  ChatProduct,
  ChatProductRef,
  ChatSender,
  ChatStore,
  ChatSummary,
  ChatThread,
  OrderReviewItem,
  OrderReviews,
  OrderStatusPush,
  Refund,
  RefundItem,
  RefundMethod,
  RefundReason,
  RefundStatus,
  SentReview,
  StartChatResult,
} from '../schema/customer-area';

// ---- rules shared by the screens (the API checks them again) ----

/** Days a customer may withdraw from a purchase (Código de Defesa do Consumidor, art. 49). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders whose items may be reviewed: the payment went through. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

export function orderAllowsReview(order: Pick<Order, 'status'>): boolean {
  return REVIEWABLE_STATUSES.includes(order.status);
}

/** A return may be asked for a delivered order, or a paid one within the withdrawal window. */
export function orderAllowsRefund(order: Pick<Order, 'status' | 'created_at'>, now: Date = new Date()): boolean {
  if (order.status === 'delivered') return true;
  if (order.status !== 'paid') return false;
  const created = Date.parse(order.created_at);
  return !Number.isNaN(created) && now.getTime() - created <= REFUND_WINDOW_DAYS * DAY_MS;
}

// ---- reviews ----

export { REVIEW_LIMITS } from '../rules/limits';
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** One item's review, as POST /api/orders/:id/reviews takes it. */
export type ReviewInput = OrderReviewsInput['reviews'][number];

// ---- refunds ----

export const REFUND_REASONS: ReadonlyArray<{ value: RefundReason; label: string }> = [
  { value: 'defect', label: 'Produto com defeito' },
  { value: 'not_as_described', label: 'Produto diferente do anunciado' },
  { value: 'regret', label: 'Arrependimento (até 7 dias)' },
  { value: 'other', label: 'Outro' },
];

export { REFUND_LIMITS } from '../rules/limits';

/**
 * The body of POST /api/orders/:id/refunds as the screen sends it: the schema's, with the units
 * and the Pix key (which the API checks against the order) always given.
 */
export type RefundInput = Omit<RefundBody, 'items' | 'pix_key'> & {
  items: Array<Omit<RefundBody['items'][number], 'quantity'> & { quantity: number }>;
  pix_key: string | null;
};

// ---- chats ----

export { CHAT_MESSAGE_MAX_LENGTH } from '../rules/limits';

export interface StartChatInput {
  product_id: number;
  message: string;
}

// ---- push channel (GET /api/events, Server-Sent Events) ----

/** The named events the push channel sends; the shell re-emits each on the bus as 'push'. */
export const PUSH_EVENT_NAMES = ['chat.message', 'order.status'] as const;
export type PushEventName = (typeof PUSH_EVENT_NAMES)[number];

export function isChatMessagePush(data: unknown): data is ChatMessagePush {
  if (typeof data !== 'object' || data === null) return false;
  const { chat_id: chatId, message } = data as { chat_id?: unknown; message?: unknown };
  if (typeof chatId !== 'number' || typeof message !== 'object' || message === null) return false;
  const m = message as Partial<Record<keyof ChatMessage, unknown>>;
  return (
    typeof m.id === 'number' &&
    m.chat_id === chatId &&
    (m.sender === 'customer' || m.sender === 'store') &&
    typeof m.body === 'string' &&
    typeof m.created_at === 'string'
  );
}
