import { STORAGE_KEY } from '../../constants';
import { emptyCart } from '../../model/checkout';
import type { Address, Cart, UserResponse } from '../../model/entities';
import {
  auth$,
  authenticate,
  cart$,
  cartCleared,
  cartFromResponse,
  cartReset,
  currentAuth,
  currentCart,
  initialAuth,
  logOut,
  readPersisted,
  restoreFromStorage,
  sellerGroupCount,
  sellerGroupCount$,
  setAuth,
  setCart,
  type AuthState,
} from '../state';

type StateModule = typeof import('../state');

/** The state module loaded afresh, as a page load does, reading what storage holds now. */
function loadStateModule(): StateModule {
  let fresh: StateModule | undefined;
  jest.isolateModules(() => {
    fresh = require('../state') as StateModule;
  });
  if (!fresh) throw new Error('module not loaded');
  return fresh;
}

const expectDefaults = (fresh: StateModule): void => {
  expect(fresh.currentAuth()).toEqual(initialAuth);
  expect(fresh.currentCart()).toEqual(emptyCart);
};

const home: Address = {
  id: 1,
  name: 'Casa',
  street: 'Rua A',
  number: '10',
  neighborhood: 'Centro',
  city_name: 'São Paulo',
  state_name: 'SP',
  zip_code: '01000-000',
};
const work: Address = { ...home, id: 2, name: 'Trabalho' };

const userResponse = (overrides: Partial<UserResponse> = {}): UserResponse => ({
  user: {
    id: 5,
    name: 'Ana',
    document: '12345678909',
    phone: '1134567890',
    cellphone: '11987654321',
    password: 'segredo',
    user_type: 1,
  },
  user_type: 1,
  addresses: [home],
  ...overrides,
});

const fullCart: Cart = {
  content: [
    {
      seller: { id: 1, name: 'Loja 1' },
      items: [
        {
          id: 'key-1',
          name: 'Camiseta',
          quantity: 2,
          price: 50,
          associatedModel: { photo: 'p.jpg', name: 'Camiseta', original_price: 60, seller: { slug: 'loja-1' } },
          attributes: {
            seller: { name: 'Loja 1' },
            product_variation: null,
            product_variation_option: null,
            product_category: null,
          },
        },
      ],
    },
    { seller: { id: 2, name: 'Loja 2' }, items: [] },
  ],
  conditions: [{ name: 'cupom' }],
  address: home,
  subtotal: 100,
  shipping: 15,
  coupon_name: 'PROMO10',
  discount: 10,
  total: 105,
  installments: [{ number: 1, value: 105, total: 105, taxes: 0 }],
};

const saved = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');

beforeEach(() => {
  setAuth(logOut());
  setCart(cartReset());
  localStorage.clear();
});

describe('defaults', () => {
  it('A-01 auth is logged out by default with user_type 1', () => {
    expect(initialAuth).toEqual({ authenticated: false, user: null, addresses: [], user_type: 1 });
  });

  it('A-03 the empty cart has empty lists, zero numbers and null address, coupon and installments', () => {
    expect(emptyCart).toEqual({
      content: [],
      conditions: [],
      address: null,
      subtotal: 0,
      shipping: 0,
      coupon_name: null,
      discount: 0,
      total: 0,
      installments: null,
    });
  });
});

describe('authenticate', () => {
  it('A-01 stores user, user_type and the returned addresses and becomes authenticated', () => {
    const next = authenticate(initialAuth, userResponse({ user_type: 2, addresses: [work] }));
    expect(next.authenticated).toBe(true);
    expect(next.user_type).toBe(2);
    expect(next.addresses).toEqual([work]);
    expect(next.user).toMatchObject({ id: 5, name: 'Ana', document: '12345678909' });
  });

  it('A-01 keeps the previous addresses when the response has none', () => {
    const before: AuthState = { ...initialAuth, addresses: [home, work] };
    const { addresses: _omitted, ...withoutAddresses } = userResponse();
    const next = authenticate(before, withoutAddresses);
    expect(next.addresses).toEqual([home, work]);
    expect(next.authenticated).toBe(true);
  });

  it('A-01 replaces previous addresses with an empty list when the response returns one', () => {
    const next = authenticate({ ...initialAuth, addresses: [home] }, userResponse({ addresses: [] }));
    expect(next.addresses).toEqual([]);
  });

  it('clears the password and leaves the response untouched', () => {
    const response = userResponse();
    const next = authenticate(initialAuth, response);
    expect(next.user?.password).toBe('');
    expect(response.user.password).toBe('segredo');
  });
});

