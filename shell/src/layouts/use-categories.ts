import { useEffect, useState } from 'react';
import { getCategories, type Category } from 'shared-contracts';

export type CategoriesStatus = 'loading' | 'success' | 'error';

export interface CategoriesResult {
  categories: Category[];
  status: CategoriesStatus;
}

/**
 * GET /api/categories once per page load, shared by the header menus and the footer. A failure is
 * not handled beyond showing no categories (spec §7, §8); a later mount asks again.
 */
let request: Promise<Category[]> | null = null;
let settled: CategoriesResult | null = null;

function loadCategories(): Promise<Category[]> {
  if (!request) {
    request = getCategories().then(
      (categories) => {
        const list = Array.isArray(categories) ? categories : [];
        settled = { categories: list, status: 'success' };
        return list;
      },
      (error: unknown) => {
        settled = { categories: [], status: 'error' };
        request = null;
        throw error;
      },
    );
  }
  return request;
}

/** Tests only: forget the cached request. */
export function resetCategoriesCache(): void {
  request = null;
  settled = null;
}

const loading: CategoriesResult = { categories: [], status: 'loading' };

export function useCategories(): CategoriesResult {
  const [result, setResult] = useState<CategoriesResult>(() => (settled?.status === 'success' ? settled : loading));

  useEffect(() => {
    let active = true;
    loadCategories().then(
      (categories) => {
        if (active)
          setResult((previous) => (previous.status === 'success' ? previous : { categories, status: 'success' }));
      },
      () => {
        if (active) setResult({ categories: [], status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return result;
}
