import { useState } from 'react';
import { simulatePayment, type Order } from 'shared-contracts';
import styles from './confirmation.module.css';

/**
 * 'Simular pagamento': offered only while the API runs the sandbox gateway. It pays the order the
 * way the gateway's signed notification does; the page then shows it paid.
 */
export function SimulatePayment({ order, onPaid }: { order: Order; onPaid: (order: Order) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = (): void => {
    setBusy(true);
    setError(null);
    simulatePayment(order.id).then(
      (paid) => {
        setBusy(false);
        onPaid(paid);
      },
      () => {
        setBusy(false);
        setError('Não foi possível simular o pagamento. Tente novamente.');
      },
    );
  };

  return (
    <div className={styles.sandbox}>
      <p className={styles.muted}>Ambiente de testes: nenhum dinheiro de verdade é movimentado.</p>
      <button type="button" className={styles.sandboxButton} onClick={pay} disabled={busy} aria-busy={busy}>
        {busy ? 'Aguarde...' : 'Simular pagamento'}
      </button>
      {error && (
        <p role="alert" className={styles.sandboxError}>
          {error}
        </p>
      )}
    </div>
  );
}
