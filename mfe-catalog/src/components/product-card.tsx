import { Link } from 'react-router';
import {
  affiliatedProductPath,
  formatBRL,
  installmentsShort,
  productPath,
  type ProductCard as ProductCardData,
} from 'shared-contracts';
import { cx, Skeleton, VisuallyHidden } from 'ui';
import { Rating } from './rating';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: ProductCardData;
  /** In the affiliated market: commission and maximum price instead of the shopper's prices (P-10). */
  affiliate?: boolean;
  /** Heading level of the product name inside its list. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the image eagerly (first cards above the fold). */
  eager?: boolean;
  className?: string;
}

/** Commission an affiliate earns at most on one unit: price × percent / 100. */
export function affiliateCommission(product: Pick<ProductCardData, 'price' | 'affiliate_commission'>): number {
  return Math.round(product.price * product.affiliate_commission) / 100;
}

/** Image, name, rating, prices and installments of one product, linking to its page (P-09, P-10). */
export function ProductCard({
  product,
  affiliate = false,
  headingLevel = 3,
  eager = false,
  className,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = affiliate
    ? affiliatedProductPath(product.seller.slug, product.slug)
    : productPath(product.seller.slug, product.slug);
  const discounted = product.original_price !== null && product.original_price > product.price;

  return (
    <article className={cx(styles.card, className, product.available === false && styles.soldOut)}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={product.photo}
          alt={product.name}
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {product.available === false && <span className={styles.unavailable}>Indisponível</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link className={styles.link} to={href}>
            {product.name}
          </Link>
        </Heading>
        {product.review_average !== null && product.review_average !== undefined && (
          <Rating value={product.review_average} />
        )}
        {affiliate ? (
          <dl className={styles.affiliate}>
            <div>
              <dt>Comissão de até</dt>
              <dd className={styles.commission}>{formatBRL(affiliateCommission(product))}</dd>
            </div>
            <div>
              <dt>Preço máximo do produto</dt>
              <dd className={styles.maxPrice}>{formatBRL(product.price)}</dd>
            </div>
          </dl>
        ) : (
          <div className={styles.prices}>
            {discounted && product.original_price !== null && (
              <s className={styles.original}>
                <VisuallyHidden>De </VisuallyHidden>
                {formatBRL(product.original_price)}
              </s>
            )}
            <p className={styles.price}>
              {discounted && <VisuallyHidden>Por </VisuallyHidden>}
              {formatBRL(product.price)}
            </p>
            {product.max_installments > 1 && (
              <p className={styles.installments}>
                {installmentsShort(product.max_installments, product.max_installments_value)}
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The same box while the product is on its way. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton ratio="1 / 1" />
      </div>
      <div className={styles.body}>
        <Skeleton lines={2} />
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton width="55%" height="1.5rem" />
      </div>
    </div>
  );
}
