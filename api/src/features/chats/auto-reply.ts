import type { FastifyInstance } from 'fastify';
import { claimAutoReply, insertMessage, type ChatMessageView } from './chat-repository';

/**
 * The store's side of a conversation. There is no seller app yet, so no store can answer from
 * the marketplace: rather than invent an answer, each new conversation gets one automatic,
 * honest acknowledgement from the store, and only once. It arrives a moment after the first
 * message, through the push channel, the way a real reply will once stores answer.
 */
export const autoReplyText = (storeName: string): string =>
  `Olá! Recebemos sua mensagem e a loja ${storeName} responde em até 1 dia útil.`;

/** How long after the first message the acknowledgement arrives; CHAT_AUTO_REPLY_DELAY_MS overrides it. */
export const AUTO_REPLY_DELAY_MS = 1500;

function configuredDelay(): number {
  const raw = process.env.CHAT_AUTO_REPLY_DELAY_MS;
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : AUTO_REPLY_DELAY_MS;
}

export interface AutoReplier {
  /** Schedules the acknowledgement of a new conversation (no-op when it was already sent). */
  acknowledge(chat: { id: number; userId: number; storeName: string }): void;
}

export function createAutoReplier(
  app: FastifyInstance,
  publish: (userId: number, message: ChatMessageView) => void,
): AutoReplier {
  const delay = configuredDelay();
  const pending = new Set<NodeJS.Timeout>();
  // Acknowledgements still waiting when the server stops are dropped with it.
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  });

  return {
    acknowledge({ id, userId, storeName }) {
      const failed = (error: unknown): void => {
        app.log.error({ err: error, chatId: id }, 'automatic chat acknowledgement failed');
      };
      claimAutoReply(app.kysely, id).then((claimed) => {
        if (!claimed) return;
        const timer = setTimeout(() => {
          pending.delete(timer);
          insertMessage(app.kysely, id, 'store', autoReplyText(storeName), true).then(
            (message) => publish(userId, message),
            failed,
          );
        }, delay);
        pending.add(timer);
      }, failed);
    },
  };
}
