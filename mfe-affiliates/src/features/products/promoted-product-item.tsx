import { useId } from 'react';
import { Link } from 'react-router';
import { affiliatedProductPath, formatBRL, type AffiliateProduct } from 'shared-contracts';
import { CopyLink } from '../../components/copy-link';
import { VisuallyHidden, Button } from 'ui';
import { formatCount, formatPercent } from '../../lib/format';
import { shareUrl } from '../../lib/share-url';
import styles from './products.module.css';

interface PromotedProductItemProps {
  product: AffiliateProduct;
  onStop: (product: AffiliateProduct) => void;
}

/** One promoted product: what it pays, the link to share and what the link brought so far. */
export function PromotedProductItem({ product, onStop }: PromotedProductItemProps) {
  const nameId = useId();
  const commission = Math.round(product.price * product.affiliate_commission) / 100;
  return (
    <article className={styles.item} aria-labelledby={nameId}>
      <div className={styles.product}>
        <img className={styles.photo} src={product.photo} alt="" width={72} height={72} loading="lazy" />
        <div className={styles.productText}>
          <h2 id={nameId} className={styles.name}>
            <Link to={affiliatedProductPath(product.seller.slug, product.slug)}>{product.name}</Link>
          </h2>
          <p className={styles.commission}>
            Comissão de até <strong>{formatBRL(commission)}</strong> ({formatPercent(product.affiliate_commission)}) ·{' '}
            {product.seller.name}
          </p>
        </div>
      </div>

      <div className={styles.side}>
        <CopyLink
          url={shareUrl(product.link)}
          label={
            <>
              Link de afiliado<VisuallyHidden> de {product.name}</VisuallyHidden>
            </>
          }
        />
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>Cliques</dt>
            <dd>{formatCount(product.link.clicks)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Vendas</dt>
            <dd>{formatCount(product.sales_count)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Comissão</dt>
            <dd>{formatBRL(product.commission_total)}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.actions}>
        <Button variant="dangerOutline" onClick={() => onStop(product)}>
          Deixar de promover<VisuallyHidden> {product.name}</VisuallyHidden>
        </Button>
      </div>
    </article>
  );
}
