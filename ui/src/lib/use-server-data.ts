import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverDataHook } from 'shared-contracts';
import { useDataSnapshot } from './data-snapshot';

export type { ServerData } from 'shared-contracts';

/**
 * useServerData(key, fetcher, options): a screen's server data from the page's one cache, as
 * `{ status, data, error, isFetching, previous, refetch, setData }` (shared-contracts/query). With
 * `options.pageKey`, a server render (and the browser's hydration of it) shows the answer the page
 * carries under that key.
 */
export const useServerData = serverDataHook(
  {
    useCallback,
    useEffect,
    useLayoutEffect,
    useRef,
    useState,
    useSyncExternalStore,
  },
  useDataSnapshot,
);
