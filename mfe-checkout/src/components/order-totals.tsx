import { formatBRL } from 'shared-contracts';

/** The amounts of an order, as the cart and the placed order both carry them. */
export interface Totals {
  subtotal: number;
  shipping: number;
  coupon_name: string | null;
  discount: number;
  total: number;
}

interface OrderTotalsProps {
  totals: Totals;
  /** The screen's list look (composing `order-totals.module.css`). */
  className: string | undefined;
  /** The screen's look of the 'Valor Total' row. */
  totalClassName: string | undefined;
}

/** Subtotal, delivery fee, coupon, discounts and the total of an order, in the cart and on its confirmation. */
export function OrderTotals({ totals, className, totalClassName }: OrderTotalsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatBRL(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>Taxa de Entrega</dt>
        <dd>{formatBRL(totals.shipping)}</dd>
      </div>
      <div>
        <dt>Cupom</dt>
        <dd>{totals.coupon_name || '-'}</dd>
      </div>
      <div>
        <dt>Descontos</dt>
        <dd>{totals.discount > 0 ? `- ${formatBRL(totals.discount)}` : formatBRL(0)}</dd>
      </div>
      <div className={totalClassName}>
        <dt>Valor Total</dt>
        <dd>{formatBRL(totals.total)}</dd>
      </div>
    </dl>
  );
}
