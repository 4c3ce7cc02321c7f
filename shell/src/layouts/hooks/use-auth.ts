import { auth$, initialAuth, sellerGroupCount$, type AuthState } from 'shared-contracts';
import { useObservable } from './use-observable';

/** What a server render draws, and the hydration of it first: nobody signed in, an empty cart. */
export const GUEST = { value: initialAuth } as const;
const NO_CART = { value: 0 } as const;

/** The signed-in state the shell publishes on auth$ (a guest on the server, and while hydrating). */
export function useAuth(): AuthState {
  return useObservable(auth$, initialAuth, GUEST);
}

/** How many seller groups the cart holds (the header badge, L-11). */
export function useSellerGroupCount(): number {
  return useObservable(sellerGroupCount$, 0, NO_CART);
}
