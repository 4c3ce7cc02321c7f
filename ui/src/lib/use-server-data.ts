import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverDataHook } from 'shared-contracts';

export type { ServerData } from 'shared-contracts';

/**
 * useServerData(key, fetcher, options): a screen's server data from the page's one cache, as
 * `{ status, data, error, isFetching, previous, refetch, setData }` (shared-contracts/query).
 */
export const useServerData = serverDataHook({
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
});
