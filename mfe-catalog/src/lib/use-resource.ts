import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  /** The data of the current request, once it arrived. */
  data: T | undefined;
  /** The data of the last request that succeeded, kept while a new one loads. */
  stale: T | undefined;
  error: unknown;
  /** Asks again (after an error, or to refresh). */
  retry: () => void;
}

interface Settled<T> {
  key: string;
  status: 'success' | 'error';
  data?: T;
  error?: unknown;
}

/**
 * Runs `loader` whenever one of `deps` changes (compared by value) and tells what a screen
 * needs: loading, success with data, or error with a retry. Answers of outdated requests are
 * dropped, so a fast typist never sees an older result replace a newer one.
 */
export function useResource<T>(loader: () => Promise<T>, deps: DependencyList): Resource<T> {
  const loaderRef = useRef(loader);
  useLayoutEffect(() => {
    loaderRef.current = loader;
  });

  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);
  const key = `${JSON.stringify(deps)}#${attempt}`;

  useEffect(() => {
    let active = true;
    loaderRef.current().then(
      (data) => {
        if (!active) return;
        setSettled({ key, status: 'success', data });
        setLastData(data);
      },
      (error: unknown) => {
        if (active) setSettled({ key, status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled?.key === key ? settled : null;

  return {
    status: current?.status ?? 'loading',
    data: current?.status === 'success' ? current.data : undefined,
    stale: lastData,
    error: current?.status === 'error' ? current.error : undefined,
    retry,
  };
}
