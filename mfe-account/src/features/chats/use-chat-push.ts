import { useEffect, useRef } from 'react';
import { bus, isChatMessagePush, type ChatMessagePush } from 'shared-contracts';

/**
 * Calls back for every `chat.message` of the push channel the shell keeps open (re-emitted on the
 * bus as `{ type: 'push', event, data }`).
 */
export function useChatPush(onMessage: (push: ChatMessagePush) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    const subscription = bus.on('push').subscribe(({ event, data }) => {
      if (event === 'chat.message' && isChatMessagePush(data)) latest.current(data);
    });
    return () => subscription.unsubscribe();
  }, []);
}
