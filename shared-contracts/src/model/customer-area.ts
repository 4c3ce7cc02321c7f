/** Customer-area entities the spec leaves out: order reviews, refund requests, chats and push events. */
import type { Order, OrderStatus } from './checkout';

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

export const REVIEW_LIMITS = { title: 80, comment: 1000 } as const;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export interface SentReview {
  rating: number;
  title: string;
  comment: string;
  created_at: string;
}

/** One item of an order as the review screen needs it; `review` is what was sent, if anything. */
export interface OrderReviewItem {
  /** Position of the item in the order's `items`. */
  order_item_index: number;
  name: string;
  photo: string;
  variation: string | null;
  option: string | null;
  /** Null when the product left the catalogue: it can no longer be reviewed. */
  product: { id: number; slug: string; seller_slug: string } | null;
  review: SentReview | null;
}

export interface OrderReviews {
  order_id: number;
  number: string;
  /** False while the order is not paid (or was declined or canceled). */
  reviewable: boolean;
  items: OrderReviewItem[];
}

export interface ReviewInput {
  order_item_index: number;
  rating: number;
  title: string;
  comment: string;
}

// ---- refunds ----

export type RefundReason = 'defect' | 'not_as_described' | 'regret' | 'other';

export const REFUND_REASONS: ReadonlyArray<{ value: RefundReason; label: string }> = [
  { value: 'defect', label: 'Produto com defeito' },
  { value: 'not_as_described', label: 'Produto diferente do anunciado' },
  { value: 'regret', label: 'Arrependimento (até 7 dias)' },
  { value: 'other', label: 'Outro' },
];

/** 'original': back to the card or Pix account that paid; 'pix': to a Pix key the customer gives. */
export type RefundMethod = 'original' | 'pix';

export { REFUND_LIMITS } from '../rules/limits';

export interface RefundInput {
  items: Array<{ order_item_index: number; quantity: number }>;
  reason: RefundReason;
  description: string;
  refund_method: RefundMethod;
  pix_key: string | null;
}

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

export interface RefundItem {
  order_item_index: number;
  name: string;
  quantity: number;
  amount: number;
}

export interface Refund {
  id: number;
  /** What the customer quotes to support, e.g. 'DV-000123'. */
  protocol: string;
  order_id: number;
  order_number: string;
  status: RefundStatus;
  status_label: string;
  reason: RefundReason;
  reason_label: string;
  description: string;
  refund_method: RefundMethod;
  pix_key: string | null;
  items: RefundItem[];
  amount: number;
  created_at: string;
  /** What happens now, in order. */
  next_steps: string[];
}

// ---- chats ----

export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export type ChatSender = 'customer' | 'store';

export interface ChatMessage {
  id: number;
  chat_id: number;
  sender: ChatSender;
  body: string;
  created_at: string;
}

export interface ChatStore {
  id: number;
  name: string;
  slug: string;
  logo: string;
}

export interface ChatProductRef {
  id: number;
  name: string;
  slug: string;
  photo: string;
}

export interface ChatSummary {
  id: number;
  store: ChatStore;
  /** Null when the product left the catalogue. */
  product: ChatProductRef | null;
  last_message: ChatMessage | null;
  /** Store messages the customer has not read yet. */
  unread_count: number;
  updated_at: string;
}

/** GET /api/chats/:id/messages: the conversation and its messages, oldest first. */
export interface ChatThread {
  chat: ChatSummary;
  messages: ChatMessage[];
}

/** The product a conversation is about, with the open conversation about it, if any. */
export interface ChatProduct extends ChatProductRef {
  price: number;
  store: ChatStore;
  chat_id: number | null;
}

export interface StartChatInput {
  product_id: number;
  message: string;
}

export interface StartChatResult {
  chat: ChatSummary;
  message: ChatMessage;
  /** True when an open conversation with that store about that product was reused. */
  reused: boolean;
}

// ---- push channel (GET /api/events, Server-Sent Events) ----

/** The named events the push channel sends; the shell re-emits each on the bus as 'push'. */
export const PUSH_EVENT_NAMES = ['chat.message', 'order.status'] as const;
export type PushEventName = (typeof PUSH_EVENT_NAMES)[number];

/** `order.status`: an order was paid or expired; open order pages reload it. */
export interface OrderStatusPush {
  order_id: number;
  number: string;
  status: OrderStatus;
  status_reason: 'expired' | null;
  status_label: string;
}

export interface ChatMessagePush {
  chat_id: number;
  message: ChatMessage;
}

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
