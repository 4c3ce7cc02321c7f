import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getChatMessages,
  markChatRead,
  sendChatMessage,
  statusOf,
  type ChatMessage,
  type ChatSummary,
} from 'shared-contracts';
import { useChatPush } from './use-chat-push';

export type ThreadState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; chat: ChatSummary; messages: ChatMessage[] };

/** Messages by id, each once, oldest first: what the page shows, whichever way a message came. */
function merge(messages: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Tells the API the customer has seen the store's messages; a failure only leaves them unread. */
function markRead(chatId: number): void {
  markChatRead(chatId).catch(() => undefined);
}

/**
 * A conversation: loaded once, then kept current by the push channel (the customer's own messages
 * from other tabs too). Store messages shown here count as read.
 */
export function useChatThread(chatId: number) {
  const [attempt, setAttempt] = useState(0);
  const request = `${chatId}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: ThreadState } | null>(null);
  // Messages pushed while the conversation loads, which its answer may not hold yet.
  const early = useRef<ChatMessage[]>([]);
  // Every message id already on screen, kept in step at once (pushes may come in a burst).
  const seen = useRef(new Set<number>());
  // Which request's messages are on screen (set at once, before React re-renders).
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    early.current = [];
    seen.current = new Set();
    loaded.current = null;
    getChatMessages(chatId).then(
      ({ chat, messages }) => {
        if (!current) return;
        const all = merge(messages, early.current);
        all.forEach((message) => seen.current.add(message.id));
        loaded.current = request;
        setAnswer({ request, state: { status: 'ready', chat, messages: all } });
        if (chat.unread_count > 0) markRead(chatId);
      },
      (error: unknown) => {
        if (!current) return;
        const status = statusOf(error);
        if (status === 404) setAnswer({ request, state: { status: 'not-found' } });
        else if (status !== 401) setAnswer({ request, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [chatId, request]);

  const add = useCallback(
    (messages: ChatMessage[]) =>
      setAnswer((previous) =>
        previous?.state.status === 'ready'
          ? { ...previous, state: { ...previous.state, messages: merge(previous.state.messages, messages) } }
          : previous,
      ),
    [],
  );

  useChatPush(({ chat_id: pushedChat, message }) => {
    if (pushedChat !== chatId) return;
    if (loaded.current !== request) {
      early.current.push(message);
      return;
    }
    if (seen.current.has(message.id)) return;
    seen.current.add(message.id);
    add([message]);
    if (message.sender === 'store') markRead(chatId);
  });

  const send = useCallback(
    async (text: string) => {
      const message = await sendChatMessage(chatId, text);
      seen.current.add(message.id);
      add([message]);
    },
    [add, chatId],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ThreadState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry, send };
}
