import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  ITEMS_PER_PAGE_OPTIONS,
  ORDER_OPTIONS,
  PAGE_KEYS,
  bodyOf,
  firstErrorPerField,
  loadCategories,
  search,
  statusOf,
  type Category,
  type SearchResponse,
} from 'shared-contracts';
import {
  hasFilters,
  NO_FILTERS,
  searchHeading,
  searchPayloadKey,
  toSearchParams,
  type ListQuery,
} from 'shared-contracts/list-query';
import { emitViewItemList } from '../../lib/analytics';
import { findCategory, type FoundCategory } from '../../lib/categories';
import { cx, EmptyState, ErrorState, Pager, Skeleton, useDocumentTitle, useServerData } from 'ui';
import { formatCount } from '../../lib/format';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { NotFound } from '../not-found';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { FilterPanel, loadCurrencyInput } from './filter-panel';
import { useListQuery } from './use-list-query';
import screen from '../screen.module.css';
import styles from './product-list.module.css';

export interface ProductListPageProps {
  /** Affiliated cards and the affiliated market's products. */
  affiliate?: boolean;
  /** Heading; by default the category name, 'Resultados para "…"' or 'Todos os produtos'. */
  title?: string;
  /** The category of the route (its chosen sub-categories reset when it changes). */
  categorySlug?: string;
  /** Only this seller's products (store page). */
  sellerId?: number;
  headingLevel?: 1 | 2;
  /** Sets the tab title to the list's heading (screens of this remote do). */
  setDocumentTitle?: boolean;
  className?: string;
}

class CategoryNotFound extends Error {}

