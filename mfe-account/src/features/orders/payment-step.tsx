import { useId } from 'react';
import { formatBRL, type Order, type OrderPayment } from 'shared-contracts';
import { CopyButton } from 'ui';
import { brandLabel, formatDay, formatDayTime } from 'shared-contracts/order-format';
import { formatDigitableLine } from './order-format';
import styles from './orders.module.css';

type CardPayment = Extract<OrderPayment, { method: 'credit_card' }>;
type SlipPayment = Extract<OrderPayment, { method: 'bank_slip' }>;
type PixPayment = Extract<OrderPayment, { method: 'pix' }>;

const settled = (order: Order): boolean => ['paid', 'shipped', 'delivered'].includes(order.status);

function CardStep({ payment }: { payment: CardPayment }) {
  const card = `${brandLabel(payment.brand)} final ${payment.last4}`;
  if (payment.status === 'declined') {
    return <p>Pagamento recusado no cartão {card}. Você pode fazer um novo pedido com outro cartão.</p>;
  }
  const installments =
    payment.installments <= 1
      ? 'à vista'
      : `em ${payment.installments} vezes de ${formatBRL(payment.installment_value)}`;
  return (
    <p>
      Pago no cartão {card}, {installments}.
    </p>
  );
}

function SlipStep({ order, payment }: { order: Order; payment: SlipPayment }) {
  const lineId = useId();
  if (settled(order)) return <p>Boleto pago. Obrigado!</p>;
  if (order.status !== 'awaiting_payment') return <p>Este boleto não pode mais ser pago.</p>;
  return (
    <>
      <p>
        Pague o boleto de <strong>{formatBRL(order.total)}</strong> até <strong>{formatDay(payment.due_date)}</strong>{' '}
        no aplicativo do seu banco, no internet banking ou em uma lotérica.
      </p>
      <p className={styles.codeLabel}>Linha digitável</p>
      <code id={lineId} className={styles.code}>
        {formatDigitableLine(payment.digitable_line)}
      </code>
      <CopyButton
        label="Copiar linha digitável"
        text={payment.digitable_line.replace(/\D+/g, '')}
        targetId={lineId}
        buttonClassName={styles.secondary}
      />
    </>
  );
}

function PixStep({ order, payment }: { order: Order; payment: PixPayment }) {
  const codeId = useId();
  if (settled(order)) return <p>Pix recebido. Obrigado!</p>;
  if (order.status !== 'awaiting_payment') return <p>Este código Pix não pode mais ser pago.</p>;
  return (
    <>
      <p>
        Pague <strong>{formatBRL(order.total)}</strong> com o Pix copia e cola no aplicativo do seu banco até{' '}
        <strong>{formatDayTime(payment.expires_at)}</strong>.
      </p>
      <p className={styles.codeLabel}>Pix copia e cola</p>
      <code id={codeId} className={styles.code}>
        {payment.copy_paste}
      </code>
      <CopyButton
        label="Copiar código Pix"
        text={payment.copy_paste}
        targetId={codeId}
        buttonClassName={styles.secondary}
      />
    </>
  );
}

/** The payment of an order and, while it is open, what the customer does next. */
export function PaymentStep({ order }: { order: Order }) {
  const { payment } = order;
  switch (payment.method) {
    case 'credit_card':
      return <CardStep payment={payment} />;
    case 'bank_slip':
      return <SlipStep order={order} payment={payment} />;
    case 'pix':
      return <PixStep order={order} payment={payment} />;
  }
}
