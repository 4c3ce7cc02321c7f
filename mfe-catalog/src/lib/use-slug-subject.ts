import { useParams } from 'react-router';
import { useDocumentTitle, useServerData } from 'ui';

/**
 * What a screen is about (a post, a page, a store), read from `endpoint` by the route's `:slug`;
 * the tab is named after it once it arrives. A server-rendered page carries it under `pageKeyOf(slug)`.
 */
export function useSlugSubject<T>(
  endpoint: string,
  load: (slug: string) => Promise<T>,
  titleOf: (subject: T) => string,
  pageKeyOf: (slug: string) => string,
) {
  const { slug = '' } = useParams();
  const resource = useServerData([endpoint, slug], () => load(slug), { pageKey: pageKeyOf(slug) });
  useDocumentTitle(resource.data === undefined ? undefined : titleOf(resource.data));
  return resource;
}
