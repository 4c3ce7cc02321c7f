import type { Category } from 'shared-contracts';

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
