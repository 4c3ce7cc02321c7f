import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { STORAGE_KEY } from '../constants';
import { isRecord } from '../guards';
import { emptyCart } from '../model/checkout';
import type { Address, Cart, User, UserResponse, UserType } from '../model/entities';

export interface AuthState {
  authenticated: boolean;
  user: User | null;
  addresses: Address[];
  user_type: UserType;
}

export const initialAuth: AuthState = { authenticated: false, user: null, addresses: [], user_type: 1 };

// ---- transitions of spec §4, pure ----

/** A successful user fetch: authenticated, with user, user_type and addresses (only when returned). */
export function authenticate(state: AuthState, response: UserResponse): AuthState {
  return {
    authenticated: true,
    user: { ...response.user, password: '' },
    user_type: response.user_type,
    addresses: response.addresses ?? state.addresses,
  };
}

/** A failed user fetch or a logout. */
export function logOut(): AuthState {
  return { ...initialAuth, addresses: [] };
}

/** Cart refresh success: every field replaced by the response. */
export function cartFromResponse(response: Cart): Cart {
  return { ...emptyCart, ...response };
}

/** Cart refresh failure: everything reset. */
export function cartReset(): Cart {
  return { ...emptyCart, content: [], conditions: [] };
}

/** 'clear': empties content, conditions, numbers, installments and coupon, keeps the address. */
export function cartCleared(state: Cart): Cart {
  return { ...cartReset(), address: state.address };
}

/** The number the header badge shows: seller groups. */
export function sellerGroupCount(cart: Cart): number {
  return cart.content.length;
}

// ---- persistence ----

interface Persisted {
  auth: AuthState;
  cart: Cart;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads what was saved; anything malformed falls back to the defaults. */
export function readPersisted(): Persisted {
  const raw = storage()?.getItem(STORAGE_KEY);
  const fallback: Persisted = { auth: initialAuth, cart: emptyCart };
  if (!raw) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return fallback;
    const auth = isRecord(parsed.auth) && typeof parsed.auth.authenticated === 'boolean' ? parsed.auth : null;
    const cart = isRecord(parsed.cart) && Array.isArray(parsed.cart.content) ? parsed.cart : null;
    return {
      auth: auth ? { ...initialAuth, ...(auth as Partial<AuthState>) } : initialAuth,
      cart: cart ? { ...emptyCart, ...(cart as Partial<Cart>) } : emptyCart,
    };
  } catch {
    return fallback;
  }
}

function persist(): void {
  const value: Persisted = { auth: authSubject.getValue(), cart: cartSubject.getValue() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the state still lives in memory.
  }
}

const restored = readPersisted();
const authSubject = new BehaviorSubject<AuthState>(restored.auth);
const cartSubject = new BehaviorSubject<Cart>(restored.cart);

/** Auth state: current value on subscribe, then every change. Written by the shell only. */
export const auth$: Observable<AuthState> = authSubject.asObservable();
/** Cart state: current value on subscribe, then every change. */
export const cart$: Observable<Cart> = cartSubject.asObservable();
/** The badge count as a stream. */
export const sellerGroupCount$: Observable<number> = cart$.pipe(map(sellerGroupCount), distinctUntilChanged());

export const currentAuth = (): AuthState => authSubject.getValue();
export const currentCart = (): Cart => cartSubject.getValue();

export function setAuth(next: AuthState): void {
  authSubject.next(next);
  persist();
}

export function setCart(next: Cart): void {
  cartSubject.next(next);
  persist();
}

/** Re-reads storage, e.g. after another tab changed it. */
export function restoreFromStorage(): void {
  const value = readPersisted();
  authSubject.next(value.auth);
  cartSubject.next(value.cart);
}
