import { useSyncExternalStore } from 'react';

/** The part of an RxJS Observable this hook needs. */
export interface Subscribable<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

interface Store<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
}

const stores = new WeakMap<Subscribable<unknown>, Store<unknown>>();

function createStore<T>(source: Subscribable<T>, initial: T): Store<T> {
  let current = initial;
  // State streams (BehaviorSubject-backed) hand over their current value on subscribe: read it now
  // so the first render already shows it.
  source
    .subscribe((value) => {
      current = value;
    })
    .unsubscribe();
  // One subscription to the source for every component reading it: each change is recorded once
  // and every reader is told, so no reader misses a change another one has already seen.
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      subscription ??= source.subscribe((value) => {
        if (Object.is(value, current)) return;
        current = value;
        listeners.forEach((listener) => listener());
      });
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = null;
        }
      };
    },
    getSnapshot: () => current,
  };
}

function storeFor<T>(source: Subscribable<T>, initial: T): Store<T> {
  const existing = stores.get(source as Subscribable<unknown>);
  if (existing) return existing as Store<T>;
  const store = createStore(source, initial);
  stores.set(source as Subscribable<unknown>, store as Store<unknown>);
  return store;
}

/**
 * The latest value of an observable, re-rendering on every change. `server.value`, when given, is
 * what a server render draws and what the browser's hydration of it draws first (then the
 * observable's value, right after hydration): a guest, an empty cart. Keep it a constant.
 */
export function useObservable<T>(source: Subscribable<T>, initial: T, server?: { value: T }): T {
  const store = storeFor(source, initial);
  const getServerSnapshot = server ? () => server.value : store.getSnapshot;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
}
