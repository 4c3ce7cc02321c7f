import { useEffect, useRef, useState } from 'react';
import { auth$, type PaymentMethod } from 'shared-contracts';
import { monthAfterYearChange } from 'shared-contracts/forms';
import {
  initialCheckoutValues,
  invoiceFromUser,
  type CardValues,
  type CheckoutValues,
  type InvoiceValues,
} from './checkout-values';

/**
 * What the shopper types for the checkout. It lives with the page, so nothing typed is lost when a
 * submission fails or the cart has to be read again.
 */
export function useCheckoutForm(now: Date) {
  const [values, setValues] = useState<CheckoutValues>(initialCheckoutValues);
  const invoiceTouched = useRef(false);

  // The user may arrive after the page (the shell restores the session): fill what was not typed.
  useEffect(() => {
    const subscription = auth$.subscribe(({ user }) => {
      if (!user || invoiceTouched.current) return;
      const invoice = invoiceFromUser(user);
      setValues((previous) =>
        JSON.stringify(previous.invoice) === JSON.stringify(invoice) ? previous : { ...previous, invoice },
      );
    });
    return () => subscription.unsubscribe();
  }, []);

  const setInvoice = (field: keyof InvoiceValues, value: string) => {
    invoiceTouched.current = true;
    setValues((previous) =>
      previous.invoice[field] === value ? previous : { ...previous, invoice: { ...previous.invoice, [field]: value } },
    );
  };

  const setCard = (patch: Partial<CardValues>) => {
    setValues((previous) => {
      const card = { ...previous.card, ...patch };
      // Spec §4: a year change that leaves the month before the minimum clears the month.
      if (patch.year !== undefined && patch.year !== previous.card.year && card.year !== '') {
        card.month = monthAfterYearChange(card.month, Number(card.year), now);
      }
      const same = (Object.keys(card) as Array<keyof CardValues>).every((key) => card[key] === previous.card[key]);
      return same ? previous : { ...previous, card };
    });
  };

  const setMethod = (method: PaymentMethod) => setValues((previous) => ({ ...previous, method }));

  return { values, setInvoice, setCard, setMethod };
}
