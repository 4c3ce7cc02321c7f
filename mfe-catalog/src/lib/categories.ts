import { getCategories, type Category } from 'shared-contracts';

let request: Promise<Category[]> | null = null;

/** GET /api/categories once per page load; a failure is forgotten so the next call asks again. */
export function loadCategories(): Promise<Category[]> {
  request ??= getCategories().then(
    (list) => (Array.isArray(list) ? list : []),
    (error: unknown) => {
      request = null;
      throw error;
    },
  );
  return request;
}

/** Tests only: forget the cached answer. */
export function resetCategoriesCache(): void {
  request = null;
}

export interface FoundCategory {
  id: number | undefined;
  name: string;
  slug: string;
}

/** A top-level category or a sub-item by its slug (both carry ids). */
export function findCategory(categories: readonly Category[], slug: string): FoundCategory | null {
  for (const entry of categories) {
    const { id, name } = entry.category;
    if (entry.category.slug === slug) return { id, name, slug };
    const item = entry.items.find((candidate) => candidate.slug === slug);
    if (item) return { id: item.id, name: item.name, slug };
  }
  return null;
}
