import { QueryReader, queryMessages, type RawQuery } from '../../http/query';
import { LIST_TYPES, type ListType } from './catalog-filters';

/** Items per page offered by the product list (spec §9). */
export const ITEMS_PER_PAGE_OPTIONS = [12, 24, 60, 90] as const;
export const DEFAULT_ITEMS_PER_PAGE = 12;

/** Orders of the product list (spec §9): 1 Mais populares, 2 Mais avaliados, 3 Maior preço, 4 Menor preço. */
export const SEARCH_ORDERS = [1, 2, 3, 4] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const DEFAULT_ORDER: SearchOrder = 1;

export const SEARCH_MAX_LENGTH = 200;

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

/** Reads and checks GET /api/search parameters; any invalid one gives a 422 listing all of them. */
export function parseSearchParams(query: RawQuery): SearchParams {
  const reader = new QueryReader(query);
  const params: SearchParams = {
    type: reader.oneOf('type', 'tipo', LIST_TYPES, 'store'),
    categoryId: reader.integer('category_id', 'categoria', { min: 1 }),
    sellerId: reader.integer('seller_id', 'loja', { min: 1 }),
    search: reader.text('search', 'busca', SEARCH_MAX_LENGTH),
    situations: reader.integerList('product_situations', 'situação do produto'),
    typeIds: reader.integerList('product_type_ids', 'tipo de produto'),
    manufacturerIds: reader.integerList('product_manufacturer_ids', 'fabricante'),
    categoryIds: reader.integerList('product_category_ids', 'categorias'),
    minPriceCents: reader.priceCents('min_price', 'preço mínimo'),
    maxPriceCents: reader.priceCents('max_price', 'preço máximo'),
    perPage: reader.oneOf('items_per_page', 'itens por página', ITEMS_PER_PAGE_OPTIONS, DEFAULT_ITEMS_PER_PAGE),
    order: reader.oneOf('order', 'ordem', SEARCH_ORDERS, DEFAULT_ORDER),
    page: reader.page(),
  };
  if (
    params.minPriceCents !== undefined &&
    params.maxPriceCents !== undefined &&
    params.maxPriceCents < params.minPriceCents
  ) {
    reader.addError('max_price', queryMessages.gte('preço máximo', 'preço mínimo'));
  }
  reader.assertValid();
  return params;
}
