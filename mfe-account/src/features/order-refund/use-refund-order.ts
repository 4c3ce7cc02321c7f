import { useCallback, useEffect, useState } from 'react';
import { getOrder, getRefunds, statusOf, type Order, type Refund } from 'shared-contracts';

export type RefundOrderState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; order: Order; refunds: Refund[] };

/**
 * The order to return items of, and the requests already made for it (their units cannot be
 * asked for again). A 401 is left to the shell; a 404 is 'not-found'.
 */
export function useRefundOrder(orderId: number) {
  const [attempt, setAttempt] = useState(0);
  const request = `${orderId}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: RefundOrderState } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getOrder(orderId), getRefunds()]).then(
      ([order, refunds]) => {
        const ofOrder = refunds.filter((refund) => refund.order_id === order.id);
        if (current) setAnswer({ request, state: { status: 'ready', order, refunds: ofOrder } });
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
  const state: RefundOrderState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry };
}
