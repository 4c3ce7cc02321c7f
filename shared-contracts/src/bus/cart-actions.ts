import { getCart as fetchCart } from '../api/calls';
import { cartCleared, cartFromResponse, cartReset, currentCart, setCart } from './state';

/**
 * Cart refresh (spec §4): success replaces every field, failure resets them all; the callback
 * runs either way.
 */
export async function refreshCart(callback?: () => void): Promise<void> {
  try {
    setCart(cartFromResponse(await fetchCart()));
  } catch {
    setCart(cartReset());
  } finally {
    callback?.();
  }
}

/** 'clear': everything but the address. */
export function clearCart(): void {
  setCart(cartCleared(currentCart()));
}
