import { useCallback, useEffect, useState } from 'react';
import { getChatProduct, statusOf, type ChatProduct } from 'shared-contracts';

export type ChatProductState =
  { status: 'loading' } | { status: 'error' } | { status: 'not-found' } | { status: 'ready'; product: ChatProduct };

/** The product a new conversation is about; 404 is 'not-found', 401 goes to the shell. */
export function useChatProduct(productId: number) {
  const [attempt, setAttempt] = useState(0);
  const request = `${productId}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: ChatProductState } | null>(null);

  useEffect(() => {
    let current = true;
    getChatProduct(productId).then(
      (product) => {
        if (current) setAnswer({ request, state: { status: 'ready', product } });
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
  }, [productId, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ChatProductState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry };
}
