import type { ReactNode } from 'react';
import { formatBRL, type Order, type OrderPayment } from 'shared-contracts';
import { DigitableLineToCopy, PixCodeToCopy } from 'ui';
import { brandLabel, formatDay, formatDayTime } from 'shared-contracts/order-format';
import { PixQrCode } from './pix-qr-code';
import { SimulatePayment } from './simulate-payment';
import styles from './confirmation.module.css';

type CardPayment = Extract<OrderPayment, { method: 'credit_card' }>;
type SlipPayment = Extract<OrderPayment, { method: 'bank_slip' }>;
type PixPayment = Extract<OrderPayment, { method: 'pix' }>;

/** Where the payment codes' parts take this screen's look. */
const codeLook = { labelClassName: styles.codeLabel, codeClassName: styles.code, buttonClassName: styles.copyButton };

const STEP_LOOK = { waiting: styles.step, approved: styles.stepApproved, declined: styles.stepDeclined };

/** One next step of the payment: its title, then what to do or what happened. */
function Step({ tone, title, children }: { tone: keyof typeof STEP_LOOK; title: string; children: ReactNode }) {
  return (
    <div className={STEP_LOOK[tone]}>
      <p className={styles.stepTitle}>{title}</p>
      {children}
    </div>
  );
}

function installmentsText(payment: CardPayment): string {
  if (payment.installments <= 1) return 'à vista';
  return `em ${payment.installments} vezes de ${formatBRL(payment.installment_value)}`;
}

function CardStep({ payment }: { payment: CardPayment }) {
  const card = `${brandLabel(payment.brand)} final ${payment.last4}`;
  if (payment.status === 'declined') {
    return (
      <Step tone="declined" title="Pagamento recusado">
        <p>
          A operadora não aprovou o pagamento no cartão {card}. Se precisar de ajuda, fale com a Central de Atendimento.
        </p>
      </Step>
    );
  }
  return (
    <Step tone="approved" title="Pagamento aprovado">
      <p>
        Pagamento aprovado no cartão {card}, {installmentsText(payment)}.
      </p>
      {payment.authorization_code && <p className={styles.muted}>Autorização: {payment.authorization_code}</p>}
    </Step>
  );
}

function SlipStep({ payment, total }: { payment: SlipPayment; total: number }) {
  return (
    <Step tone="waiting" title="Pague o boleto para confirmar o pedido">
      <p>
        Valor: <strong>{formatBRL(total)}</strong>. Vencimento: <strong>{formatDay(payment.due_date)}</strong>.
      </p>
      <p className={styles.muted}>
        Use a linha digitável no aplicativo do seu banco, no internet banking ou em uma lotérica. A confirmação pode
        levar até 3 dias úteis após o pagamento.
      </p>
      <DigitableLineToCopy line={payment.digitable_line} {...codeLook} />
    </Step>
  );
}

function PixStep({ payment, total }: { payment: PixPayment; total: number }) {
  return (
    <Step tone="waiting" title="Pague com Pix para confirmar o pedido">
      <p>
        Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código. Valor:{' '}
        <strong>{formatBRL(total)}</strong>.
      </p>
      <div className={styles.pix}>
        <PixQrCode code={payment.copy_paste} alt={`QR Code do Pix para pagar ${formatBRL(total)}`} />
        <div className={styles.pixCode}>
          <PixCodeToCopy code={payment.copy_paste} {...codeLook} />
          <p className={styles.muted}>
            Válido até <strong>{formatDayTime(payment.expires_at)}</strong>.
          </p>
        </div>
      </div>
    </Step>
  );
}

const METHOD_NAMES = { bank_slip: 'boleto', pix: 'Pix' } as const;

/** A boleto or Pix order that is no longer waiting: paid, expired or canceled. */
function SettledStep({ order, method }: { order: Order; method: 'bank_slip' | 'pix' }) {
  if (order.status === 'canceled') {
    const expired = order.status_reason === 'expired';
    return (
      <Step tone="declined" title={expired ? 'Pagamento expirado' : 'Pedido cancelado'}>
        <p>
          {expired
            ? `O prazo para pagar este ${METHOD_NAMES[method]} terminou e o pedido foi cancelado. Os produtos voltaram ao estoque: faça um novo pedido se ainda quiser comprá-los.`
            : 'Este pedido foi cancelado e nada será cobrado.'}
        </p>
      </Step>
    );
  }
  return (
    <Step tone="approved" title="Pagamento confirmado">
      <p>Recebemos o pagamento do seu {METHOD_NAMES[method]}. Agora é só aguardar a entrega.</p>
    </Step>
  );
}

/**
 * What the customer does next, by payment method and by what happened since: a boleto or Pix
 * shows its code only while it can still be paid.
 */
export function PaymentNextStep({ order, onPaid }: { order: Order; onPaid?: (order: Order) => void }) {
  const { payment } = order;
  if (payment.method === 'credit_card') return <CardStep payment={payment} />;
  if (order.status !== 'awaiting_payment') return <SettledStep order={order} method={payment.method} />;
  return (
    <>
      {payment.method === 'bank_slip' ? (
        <SlipStep payment={payment} total={order.total} />
      ) : (
        <PixStep payment={payment} total={order.total} />
      )}
      {order.can_simulate_payment && onPaid && <SimulatePayment order={order} onPaid={onPaid} />}
    </>
  );
}