interface PageData {
  slug: string | null;
  category: FoundCategory | null;
  response: SearchResponse;
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** Keeps what the last render saw, for effects that must not re-run on every change of it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * A page of products (P-01 'page'): filters, order, per-page and pager, whose state lives in the
 * URL; with `affiliate`, the affiliated market's products with affiliated cards.
 */
export function ProductListPage({
  affiliate = false,
  title,
  categorySlug,
  sellerId,
  headingLevel = 1,
  setDocumentTitle = false,
  className,
}: ProductListPageProps) {
  const apiType = affiliate ? 'affiliated-market' : 'store';
  const { query, update, hrefFor } = useListQuery();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const orderId = useId();
  const perPageId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as const;

  const resource = useServerData<PageData>(
    ['/api/search', apiType, categorySlug ?? null, sellerId ?? null, toSearchParams(query, { type: apiType })],
    async () => {
      let category: FoundCategory | null = null;
      if (categorySlug) {
        category = findCategory(await loadCategories(), categorySlug);
        if (!category) throw new CategoryNotFound(categorySlug);
      }
      const response = await search(
        toSearchParams(query, { type: apiType, category_id: category?.id, seller_id: sellerId }),
      );
      return { slug: categorySlug ?? null, category, response };
    },
    {
      // A server-rendered page carries the results (and, for a category, the menu it is found in).
      fromPage: (read): PageData | undefined => {
        let category: FoundCategory | null = null;
        if (categorySlug) {
          const menu = read(PAGE_KEYS.categories);
          category = Array.isArray(menu) ? findCategory(menu as Category[], categorySlug) : null;
          if (!category) return undefined;
        }
        const key = searchPayloadKey(
          toSearchParams(query, { type: apiType, category_id: category?.id, seller_id: sellerId }),
        );
        const response = key ? (read(key) as SearchResponse | undefined) : undefined;
        return response ? { slug: categorySlug ?? null, category, response } : undefined;
      },
    },
  );

  // The price fields' mask comes with the list, not after it.
  useEffect(() => {
    void loadCurrencyInput();
  }, []);

  // P-07: a change of category (same screen, new route) drops the sub-categories chosen before.
  const latest = useLatest({ query, update });
  const slugSeen = useRef(categorySlug);
  useEffect(() => {
    if (slugSeen.current === categorySlug) return;
    slugSeen.current = categorySlug;
    const { query: current, update: write } = latest.current;
    if (current.product_category_ids.length > 0) write({ product_category_ids: [] }, { replace: true });
  }, [categorySlug, latest]);

  // A new page of results starts at the top of the list, not where the pager was.
  const pageSeen = useRef(query.page);
  useEffect(() => {
    if (pageSeen.current === query.page) return;
    pageSeen.current = query.page;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  const fresh = resource.data;
  const stale = resource.previous?.slug === (categorySlug ?? null) ? resource.previous : undefined;
  const shown = fresh ?? stale;
  const heading = title ?? (categorySlug ? shown?.category?.name : searchHeading(query.search));

  useDocumentTitle(setDocumentTitle ? heading : null);
  useEffect(() => {
    if (fresh && heading) emitViewItemList(heading, fresh.response.products.data);
  }, [fresh, heading]);

  if (resource.status === 'error' && resource.error instanceof CategoryNotFound) return <NotFound />;

  const products = shown?.response.products;
  const loading = resource.status === 'loading';
  const change = (patch: Partial<ListQuery>) => update(patch);

  return (
    <section ref={sectionRef} className={cx(styles.page, className)} aria-labelledby={headingId}>
      <header className={screen.header}>
        <Heading id={headingId} className={screen.longTitle}>
          {heading ?? <Skeleton width="12rem" height="1.75rem" />}
        </Heading>
        <p className={styles.count} aria-live="polite">
          {products ? (
            products.total === 1 ? (
              '1 produto encontrado'
            ) : (
              `${formatCount(products.total)} produtos encontrados`
            )
          ) : (
            <Skeleton width="10rem" height="1.25rem" />
          )}
        </p>
      </header>

      <div className={styles.toolbar}>
        {isMobile && (
          <button
            type="button"
            className={styles.filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon />
            Filtros
          </button>
        )}
        <div className={styles.selects}>
          <div className={styles.select}>
            <label htmlFor={orderId}>Ordenar por</label>
            <select id={orderId} value={query.order} onChange={(e) => change({ order: Number(e.target.value) })}>
              {ORDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.select}>
            <label htmlFor={perPageId}>Itens por página</label>
            <select
              id={perPageId}
              value={query.items_per_page}
              onChange={(e) => change({ items_per_page: Number(e.target.value) })}
            >
              {ITEMS_PER_PAGE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div className={styles.layout}>
        <aside id={panelId} className={styles.aside} aria-label="Filtros" hidden={isMobile && !filtersOpen}>
          {shown ? (
            <FilterPanel facets={shown.response} query={query} onChange={change} />
          ) : (
            <div className={styles.panelSkeleton}>
              <Skeleton lines={8} />
            </div>
          )}
        </aside>

        <div className={styles.results} aria-busy={loading}>
          {resource.status === 'error' && statusOf(resource.error) === 422 ? (
            <EmptyState title="Não foi possível aplicar estes filtros.">
              <ul className={styles.invalid}>
                {Object.values(firstErrorPerField(bodyOf(resource.error))).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              <button type="button" className={styles.clearFilters} onClick={() => change(NO_FILTERS)}>
                Limpar filtros
              </button>
            </EmptyState>
          ) : resource.status === 'error' ? (
            <ErrorState onRetry={resource.refetch} title="Não foi possível carregar os produtos." />
          ) : !products ? (
            <ProductGridSkeleton count={Math.min(query.items_per_page, 12)} columns={3} />
          ) : products.total === 0 || products.data.length === 0 ? (
            <EmptyState title="Nenhum produto encontrado.">
              <p>Tente buscar por outro termo ou remover alguns filtros.</p>
              {hasFilters(query) && (
                <button type="button" className={styles.clearFilters} onClick={() => change(NO_FILTERS)}>
                  Limpar filtros
                </button>
              )}
            </EmptyState>
          ) : (
            <div className={cx(styles.grid, loading && styles.reloading)}>
              <ProductGrid
                products={products.data}
                affiliate={affiliate}
                columns={3}
                headingLevel={headingLevel === 1 ? 2 : 3}
              />
            </div>
          )}

          {products && products.total > products.per_page && (
            <footer className={styles.footer}>
              <p className={screen.muted}>
                {products.from ?? 0} - {products.to ?? 0} de {formatCount(products.total)} produtos
              </p>
              <Pager current={products.current_page} last={products.last_page} hrefFor={hrefFor} />
            </footer>
          )}
        </div>
      </div>
    </section>
  );
}
