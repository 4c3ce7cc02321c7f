import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatBRL,
  orderAllowsRefund,
  orderAllowsReview,
  orderRefundPath,
  orderReviewPath,
  type Order,
  type OrderStatus,
} from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { OrderDetails } from './order-details';
import { formatDay } from 'shared-contracts/order-format';
import { METHOD_LABELS, itemCount } from './order-format';
import styles from './orders.module.css';

const MAX_THUMBNAILS = 4;

const BADGES: Record<OrderStatus, string | undefined> = {
  awaiting_payment: styles.badgeWaiting,
  paid: styles.badgeOk,
  shipped: styles.badgeOk,
  delivered: styles.badgeDone,
  declined: styles.badgeBad,
  canceled: styles.badgeBad,
};

/** One order of the list: summary, 'Ver detalhes' and the actions the order allows. */
export function OrderCard({ order, now }: { order: Order; now: Date }) {
  const headingId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const thumbnails = order.items.slice(0, MAX_THUMBNAILS);
  const hidden = order.items.length - thumbnails.length;
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article className={styles.order} aria-labelledby={headingId}>
      <header className={styles.orderHeader}>
        <div>
          <h2 id={headingId} className={styles.orderNumber}>
            Pedido {order.number}
          </h2>
          <p className={screen.small}>
            Feito em <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
          </p>
        </div>
        <span className={`${styles.badge} ${BADGES[order.status] ?? ''}`}>{order.status_label}</span>
      </header>

      <div className={styles.orderSummary}>
        <ul className={styles.thumbnails} aria-label={`Produtos do pedido: ${itemCount(quantity)}`}>
          {thumbnails.map((item, index) => (
            <li key={index}>
              <img className={styles.thumbnail} src={item.photo} alt={item.name} width={56} height={56} />
            </li>
          ))}
          {hidden > 0 && (
            <li className={styles.moreThumbnails} aria-label={`e mais ${itemCount(hidden)}`}>
              +{hidden}
            </li>
          )}
        </ul>
        <dl className={styles.summaryFacts}>
          <div>
            <dt>Total</dt>
            <dd className={styles.total}>{formatBRL(order.total)}</dd>
          </div>
          <div>
            <dt>Pagamento</dt>
            <dd>{METHOD_LABELS[order.method]}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Ocultar detalhes' : 'Ver detalhes'}
          <span className={visuallyHiddenClass}> do pedido {order.number}</span>
        </button>
        {orderAllowsReview(order) && !order.all_items_reviewed && (
          <Link className={styles.secondary} to={orderReviewPath(order.id)}>
            Avaliar produtos<span className={visuallyHiddenClass}> do pedido {order.number}</span>
          </Link>
        )}
        {order.refund ? (
          <p className={styles.refundNote}>
            Devolução solicitada: protocolo <strong>{order.refund.protocol}</strong> ({order.refund.status_label})
          </p>
        ) : (
          orderAllowsRefund(order, now) && (
            <Link className={styles.secondary} to={orderRefundPath(order.id)}>
              Solicitar devolução<span className={visuallyHiddenClass}> do pedido {order.number}</span>
            </Link>
          )
        )}
      </div>

      {open && <OrderDetails order={order} id={detailsId} />}
    </article>
  );
}
