/** Customer area: order reviews, refund requests, chats and push events. */
import { Type, type Static } from 'typebox';
import { NullableInteger, NullableObject, NullableString, OneOf } from './common';
import { OrderStatus } from './checkout';

export const SentReview = Type.Object({
  rating: Type.Integer(),
  title: Type.String(),
  comment: Type.String(),
  created_at: Type.String(),
});

export const OrderReviewItem = Type.Object({
  order_item_index: Type.Integer({ description: "Position of the item in the order's items." }),
  name: Type.String(),
  photo: Type.String(),
  variation: NullableString(),
  option: NullableString(),
  product: NullableObject(
    Type.Object(
      { id: Type.Integer(), slug: Type.String(), seller_slug: Type.String() },
      { description: 'Null when the product left the catalogue: it can no longer be reviewed.' },
    ),
  ),
  review: NullableObject(SentReview),
});

export const OrderReviews = Type.Object({
  order_id: Type.Integer(),
  number: Type.String(),
  reviewable: Type.Boolean(),
  items: Type.Array(OrderReviewItem),
});

export const RefundReason = OneOf(['defect', 'not_as_described', 'regret', 'other']);

export const RefundMethod = Type.Union([Type.Literal('original'), Type.Literal('pix')]);

export const RefundStatus = OneOf(['requested', 'approved', 'rejected', 'refunded']);

export const RefundItem = Type.Object({
  order_item_index: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Number(),
});

export const Refund = Type.Object({
  id: Type.Integer(),
  protocol: Type.String({ description: "What the customer quotes to support, e.g. 'DV-000123'." }),
  order_id: Type.Integer(),
  order_number: Type.String(),
  status: RefundStatus,
  status_label: Type.String(),
  reason: RefundReason,
  reason_label: Type.String(),
  description: Type.String(),
  refund_method: RefundMethod,
  pix_key: NullableString(),
  items: Type.Array(RefundItem),
  amount: Type.Number(),
  created_at: Type.String(),
  next_steps: Type.Array(Type.String(), { description: 'What happens now, in order.' }),
});

export const ChatSender = Type.Union([Type.Literal('customer'), Type.Literal('store')]);

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  sender: ChatSender,
  body: Type.String(),
  created_at: Type.String(),
});

export const ChatStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo: Type.String(),
});

export const ChatProductRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  photo: Type.String(),
});

export const ChatSummary = Type.Object({
  id: Type.Integer(),
  store: ChatStore,
  product: NullableObject(ChatProductRef),
  last_message: NullableObject(ChatMessage),
  unread_count: Type.Integer({ description: 'Store messages the customer has not read yet.' }),
  updated_at: Type.String(),
});

/** GET /api/chats/:id/messages: the conversation and its messages, oldest first. */
export const ChatThread = Type.Object({ chat: ChatSummary, messages: Type.Array(ChatMessage) });

/** The product a conversation is about, with the open conversation about it, if any. */
export const ChatProduct = Type.Object({
  ...ChatProductRef.properties,
  price: Type.Number(),
  store: ChatStore,
  chat_id: NullableInteger(),
});

export const StartChatResult = Type.Object({
  chat: ChatSummary,
  message: ChatMessage,
  reused: Type.Boolean({ description: 'True when an open conversation about that product was reused.' }),
});

export const OrderStatusPush = Type.Object({
  order_id: Type.Integer(),
  number: Type.String(),
  status: OrderStatus,
  status_reason: Type.Unsafe<'expired' | null>({ type: ['string', 'null'], enum: ['expired', null] }),
  status_label: Type.String(),
});

export const ChatMessagePush = Type.Object({ chat_id: Type.Integer(), message: ChatMessage });

export type SentReview = Static<typeof SentReview>;
export type OrderReviewItem = Static<typeof OrderReviewItem>;
export type OrderReviews = Static<typeof OrderReviews>;
export type RefundReason = Static<typeof RefundReason>;
export type RefundMethod = Static<typeof RefundMethod>;
export type RefundStatus = Static<typeof RefundStatus>;
export type RefundItem = Static<typeof RefundItem>;
export type Refund = Static<typeof Refund>;
export type ChatSender = Static<typeof ChatSender>;
export type ChatMessage = Static<typeof ChatMessage>;
export type ChatStore = Static<typeof ChatStore>;
export type ChatProductRef = Static<typeof ChatProductRef>;
export type ChatSummary = Static<typeof ChatSummary>;
export type ChatThread = Static<typeof ChatThread>;
export type ChatProduct = Static<typeof ChatProduct>;
export type StartChatResult = Static<typeof StartChatResult>;
export type OrderStatusPush = Static<typeof OrderStatusPush>;
export type ChatMessagePush = Static<typeof ChatMessagePush>;
