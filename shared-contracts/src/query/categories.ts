import { getCategories } from '../api/calls';
import { PAGE_KEYS } from '../delivery';
import { queryCache } from './cache';

/**
 * GET /api/categories as the page's cache holds it: asked once per page load, whichever app asks
 * first (the shell's menus and footer, the catalog's slider and lists); a server-rendered page
 * carries it. Spread into useServerData.
 */
export const categoriesQuery = [
  '/api/categories',
  getCategories,
  { staleTime: Infinity, pageKey: PAGE_KEYS.categories },
] as const;

/** The categories outside a component (e.g. inside another read). */
export const loadCategories = () => queryCache.fetch(...categoriesQuery);
