import { useEffect, useId, useMemo } from 'react';
import {
  OFFER_GRID_LIMIT,
  PAGE_KEYS,
  PRODUCT_LISTS,
  getProductList,
  type ProductCard as ProductCardData,
  type ProductListId,
} from 'shared-contracts';
import { cx, ErrorState, useServerData } from 'ui';
import { emitViewItemList } from '../../lib/analytics';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import styles from './product-list.module.css';

export interface ProductSectionProps {
  title?: string;
  /** The curated list to show (default 'ofertas') and how many. */
  listId?: ProductListId;
  limit?: number;
  /** Products given by the caller instead of a list. */
  products?: readonly ProductCardData[];
  /** Affiliated cards. */
  affiliate?: boolean;
  headingLevel?: 1 | 2;
  className?: string;
}

/** A plain grid of products under a heading (P-01 'section'): a curated list, or products given. */
export function ProductSection({
  title,
  listId = PRODUCT_LISTS.offers,
  limit = OFFER_GRID_LIMIT,
  products,
  affiliate = false,
  headingLevel = 2,
  className,
}: ProductSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const type = affiliate ? 'affiliated-market' : 'store';
  const listed = useServerData(
    products ? null : ['/api/product-list', listId, type, limit],
    () => getProductList({ list_id: listId, type, limit }),
    { pageKey: PAGE_KEYS.productList({ list_id: listId, type, limit }) },
  );
  const given = useMemo(() => products && { total: products.length, data: [...products] }, [products]);
  const resource = given ? { status: 'success' as const, data: given, refetch: listed.refetch } : listed;
  const listName = title ?? 'Produtos';
  useEffect(() => {
    if (resource.data) emitViewItemList(listName, resource.data.data);
  }, [resource.data, listName]);

  if (resource.status === 'success' && (resource.data?.data.length ?? 0) === 0) return null;
  return (
    <section className={cx(styles.section, className)} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Heading id={headingId} className={styles.sectionTitle}>
          {title}
        </Heading>
      )}
      {resource.status === 'loading' && <ProductGridSkeleton count={Math.min(limit, 8)} />}
      {resource.status === 'error' && (
        <ErrorState compact onRetry={resource.refetch} title="Não foi possível carregar estes produtos." />
      )}
      {resource.data && (
        <ProductGrid products={resource.data.data} affiliate={affiliate} headingLevel={headingLevel === 1 ? 2 : 3} />
      )}
    </section>
  );
}
