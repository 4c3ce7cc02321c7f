import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors';
import { QueryReader, asRawQuery } from '../../http/query';
import { requireAuth } from '../../http/session';
import { isStorableText, validationMessages } from '../../http/validation';
import { requireCustomerId, routeId } from '../order-reviews/customer-orders';
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

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages a conversation answers with at most (the latest ones). */
export const CHAT_PAGE_LIMIT = 200;

export const CHAT_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  productNotFound: 'Produto não encontrado.',
  product: 'O produto selecionado é inválido.',
} as const;

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** The message of a body `{ message }`: trimmed, 1 to 1000 characters. */
function messageOf(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw ValidationError.withMessage('message', validationMessages.required('mensagem'));
  }
  if (typeof raw !== 'string') throw ValidationError.withMessage('message', validationMessages.string('mensagem'));
  const text = raw.trim().replace(/\r\n?/g, '\n');
  if (!isStorableText(text)) {
    throw ValidationError.withMessage('message', validationMessages.invalidCharacters('mensagem'));
  }
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) {
    throw ValidationError.withMessage('message', validationMessages.max('mensagem', CHAT_MESSAGE_MAX_LENGTH));
  }
  return text;
}

/**
 * Conversations between a customer and a store about a product. New messages, the customer's and
 * the store's, are also pushed as `chat.message` to the customer's open event streams.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: requireAuth };
  const publish = (userId: number, message: ChatMessageView): void =>
    app.pushEvents.publish(userId, {
      name: 'chat.message',
      id: message.id,
      data: { chat_id: message.chat_id, message },
    });
  const autoReplier = createAutoReplier(app, publish);

  app.pushEvents.addReplaySource((userId, after) =>
    userMessagesAfter(app.db, userId, after, CHAT_PAGE_LIMIT).map((message) => ({
      name: 'chat.message',
      id: message.id,
      data: { chat_id: message.chat_id, message },
    })),
  );

  function userChat(userId: number, chatId: number) {
    const chat = findUserChat(app.db, userId, chatId);
    if (!chat) throw new HttpError(404, CHAT_MESSAGES.notFound);
    return chat;
  }

  app.get('/api/chats', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    noStore(reply);
    return listUserChats(app.db, userId);
  });

  app.get('/api/chats/products/:productId', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const product = findChatProduct(app.db, routeId(request, 'productId', CHAT_MESSAGES.productNotFound));
    if (!product) throw new HttpError(404, CHAT_MESSAGES.productNotFound);
    noStore(reply);
    return chatProductView(product, findOpenChatId(app.db, userId, product.seller_id, product.id) ?? null);
  });

  app.post('/api/chats', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const productId = (body as { product_id?: unknown }).product_id;
    const product =
      typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0
        ? findChatProduct(app.db, productId)
        : undefined;
    const errors: Record<string, string[]> = {};
    if (!product) {
      errors.product_id = [
        productId === undefined || productId === null ? validationMessages.required('produto') : CHAT_MESSAGES.product,
      ];
    }
    let message = '';
    try {
      message = messageOf(body);
    } catch (error) {
      if (error instanceof ValidationError) Object.assign(errors, error.errors);
      else throw error;
    }
    if (!product || Object.keys(errors).length > 0) throw new ValidationError(errors);

    const opened = openChatWithMessage(app.db, userId, product, message);
    publish(userId, opened.message);
    if (opened.created) autoReplier.acknowledge({ id: opened.chatId, userId, storeName: product.seller_name });
    noStore(reply);
    return reply
      .code(opened.created ? 201 : 200)
      .send({ chat: userChat(userId, opened.chatId), message: opened.message, reused: !opened.created });
  });

  app.get('/api/chats/:id/messages', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const chat = userChat(userId, routeId(request, 'id', CHAT_MESSAGES.notFound));
    const reader = new QueryReader(asRawQuery(request.query));
    const after = reader.integer('after', 'após', { min: 0 });
    reader.assertValid();
    noStore(reply);
    return { chat, messages: chatMessages(app.db, chat.id, after ?? null, CHAT_PAGE_LIMIT) };
  });

  app.post('/api/chats/:id/messages', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const chat = userChat(userId, routeId(request, 'id', CHAT_MESSAGES.notFound));
    const message = insertMessage(app.db, chat.id, 'customer', messageOf(request.body));
    publish(userId, message);
    noStore(reply);
    return reply.code(201).send(message);
  });

  app.post('/api/chats/:id/read', guarded, async (request, reply) => {
    const userId = requireCustomerId(app, request);
    const chat = userChat(userId, routeId(request, 'id', CHAT_MESSAGES.notFound));
    markRead(app.db, chat.id);
    return reply.code(204).send();
  });
}
