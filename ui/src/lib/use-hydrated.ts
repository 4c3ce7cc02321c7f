import { useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;

/**
 * False in a server render and while the browser hydrates it, true from the render after: what only
 * the browser knows (a preview kept in this browser, a portal into <body>) waits for it, and a
 * control whose code must answer first (a masked field) stays disabled until then, so hydration
 * meets the server's HTML. True from the start in a page drawn by the browser alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
