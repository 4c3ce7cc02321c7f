import { useCallback, useEffect, useState } from 'react';
import { getChats, statusOf, type ChatSummary } from 'shared-contracts';
import { useChatPush } from './use-chat-push';

export type ChatsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; chats: ChatSummary[] };

/**
 * The customer's conversations. A message pushed while the list is shown reloads it quietly (the
 * list stays on screen), so the last message and the unread counts follow. 401 goes to the shell.
 */
export function useChats() {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: ChatsState } | null>(null);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    let current = true;
    getChats().then(
      (chats) => {
        if (current) setAnswer({ attempt, state: { status: 'ready', chats } });
      },
      (error: unknown) => {
        // A failed quiet refresh keeps the list already shown.
        if (current && statusOf(error) !== 401) {
          setAnswer((previous) =>
            previous?.attempt === attempt && previous.state.status === 'ready'
              ? previous
              : { attempt, state: { status: 'error' } },
          );
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, refresh]);

  useChatPush(() => setRefresh((n) => n + 1));

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ChatsState = answer?.attempt === attempt ? answer.state : { status: 'loading' };
  return { state, retry };
}
