import { businessDays, formatBRL, type Order } from 'shared-contracts';
import { formatZipCode } from 'shared-contracts/order-format';
import screen from 'ui/styles/screen.module.css';
import { PaymentStep } from './payment-step';
import styles from './orders.module.css';

function itemDetail(variation: string | null, option: string | null): string | null {
  if (variation && option) return `${variation}: ${option}`;
  return option ?? null;
}

/** Everything about one order: items, delivery per store, address, totals and payment. */
export function OrderDetails({ order, id }: { order: Order; id: string }) {
  const { address } = order;
  return (
    <div id={id} className={styles.details}>
      <section className={styles.detailBlock} aria-label="Itens do pedido">
        <h3 className={styles.detailTitle}>Itens</h3>
        <ul className={styles.itemList}>
          {order.items.map((item, index) => {
            const detail = itemDetail(item.variation, item.option);
            return (
              <li key={index} className={styles.item}>
                <img className={styles.itemPhoto} src={item.photo} alt="" width={64} height={64} loading="lazy" />
                <div className={styles.itemText}>
                  <p className={styles.itemName}>{item.name}</p>
                  {detail && <p className={screen.small}>{detail}</p>}
                  <p className={screen.small}>Vendido e entregue por {item.seller_name}</p>
                </div>
                <p className={styles.itemPrice}>
                  <span className={screen.small}>
                    {item.quantity} × {formatBRL(item.price)}
                  </span>
                  <strong>{formatBRL(item.total)}</strong>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.detailBlock} aria-label="Entrega">
        <h3 className={styles.detailTitle}>Entrega</h3>
        <ul className={styles.plainList}>
          {order.shipping.map((shipping, index) => (
            <li key={index} className={styles.shipping}>
              <p className={styles.itemName}>{shipping.seller_name}</p>
              {shipping.pickup_address ? (
                <p>
                  Retire na loja em até {businessDays(shipping.delivery_time)} após o pagamento confirmado:{' '}
                  {shipping.pickup_address}.
                </p>
              ) : (
                <p>
                  {shipping.carrier} {shipping.service}: receba em até {businessDays(shipping.delivery_time)} após o
                  pagamento confirmado.
                </p>
              )}
              <p className={screen.small}>Frete: {shipping.price > 0 ? formatBRL(shipping.price) : 'Grátis'}</p>
            </li>
          ))}
        </ul>
        <p className={styles.codeLabel}>Endereço de entrega</p>
        <address className={styles.address}>
          {address.name}
          <br />
          {address.street}, {address.number}
          {address.complement ? ` - ${address.complement}` : ''}
          <br />
          {address.neighborhood} - {address.city_name} - {address.state_name}
          <br />
          CEP {formatZipCode(address.zip_code)}
        </address>
      </section>

      <section className={styles.detailBlock} aria-label="Pagamento">
        <h3 className={styles.detailTitle}>Pagamento</h3>
        <dl className={styles.totals}>
          <dt>Subtotal</dt>
          <dd>{formatBRL(order.subtotal)}</dd>
          <dt>Frete</dt>
          <dd>{order.shipping_total > 0 ? formatBRL(order.shipping_total) : 'Grátis'}</dd>
          {order.discount > 0 && (
            <>
              <dt>Desconto{order.coupon_name ? ` (cupom ${order.coupon_name})` : ''}</dt>
              <dd>− {formatBRL(order.discount)}</dd>
            </>
          )}
          <dt className={styles.grandTotal}>Total</dt>
          <dd className={styles.grandTotal}>{formatBRL(order.total)}</dd>
        </dl>
        <div className={styles.payment}>
          <PaymentStep order={order} />
        </div>
      </section>
    </div>
  );
}
