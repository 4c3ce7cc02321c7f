import { Link } from 'react-router';
import { affiliatedProductPath, formatBRL, type AffiliateTopProduct } from 'shared-contracts';
import { StatusBadge } from 'ui';
import { plural } from '../../lib/format';
import styles from './dashboard.module.css';

/** The products that earned most, each linking to its page in the market. */
export function TopProducts({ products }: { products: readonly AffiliateTopProduct[] }) {
  if (products.length === 0) {
    return <p className={styles.chartNote}>Seus produtos que mais rendem comissão aparecem aqui.</p>;
  }
  return (
    <ol className={styles.top}>
      {products.map((product) => (
        <li key={product.id} className={styles.topItem}>
          <img className={styles.topPhoto} src={product.photo} alt="" width={48} height={48} loading="lazy" />
          <div className={styles.topText}>
            <Link className={styles.topName} to={affiliatedProductPath(product.seller.slug, product.slug)}>
              {product.name}
            </Link>
            <p className={styles.topMeta}>
              <span>
                {plural(product.sales_count, 'venda', 'vendas')} · {formatBRL(product.commission_total)} em comissões
              </span>
              {!product.link.active && <StatusBadge tone="canceled" label="Não promovido" />}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
