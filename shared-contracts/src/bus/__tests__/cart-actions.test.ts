import type { AxiosAdapter } from 'axios';
import { http } from '../../api/client';
import { recordingAdapter, withoutCsrf, type Responder } from '../../api/__tests__/recording-adapter';
import { emptyCart } from '../../model/checkout';
import type { Address, Cart } from '../../model/entities';
import { clearCart, refreshCart } from '../cart-actions';
import { cartReset, currentCart, setCart } from '../state';
import { STORAGE_KEY } from '../../constants';

const address: Address = {
  id: 3,
  name: 'Casa',
  street: 'Rua B',
  number: '20',
  neighborhood: 'Centro',
  city_name: 'Campinas',
  state_name: 'SP',
  zip_code: '13000-000',
};

const serverCart: Cart = {
  content: [{ seller: { id: 1, name: 'Loja 1' }, items: [] }],
  conditions: [{ name: 'frete' }],
  address,
  subtotal: 200,
  shipping: 20,
  coupon_name: 'DESC',
  discount: 5,
  total: 215,
  installments: [
    { number: 1, value: 215, total: 215, taxes: 0 },
    { number: 2, value: 107.5, total: 215, taxes: 0 },
  ],
};

const originalAdapter = http.defaults.adapter;
const useServer = (responder: Responder): ReturnType<typeof recordingAdapter> => {
  const recorder = recordingAdapter(responder);
  http.defaults.adapter = recorder.adapter satisfies AxiosAdapter;
  return recorder;
};

beforeEach(() => {
  setCart(cartReset());
  localStorage.clear();
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('refreshCart', () => {
  it('A-03 success replaces the cart with GET /api/cart and runs the callback', async () => {
    const { requests } = useServer(() => ({ status: 200, data: serverCart }));
    const callback = jest.fn();
    await refreshCart(callback);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /api/cart']);
    expect(currentCart()).toEqual(serverCart);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('A-03 A-04 success persists the new cart', async () => {
    useServer(() => ({ status: 200, data: serverCart }));
    await refreshCart();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ cart: serverCart });
  });

  it('A-03 failure resets every field and the callback still runs', async () => {
    setCart(serverCart);
    const { requests } = useServer(() => ({ status: 500, data: { message: 'erro' } }));
    const callback = jest.fn();
    await expect(refreshCart(callback)).resolves.toBeUndefined();
    expect(withoutCsrf(requests)).toHaveLength(1);
    expect(currentCart()).toEqual(emptyCart);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('A-03 a network failure (no answer) also resets and runs the callback', async () => {
    setCart(serverCart);
    http.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    const callback = jest.fn();
    await refreshCart(callback);
    expect(currentCart()).toEqual(cartReset());
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('A-03 the callback runs after the cart was stored', async () => {
    useServer(() => ({ status: 200, data: serverCart }));
    let seenTotal: number | null = null;
    await refreshCart(() => {
      seenTotal = currentCart().total;
    });
    expect(seenTotal).toBe(215);
  });

  it('works without a callback', async () => {
    useServer(() => ({ status: 401 }));
    await expect(refreshCart()).resolves.toBeUndefined();
    expect(currentCart()).toEqual(cartReset());
  });
});

describe('clearCart', () => {
  it('A-03 empties everything but the address, without calling the server', () => {
    const { requests } = useServer(() => ({ status: 200 }));
    setCart(serverCart);
    clearCart();
    expect(currentCart()).toEqual({ ...cartReset(), address });
    expect(requests).toEqual([]);
  });

  it('A-03 A-04 persists the cleared cart', () => {
    setCart(serverCart);
    clearCart();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ cart: { ...cartReset(), address } });
  });
});