describe('logOut', () => {
  it('A-02 returns to the defaults: logged out, user null, empty addresses, user_type 1', () => {
    expect(logOut()).toEqual({ authenticated: false, user: null, addresses: [], user_type: 1 });
  });

  it('A-02 gives a fresh address list each time (not shared with the defaults)', () => {
    const a = logOut();
    a.addresses.push(home);
    expect(logOut().addresses).toEqual([]);
    expect(initialAuth.addresses).toEqual([]);
  });
});

describe('cart transitions', () => {
  it('A-03 cartFromResponse replaces every field with the response', () => {
    expect(cartFromResponse(fullCart)).toEqual(fullCart);
  });

  it('A-03 cartFromResponse fills fields the response lacks with the empty values', () => {
    const partial = { content: fullCart.content, total: 9 } as unknown as Cart;
    expect(cartFromResponse(partial)).toEqual({ ...emptyCart, content: fullCart.content, total: 9 });
  });

  it('A-03 cartReset empties content and conditions, zeroes numbers and nulls address, installments and coupon', () => {
    // emptyCart is written out field by field in 'defaults' above.
    expect(cartReset()).toEqual(emptyCart);
  });

  it('A-03 cartReset gives fresh lists each time', () => {
    const a = cartReset();
    a.content.push({ seller: { id: 1, name: 'x' }, items: [] });
    expect(cartReset().content).toEqual([]);
    expect(emptyCart.content).toEqual([]);
  });

  it('A-03 cartCleared keeps only the address', () => {
    expect(cartCleared(fullCart)).toEqual({ ...cartReset(), address: home });
  });

  it('A-03 cartCleared of a cart without address is the reset cart', () => {
    expect(cartCleared({ ...fullCart, address: null })).toEqual(cartReset());
  });

  it('L-11 sellerGroupCount counts seller groups, not items', () => {
    expect(sellerGroupCount(fullCart)).toBe(2);
    expect(sellerGroupCount(cartReset())).toBe(0);
  });
});

