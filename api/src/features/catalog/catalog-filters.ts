import type { Db } from '../../db/database';
import type { ListType } from 'shared-contracts/schema';
import { searchWords } from '../../lib/search-text';

export { LIST_TYPES, type ListType } from 'shared-contracts/schema';

/** A WHERE fragment over `products p` with its positional parameters. */
export interface SqlCondition {
  sql: string;
  params: (string | number)[];
}

export function and(conditions: readonly SqlCondition[]): SqlCondition {
  const present = conditions.filter((condition) => condition.sql !== '');
  if (present.length === 0) return { sql: '1 = 1', params: [] };
  return { sql: present.map((c) => `(${c.sql})`).join(' AND '), params: present.flatMap((c) => c.params) };
}

export function listTypeCondition(type: ListType): SqlCondition {
  return type === 'affiliated-market' ? { sql: 'p.affiliate_commission > 0', params: [] } : { sql: '', params: [] };
}

/** The trigram index finds words of this length or more. */
const MIN_INDEXED_WORD = 3;

/** Every search word must appear in the product's normalised text (accents and case ignored). */
export function searchCondition(search: string | undefined): SqlCondition {
  const words = search === undefined ? [] : searchWords(search);
  if (words.length === 0) return { sql: '', params: [] };
  // Words of three letters or more are looked up in the trigram index; shorter ones ('tv', '4k')
  // cannot be, and are matched against the candidates' text (or the table's, when all are short).
  const indexed = words.filter((word) => word.length >= MIN_INDEXED_WORD);
  const short = words.filter((word) => word.length < MIN_INDEXED_WORD);
  const conditions: SqlCondition[] = short.map((word) => ({ sql: 'p.search_text LIKE ?', params: [`%${word}%`] }));
  if (indexed.length > 0) {
    conditions.unshift({
      sql: `p.id IN (SELECT rowid FROM products_search WHERE ${indexed.map(() => 'search_text LIKE ?').join(' AND ')})`,
      params: indexed.map((word) => `%${word}%`),
    });
  }
  return and(conditions);
}

export function inCondition(column: string, values: readonly number[]): SqlCondition {
  if (values.length === 0) return { sql: '', params: [] };
  return { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: [...values] };
}

/** The given categories together with all their descendants. */
export function expandCategories(db: Db, ids: readonly number[]): number[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare<[string], { id: number }>(
      `WITH RECURSIVE tree(id) AS (
         SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?))
         UNION
         SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
       )
       SELECT id FROM tree`,
    )
    .all(JSON.stringify(ids));
  return rows.map((row) => row.id);
}

/** Products of these categories (and sub-categories); none at all when no category exists. */
export function categoryCondition(db: Db, ids: readonly number[]): SqlCondition {
  if (ids.length === 0) return { sql: '', params: [] };
  const expanded = expandCategories(db, ids);
  if (expanded.length === 0) return { sql: '0 = 1', params: [] };
  return inCondition('p.category_id', expanded);
}
