import { formatBRL, type Order, type OrderPayment } from 'shared-contracts';
import { DigitableLineToCopy, PixCodeToCopy } from 'ui';
import { brandLabel, formatDay, formatDayTime } from 'shared-contracts/order-format';
import styles from './orders.module.css';

type CardPayment = Extract<OrderPayment, { method: 'credit_card' }>;
type SlipPayment = Extract<OrderPayment, { method: 'bank_slip' }>;
type PixPayment = Extract<OrderPayment, { method: 'pix' }>;

/** Where the payment codes' parts take this screen's look. */
const codeLook = { labelClassName: styles.codeLabel, codeClassName: styles.code, buttonClassName: styles.secondary };

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
  if (settled(order)) return <p>Boleto pago. Obrigado!</p>;
  if (order.status !== 'awaiting_payment') return <p>Este boleto não pode mais ser pago.</p>;
  return (
    <>
      <p>
        Pague o boleto de <strong>{formatBRL(order.total)}</strong> até <strong>{formatDay(payment.due_date)}</strong>{' '}
        no aplicativo do seu banco, no internet banking ou em uma lotérica.
      </p>
      <DigitableLineToCopy line={payment.digitable_line} {...codeLook} />
    </>
  );
}

function PixStep({ order, payment }: { order: Order; payment: PixPayment }) {
  if (settled(order)) return <p>Pix recebido. Obrigado!</p>;
  if (order.status !== 'awaiting_payment') return <p>Este código Pix não pode mais ser pago.</p>;
  return (
    <>
      <p>
        Pague <strong>{formatBRL(order.total)}</strong> com o Pix copia e cola no aplicativo do seu banco até{' '}
        <strong>{formatDayTime(payment.expires_at)}</strong>.
      </p>
      <PixCodeToCopy code={payment.copy_paste} {...codeLook} />
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
