import type { Db } from '../../db/database';
import { pageOffset } from '../../http/pagination';
import {
  and,
  categoryCondition,
  inCondition,
  listTypeCondition,
  searchCondition,
  type SqlCondition,
} from './catalog-filters';
import { PRODUCT_CARD_SELECT, toProductCard, type ProductCard, type ProductCardRow } from './product-card';
import type { SearchOrder, SearchParams } from './search-params';

export interface NamedOption {
  id: number;
  name: string;
}

/** The filter lists of the search page, built from the products the search matches. */
export interface SearchFacets {
  product_situations: Record<string, string>;
  product_types: NamedOption[];
  product_manufacturers: NamedOption[];
  product_categories: Record<string, NamedOption[]>;
}

export interface SearchResult {
  total: number;
  products: ProductCard[];
  facets: SearchFacets;
}

/** Stable orders: ties are broken by id so pages never overlap. */
// Whatever the order asked for, products in stock come first: an unavailable product is never
// offered ahead of one that can be bought (sorting by 'Menor preço' used to put them first).
const ORDER_BY: Readonly<Record<SearchOrder, string>> = {
  1: 'p.stock > 0 DESC, p.sales_count DESC, p.id ASC',
  2: 'p.stock > 0 DESC, p.review_average DESC NULLS LAST, p.id ASC',
  3: 'p.stock > 0 DESC, p.price_cents DESC, p.id ASC',
  4: 'p.stock > 0 DESC, p.price_cents ASC, p.id ASC',
};

/** What the facets are computed over: type, search words, category and store. */
function baseCondition(db: Db, params: SearchParams): SqlCondition {
  return and([
    listTypeCondition(params.type),
    searchCondition(params.search),
    categoryCondition(db, params.categoryId === undefined ? [] : [params.categoryId]),
    params.sellerId === undefined ? { sql: '', params: [] } : { sql: 'p.seller_id = ?', params: [params.sellerId] },
  ]);
}

/** The filter panel's choices, narrowing the base set. */
function panelCondition(db: Db, params: SearchParams): SqlCondition {
  return and([
    inCondition('p.product_situation_id', params.situations),
    inCondition('p.product_type_id', params.typeIds),
    inCondition('p.product_manufacturer_id', params.manufacturerIds),
    categoryCondition(db, params.categoryIds),
    params.minPriceCents === undefined
      ? { sql: '', params: [] }
      : { sql: 'p.price_cents >= ?', params: [params.minPriceCents] },
    params.maxPriceCents === undefined
      ? { sql: '', params: [] }
      : { sql: 'p.price_cents <= ?', params: [params.maxPriceCents] },
  ]);
}

/** Alphabetical order as a Brazilian reader expects it ('Chá' before 'Chalesco'). */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

interface FacetRow {
  situation_id: number;
  type_id: number | null;
  manufacturer_id: number | null;
  category_id: number;
}

function facets(db: Db, base: SqlCondition): SearchFacets {
  const rows = db
    .prepare<(string | number)[], FacetRow>(
      `SELECT DISTINCT p.product_situation_id AS situation_id, p.product_type_id AS type_id,
              p.product_manufacturer_id AS manufacturer_id, p.category_id
         FROM products p
        WHERE ${base.sql}`,
    )
    .all(...base.params);

  const ids = (pick: (row: FacetRow) => number | null): string =>
    JSON.stringify([...new Set(rows.map(pick).filter((id): id is number => id !== null))]);

  const situations = db
    .prepare<[string], NamedOption>(
      'SELECT id, name FROM product_situations WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
    )
    .all(ids((row) => row.situation_id));
  const types = db
    .prepare<[string], NamedOption>(
      'SELECT id, name FROM product_types WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
    )
    .all(ids((row) => row.type_id));
  const manufacturers = db
    .prepare<[string], NamedOption>(
      'SELECT id, name FROM product_manufacturers WHERE id IN (SELECT value FROM json_each(?))',
    )
    .all(ids((row) => row.manufacturer_id))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const categories = db
    .prepare<[string], NamedOption & { group_name: string }>(
      `SELECT c.id, c.name, COALESCE(g.name, c.name) AS group_name
         FROM categories c LEFT JOIN categories g ON g.id = c.parent_id
        WHERE c.id IN (SELECT value FROM json_each(?))
        ORDER BY COALESCE(g.position, c.position), COALESCE(g.id, c.id), c.position, c.id`,
    )
    .all(ids((row) => row.category_id));

  const productCategories: Record<string, NamedOption[]> = {};
  for (const category of categories) {
    (productCategories[category.group_name] ??= []).push({ id: category.id, name: category.name });
  }
  return {
    product_situations: Object.fromEntries(situations.map((s) => [String(s.id), s.name])),
    product_types: types,
    product_manufacturers: manufacturers,
    product_categories: productCategories,
  };
}

export function searchProducts(db: Db, params: SearchParams): SearchResult {
  const base = baseCondition(db, params);
  const where = and([base, panelCondition(db, params)]);

  const total =
    db
      .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${where.sql}`)
      .get(...where.params)?.n ?? 0;

  const offset = pageOffset({ page: params.page, perPage: params.perPage });
  const rows =
    offset >= total
      ? []
      : db
          .prepare<(string | number)[], ProductCardRow>(
            `${PRODUCT_CARD_SELECT} WHERE ${where.sql} ORDER BY ${ORDER_BY[params.order]} LIMIT ? OFFSET ?`,
          )
          .all(...where.params, params.perPage, offset);

  return { total, products: rows.map(toProductCard), facets: facets(db, base) };
}
