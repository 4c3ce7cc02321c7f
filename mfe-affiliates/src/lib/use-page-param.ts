import { useSearchParams } from 'react-router';

/** The page number held in the URL (?page=N), 1 when absent or not a positive whole number. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The same URL on another page (page 1 drops the parameter). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}