describe('persistence (A-04)', () => {
  it('A-04 the storage key is "marketplace"', () => {
    expect(STORAGE_KEY).toBe('marketplace');
  });

  it('A-04 setAuth writes auth and cart as JSON under the storage key', () => {
    const auth = authenticate(initialAuth, userResponse());
    setAuth(auth);
    expect(saved()).toEqual({ auth: JSON.parse(JSON.stringify(auth)), cart: cartReset() });
    expect(currentAuth()).toEqual(auth);
  });

  it('A-04 setCart writes the cart next to the current auth', () => {
    const auth = authenticate(initialAuth, userResponse());
    setAuth(auth);
    setCart(fullCart);
    expect(saved()).toEqual({ auth: JSON.parse(JSON.stringify(auth)), cart: fullCart });
    expect(currentCart()).toEqual(fullCart);
  });

  it('A-04 readPersisted restores what was saved', () => {
    const auth = authenticate(initialAuth, userResponse({ user_type: 2 }));
    setAuth(auth);
    setCart(fullCart);
    const restored = readPersisted();
    expect(restored.auth).toEqual(auth);
    expect(restored.cart).toEqual(fullCart);
  });

  it('A-04 readPersisted gives the defaults when nothing is saved', () => {
    expect(readPersisted()).toEqual({ auth: initialAuth, cart: emptyCart });
  });

  it.each([
    ['malformed JSON', '{not json'],
    ['a JSON string', '"marketplace"'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an object without auth and cart', '{}'],
    [
      'auth without a boolean authenticated',
      JSON.stringify({ auth: { authenticated: 'yes', user_type: 2 }, cart: { content: 'x' } }),
    ],
    ['auth and cart of the wrong types', JSON.stringify({ auth: 'signed-in', cart: [1, 2] })],
    ['cart content not a list', JSON.stringify({ auth: null, cart: { content: {}, total: 5 } })],
  ])('A-04 readPersisted falls back to the defaults on %s', (_label, raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    expect(readPersisted()).toEqual({ auth: initialAuth, cart: emptyCart });
  });

  it('A-04 readPersisted keeps a good part when the other part is malformed', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ auth: { authenticated: true, user_type: 2 }, cart: { content: 'x' } }),
    );
    expect(readPersisted()).toEqual({ auth: { ...initialAuth, authenticated: true, user_type: 2 }, cart: emptyCart });
  });

  it('A-04 readPersisted completes a partial saved cart with the empty values', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: initialAuth, cart: { content: [], total: 7 } }));
    expect(readPersisted().cart).toEqual({ ...emptyCart, total: 7 });
  });

  it('A-04 restoreFromStorage re-reads storage into the streams', () => {
    const auth = authenticate(initialAuth, userResponse({ user_type: 2 }));
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth, cart: fullCart }));
    expect(currentAuth()).toEqual(initialAuth);
    restoreFromStorage();
    expect(currentAuth()).toEqual(auth);
    expect(currentCart()).toEqual(fullCart);
  });

  it('A-04 restoreFromStorage falls back to the defaults when storage was cleared', () => {
    setAuth(authenticate(initialAuth, userResponse()));
    setCart(fullCart);
    localStorage.clear();
    restoreFromStorage();
    expect(currentAuth()).toEqual(initialAuth);
    expect(currentCart()).toEqual(emptyCart);
  });

  it('A-04 module load restores the saved state', () => {
    const auth = authenticate(initialAuth, userResponse({ user_type: 2, addresses: [work] }));
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth, cart: fullCart }));
    const fresh = loadStateModule();
    expect(fresh.currentAuth()).toEqual(auth);
    expect(fresh.currentCart()).toEqual(fullCart);
    const seen: boolean[] = [];
    fresh.auth$.subscribe((a) => seen.push(a.authenticated)).unsubscribe();
    expect(seen).toEqual([true]);
  });

  it('A-01 A-04 module load with nothing saved starts logged out with an empty cart', () => {
    expectDefaults(loadStateModule());
  });

  it('A-04 module load with malformed storage starts from the defaults', () => {
    localStorage.setItem(STORAGE_KEY, '{"auth":');
    expectDefaults(loadStateModule());
  });

  it('keeps working in memory when storage refuses to write', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => setCart(fullCart)).not.toThrow();
      expect(currentCart()).toEqual(fullCart);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('streams', () => {
  it('A-04 auth$ emits the current value on subscribe and then every change', () => {
    const signedIn = authenticate(initialAuth, userResponse());
    setAuth(signedIn);
    const seen: AuthState[] = [];
    const subscription = auth$.subscribe((a) => seen.push(a));
    expect(seen).toEqual([signedIn]);
    setAuth(logOut());
    expect(seen).toEqual([signedIn, logOut()]);
    subscription.unsubscribe();
    setAuth(signedIn);
    expect(seen).toHaveLength(2);
  });

  it('cart$ emits the current value on subscribe and then every change', () => {
    const seen: Cart[] = [];
    const subscription = cart$.subscribe((c) => seen.push(c));
    setCart(fullCart);
    subscription.unsubscribe();
    expect(seen).toEqual([cartReset(), fullCart]);
  });

  it('L-11 sellerGroupCount$ emits the badge count only when it changes', () => {
    const counts: number[] = [];
    const subscription = sellerGroupCount$.subscribe((n) => counts.push(n));
    setCart(fullCart);
    setCart({ ...fullCart, total: 1 });
    setCart(cartCleared(fullCart));
    subscription.unsubscribe();
    expect(counts).toEqual([0, 2, 0]);
  });
});
