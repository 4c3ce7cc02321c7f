import { auth$, initialAuth, sellerGroupCount$, type AuthState } from 'shared-contracts';
import { useObservable } from './use-observable';

/** The signed-in state the shell publishes on auth$. */
export function useAuth(): AuthState {
  return useObservable(auth$, initialAuth);
}

/** How many seller groups the cart holds (the header badge, L-11). */
export function useSellerGroupCount(): number {
  return useObservable(sellerGroupCount$, 0);
}
