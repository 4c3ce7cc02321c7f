import { useEffect, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  businessDays,
  formatBRL,
  getOrder,
  homePath,
  onOrderStatus,
  ordersPath,
  statusOf,
  type Order,
} from 'shared-contracts';
import { AddressLines, cx, ErrorState, stateLinkClass, useServerData, VisuallyHidden, visuallyHiddenClass } from 'ui';
import { formatDay } from 'shared-contracts/order-format';
import { PaymentNextStep } from './payment-next-step';
import { OrderTotals } from '../../components/order-totals';
import styles from './confirmation.module.css';

const PICKUP_NOTE = (days: number) => `Retire na loja em ${businessDays(days)} após o pagamento confirmado.`;
const DELIVERY_NOTE = (days: number) => `Receba em até ${businessDays(days)} após o pagamento confirmado`;

function Links() {
  return (
    <div className={styles.links}>
      <Link className={styles.primaryLink} to={homePath()}>
        Continuar comprando
      </Link>
      <Link className={styles.secondaryLink} to={ordersPath()}>
        Ver meus pedidos
      </Link>
    </div>
  );
}

/** A titled card of the order's details. */
function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { address } = order;
  return (
    <>
      <DetailCard title="Itens do pedido">
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${item.name}-${item.option ?? ''}-${index}`} className={styles.item}>
              <img className={styles.itemPhoto} src={item.photo} alt="" width={64} height={64} loading="lazy" />
              <div className={styles.itemInfo}>
                <p className={styles.itemName}>{item.name}</p>
                {item.variation && item.option && (
                  <p className={styles.muted}>
                    {item.variation}: {item.option}
                  </p>
                )}
                <p className={styles.muted}>Vendido e entregue por {item.seller_name}</p>
                <p className={styles.muted}>
                  {item.quantity} × {formatBRL(item.price)}
                </p>
              </div>
              <p className={styles.itemTotal}>{formatBRL(item.total)}</p>
            </li>
          ))}
        </ul>
      </DetailCard>

      <DetailCard title="Entrega">
        <address className={styles.address}>
          <strong>{address.name}</strong>
          <AddressLines address={address} />
        </address>
        <ul className={styles.shipments}>
          {order.shipping.map((shipment) => (
            <li key={shipment.seller_name} className={styles.shipment}>
              <p className={styles.shipmentSeller}>{shipment.seller_name}</p>
              <p>
                {shipment.carrier}
                {shipment.service ? ` - ${shipment.service}` : ''}
              </p>
              <p className={styles.muted}>
                {shipment.pickup_address ? PICKUP_NOTE(shipment.delivery_time) : DELIVERY_NOTE(shipment.delivery_time)}
              </p>
              {shipment.pickup_address && <p className={styles.muted}>{shipment.pickup_address}</p>}
              <p className={styles.shipmentPrice}>{shipment.pickup_address ? 'Grátis' : formatBRL(shipment.price)}</p>
            </li>
          ))}
        </ul>
      </DetailCard>

      <DetailCard title="Valores">
        <OrderTotals
          totals={{ ...order, shipping: order.shipping_total }}
          className={styles.totals}
          totalClassName={styles.total}
        />
      </DetailCard>
    </>
  );
}

function ConfirmationSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.card}>
        <span className={cx(styles.bone, styles.boneHeading)} />
        <span className={cx(styles.bone, styles.boneText)} />
        <span className={cx(styles.bone, styles.boneBlock)} />
      </div>
      <div className={styles.card}>
        <span className={cx(styles.bone, styles.boneHeading)} />
        <span className={cx(styles.bone, styles.boneText)} />
        <span className={cx(styles.bone, styles.boneText)} />
      </div>
    </div>
  );
}

/** 'Compra realizada': the order just placed and what to do to pay it. */
export function ConfirmationPage() {
  const { id = '' } = useParams();
  const order = useServerData(['/api/orders/:id', id], () => getOrder(id), { private: true });
  const { refetch } = order;
  // When the push channel says the order changed (paid, expired), it is read again in place.
  useEffect(() => onOrderStatus((push) => String(push.order_id) === id && refetch()), [id, refetch]);
  // 404 and 403 both read as 'not found'.
  const notFound = order.status === 'error' && [403, 404].includes(statusOf(order.error) ?? 0);
  const titleId = useId();

  return (
    <div className={styles.page}>
      {order.status === 'loading' && (
        <>
          <h1 className={styles.title}>Compra realizada</h1>
          <p role="status" className={visuallyHiddenClass}>
            Carregando seu pedido...
          </p>
          <ConfirmationSkeleton />
        </>
      )}

      {notFound && (
        <>
          <h1 className={styles.title}>Pedido não encontrado</h1>
          <div className={styles.notFound}>
            <p>Não encontramos este pedido entre os seus. Confira seus pedidos para ver todos eles.</p>
            <Link className={stateLinkClass} to={ordersPath()}>
              Meus pedidos
            </Link>
          </div>
        </>
      )}

      {order.status === 'error' && !notFound && (
        <>
          <h1 className={styles.title}>Compra realizada</h1>
          <ErrorState
            title="Não foi possível carregar seu pedido."
            message="Seu pedido foi registrado. Verifique sua conexão e tente novamente."
            onRetry={refetch}
          >
            <Link className={stateLinkClass} to={ordersPath()}>
              Ver meus pedidos
            </Link>
          </ErrorState>
        </>
      )}

      {order.status === 'success' && (
        <div className={styles.layout}>
          <section className={cx(styles.card, styles.hero)} aria-labelledby={titleId}>
            <h1 id={titleId} className={styles.title}>
              Compra realizada
            </h1>
            <p className={styles.orderNumber}>
              Pedido <strong>{order.data.number}</strong>
              <VisuallyHidden>, </VisuallyHidden>
              <span className={styles.muted}> feito em {formatDay(order.data.created_at)}</span>
            </p>
            <p className={styles.status} role="status" aria-live="polite">
              <VisuallyHidden>Situação: </VisuallyHidden>
              {order.data.status_label}
            </p>
            <PaymentNextStep order={order.data} onPaid={order.setData} />
          </section>
          <OrderDetails order={order.data} />
          <Links />
        </div>
      )}
    </div>
  );
}
