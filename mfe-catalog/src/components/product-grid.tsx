import type { ProductCard as ProductCardData } from 'shared-contracts';
import { cx } from 'ui';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly ProductCardData[];
  affiliate?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Columns on wide screens. */
  columns?: 3 | 4;
  className?: string;
}

/** A plain grid of product cards (the 'section' type of P-01). */
export function ProductGrid({ products, affiliate, headingLevel = 3, columns = 4, className }: ProductGridProps) {
  return (
    <ul className={cx(styles.grid, columns === 3 && styles.three, className)}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} affiliate={affiliate} headingLevel={headingLevel} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, columns = 4 }: { count: number; columns?: 3 | 4 }) {
  return (
    <ul className={cx(styles.grid, columns === 3 && styles.three)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.cell}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
