import { useCallback, useEffect, useState } from 'react';
import { getOrders, onOrderStatus, statusOf, type Order, type Paginator } from 'shared-contracts';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Paginator<Order> };

/**
 * One page of the customer's orders, with loading, error and retry. The call is not silent: a 401
 * reaches the shell (logout and login), so the skeleton just stays until then. When the push
 * channel says an order changed (paid, expired), the page is read again in place.
 */
export function useOrders(page: number) {
  const [attempt, setAttempt] = useState(0);
  const [pushes, setPushes] = useState(0);
  const request = `${page}:${attempt}`;
  // The answer and the request it answers: another page or a retry is loading until its own answer.
  const [answer, setAnswer] = useState<{ request: string; state: OrdersState } | null>(null);

  useEffect(() => onOrderStatus(() => setPushes((n) => n + 1)), []);

  useEffect(() => {
    if (pushes === 0) return undefined;
    let current = true;
    getOrders(page).then(
      (orders) => {
        if (current) setAnswer({ request, state: { status: 'ready', orders } });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Only a push reloads here; page and retry changes load through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pushes]);

  useEffect(() => {
    let current = true;
    getOrders(page).then(
      (orders) => {
        if (current) setAnswer({ request, state: { status: 'ready', orders } });
      },
      (error: unknown) => {
        if (current && statusOf(error) !== 401) setAnswer({ request, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [page, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: OrdersState = answer?.request === request ? answer.state : { status: 'loading' };

  return { state, retry };
}
