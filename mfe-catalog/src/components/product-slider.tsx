import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PRODUCT_SLIDER_BREAKPOINTS,
  PAGE_KEYS,
  SLIDER_LIMIT,
  getProductList,
  searchPath,
  type ProductCard as ProductCardData,
  type ProductListId,
} from 'shared-contracts';
import { emitViewItemList } from '../lib/analytics';
import { marketListPath } from '../lib/market-lists';
import { cx, ErrorState, Skeleton, useServerData } from 'ui';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { Slider, SliderSkeleton } from './slider';
import styles from './product-slider.module.css';

export const DEFAULT_SLIDER_TITLE = 'Seleção de produtos';

export interface ProductSliderProps {
  /** Heading of the slider (P-12 default 'Seleção de produtos'). */
  title?: string;
  /** A curated list of GET /api/product-list (limit 10, P-13). */
  listId?: ProductListId;
  /** Products given by the caller instead of a list (e.g. related products), with their total. */
  products?: readonly ProductCardData[];
  total?: number;
  /** Affiliated market: affiliated cards, market products and 'Ver todos' into the market. */
  affiliate?: boolean;
  /** Where 'Ver todos' goes (default: the search, or the market for affiliates). */
  seeAllHref?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

interface SliderData {
  total: number;
  data: ProductCardData[];
}

/**
 * A titled product slider with 'Ver todos' (P-12). Shown only when there is at least one
 * product; while loading it keeps its place with card-sized placeholders.
 */
export function ProductSlider({
  title = DEFAULT_SLIDER_TITLE,
  listId,
  products,
  total,
  affiliate = false,
  seeAllHref,
  headingLevel = 2,
  className,
}: ProductSliderProps) {
  const type = affiliate ? 'affiliated-market' : 'store';
  // Without a list to read the key is null and nothing is asked.
  const resource = useServerData<SliderData>(
    listId && !products ? ['/api/product-list', listId, type, SLIDER_LIMIT] : null,
    () => (listId ? getProductList({ list_id: listId, type, limit: SLIDER_LIMIT }) : Promise.reject(new Error())),
    listId ? { pageKey: PAGE_KEYS.productList({ list_id: listId, type, limit: SLIDER_LIMIT }) } : undefined,
  );
  const givenData = useMemo<SliderData | undefined>(
    () => (products ? { total: total ?? products.length, data: [...products] } : undefined),
    [products, total],
  );
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const href = seeAllHref ?? (affiliate ? marketListPath(listId) : searchPath());
  // Neither a list nor products: nothing to show.
  const status = givenData || !listId ? 'success' : resource.status;
  const data = givenData ?? resource.data;

  useEffect(() => {
    if (data && data.total > 0) emitViewItemList(title, data.data);
  }, [data, title]);

  // The titled section every state of the slider is drawn in: the title, what stands beside it, the body.
  const frame = (beside: ReactNode, body: ReactNode, busy = false) => (
    <section className={cx(styles.section, className)} aria-busy={busy || undefined} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {beside}
      </div>
      {body}
    </section>
  );

  if (status === 'loading') {
    return frame(
      <Skeleton width="5rem" height="1.25rem" />,
      <SliderSkeleton
        kind="product"
        breakpoints={PRODUCT_SLIDER_BREAKPOINTS}
        count={4}
        renderItem={() => <ProductCardSkeleton />}
      />,
      true,
    );
  }

  if (status === 'error') {
    return frame(
      null,
      <ErrorState compact onRetry={resource.refetch} title="Não foi possível carregar estes produtos." />,
    );
  }

  if (!data || data.total <= 0 || data.data.length === 0) return null;

  return frame(
    <Link className={styles.seeAll} to={href}>
      Ver todos
    </Link>,
    <Slider
      items={data.data}
      itemKey={(product) => product.id}
      breakpoints={PRODUCT_SLIDER_BREAKPOINTS}
      kind="product"
      labels={{ previous: 'Produtos anteriores', next: 'Próximos produtos' }}
      renderItem={(product) => (
        <ProductCard product={product} affiliate={affiliate} headingLevel={headingLevel === 2 ? 3 : 4} />
      )}
    />,
  );
}
