import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ListType } from 'shared-contracts/schema';
import { engineOf } from '../../db/engine';
import type { Database } from '../../db/schema';
import { searchWords } from '../../lib/search-text';

export { LIST_TYPES, type ListType } from 'shared-contracts/schema';

/** A WHERE fragment over `products p` with its parameters; `undefined` when it asks nothing. */
export type SqlCondition = RawBuilder<unknown> | undefined;

export function and(conditions: readonly SqlCondition[]): RawBuilder<unknown> {
  const present = conditions.filter((condition): condition is RawBuilder<unknown> => condition !== undefined);
  if (present.length === 0) return sql`1 = 1`;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` AND `,
  );
}

export function listTypeCondition(type: ListType): SqlCondition {
  return type === 'affiliated-market' ? sql`p.affiliate_commission > 0` : undefined;
}

/** The trigram index finds words of this length or more. */
const MIN_INDEXED_WORD = 3;

/**
 * Every search word must appear in the product's normalised text (accents and case ignored).
 * On SQLite words of three letters or more are looked up in the FTS5 trigram index; shorter ones
 * ('tv', '4k') cannot be, and are matched against the candidates' text (or the table's, when all
 * are short). On PostgreSQL the GIN trigram index on the same column answers the LIKEs itself.
 */
export function searchCondition(db: Kysely<Database>, search: string | undefined): SqlCondition {
  const words = search === undefined ? [] : searchWords(search);
  if (words.length === 0) return undefined;
  if (engineOf(db) === 'postgres') return and(words.map((word) => sql`p.search_text LIKE ${`%${word}%`}`));
  const indexed = words.filter((word) => word.length >= MIN_INDEXED_WORD);
  const short = words.filter((word) => word.length < MIN_INDEXED_WORD);
  const conditions: SqlCondition[] = short.map((word) => sql`p.search_text LIKE ${`%${word}%`}`);
  if (indexed.length > 0) {
    const matches = sql.join(
      indexed.map((word) => sql`search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    );
    conditions.unshift(sql`p.id IN (SELECT rowid FROM products_search WHERE ${matches})`);
  }
  return and(conditions);
}

export function inCondition(column: string, values: readonly number[]): SqlCondition {
  if (values.length === 0) return undefined;
  return sql`${sql.ref(column)} IN (${sql.join(values)})`;
}

/** `column` is one of `ids`, as one parameter whatever their number (one statement to prepare). */
export function inIdList(db: Kysely<Database>, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return engineOf(db) === 'postgres'
    ? sql`${sql.ref(column)} = ANY(${[...ids]}::bigint[])`
    : sql`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** The given categories together with all their descendants. */
export async function expandCategories(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM categories WHERE ${inIdList(db, 'id', ids)}
      UNION
      SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree`.execute(db);
  return rows.map((row) => row.id);
}

/** Products of these categories (and sub-categories); none at all when no category exists. */
export async function categoryCondition(db: Kysely<Database>, ids: readonly number[]): Promise<SqlCondition> {
  if (ids.length === 0) return undefined;
  const expanded = await expandCategories(db, ids);
  if (expanded.length === 0) return sql`0 = 1`;
  return inCondition('p.category_id', expanded);
}
