import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import {
  cart$,
  currentCart,
  quoteCart,
  updateCartAddress,
  updateCartItem,
  updateCartShipping,
  type Cart,
  type CartItem,
  type CartUpdateResponse,
  type ShippingQuotes,
} from 'shared-contracts';
import { trackRemoveFromCart } from '../../lib/cart-analytics';
import { loadCart, type LoadCartResult } from './load-cart';

export type CartLoadStatus = 'loading' | 'error' | 'ready';

export type QuoteState =
  | { status: 'idle' }
  /** Asking again; the options of the last answer stay on screen meanwhile, when they still apply. */
  | { status: 'loading'; previous?: ShippingQuotes }
  | { status: 'error' }
  | { status: 'ready'; quotes: ShippingQuotes };

/** Seller id to the hash of the chosen quote. */
export type ShippingChoice = Record<string, string>;

/** The cart change under way, if any: the page keeps its controls from starting another. */
export type PendingChange =
  { kind: 'address' } | { kind: 'shipping'; sellerId: string } | { kind: 'quantity'; itemKey: string };

export const CART_TEXT = {
  addressUpdated: 'Endereço de entrega atualizado.',
  shippingUpdated: 'Opção de entrega atualizada.',
  quotesReady: 'Opções de entrega atualizadas.',
  removed: (name: string) => `${name} foi removido do carrinho.`,
  quantity: (name: string, quantity: number) => `Quantidade de ${name}: ${quantity}.`,
} as const;

