import { useId } from 'react';
import { Link } from 'react-router';
import { storePath, type CartItem, type CartSellerGroup } from 'shared-contracts';
import { CartItemRow } from './cart-item-row';
import { ShippingOptions } from './shipping-options';
import type { PendingChange, QuoteState } from './use-checkout-cart';
import styles from './cart-page.module.css';

interface SellerGroupProps {
  group: CartSellerGroup;
  quotes: QuoteState;
  selectedHash: string | undefined;
  onSelectShipping: (sellerId: string, hash: string) => void;
  onChangeQuantity: (item: CartItem, count: 1 | -1) => void;
  pending: PendingChange | null;
  hasAddress: boolean;
  onRetryQuotes: () => void;
  shippingFieldId: string;
  shippingError: string | undefined;
}

/** The products one seller sells and delivers, and that seller's delivery options (C-02, C-03). */
export function SellerGroup({
  group,
  quotes,
  selectedHash,
  onSelectShipping,
  onChangeQuantity,
  pending,
  hasAddress,
  onRetryQuotes,
  shippingFieldId,
  shippingError,
}: SellerGroupProps) {
  const titleId = useId();
  const sellerId = String(group.seller.id);
  const slug = group.seller.slug ?? group.items[0]?.associatedModel.seller.slug ?? '';
  return (
    <article className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        Vendido e entregue por{' '}
        {slug ? (
          <Link className={styles.textLink} to={storePath(slug)}>
            {group.seller.name}
          </Link>
        ) : (
          group.seller.name
        )}
      </h3>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <CartItemRow key={item.id} item={item} busy={pending !== null} onChange={onChangeQuantity} />
        ))}
      </ul>
      <ShippingOptions
        sellerId={sellerId}
        sellerName={group.seller.name}
        quotes={quotes}
        selectedHash={selectedHash}
        onSelect={onSelectShipping}
        hasAddress={hasAddress}
        onRetry={onRetryQuotes}
        fieldId={shippingFieldId}
        error={shippingError}
        busy={pending?.kind === 'shipping' && pending.sellerId === sellerId}
      />
    </article>
  );
}
