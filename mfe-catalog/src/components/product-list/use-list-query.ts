import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readListQuery, writeListQuery, type ListQuery } from 'shared-contracts/list-query';

export interface ListQueryControls {
  query: ListQuery;
  /**
   * Writes a change to the URL (a new history entry, so back restores the previous list). Any
   * change other than the page itself brings the list back to page 1 (P-07).
   */
  update: (patch: Partial<ListQuery>, options?: { replace?: boolean }) => void;
  /** The link of a page of this list. */
  hrefFor: (page: number) => string;
}

/** The list's state read from and written to the URL the shell's router holds. */
export function useListQuery(): ListQueryControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => readListQuery(params), [params]);

  const update = useCallback(
    (patch: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      const next: ListQuery = { ...query, ...patch };
      if (patch.page === undefined) next.page = 1;
      setParams(writeListQuery(next, params), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [query, params, setParams],
  );

  const hrefFor = useCallback(
    (page: number) => {
      const qs = writeListQuery({ ...query, page }, params).toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [query, params, pathname],
  );

  return { query, update, hrefFor };
}