function subscribeToCart(onChange: () => void): () => void {
  const subscription = cart$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The option preselected for each seller: the first quote (spec §4), unless a new quote still
 * offers the option the shopper had chosen (another seller's quantity changed, say).
 */
export function preselectedShipping(quotes: ShippingQuotes, previous: ShippingChoice = {}): ShippingChoice {
  const choice: ShippingChoice = {};
  for (const [sellerId, options] of Object.entries(quotes)) {
    const kept = options.find((option) => option.hash === previous[sellerId]);
    const chosen = kept ?? options[0];
    if (chosen) choice[sellerId] = chosen.hash;
  }
  return choice;
}

function findItem(cart: Cart, itemKey: string): CartItem | undefined {
  for (const group of cart.content) {
    const item = group.items.find((i) => i.id === itemKey);
    if (item) return item;
  }
  return undefined;
}

interface CheckoutCartOptions {
  /** An address the page was asked to use (`?endereco=` or the address editor's state). */
  requestedAddressId: number | null;
  /** The cart is empty: the page leaves for home. */
  onEmpty: () => void;
  announce: (message: string) => void;
}

/**
 * The cart side of the checkout, as spec §4 describes it: load (empty → home), the saved address
 * selected, quotes with the first option of each seller preselected and sent, address, option and
 * quantity changes each followed by the refresh (and re-quote) the spec asks for.
 */
export function useCheckoutCart({ requestedAddressId, onEmpty, announce }: CheckoutCartOptions) {
  const cart = useSyncExternalStore(subscribeToCart, currentCart, currentCart);
  const [status, setStatus] = useState<CartLoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [selectedAddressId, setSelectedAddressId] = useState<number | null>(null);
  const [quotes, setQuotes] = useState<QuoteState>({ status: 'idle' });
  const [selectedShipping, setSelectedShipping] = useState<ShippingChoice>({});
  const [pending, setPending] = useState<PendingChange | null>(null);

  const mounted = useRef(false);
  const quoteRun = useRef(0);
  const shipping = useRef<ShippingChoice>({});
  const requestHonoured = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const chooseShipping = (next: ShippingChoice) => {
    shipping.current = next;
    setSelectedShipping(next);
  };

  /** Refresh after an action; null when the cart could not be read (the page then offers a retry). */
  async function refresh(): Promise<Cart | null> {
    const result = await loadCart();
    if (!mounted.current) return null;
    if (!result.ok) {
      // A 401 belongs to the shell, which logs out and goes to login.
      if (result.status !== 401) setStatus('error');
      return null;
    }
    return result.cart;
  }

  /** Quotes; the first option of each seller is preselected, sent, and the cart refreshed. */
  async function quote(): Promise<void> {
    const run = ++quoteRun.current;
    setQuotes((current) =>
      current.status === 'ready'
        ? { status: 'loading', previous: current.quotes }
        : { status: 'loading', previous: current.status === 'loading' ? current.previous : undefined },
    );
    let answer: ShippingQuotes;
    try {
      answer = await quoteCart();
    } catch {
      if (mounted.current && run === quoteRun.current) setQuotes({ status: 'error' });
      return;
    }
    if (!mounted.current || run !== quoteRun.current) return;
    const choice = preselectedShipping(answer, shipping.current);
    setQuotes({ status: 'ready', quotes: answer });
    chooseShipping(choice);
    if (Object.keys(choice).length === 0) return;
    // The result is ignored except for the refresh, which runs on failure too (spec §7).
    await updateCartShipping(choice).catch(() => undefined);
    if (!mounted.current || run !== quoteRun.current) return;
    if (await refresh()) announce(CART_TEXT.quotesReady);
  }

  async function changeAddress(addressId: number): Promise<void> {
    setSelectedAddressId(addressId);
    // Options for another destination: none shown until they come, the first of each seller preselected.
    chooseShipping({});
    quoteRun.current += 1;
    setQuotes({ status: 'loading' });
    setPending({ kind: 'address' });
    await updateCartAddress(addressId).catch(() => undefined);
    const fresh = await refresh();
    if (!mounted.current) return;
    setPending(null);
    if (!fresh) return;
    announce(CART_TEXT.addressUpdated);
    await quote();
  }

  async function selectShipping(sellerId: string, hash: string): Promise<void> {
    const next = { ...shipping.current, [sellerId]: hash };
    chooseShipping(next);
    setPending({ kind: 'shipping', sellerId });
    await updateCartShipping(next).catch(() => undefined);
    const fresh = await refresh();
    if (!mounted.current) return;
    setPending(null);
    if (fresh) announce(CART_TEXT.shippingUpdated);
  }

  async function changeQuantity(item: CartItem, count: 1 | -1): Promise<void> {
    setPending({ kind: 'quantity', itemKey: item.id });
    let response: CartUpdateResponse | null = null;
    try {
      response = await updateCartItem(item.id, count);
    } catch {
      // Silent (spec §8): the refresh below shows the cart as the server has it.
    }
    if (response?.removed) trackRemoveFromCart(response.removed);
    const fresh = await refresh();
    if (!mounted.current) return;
    setPending(null);
    if (!fresh) return;
    if (fresh.content.length === 0) {
      onEmpty();
      return;
    }
    const now = findItem(fresh, item.id);
    announce(now ? CART_TEXT.quantity(now.name, now.quantity) : CART_TEXT.removed(item.name));
    await quote();
  }

  /** The first read of the cart (and each retry): spec §4's transitions from there. */
  const onLoaded = useEffectEvent(async (result: LoadCartResult) => {
    if (!mounted.current) return;
    if (!result.ok) {
      if (result.status !== 401) setStatus('error');
      return;
    }
    if (result.cart.content.length === 0) {
      onEmpty();
      return;
    }
    setStatus('ready');
    const saved = result.cart.address?.id ?? null;
    if (requestedAddressId !== null && !requestHonoured.current) {
      requestHonoured.current = true;
      if (requestedAddressId !== saved) {
        await changeAddress(requestedAddressId);
        return;
      }
    }
    // A saved address is selected; either way the options for the cart are asked for.
    setSelectedAddressId(saved);
    await quote();
  });

  useEffect(() => {
    void loadCart().then(onLoaded);
  }, [attempt]);

  return {
    cart,
    status,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
    /** Reads the cart again (after a coupon). */
    refresh,
    requote: quote,
    selectedAddressId,
    changeAddress,
    quotes,
    selectedShipping,
    selectShipping,
    changeQuantity,
    pending,
  };
}
