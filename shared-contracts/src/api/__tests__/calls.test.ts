import {
  getBanners,
  getCart,
  getCartSessionId,
  getCategories,
  getProductList,
  getUser,
  login,
  logout,
  processCart,
  quoteCart,
  saveNewsletter,
  search,
  updateCartAddress,
  updateCartItem,
  updateCartShipping,
  validateCoupon,
  type SearchParams,
} from '../calls';
import { http } from '../client';
import type { OrderData } from '../../model/entities';
import { recordingAdapter, withoutCsrf, type RecordedRequest, type Responder } from './recording-adapter';

const originalAdapter = http.defaults.adapter;
const useServer = (responder?: Responder): ReturnType<typeof recordingAdapter> => {
  const recorder = recordingAdapter(responder);
  http.defaults.adapter = recorder.adapter;
  return recorder;
};
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** The one call of spec §7 made (anti-forgery cookie fetches aside). */
function only(requests: RecordedRequest[]): RecordedRequest {
  const calls = withoutCsrf(requests);
  expect(calls).toHaveLength(1);
  const [call] = calls;
  if (!call) throw new Error('no call made');
  return call;
}

const csrfFirst = (requests: RecordedRequest[]): boolean => requests[0]?.url === '/sanctum/csrf-cookie';

describe('GET calls of spec §7', () => {
  it('getCategories: GET /api/categories and returns the list', async () => {
    const list = [
      { category: { name: 'Moda', slug: 'moda', image: 'm.jpg' }, items: [{ name: 'Camisetas', slug: 'camisetas' }] },
    ];
    const { requests } = useServer(() => ({ status: 200, data: list }));
    await expect(getCategories()).resolves.toEqual(list);
    const call = only(requests);
    expect([call.method, call.url, call.params]).toEqual(['get', '/api/categories', undefined]);
    expect(requests).toHaveLength(1);
  });

  it('A-01 getUser: GET /api/user, no anti-forgery cookie, returns user data', async () => {
    const response = { user: { name: 'Ana', document: '', phone: '', cellphone: '', user_type: 1 }, user_type: 1 };
    const { requests } = useServer(() => ({ status: 200, data: response }));
    await expect(getUser()).resolves.toEqual(response);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /api/user']);
    expect(requests[0]?.config.silent401).toBe(false);
  });

  it('A-09 getUser({ silent: true }) marks the call silent', async () => {
    const { requests } = useServer(() => ({ status: 200, data: {} }));
    await getUser({ silent: true });
    expect(requests[0]?.config.silent401).toBe(true);
  });

  it('A-08 logout: cookie first, then GET /api/logout', async () => {
    const { requests } = useServer();
    await logout();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /sanctum/csrf-cookie', 'get /api/logout']);
  });

  it('H-01 getBanners: GET /api/banners with banner_group', async () => {
    const banners = [{ name: 'B', url: '/x', image: 'i', mobile_image: 'm', tablet_image: 't' }];
    const { requests } = useServer(() => ({ status: 200, data: banners }));
    await expect(getBanners('home')).resolves.toEqual(banners);
    const call = only(requests);
    expect([call.method, call.url, call.params]).toEqual(['get', '/api/banners', { banner_group: 'home' }]);
    expect(http.getUri(call.config)).toBe('/api/banners?banner_group=home');
  });

  it('P-13 getProductList: GET /api/product-list with list_id, type, limit', async () => {
    const { requests } = useServer(() => ({ status: 200, data: { total: 0, data: [] } }));
    await expect(getProductList({ list_id: 'mais-vendidos', type: 'store', limit: 10 })).resolves.toEqual({
      total: 0,
      data: [],
    });
    const call = only(requests);
    expect([call.method, call.url, call.params]).toEqual([
      'get',
      '/api/product-list',
      { list_id: 'mais-vendidos', type: 'store', limit: 10 },
    ]);
  });

  it('P-06 P-07 search: GET /api/search with its params', async () => {
    const params: SearchParams = {
      type: 'store',
      category_id: 4,
      seller_id: 9,
      search: 'café',
      product_situations: ['new'],
      product_type_ids: [1, 2],
      product_manufacturer_ids: [7],
      product_category_ids: [11, 12],
      items_per_page: 24,
      order: 3,
      page: 2,
    };
    const { requests } = useServer(() => ({ status: 200, data: { products: { data: [] } } }));
    await search(params);
    const call = only(requests);
    expect([call.method, call.url]).toEqual(['get', '/api/search']);
    expect(call.params).toEqual(params);
    expect(requests).toHaveLength(1);
  });

  it('getCart: GET /api/cart, no anti-forgery cookie', async () => {
    const { requests } = useServer(() => ({ status: 200, data: { content: [] } }));
    await expect(getCart()).resolves.toEqual({ content: [] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /api/cart']);
  });

  it('C-19 getCartSessionId: GET /api/cart/sessionid and returns appId and sessionId', async () => {
    const { requests } = useServer(() => ({ status: 200, data: { appId: 'app', sessionId: 'sess' } }));
    await expect(getCartSessionId()).resolves.toEqual({ appId: 'app', sessionId: 'sess' });
    const call = only(requests);
    expect([call.method, call.url]).toEqual(['get', '/api/cart/sessionid']);
  });
});

describe('POST calls of spec §7 (C-20: cookie first)', () => {
  it('H-03 saveNewsletter: POST /api/newsletter/save with name and email', async () => {
    const { requests } = useServer(() => ({ status: 200, data: { message: 'ok' } }));
    await expect(saveNewsletter({ name: 'Ana', email: 'ana@example.com' })).resolves.toEqual({ message: 'ok' });
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual([
      'post',
      '/api/newsletter/save',
      { name: 'Ana', email: 'ana@example.com' },
    ]);
  });

  it('login: POST /api/login with the credentials', async () => {
    const { requests } = useServer(() => ({ status: 200, data: { user_type: 2 } }));
    await expect(login({ email: 'a@b.com', password: 'x', remember: true })).resolves.toEqual({ user_type: 2 });
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual([
      'post',
      '/api/login',
      { email: 'a@b.com', password: 'x', remember: true },
    ]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it('C-13 C-20 updateCartAddress: POST /api/cart/update-address with address_id', async () => {
    const { requests } = useServer();
    await updateCartAddress(12);
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual(['post', '/api/cart/update-address', { address_id: 12 }]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it('C-14 C-20 updateCartShipping: POST /api/cart/update-shipping with hashs', async () => {
    const { requests } = useServer();
    await updateCartShipping({ '1': 'hash-a', '2': 'hash-b' });
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual([
      'post',
      '/api/cart/update-shipping',
      { hashs: { '1': 'hash-a', '2': 'hash-b' } },
    ]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it('C-12 C-20 quoteCart: POST /api/cart/quote without payload, returns quotes by seller', async () => {
    const quotes = {
      '1': [
        {
          hash: 'h',
          carrier: 'Correios',
          shippingServiceName: 'PAC',
          deliveryTime: 5,
          price: 20,
          gateway: 'x',
          address: null,
        },
      ],
    };
    const { requests } = useServer(() => ({ status: 200, data: quotes }));
    await expect(quoteCart()).resolves.toEqual(quotes);
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual(['post', '/api/cart/quote', undefined]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it.each([1, -1] as const)(
    'C-15 C-20 updateCartItem: POST /api/cart/update with item_key and count %i',
    async (count) => {
      const removed = {
        removed: { product: { id: 1, name: 'P' }, price: 10, product_category: null, product_variation_option: null },
      };
      const { requests } = useServer(() => ({ status: 200, data: removed }));
      await expect(updateCartItem('key-1', count)).resolves.toEqual(removed);
      const call = only(requests);
      expect([call.method, call.url, call.body]).toEqual(['post', '/api/cart/update', { item_key: 'key-1', count }]);
      expect(csrfFirst(requests)).toBe(true);
    },
  );

  it('C-16 C-20 processCart: POST /api/cart/process with { order_data }', async () => {
    const orderData: OrderData = {
      method: 'credit_card',
      card: { number: '4111111111111111', name: 'ANA', year: '2030', month: '05', cvv: '123', installments: 1 },
      customer: { document: '12345678909', phone: '1134567890', cellphone: '11987654321' },
    };
    const { requests } = useServer(() => ({ status: 200, data: { order: { id: 77 } } }));
    await expect(processCart(orderData)).resolves.toEqual({ order: { id: 77 } });
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual(['post', '/api/cart/process', { order_data: orderData }]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it('C-04 C-20 validateCoupon: POST /api/cart/coupon-validate with code', async () => {
    const { requests } = useServer();
    await validateCoupon('PROMO10');
    const call = only(requests);
    expect([call.method, call.url, call.body]).toEqual(['post', '/api/cart/coupon-validate', { code: 'PROMO10' }]);
    expect(csrfFirst(requests)).toBe(true);
  });

  it('passes a failed answer to the caller', async () => {
    useServer((r) =>
      r.url === '/api/cart/process' ? { status: 422, data: { errors: { card: ['Inválido'] } } } : { status: 200 },
    );
    await expect(
      processCart({
        method: 'pix',
        card: { number: '', name: '', year: '', month: '', cvv: '', installments: 1 },
        customer: { document: '', phone: '', cellphone: '' },
      }),
    ).rejects.toMatchObject({ response: { status: 422, data: { errors: { card: ['Inválido'] } } } });
  });
});
