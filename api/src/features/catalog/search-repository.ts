import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset } from '../../http/pagination';
import { searchWords } from '../../lib/search-text';
import { and, categoryCondition, inCondition, inIdList, listTypeCondition, searchCondition } from './catalog-filters';
import { PRODUCT_CARD_SELECT, toProductCard, type ProductCard, type ProductCardRow } from './product-card';
import type { SearchMemo } from './search-memo';
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
async function baseCondition(db: Kysely<Database>, params: SearchParams): Promise<RawBuilder<unknown>> {
  return and([
    listTypeCondition(params.type),
    searchCondition(db, params.search),
    await categoryCondition(db, params.categoryId === undefined ? [] : [params.categoryId]),
    params.sellerId === undefined ? undefined : sql`p.seller_id = ${params.sellerId}`,
  ]);
}

/** The filter panel's choices, narrowing the base set. */
async function panelCondition(db: Kysely<Database>, params: SearchParams): Promise<RawBuilder<unknown>> {
  return and([
    inCondition('p.product_situation_id', params.situations),
    inCondition('p.product_type_id', params.typeIds),
    inCondition('p.product_manufacturer_id', params.manufacturerIds),
    await categoryCondition(db, params.categoryIds),
    params.minPriceCents === undefined ? undefined : sql`p.price_cents >= ${params.minPriceCents}`,
    params.maxPriceCents === undefined ? undefined : sql`p.price_cents <= ${params.maxPriceCents}`,
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

async function facets(db: Kysely<Database>, base: RawBuilder<unknown>): Promise<SearchFacets> {
  const { rows } = await sql<FacetRow>`
    SELECT DISTINCT p.product_situation_id AS situation_id, p.product_type_id AS type_id,
           p.product_manufacturer_id AS manufacturer_id, p.category_id
      FROM products p
     WHERE ${base}`.execute(db);

  const ids = (pick: (row: FacetRow) => number | null): number[] => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  /** The id and name of the rows of a lookup table that the matching products name. */
  const namedIn = (
    table: 'product_situations' | 'product_types' | 'product_manufacturers',
    pick: (row: FacetRow) => number | null,
  ) =>
    db
      .selectFrom(table)
      .select(['id', 'name'])
      .where(inIdList(db, 'id', ids(pick)));

  const [situations, types, manufacturers, categories] = await Promise.all([
    namedIn('product_situations', (row) => row.situation_id)
      .orderBy('id')
      .execute(),
    namedIn('product_types', (row) => row.type_id)
      .orderBy('id')
      .execute(),
    namedIn('product_manufacturers', (row) => row.manufacturer_id).execute(),
    sql<NamedOption & { group_name: string }>`
      SELECT c.id, c.name, COALESCE(g.name, c.name) AS group_name
        FROM categories c LEFT JOIN categories g ON g.id = c.parent_id
       WHERE ${inIdList(
         db,
         'c.id',
         ids((row) => row.category_id),
       )}
       ORDER BY COALESCE(g.position, c.position), COALESCE(g.id, c.id), c.position, c.id`
      .execute(db)
      .then((result) => result.rows),
  ]);
  manufacturers.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);

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

/** What a search's filter lists depend on: neither the panel's choices, the page nor the order. */
function baseKey(params: SearchParams): string {
  return JSON.stringify([
    params.type,
    params.search === undefined ? [] : searchWords(params.search),
    params.categoryId ?? null,
    params.sellerId ?? null,
  ]);
}

/** What a search's total depends on: the base and the panel's choices. */
function filtersKey(params: SearchParams): string {
  return JSON.stringify([
    baseKey(params),
    params.situations,
    params.typeIds,
    params.manufacturerIds,
    params.categoryIds,
    params.minPriceCents ?? null,
    params.maxPriceCents ?? null,
  ]);
}

/** Where a search may find its facets and total already computed for this catalog version. */
export interface SearchMemoAt {
  memo: SearchMemo<SearchFacets>;
  version: number;
}

export async function searchProducts(
  db: Kysely<Database>,
  params: SearchParams,
  kept?: SearchMemoAt,
): Promise<SearchResult> {
  const base = await baseCondition(db, params);
  const where = and([base, await panelCondition(db, params)]);

  const count = async (): Promise<number> =>
    (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p WHERE ${where}`.execute(db)).rows[0]?.n ?? 0;
  const total = kept === undefined ? await count() : await kept.memo.totalOf(kept.version, filtersKey(params), count);

  const offset = pageOffset({ page: params.page, perPage: params.perPage });
  const rows =
    offset >= total
      ? []
      : // The page's ids first, from the products table alone; the cards' joins and photo then
        // for those rows only, not for every product the filters match.
        (
          await sql<ProductCardRow>`${sql.raw(PRODUCT_CARD_SELECT)} WHERE p.id IN (
              SELECT p.id FROM products p WHERE ${where}
               ORDER BY ${sql.raw(ORDER_BY[params.order])} LIMIT ${params.perPage} OFFSET ${offset})
            ORDER BY ${sql.raw(ORDER_BY[params.order])}`.execute(db)
        ).rows;

  const filterLists =
    kept === undefined
      ? await facets(db, base)
      : await kept.memo.facetsOf(kept.version, baseKey(params), () => facets(db, base));
  return { total, products: rows.map(toProductCard), facets: filterLists };
}
