import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ChatMessage,
  ChatProduct,
  ChatSummary,
  ChatThread,
  ChatThreadQuery,
  ChatMessageInput,
  MessageBody,
  PathParam,
  StartChatInput,
  StartChatResult,
  chatMessages as chatFieldMessages,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { CHAT_MESSAGE_MAX_LENGTH } from 'shared-contracts/rules';
import { noContent } from '../../http/route-schemas';
import { assertValidRequest, requestFieldErrors } from '../../plugins/request-validation';
import { HttpError, ValidationError } from '../../http/errors';
import { requireAuth } from '../../plugins/session';
import { noStore } from '../../http/cache-control';
import { requireCustomerId, routeId } from '../order-reviews/customer-orders';
import type { PushEvent } from '../events/event-hub';
import { createAutoReplier } from './auto-reply';
import {
  chatMessages,
  chatProductView,
  findChatProduct,
  findOpenChatId,
  findUserChat,
  insertMessage,
  listUserChats,
  markRead,
  openChatWithMessage,
  userMessagesAfter,
  type ChatMessageView,
} from './chat-repository';

export { CHAT_MESSAGE_MAX_LENGTH };
/** Messages a conversation answers with at most (the latest ones). */
export const CHAT_PAGE_LIMIT = 200;

export const CHAT_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  productNotFound: 'Produto não encontrado.',
  product: chatFieldMessages.product,
} as const;

/** The event that carries a new message to the customer's streams. */
function messageEvent(message: ChatMessageView): PushEvent {
  return { name: 'chat.message', id: message.id, data: { chat_id: message.chat_id, message } };
}

/** A message as it is kept: trimmed, with its line breaks as "\n". */
function storedMessage(text: string): string {
  return text.trim().replace(/\r\n?/g, '\n');
}

/**
 * Conversations between a customer and a store about a product. New messages, the customer's and
 * the store's, are also pushed as `chat.message` to the customer's open event streams.
 */
const tags = ['chats'];
const denied = { 401: MessageBody, 403: MessageBody };
const chatParams = Type.Object({ id: PathParam('Id da conversa') });

export async function chatRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireAuth };
  const checkedInHandler = { ...guarded, config: { validation: 'handler' as const } };
  const publish = (userId: number, message: ChatMessageView): void =>
    app.pushEvents.publish(userId, messageEvent(message));
  const autoReplier = createAutoReplier(app, publish);

  app.pushEvents.addReplaySource(async (userId, after) =>
    (await userMessagesAfter(app.kysely, userId, after, CHAT_PAGE_LIMIT)).map(messageEvent),
  );

  async function userChat(userId: number, chatId: number) {
    const chat = await findUserChat(app.kysely, userId, chatId);
    if (!chat) throw new HttpError(404, CHAT_MESSAGES.notFound);
    return chat;
  }

  /** The signed-in customer and the conversation the route's :id names, which must be theirs. */
  async function customerChat(request: FastifyRequest) {
    const userId = await requireCustomerId(app, request);
    return { userId, chat: await userChat(userId, routeId(request, 'id', CHAT_MESSAGES.notFound)) };
  }

  const listSchema = {
    tags,
    summary: 'Conversas do cliente',
    response: { 200: Type.Array(ChatSummary), ...denied },
  };
  app.get('/api/chats', { ...guarded, schema: listSchema }, async (request, reply) => {
    const userId = await requireCustomerId(app, request);
    noStore(reply);
    return listUserChats(app.kysely, userId);
  });

  const productSchema = {
    tags,
    summary: 'O produto de uma conversa nova, com a conversa aberta sobre ele, se houver',
    params: Type.Object({ productId: PathParam('Id do produto') }),
    response: { 200: ChatProduct, ...denied, 404: MessageBody },
  };
  app.get('/api/chats/products/:productId', { ...guarded, schema: productSchema }, async (request, reply) => {
    const userId = await requireCustomerId(app, request);
    const product = await findChatProduct(app.kysely, routeId(request, 'productId', CHAT_MESSAGES.productNotFound));
    if (!product) throw new HttpError(404, CHAT_MESSAGES.productNotFound);
    noStore(reply);
    return chatProductView(product, (await findOpenChatId(app.kysely, userId, product.seller_id, product.id)) ?? null);
  });

  const startSchema = {
    tags,
    summary: 'Abre uma conversa com a loja sobre um produto (201), ou continua a aberta (200)',
    body: StartChatInput,
    response: { 200: StartChatResult, 201: StartChatResult, ...denied, 422: ValidationErrorBody },
  };
  // The body is checked once the caller is known to be a customer; an unknown product is reported
  // with the body's errors, first.
  const startOptions = { ...checkedInHandler, schema: startSchema };
  app.post('/api/chats', startOptions, async (request, reply) => {
    const userId = await requireCustomerId(app, request);
    const errors = requestFieldErrors(request);
    const product = errors.product_id ? undefined : await findChatProduct(app.kysely, request.body.product_id);
    if (!product) throw new ValidationError({ product_id: errors.product_id ?? [CHAT_MESSAGES.product], ...errors });
    assertValidRequest(request);
    const { message } = request.body;

    const opened = await openChatWithMessage(app.kysely, userId, product, message);
    publish(userId, opened.message);
    // Read before the acknowledgement is scheduled: a short delay must not let it into this answer.
    const chat = await userChat(userId, opened.chatId);
    if (opened.created) autoReplier.acknowledge({ id: opened.chatId, userId, storeName: product.seller_name });
    noStore(reply);
    return reply.code(opened.created ? 201 : 200).send({ chat, message: opened.message, reused: !opened.created });
  });

  const threadSchema = {
    tags,
    summary: 'A conversa e suas mensagens (as 200 mais recentes), mais antigas primeiro',
    params: chatParams,
    querystring: ChatThreadQuery,
    response: { 200: ChatThread, ...denied, 404: MessageBody, 422: ValidationErrorBody },
  };
  // `after` is checked once the conversation is known to be the caller's.
  const threadOptions = { ...checkedInHandler, schema: threadSchema };
  app.get('/api/chats/:id/messages', threadOptions, async (request, reply) => {
    const { chat } = await customerChat(request);
    assertValidRequest(request);
    noStore(reply);
    return { chat, messages: await chatMessages(app.kysely, chat.id, request.query.after ?? null, CHAT_PAGE_LIMIT) };
  });

  const sendSchema = {
    tags,
    summary: 'Envia uma mensagem do cliente',
    params: chatParams,
    body: ChatMessageInput,
    response: { 201: ChatMessage, ...denied, 404: MessageBody, 422: ValidationErrorBody },
  };
  // The body is checked once the conversation is known to be the customer's (401, 403, 404 first).
  const sendOptions = { ...checkedInHandler, schema: sendSchema };
  app.post('/api/chats/:id/messages', sendOptions, async (request, reply) => {
    const { userId, chat } = await customerChat(request);
    assertValidRequest(request);
    // The schema checked the message.
    const message = await insertMessage(app.kysely, chat.id, 'customer', storedMessage(request.body.message));
    publish(userId, message);
    noStore(reply);
    return reply.code(201).send(message);
  });

  const readSchema = {
    tags,
    summary: 'Marca como lidas as mensagens da loja',
    params: chatParams,
    response: { 204: noContent('Lidas'), ...denied, 404: MessageBody },
  };
  app.post('/api/chats/:id/read', { ...guarded, schema: readSchema }, async (request, reply) => {
    const { chat } = await customerChat(request);
    await markRead(app.kysely, chat.id);
    return reply.code(204).send(null);
  });
}
