import { SLUG_PATTERN } from '../lib/slug';
import { HttpError } from './errors';

/**
 * What a route's slug names: looked up only when it is a well-formed slug, and answered 404 with
 * `notFound` when it is malformed or names nothing.
 */
export async function foundBySlug<T extends object>(
  slug: string,
  find: (slug: string) => Promise<T | undefined>,
  notFound: string,
): Promise<T> {
  const found = SLUG_PATTERN.test(slug) ? await find(slug) : undefined;
  if (!found) throw new HttpError(404, notFound);
  return found;
}
