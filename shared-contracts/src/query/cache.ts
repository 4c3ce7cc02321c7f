import { statusOf } from '../api/client';
import { auth$, cart$ } from '../bus/state';

/** What names one piece of server data: the path and what varies, e.g. `['/api/banners', 'home']`. */
export type QueryKey = string | readonly unknown[];

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryState<T = unknown> {
  status: QueryStatus;
  /** The last answer; kept while the key is read again (stale-while-revalidate). */
  data: T | undefined;
  error: unknown;
  /** A request for the key is on its way: a first load, a retry or a revalidation. */
  isFetching: boolean;
  /** When the data arrived (ms since the epoch), 0 before. */
  updatedAt: number;
}

export interface QueryOptions {
  /** How long an answer counts as fresh (ms): nothing is asked within it. 0 by default; Infinity: once per page. */
  staleTime?: number;
  /** Automatic retries of a request that got no answer or a 5xx, never of a 4xx. 0 by default: screens offer 'Tentar novamente'. */
  retry?: number;
  /**
   * The signed-in person's own data: forgotten once no screen shows it (the person changes it on
   * other screens, so the next one reads it fresh) and when who is signed in changes.
   */
  private?: boolean;
  /** Depends on the cart: read again whenever the cart changes. */
  cart?: boolean;
  /**
   * The key (`payloadKey`) under which a server-rendered page carries this answer: the server's
   * render, and the browser's hydration of it, show that answer first (see `serverDataHook`).
   */
  pageKey?: string;
  /**
   * For an answer made of several calls (a key that depends on another answer): makes it of the
   * page's payloads, read by key; undefined when one it needs is not there. Every key read counts
   * as the page's copy taken.
   */
  fromPage?: (read: (key: string) => unknown) => unknown;
}

/** Reads the data; the signal aborts when the answer would no longer be used. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  state: QueryState;
  listeners: Set<() => void>;
  options: QueryOptions;
  fetcher?: Fetcher<unknown>;
  /** The one request whose answer counts: a newer request, an answer set by hand or a drop void it. */
  request?: { promise: Promise<unknown>; controller: AbortController };
  invalid?: boolean;
}

const IDLE: QueryState = { status: 'loading', data: undefined, error: undefined, isFetching: false, updatedAt: 0 };

export const queryKeyOf = (key: QueryKey): string => (typeof key === 'string' ? key : JSON.stringify(key));

/** No answer at all, or the server failed: worth asking again. A 4xx would say the same again. */
export const isRetriable = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === null || status >= 500;
};

/**
 * Server data by key, framework free: one request per key at a time (screens asking together
 * share it), answers fresh for `staleTime`, older data shown while it is read again, retries of
 * network errors and 5xx, and answers of outdated requests dropped. A 401 is the shell's
 * business (it signs out and sends to login): it leaves the entry as it was.
 */
