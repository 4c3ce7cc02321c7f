import { useSyncExternalStore } from 'react';
import { auth$, currentAuth, initialAuth, type AuthState } from 'shared-contracts';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(() => onChange());
  return () => subscription.unsubscribe();
}

/**
 * What a server render draws: a guest (no one's session is ever in the server's HTML). A hydrating
 * root draws it too, then the browser's own state.
 */
const guest = (): AuthState => initialAuth;

/** The shell's auth state (read only here), re-rendering on every change. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, currentAuth, guest);
}
