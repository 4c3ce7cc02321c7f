import { useId } from 'react';
import { installmentsShort, type Cart } from 'shared-contracts';
import { largestInstallment } from 'shared-contracts/forms';
import { cx } from 'ui';
import type { FieldProblem } from './checkout-values';
import { CHECKOUT_TEXT } from './checkout-values';
import { OrderTotals } from '../../components/order-totals';
import styles from './cart-page.module.css';

interface OrderSummaryProps {
  cart: Cart;
  /** The checkout form the button submits. */
  formId: string;
  sending: boolean;
  problems: FieldProblem[];
  submitError: string | null;
  onProblemClick: (problem: FieldProblem) => void;
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3m-11 0h12a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The totals, the largest installment and 'Finalizar compra' (C-11), with what stops the checkout. */
export function OrderSummary({ cart, formId, sending, problems, submitError, onProblemClick }: OrderSummaryProps) {
  const titleId = useId();
  const largest = largestInstallment(cart.installments);
  return (
    <section className={cx(styles.card, styles.summary)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Resumo do pedido
      </h2>
      <OrderTotals totals={cart} className={styles.totals} totalClassName={styles.total} />
      {largest && largest.number > 1 && (
        <p className={styles.installmentHint}>{installmentsShort(largest.number, largest.value)}</p>
      )}

      <button type="submit" form={formId} className={styles.primaryButton} disabled={sending}>
        {sending ? 'Processando...' : 'Finalizar compra'}
      </button>
      <p className={styles.secure}>
        <LockIcon />
        Compra segura
      </p>

      <div role="alert" className={styles.alertSlot}>
        {submitError && <p className={styles.submitError}>{submitError}</p>}
        {problems.length > 0 && (
          <div className={styles.problems}>
            <p>{CHECKOUT_TEXT.fixFields}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem.field}>
                  <button type="button" className={styles.problemLink} onClick={() => onProblemClick(problem)}>
                    {problem.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
