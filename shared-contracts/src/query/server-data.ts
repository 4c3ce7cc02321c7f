import type { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { queryCache, queryKeyOf, type Fetcher, type QueryKey, type QueryOptions } from './cache';

/** The React hooks the data hook is made of; the app passes its React (the contract imports none). */
export interface ReactHooks {
  useCallback: typeof useCallback;
  useEffect: typeof useEffect;
  useLayoutEffect: typeof useLayoutEffect;
  useRef: typeof useRef;
  useState: typeof useState;
  useSyncExternalStore: typeof useSyncExternalStore;
}

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

/**
 * Builds useServerData on the page's one cache. It lives here, beside the cache, so a page holds
 * one copy of it whichever apps use it (ui, bundled into every app, only binds it to React).
 */
export function serverDataHook(react: ReactHooks) {
  /**
   * Server data for a screen: loading, success with data, or error with a retry. Screens asking
   * for the same key share one request; a null key asks nothing. The cache drops answers of
   * outdated requests, so a fast typist never sees an older result replace a newer one.
   */
  return function useServerData<T>(key: QueryKey | null, fetcher: Fetcher<T>, options?: QueryOptions): ServerData<T> {
    const id = key === null ? null : queryKeyOf(key);
    const latest = react.useRef({ fetcher, options });
    react.useLayoutEffect(() => {
      latest.current = { fetcher, options };
    });

    const state = react.useSyncExternalStore(
      react.useCallback((changed: () => void) => (id === null ? ignore : queryCache.subscribe(id, changed)), [id]),
      () => queryCache.read<T>(id ?? ''),
    );
    const load = react.useCallback(
      (force: boolean) => {
        if (id === null) return;
        const { fetcher: read, options: given } = latest.current;
        queryCache.fetch(id, read, given, force).catch(ignore);
      },
      [id],
    );
    react.useEffect(() => load(false), [load]);

    const [previous, setPrevious] = react.useState<T | undefined>(undefined);
    if (state.status === 'success' && state.data !== previous) setPrevious(state.data);

    const refetch = react.useCallback(() => load(true), [load]);
    const setData = react.useCallback((data: T) => id !== null && queryCache.set(id, data), [id]);
    const { status, data, error, isFetching } = state;
    return { status, data, error, isFetching, previous, refetch, setData } as ServerData<T>;
  };
}
