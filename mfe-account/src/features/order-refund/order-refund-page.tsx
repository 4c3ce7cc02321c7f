import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  formatBRL,
  getOrder,
  getRefunds,
  orderAllowsRefund,
  ordersPath,
  REFUND_WINDOW_DAYS,
  statusOf,
  type Refund,
} from 'shared-contracts';
import { cx, useServerData, visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { RefundForm } from './refund-form';
import { REFUND_TEXT, remainingUnits } from './refund-rules';
import { MissingOrder } from '../../components/missing-screen';
import { OrderScreen, OrderScreenIntro } from '../../components/order-screen';
import orderActions from '../../components/order-actions.module.css';
import styles from './order-refund.module.css';

const look = { page: styles.page, card: styles.card, heading: screen.heading, link: orderActions.primary };

/** 'Solicitar devolução': the customer chooses what to return and how to be refunded, and gets a protocol. */
export function OrderRefundPage() {
  return <OrderScreen look={look}>{(orderId) => <OrderRefund orderId={orderId} />}</OrderScreen>;
}

function Confirmation({ refund }: { refund: Refund }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        Solicitação de devolução enviada
      </h2>
      <p className={styles.protocol}>
        Protocolo <strong>{refund.protocol}</strong>
      </p>
      <p>
        {refund.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}: {formatBRL(refund.amount)}.
      </p>
      <h3 className={styles.stepsTitle}>Próximos passos</h3>
      <ol className={styles.steps}>
        {refund.next_steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link className={orderActions.primary} to={ordersPath()}>
        Voltar para meus pedidos
      </Link>
    </section>
  );
}

function OrderRefund({ orderId }: { orderId: number }) {
  const titleId = useId();
  // The order, and the requests already made for it (their units cannot be asked for again).
  const loaded = useServerData(
    ['/api/orders/:id/refunds', orderId],
    async () => {
      const [order, refunds] = await Promise.all([getOrder(orderId), getRefunds()]);
      return { order, refunds: refunds.filter((refund) => refund.order_id === order.id) };
    },
    { private: true },
  );
  const [done, setDone] = useState<Refund | null>(null);
  const now = useMemo(() => new Date(), []);

  if (loaded.status === 'error' && statusOf(loaded.error) === 404) return <MissingOrder look={look} />;

  const ready = loaded.status === 'success' ? loaded.data : null;
  const remaining = ready ? remainingUnits(ready.order, ready.refunds) : [];
  const allowed = ready ? orderAllowsRefund(ready.order, now) : false;
  const nothingLeft = ready !== null && remaining.every((units) => units === 0);

  return (
    <div className={styles.page}>
      <OrderScreenIntro titleId={titleId} title="Solicitar devolução">
        {ready ? `Pedido ${ready.order.number}. ` : ''}Você pode desistir de uma compra em até {REFUND_WINDOW_DAYS} dias
        e devolver produtos com defeito ou diferentes do anunciado.
      </OrderScreenIntro>

      <div role="status" aria-live="polite" className={screen.live}>
        {done && <p className={screen.successStrong}>Solicitação enviada. Protocolo {done.protocol}.</p>}
      </div>

      <section aria-labelledby={titleId} aria-busy={loaded.status === 'loading'} className={styles.content}>
        {loaded.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando o pedido...</p>
            <div className={styles.card} aria-hidden="true">
              <span className={`${styles.bone} ${styles.boneTitle}`} />
              <span className={`${styles.bone} ${styles.boneItem}`} />
              <span className={`${styles.bone} ${styles.boneItem}`} />
              <span className={`${styles.bone} ${styles.boneInput}`} />
              <span className={`${styles.bone} ${styles.boneText}`} />
            </div>
          </>
        )}

        {loaded.status === 'error' && (
          <LoadFailed onRetry={loaded.refetch} buttonClassName={orderActions.primary}>
            {REFUND_TEXT.loadFailed}
          </LoadFailed>
        )}

        {ready && ready.refunds.length > 0 && !done && (
          <div className={cx(screen.notice, styles.previous)}>
            <h2 className={styles.sectionTitle}>Solicitações deste pedido</h2>
            <ul className={styles.plainList}>
              {ready.refunds.map((refund) => (
                <li key={refund.id}>
                  <strong>{refund.protocol}</strong> · {refund.status_label} ·{' '}
                  {refund.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        )}

        {done && <Confirmation refund={done} />}

        {ready && !done && !allowed && (
          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>Este pedido não pode ser devolvido por aqui</h2>
            <p>
              A devolução pela sua conta vale para pedidos entregues ou pagos há até {REFUND_WINDOW_DAYS} dias. Se o
              produto apresentou defeito, fale com a nossa Central de Atendimento.
            </p>
            <Link className={orderActions.secondary} to="/central-de-atendimento">
              Central de Atendimento
            </Link>
          </div>
        )}

        {ready && !done && allowed && nothingLeft && (
          <p className={screen.notice}>Todos os produtos deste pedido já estão em uma solicitação de devolução.</p>
        )}

        {ready && !done && allowed && !nothingLeft && (
          <div className={styles.card}>
            <RefundForm order={ready.order} remaining={remaining} onDone={setDone} />
          </div>
        )}
      </section>
    </div>
  );
}
