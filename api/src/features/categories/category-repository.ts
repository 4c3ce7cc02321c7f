import type { Db } from '../../db/database';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  image: string | null;
  position: number;
}

export function listCategories(db: Db): CategoryRow[] {
  return db
    .prepare<[], CategoryRow>('SELECT id, parent_id, name, slug, image, position FROM categories ORDER BY position, id')
    .all();
}

export function findCategoryBySlug(db: Db, slug: string): CategoryRow | undefined {
  return db
    .prepare<[string], CategoryRow>('SELECT id, parent_id, name, slug, image, position FROM categories WHERE slug = ?')
    .get(slug);
}

export function findCategoryById(db: Db, id: number): CategoryRow | undefined {
  return db
    .prepare<[number], CategoryRow>('SELECT id, parent_id, name, slug, image, position FROM categories WHERE id = ?')
    .get(id);
}
