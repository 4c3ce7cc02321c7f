import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getChatMessages, markChatRead, sendChatMessage, type ChatMessage } from 'shared-contracts';
import { useServerData } from 'ui';
import { useChatPush } from './use-chat-push';

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
 * from other tabs too). Store messages shown here count as read. The page keys it by chat.
 */
export function useChatThread(chatId: number) {
  const thread = useServerData(['/api/chats/:id/messages', chatId], () => getChatMessages(chatId), {
    private: true,
  });
  const loaded = thread.data;
  // Messages pushed or sent since the page opened, the conversation's answer may not hold them.
  const [more, setMore] = useState<ChatMessage[]>([]);
  // Every message id already on screen, kept in step at once (pushes may come in a burst).
  const seen = useRef(new Set<number>());

  useEffect(() => {
    if (!loaded) return;
    loaded.messages.forEach((message) => seen.current.add(message.id));
    if (loaded.chat.unread_count > 0) markRead(chatId);
  }, [chatId, loaded]);

  const add = useCallback((message: ChatMessage) => {
    seen.current.add(message.id);
    setMore((previous) => [...previous, message]);
  }, []);

  useChatPush(({ chat_id: pushedChat, message }) => {
    if (pushedChat !== chatId || seen.current.has(message.id)) return;
    add(message);
    if (loaded && message.sender === 'store') markRead(chatId);
  });

  const send = useCallback(async (text: string) => add(await sendChatMessage(chatId, text)), [add, chatId]);

  const messages = useMemo(() => (loaded ? merge(loaded.messages, more) : []), [loaded, more]);
  return { thread, messages, send };
}
