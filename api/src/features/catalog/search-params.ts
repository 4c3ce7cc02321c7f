import { SEARCH_DEFAULTS, type SearchQuery } from 'shared-contracts/schema';
import type { ListType } from './catalog-filters';

/** Orders of the product list (spec §9): 1 Mais populares, 2 Mais avaliados, 3 Maior preço, 4 Menor preço. */
export type SearchOrder = NonNullable<SearchQuery['order']>;

export interface SearchParams {
  type: ListType;
  categoryId: number | undefined;
  sellerId: number | undefined;
  search: string | undefined;
  situations: number[];
  typeIds: number[];
  manufacturerIds: number[];
  categoryIds: number[];
  minPriceCents: number | undefined;
  maxPriceCents: number | undefined;
  perPage: number;
  order: SearchOrder;
  page: number;
}

const cents = (reais: number | undefined): number | undefined =>
  reais === undefined ? undefined : Math.round(reais * 100);

const distinct = (ids: number[] | undefined): number[] => [...new Set(ids)];

/** The search of GET /api/search, from its query as the schema checked it (defaults filled in). */
export function searchParamsOf(query: SearchQuery): SearchParams {
  return {
    type: query.type ?? SEARCH_DEFAULTS.type,
    categoryId: query.category_id,
    sellerId: query.seller_id,
    search: query.search,
    situations: distinct(query.product_situations),
    typeIds: distinct(query.product_type_ids),
    manufacturerIds: distinct(query.product_manufacturer_ids),
    categoryIds: distinct(query.product_category_ids),
    minPriceCents: cents(query.min_price),
    maxPriceCents: cents(query.max_price),
    perPage: query.items_per_page ?? SEARCH_DEFAULTS.items_per_page,
    order: query.order ?? SEARCH_DEFAULTS.order,
    page: query.page ?? SEARCH_DEFAULTS.page,
  };
}
