import { useSyncExternalStore } from 'react';
import { auth$, currentAuth, type AuthState } from 'shared-contracts';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(() => onChange());
  return () => subscription.unsubscribe();
}

/** The shell's auth state (read only here), re-rendering on every change. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, currentAuth, currentAuth);
}
