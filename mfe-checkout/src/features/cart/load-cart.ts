import { cartFromResponse, cartReset, getCart, setCart, statusOf, type Cart } from 'shared-contracts';

export type LoadCartResult = { ok: true; cart: Cart } | { ok: false; status: number | null };

/**
 * The cart refresh of spec §4 (the contract's refreshCart: success replaces every field of cart$,
 * failure resets them all), telling the page how it went so it can tell an empty cart (home)
 * from one that could not be read (error with retry).
 */
export async function loadCart(): Promise<LoadCartResult> {
  try {
    const cart = cartFromResponse(await getCart());
    setCart(cart);
    return { ok: true, cart };
  } catch (error) {
    setCart(cartReset());
    return { ok: false, status: statusOf(error) };
  }
}