export function createQueryCache(retryDelay = (attempt: number) => 500 * 2 ** attempt) {
  const entries = new Map<string, Entry>();

  const entry = (key: string): Entry => {
    let found = entries.get(key);
    if (!found) entries.set(key, (found = { state: IDLE, listeners: new Set(), options: {} }));
    return found;
  };

  const update = (target: Entry, change: Partial<QueryState>): void => {
    target.state = { ...target.state, ...change };
    target.listeners.forEach((listener) => listener());
  };

  const succeed = (target: Entry, data: unknown): void => {
    target.request = undefined;
    target.invalid = false;
    update(target, { status: 'success', data, error: undefined, isFetching: false, updatedAt: Date.now() });
  };

  const cancel = (target: Entry): void => {
    target.request?.controller.abort();
    target.request = undefined;
  };

  async function attempt<T>(fetcher: Fetcher<T>, signal: AbortSignal, retries: number): Promise<T> {
    for (let n = 0; ; n += 1) {
      try {
        return await fetcher(signal);
      } catch (error) {
        if (n >= retries || signal.aborted || !isRetriable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelay(n)));
      }
    }
  }

  function start(target: Entry, fetcher: Fetcher<unknown>): Promise<unknown> {
    cancel(target);
    const controller = new AbortController();
    const request = {
      controller,
      promise: attempt(fetcher, controller.signal, target.options.retry ?? 0).then(
        (data) => {
          if (target.request === request) succeed(target, data);
          return data;
        },
        (error: unknown) => {
          if (target.request !== request) throw error;
          target.request = undefined;
          const kept = statusOf(error) === 401 || target.state.status === 'success';
          update(target, kept ? { isFetching: false, error } : { status: 'error', error, isFetching: false });
          throw error;
        },
      ),
    };
    target.request = request;
    // A retry after an error shows the loading state again; data already shown stays.
    update(target, { status: target.state.status === 'error' ? 'loading' : target.state.status, isFetching: true });
    return request.promise;
  }

  type Match = (key: string, options: QueryOptions) => boolean;

  function refresh(match: Match, drop: boolean, reload: boolean): void {
    for (const [key, target] of entries) {
      if (!match(key, target.options)) continue;
      target.invalid = true;
      if (drop) {
        cancel(target);
        update(target, IDLE);
      }
      if (reload && target.listeners.size > 0 && target.fetcher) start(target, target.fetcher).catch(() => undefined);
    }
  }

  return {
    /** The state of a key; the same object until it changes. */
    read: <T>(key: string): QueryState<T> => (entries.get(key)?.state ?? IDLE) as QueryState<T>,

    subscribe(key: string, listener: () => void): () => void {
      const target = entry(key);
      target.listeners.add(listener);
      return () => {
        target.listeners.delete(listener);
        // Private data is not kept for later: the next screen that shows it reads it fresh.
        if (target.options.private && target.listeners.size === 0 && entries.get(key) === target) {
          cancel(target);
          entries.delete(key);
        }
      };
    },

    /**
     * The key's data: the request on its way if there is one, the cached answer while fresh, a
     * new request otherwise. `force` asks again whatever the cache holds (a retry, a refresh).
     */
    fetch<T>(key: string, fetcher: Fetcher<T>, options: QueryOptions = {}, force = false): Promise<T> {
      const target = entry(key);
      target.fetcher = fetcher as Fetcher<unknown>;
      target.options = options;
      const { state } = target;
      if (!force && target.request) return target.request.promise as Promise<T>;
      const fresh = state.status === 'success' && !target.invalid;
      if (!force && fresh && Date.now() - state.updatedAt < (options.staleTime ?? 0)) {
        return Promise.resolve(state.data as T);
      }
      return start(target, fetcher as Fetcher<unknown>) as Promise<T>;
    },

    /** Data an action answered: shown at once, and any read on its way is dropped. */
    set<T>(key: string, data: T): void {
      const target = entry(key);
      cancel(target);
      succeed(target, data);
    },

    /** Marks matching keys stale; those on screen are read again (their data shown meanwhile). */
    invalidate: (match: Match): void => refresh(match, false, true),

    /** Forgets matching keys' data and voids their requests; with `reload`, those on screen load again. */
    drop: (match: Match, reload = true): void => refresh(match, true, reload),

    /** Forgets everything (tests). */
    clear(): void {
      entries.forEach(cancel);
      entries.clear();
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;

/**
 * Follows the bus: when who is signed in changes (sign-in, sign-out, another account) the private
 * entries are dropped; when the cart changes, the entries that depend on it are read again.
 */
export function followBus(cache: QueryCache): () => void {
  let who: unknown;
  let cart: string | undefined;
  const signedIn = auth$.subscribe(({ authenticated, user }) => {
    const next = authenticated ? (user?.id ?? user?.email ?? '') : null;
    // Signed out, nothing private is asked again (it would only be a 401).
    if (who !== undefined && next !== who) cache.drop((_, options) => options.private === true, next !== null);
    who = next;
  });
  const carted = cart$.subscribe((value) => {
    const next = JSON.stringify(value);
    if (cart !== undefined && next !== cart) cache.invalidate((_, options) => options.cart === true);
    cart = next;
  });
  return () => {
    signedIn.unsubscribe();
    carted.unsubscribe();
  };
}

/** The page's one cache: shared-contracts is a federation singleton, so every app reads this one. */
export const queryCache: QueryCache = createQueryCache();
followBus(queryCache);
