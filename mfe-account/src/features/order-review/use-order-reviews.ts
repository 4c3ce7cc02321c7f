import { useCallback, useEffect, useState } from 'react';
import { getOrderReviews, statusOf, type OrderReviews } from 'shared-contracts';

export type OrderReviewsState =
  { status: 'loading' } | { status: 'error' } | { status: 'not-found' } | { status: 'ready'; data: OrderReviews };

/**
 * The order's items with the reviews already sent. A 401 is left to the shell; a 404 (someone
 * else's order, or none) is 'not-found'. `replace` takes the API's answer after sending.
 */
export function useOrderReviews(orderId: number) {
  const [attempt, setAttempt] = useState(0);
  const request = `${orderId}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: OrderReviewsState } | null>(null);

  useEffect(() => {
    let current = true;
    getOrderReviews(orderId).then(
      (data) => {
        if (current) setAnswer({ request, state: { status: 'ready', data } });
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
  }, [orderId, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: OrderReviews) => setAnswer({ request, state: { status: 'ready', data } }),
    [request],
  );
  const state: OrderReviewsState = answer?.request === request ? answer.state : { status: 'loading' };

  return { state, retry, replace };
}
