import { useCallback, useSyncExternalStore } from 'react';
import { usePhoneGuess } from 'ui';

/** Mobile layout below 768 px (spec §9 breakpoints). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now, following every change. False where it cannot be asked. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => mediaList(query)?.matches ?? false;
  // A server render, and the hydration of it, take a phone's width from the user-agent.
  const phone = usePhoneGuess();
  return useSyncExternalStore(subscribe, snapshot, () => query === MOBILE_QUERY && phone);
}

/** The person asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
