import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SellersTable } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { searchWords } from '../../lib/search-text';
import { isoDate } from '../../lib/dates';

import type { SellerSummary, Store } from 'shared-contracts/schema';

export type { SellerSummary, Store };

type StoreRow = Pick<
  Selectable<SellersTable>,
  'id' | 'name' | 'slug' | 'logo' | 'banner' | 'description' | 'city_name' | 'state_name' | 'created_at'
> & {
  product_count: number;
  review_count: number;
  review_average: number | null;
};

/** A store with its counters: products on sale and the reviews of all of them. */
const STORE_QUERY = `
  SELECT s.id, s.name, s.slug, s.logo, s.banner, s.description, s.city_name, s.state_name, s.created_at,
         (SELECT COUNT(*) FROM products p WHERE p.seller_id = s.id) AS product_count,
         (SELECT COUNT(*) FROM product_reviews pr JOIN products p ON p.id = pr.product_id
           WHERE p.seller_id = s.id) AS review_count,
         (SELECT ROUND(AVG(pr.rating), 1) FROM product_reviews pr JOIN products p ON p.id = pr.product_id
           WHERE p.seller_id = s.id) AS review_average
    FROM sellers s`;

export function toSellerSummary(row: StoreRow): SellerSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    review_average: row.review_average,
    city_name: row.city_name,
    state_name: row.state_name,
  };
}

function toStore(row: StoreRow): Store {
  return {
    ...toSellerSummary(row),
    banner: row.banner,
    description: row.description,
    review_count: row.review_count,
    product_count: row.product_count,
    created_at: isoDate(row.created_at),
  };
}

export async function findStoreRowBy(
  db: Kysely<Database>,
  column: 'id' | 'slug',
  value: number | string,
): Promise<StoreRow | undefined> {
  const { rows } = await sql<StoreRow>`${sql.raw(STORE_QUERY)} WHERE ${sql.ref(`s.${column}`)} = ${value}`.execute(db);
  return rows[0];
}

export async function findStoreBySlug(db: Kysely<Database>, slug: string): Promise<Store | undefined> {
  const row = await findStoreRowBy(db, 'slug', slug);
  return row ? toStore(row) : undefined;
}

export async function findSellerSummary(db: Kysely<Database>, id: number): Promise<SellerSummary | undefined> {
  const row = await findStoreRowBy(db, 'id', id);
  return row ? toSellerSummary(row) : undefined;
}

/** Stores in name order; `search` words must all match the name or the city (accents ignored). */
export async function listStores(
  db: Kysely<Database>,
  search: string | undefined,
  page: PageRequest,
): Promise<{ total: number; data: Store[] }> {
  const words = search === undefined ? [] : searchWords(search);
  const where =
    words.length === 0
      ? sql`1 = 1`
      : sql.join(
          words.map((word) => sql`s.search_text LIKE ${`%${word}%`}`),
          sql` AND `,
        );
  const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sellers s WHERE ${where}`.execute(db);
  const { rows } = await sql<StoreRow>`${sql.raw(STORE_QUERY)} WHERE ${where}
    ORDER BY lower(s.name), s.id LIMIT ${page.perPage} OFFSET ${pageOffset(page)}`.execute(db);
  return { total: counted.rows[0]?.n ?? 0, data: rows.map(toStore) };
}
