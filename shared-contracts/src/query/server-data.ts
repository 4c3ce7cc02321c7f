import type { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { takePagePayload } from '../delivery';
import { queryCache, queryKeyOf, type Fetcher, type QueryKey, type QueryOptions, type QueryState } from './cache';

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
 * The answers a server-rendered page carries, by payload key: on the server, the request's own
 * data (never a cache of the module, which requests would share); in the browser, while a root
 * hydrates what the server drew, the same data read from the page.
 */
export type DataSnapshot = Readonly<Record<string, unknown>>;

const NOTHING: QueryState = { status: 'loading', data: undefined, error: undefined, isFetching: false, updatedAt: 0 };

/**
 * The answer a page carries for a screen's call: its payload, or what `fromPage` makes of the
 * payloads; undefined when one is missing. Also the keys it read, whose copies the page then drops.
 */
function carriedAnswer<T>(
  snapshot: DataSnapshot,
  options: QueryOptions | undefined,
): { data: T; keys: string[] } | undefined {
  const keys: string[] = [];
  const read = (key: string): unknown => {
    keys.push(key);
    return key in snapshot ? snapshot[key] : undefined;
  };
  const data = options?.fromPage
    ? options.fromPage(read)
    : options?.pageKey !== undefined
      ? read(options.pageKey)
      : undefined;
  return data === undefined ? undefined : { data: data as T, keys };
}

/** A key nobody has asked for yet in this page (the cache's idle state). */
const untouched = (state: QueryState): boolean =>
  state.status === 'loading' && !state.isFetching && state.updatedAt === 0 && state.data === undefined;

/** The cache's state is the drawn answer itself, settled: nothing on the screen would change. */
const holds = (state: QueryState, drawn: QueryState): boolean =>
  state.status === 'success' && state.data === drawn.data && !state.isFetching && state.error === undefined;

/**
 * Builds useServerData on the page's one cache. It lives here, beside the cache, so a page holds
 * one copy of it whichever apps use it (ui, bundled into every app, only binds it to React).
 */
export function serverDataHook(react: ReactHooks, useSnapshot: () => DataSnapshot | null = () => null) {
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

    // The answer the server drew this screen with, for the key it drew (taken once, at mount).
    const snapshot = useSnapshot();
    const [carried] = react.useState<{ id: string; keys: string[]; state: QueryState<T> } | null>(() => {
      const found = id === null || snapshot === null ? undefined : carriedAnswer<T>(snapshot, options);
      return id !== null && found !== undefined
        ? {
            id,
            keys: found.keys,
            state: { status: 'success', data: found.data, error: undefined, isFetching: false, updatedAt: 0 },
          }
        : null;
    });
    const drawn = carried !== null && carried.id === id ? carried.state : null;

    const state = react.useSyncExternalStore(
      react.useCallback((changed: () => void) => (id === null ? ignore : queryCache.subscribe(id, changed)), [id]),
      () => {
        const current = queryCache.read<T>(id ?? '');
        // Until the cache has the carried answer (the effect below), and while what it has is that
        // very answer, the screen stays as drawn: the same snapshot, so the carried answer's move
        // into the cache re-renders nothing right after hydration (a whole screen, at once).
        return drawn && (untouched(current) || holds(current, drawn)) ? drawn : current;
      },
      () => drawn ?? (NOTHING as QueryState<T>),
    );
    const load = react.useCallback(
      (force: boolean) => {
        if (id === null) return;
        const { fetcher: read, options: given } = latest.current;
        if (!force && drawn && untouched(queryCache.read(id))) {
          // The page's copy becomes the cache's, and is not handed to a later call again.
          for (const key of carried?.keys ?? []) takePagePayload(key);
          queryCache.set(id, drawn.data);
          return;
        }
        queryCache.fetch(id, read, given, force).catch(ignore);
      },
      [id, drawn, carried],
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
