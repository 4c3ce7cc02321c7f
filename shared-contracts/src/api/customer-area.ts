/** Typed calls of the customer area beyond spec §7: order reviews, refund requests and chats. */
import { dataOf, http, pathSegment } from './client';
import { bus } from '../bus/events';
import { PUSH_EVENT_NAMES } from '../model/customer-area';
import type {
  ChatMessage,
  ChatProduct,
  ChatSummary,
  ChatThread,
  OrderReviews,
  OrderStatusPush,
  Refund,
  RefundInput,
  ReviewInput,
  StartChatInput,
  StartChatResult,
} from '../model/customer-area';

/** The order's items with the review sent for each, if any. */
export const getOrderReviews = (orderId: number | string): Promise<OrderReviews> =>
  dataOf(http.get<OrderReviews>(`/api/orders/${pathSegment(orderId)}/reviews`));

/** 422 errors come as `reviews.{position in the array}.{field}`. */
export const sendOrderReviews = (orderId: number | string, reviews: ReviewInput[]): Promise<OrderReviews> =>
  dataOf(http.post<OrderReviews>(`/api/orders/${pathSegment(orderId)}/reviews`, { reviews }));

export const requestRefund = (orderId: number | string, input: RefundInput): Promise<Refund> =>
  dataOf(http.post<Refund>(`/api/orders/${pathSegment(orderId)}/refunds`, input));

/** The customer's refund requests, newest first. */
export const getRefunds = (): Promise<Refund[]> => dataOf(http.get<Refund[]>('/api/refunds'));

/** The customer's conversations, latest activity first. */
export const getChats = (): Promise<ChatSummary[]> => dataOf(http.get<ChatSummary[]>('/api/chats'));

/** The product a conversation would be about, and the open conversation about it, if any. */
export const getChatProduct = (productId: number | string): Promise<ChatProduct> =>
  dataOf(http.get<ChatProduct>(`/api/chats/products/${pathSegment(productId)}`));

/** Opens (or reuses) the conversation with the product's store and sends the first message. */
export const startChat = (input: StartChatInput): Promise<StartChatResult> =>
  dataOf(http.post<StartChatResult>('/api/chats', input));

/** The conversation and its messages; with `after`, only the messages newer than that id. */
export const getChatMessages = (chatId: number | string, after?: number): Promise<ChatThread> =>
  dataOf(
    http.get<ChatThread>(`/api/chats/${pathSegment(chatId)}/messages`, {
      params: after === undefined ? undefined : { after },
    }),
  );

export const sendChatMessage = (chatId: number | string, message: string): Promise<ChatMessage> =>
  dataOf(http.post<ChatMessage>(`/api/chats/${pathSegment(chatId)}/messages`, { message }));

/** Marks every store message of the conversation as read. */
export const markChatRead = (chatId: number | string): Promise<void> =>
  http.post(`/api/chats/${pathSegment(chatId)}/read`).then(() => undefined);

/**
 * The push channel (spec §7): one Server-Sent Events stream, GET /api/events. The browser
 * reconnects by itself, sending Last-Event-ID so the API replays what was missed; each named event
 * is re-emitted on the bus as `{ type: 'push', event, data }`. The shell opens it while someone is
 * signed in; returns the function that closes it (a no-op where EventSource does not exist).
 */
export function openPushChannel(url = '/api/events'): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(url);
  for (const name of PUSH_EVENT_NAMES) {
    source.addEventListener(name, (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data) as unknown;
      } catch {
        // A payload that is not JSON is dropped; screens reload their data when shown.
        return;
      }
      bus.emit({ type: 'push', event: name, data });
    });
  }
  return () => source.close();
}

function isOrderStatusPush(data: unknown): data is OrderStatusPush {
  if (typeof data !== 'object' || data === null) return false;
  const push = data as Partial<OrderStatusPush>;
  return typeof push.order_id === 'number' && typeof push.status === 'string';
}

/**
 * Calls `listener` whenever the push channel says one of the customer's orders changed (paid,
 * expired); returns the function that stops listening. Screens reload the order they show.
 */
export function onOrderStatus(listener: (push: OrderStatusPush) => void): () => void {
  const subscription = bus.on('push').subscribe(({ event, data }) => {
    if (event === 'order.status' && isOrderStatusPush(data)) listener(data);
  });
  return () => subscription.unsubscribe();
}
