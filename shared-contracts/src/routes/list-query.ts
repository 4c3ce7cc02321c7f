import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_ORDER, ITEMS_PER_PAGE_OPTIONS, ORDER_OPTIONS } from '../constants';
import type { SearchParams } from '../api/calls';
import { payloadKey } from '../delivery';

/** Everything about a product list that lives in the URL (P-06, P-07). */
export interface ListQuery {
  search: string;
  product_situations: string[];
  product_type_ids: number[];
  product_manufacturer_ids: number[];
  product_category_ids: number[];
  min_price: number | null;
  max_price: number | null;
  order: number;
  items_per_page: number;
  page: number;
}

export type ListFilters = Pick<
  ListQuery,
  | 'product_situations'
  | 'product_type_ids'
  | 'product_manufacturer_ids'
  | 'product_category_ids'
  | 'min_price'
  | 'max_price'
>;

/** The panel's filters with none chosen ('Limpar filtros'). */
export const NO_FILTERS: ListFilters = {
  product_situations: [],
  product_type_ids: [],
  product_manufacturer_ids: [],
  product_category_ids: [],
  min_price: null,
  max_price: null,
};

export const DEFAULT_QUERY: ListQuery = {
  search: '',
  ...NO_FILTERS,
  order: DEFAULT_ORDER,
  items_per_page: DEFAULT_ITEMS_PER_PAGE,
  page: 1,
};

const LIST_KEYS = [
  'search',
  'product_category_ids',
  'product_situations',
  'product_type_ids',
  'product_manufacturer_ids',
  'min_price',
  'max_price',
  'order',
  'items_per_page',
  'page',
] as const;

/** Values of a key written as `k=1,2`, `k=1&k=2` or `k[]=1&k[]=2`. */
function listOf(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(key), ...params.getAll(`${key}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function idsOf(params: URLSearchParams, key: string): number[] {
  const ids = listOf(params, key)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

function priceOf(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function oneOf(raw: string | null, allowed: readonly number[], fallback: number): number {
  const value = Number(raw);
  return raw !== null && allowed.includes(value) ? value : fallback;
}

/** The list as the URL describes it; anything malformed falls back to the default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    product_situations: [...new Set(listOf(params, 'product_situations'))],
    product_type_ids: idsOf(params, 'product_type_ids'),
    product_manufacturer_ids: idsOf(params, 'product_manufacturer_ids'),
    product_category_ids: idsOf(params, 'product_category_ids'),
    min_price: priceOf(params, 'min_price'),
    max_price: priceOf(params, 'max_price'),
    order: oneOf(
      params.get('order'),
      ORDER_OPTIONS.map((o) => o.value),
      DEFAULT_ORDER,
    ),
    items_per_page: oneOf(params.get('items_per_page'), ITEMS_PER_PAGE_OPTIONS, DEFAULT_ITEMS_PER_PAGE),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL query of a list (lists as repeated keys, defaults left out, other keys of `base` kept). */
export function writeListQuery(query: ListQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of LIST_KEYS) {
    next.delete(key);
    next.delete(`${key}[]`);
  }
  const set = (key: string, value: string | number | null, fallback?: string | number) => {
    if (value === null || value === '' || value === fallback) return;
    next.set(key, String(value));
  };
  set('search', query.search);
  const add = (key: string, values: readonly (string | number)[]) => {
    for (const value of values) next.append(key, String(value));
  };
  add('product_category_ids', query.product_category_ids);
  add('product_situations', query.product_situations);
  add('product_type_ids', query.product_type_ids);
  add('product_manufacturer_ids', query.product_manufacturer_ids);
  set('min_price', query.min_price);
  set('max_price', query.max_price);
  set('order', query.order, DEFAULT_ORDER);
  set('items_per_page', query.items_per_page, DEFAULT_ITEMS_PER_PAGE);
  set('page', query.page, 1);
  return next;
}

/** The heading of the search page: what was searched for, or the whole catalogue. */
export function searchHeading(search: string): string {
  return search ? `Resultados para "${search}"` : 'Todos os produtos';
}

/** Whether any filter of the panel is chosen. */
export function hasFilters(query: ListQuery): boolean {
  return (
    query.product_situations.length > 0 ||
    query.product_type_ids.length > 0 ||
    query.product_manufacturer_ids.length > 0 ||
    query.product_category_ids.length > 0 ||
    query.min_price !== null ||
    query.max_price !== null
  );
}

/** The GET /api/search parameters of a list (empty filters left out). */
export function toSearchParams(
  query: ListQuery,
  context: Pick<SearchParams, 'type' | 'category_id' | 'seller_id'>,
): SearchParams {
  const params: SearchParams = {
    type: context.type,
    order: query.order,
    items_per_page: query.items_per_page,
    page: query.page,
  };
  if (context.category_id !== undefined) params.category_id = context.category_id;
  if (context.seller_id !== undefined) params.seller_id = context.seller_id;
  if (query.search) params.search = query.search;
  if (query.product_situations.length) params.product_situations = query.product_situations;
  if (query.product_type_ids.length) params.product_type_ids = query.product_type_ids;
  if (query.product_manufacturer_ids.length) params.product_manufacturer_ids = query.product_manufacturer_ids;
  if (query.product_category_ids.length) params.product_category_ids = query.product_category_ids;
  if (query.min_price !== null) params.min_price = query.min_price;
  if (query.max_price !== null) params.max_price = query.max_price;
  return params;
}

/**
 * The key under which a page carries the answer of a search (`GET /api/search`), or null when the
 * parameters hold a list (those travel as `k[]=…` and are always asked for).
 */
export function searchPayloadKey(params: SearchParams): string | null {
  const scalars: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    scalars[key] = value;
  }
  return payloadKey('/api/search', scalars);
}
