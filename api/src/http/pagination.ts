/** Laravel's length-aware paginator, the shape every paged list of the API answers with. */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  first_page_url: string;
  last_page_url: string;
  path: string;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageOffset({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

/**
 * The page links keep every other query parameter as the client sent it and
 * replace only `page`. Links are relative to the site (`/api/search?...`), which
 * is what the apps, served from the same origin, need.
 */
export function paginate<T>(
  data: T[],
  total: number,
  { page, perPage }: PageRequest,
  requestUrl: string,
): Paginator<T> {
  const [path = '', queryString = ''] = requestUrl.split('?', 2);
  const params = new URLSearchParams(queryString);
  params.delete('page');
  const base = params.toString();
  const pageUrl = (target: number): string => `${path}?${base === '' ? '' : `${base}&`}page=${target}`;

  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from !== null ? from + data.length - 1 : null;
  return {
    current_page: page,
    data,
    from,
    to,
    last_page: lastPage,
    per_page: perPage,
    total,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    first_page_url: pageUrl(1),
    last_page_url: pageUrl(lastPage),
    path,
  };
}
