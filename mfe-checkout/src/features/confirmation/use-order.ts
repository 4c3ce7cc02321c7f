import { useCallback, useEffect, useState } from 'react';
import { getOrder, onOrderStatus, statusOf, type Order } from 'shared-contracts';

export type OrderState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; order: Order };

/**
 * One order of the signed-in customer; 404 and 403 both read as 'not found'. When the push channel
 * says the order changed (paid, expired), it is read again in place, without a skeleton.
 */
export function useOrder(id: string) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shownId, setShownId] = useState(id);

  // Another order in the same mounted page: start over (adjusting state while rendering).
  if (shownId !== id) {
    setShownId(id);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let current = true;
    getOrder(id).then(
      (order) => {
        if (current) setState({ status: 'ready', order });
      },
      (error: unknown) => {
        if (!current) return;
        const status = statusOf(error);
        if (status === 404 || status === 403) setState({ status: 'not-found' });
        else if (status !== 401) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  useEffect(() => {
    let current = true;
    const stop = onOrderStatus((push) => {
      if (String(push.order_id) !== id) return;
      getOrder(id).then(
        (order) => {
          if (current) setState({ status: 'ready', order });
        },
        () => undefined,
      );
    });
    return () => {
      current = false;
      stop();
    };
  }, [id]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** Shows an order the page got by itself (the answer of 'Simular pagamento'). */
  const show = useCallback((order: Order) => setState({ status: 'ready', order }), []);

  return { state, retry, show };
}
