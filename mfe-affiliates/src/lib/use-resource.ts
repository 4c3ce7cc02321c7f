import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';
import { statusOf } from 'shared-contracts';

export type Resource<T> =
  | { status: 'loading'; data: undefined; stale: T | undefined; error: undefined }
  | { status: 'success'; data: T; stale: T | undefined; error: undefined }
  | { status: 'error'; data: undefined; stale: T | undefined; error: unknown };

export interface ResourceControls<T> {
  /** Asks again: after an error, or after a change made elsewhere. */
  retry: () => void;
  /** Replaces the data with what an action answered, without asking again. */
  replace: (data: T) => void;
}

interface Settled<T> {
  key: string;
  ok: boolean;
  data?: T;
  error?: unknown;
}

/**
 * Runs `loader` whenever `deps` change (compared by value) and tells what a screen needs:
 * loading, success with data or error, plus the last data that arrived (to keep showing while a
 * new page loads). Answers of outdated requests are dropped. A 401 is the shell's business (it
 * logs out and sends to login), so it keeps the loading state instead of showing an error.
 */
export function useResource<T>(loader: () => Promise<T>, deps: DependencyList): Resource<T> & ResourceControls<T> {
  const loaderRef = useRef(loader);
  useLayoutEffect(() => {
    loaderRef.current = loader;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [stale, setStale] = useState<T | undefined>(undefined);
  const key = `${JSON.stringify(deps)}#${attempt}`;

  useEffect(() => {
    let active = true;
    loaderRef.current().then(
      (data) => {
        if (!active) return;
        setSettled({ key, ok: true, data });
        setStale(data);
      },
      (error: unknown) => {
        if (active && statusOf(error) !== 401) setSettled({ key, ok: false, error });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => {
      setSettled({ key, ok: true, data });
      setStale(data);
    },
    [key],
  );

  const current = settled?.key === key ? settled : null;
  if (current?.ok) return { status: 'success', data: current.data as T, stale, error: undefined, retry, replace };
  if (current) return { status: 'error', data: undefined, stale, error: current.error, retry, replace };
  return { status: 'loading', data: undefined, stale, error: undefined, retry, replace };
}
