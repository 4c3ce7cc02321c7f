import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearCart, confirmPurchasePath, processCart, statusOf, type OrderData } from 'shared-contracts';
import { CHECKOUT_TEXT } from './checkout-values';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** Spec §8: 422 and 500 mean the payment data; anything else (no answer included) the support. */
export function checkoutErrorMessage(error: unknown): string {
  const status = statusOf(error);
  return status === 422 || status === 500 ? CHECKOUT_TEXT.checkPayment : CHECKOUT_TEXT.paymentError;
}

/**
 * Sends the order. The idempotency key is made once per attempt and kept while the same data is
 * sent again, so a double click or a retry after a lost answer creates one order; changed data is
 * a new attempt with a new key.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  async function placeOrder(orderData: OrderData, context: unknown): Promise<void> {
    if (inFlight.current) return;
    const fingerprint = JSON.stringify([orderData, context]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    const { key } = attempt.current;

    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const { order } = await processCart(orderData, key);
      clearCart();
      void navigate(confirmPurchasePath(order.id));
    } catch (failure) {
      setError(checkoutErrorMessage(failure));
      setSending(false);
    } finally {
      inFlight.current = false;
    }
  }

  return { placeOrder, sending, error, clearError: () => setError(null) };
}
