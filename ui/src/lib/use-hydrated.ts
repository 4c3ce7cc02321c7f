import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;

/**
 * False in a server render and while the browser hydrates it, true from the render after (a
 * synchronous one): a control whose code must answer first (a masked field) stays disabled until
 * then, so hydration meets the server's HTML. True from the start in a page drawn by the browser
 * alone. For what only the browser adds, with nobody waiting for it, `useAfterFirstCommit`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * False in the first render, true a transition after the first commit: what the browser adds to a
 * page on its own, with nobody waiting for it (a closed panel, a banner only this browser wants).
 * A transition, not the synchronous re-render `useHydrated` makes, so a large addition is drawn in
 * slices of a few milliseconds instead of holding a phone's main thread at once.
 */
export function useAfterFirstCommit(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}
