import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { queryCache, queryKeyOf, type Fetcher, type QueryKey, type QueryOptions } from 'shared-contracts';

interface Controls<T> {
  /** A request for the key is on its way (a first load, a retry or a revalidation). */
  isFetching: boolean;
  /** The data of the last key that succeeded, kept while another key loads (the previous page). */
  previous: T | undefined;
  /** Asks again: after an error, or after a change made elsewhere. */
  refetch: () => void;
  /** Shows what an action answered, without asking again. */
  setData: (data: T) => void;
}

export type ServerData<T> = Controls<T> &
  (
    | { status: 'loading'; data: undefined; error: undefined }
    | { status: 'success'; data: T; error: undefined }
    | { status: 'error'; data: undefined; error: unknown }
  );

const ignore = () => undefined;
const idle = () => () => undefined;

/**
 * Server data for a screen, from the page's one cache (shared-contracts): loading, success with
 * data, or error with a retry. Screens asking for the same key share one request; a null key asks
 * nothing. The cache drops answers of outdated requests, so a fast typist never sees an older
 * result replace a newer one.
 */
export function useServerData<T>(key: QueryKey | null, fetcher: Fetcher<T>, options?: QueryOptions): ServerData<T> {
  const id = key === null ? null : queryKeyOf(key);
  const fetcherRef = useRef(fetcher);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
    optionsRef.current = options;
  });

  const state = useSyncExternalStore(
    useCallback((changed: () => void) => (id === null ? idle() : queryCache.subscribe(id, changed)), [id]),
    () => queryCache.read<T>(id ?? ''),
  );

  const load = useCallback(
    (force: boolean) => {
      if (id !== null)
        queryCache.fetch(id, (signal) => fetcherRef.current(signal), optionsRef.current, force).catch(ignore);
    },
    [id],
  );
  useEffect(() => load(false), [load]);

  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (state.status === 'success' && state.data !== previous) setPrevious(state.data);

  const refetch = useCallback(() => load(true), [load]);
  const setData = useCallback((data: T) => id !== null && queryCache.set(id, data), [id]);
  const controls = { isFetching: state.isFetching, previous, refetch, setData };

  if (id !== null && state.status === 'success') {
    return { ...controls, status: 'success', data: state.data as T, error: undefined };
  }
  if (id !== null && state.status === 'error')
    return { ...controls, status: 'error', data: undefined, error: state.error };
  return { ...controls, status: 'loading', data: undefined, error: undefined };
}
