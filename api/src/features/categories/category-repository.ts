import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  image: string | null;
  position: number;
}

const CATEGORY_COLUMNS = ['id', 'parent_id', 'name', 'slug', 'image', 'position'] as const;

export function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

export function findCategoryById(db: Kysely<Database>, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}
