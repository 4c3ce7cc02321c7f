/** One typed function per call of spec §7, plus login. */
import { dataOf, http } from './client';
import type {
  Banner,
  Cart,
  Category,
  LoginCredentials,
  NewsletterSignUp,
  OrderData,
  Paginator,
  ProductCard,
  SearchResponse,
  ShippingQuotes,
  UserResponse,
} from '../model/entities';
import type { ProductListId, ProductListType } from '../model/catalog';
import { payloadKey, takePagePayload } from '../delivery';
import { searchPayloadKey } from '../routes/list-query';

export const getCategories = (): Promise<Category[]> =>
  dataOf(http.get<Category[]>('/api/categories')).then((list) => (Array.isArray(list) ? list : []));

/** silent: a 401 here means 'not signed in' and is not reported as an expired session. */
export const getUser = (options: { silent?: boolean } = {}): Promise<UserResponse> =>
  dataOf(http.get<UserResponse>('/api/user', { silent401: options.silent ?? false }));

export const login = (credentials: LoginCredentials): Promise<UserResponse> =>
  dataOf(http.post<UserResponse>('/api/login', credentials));

/** GET, yet it signs out: the anti-forgery cookie comes first. */
export const logout = (): Promise<void> =>
  http.get('/api/logout', { csrf: true, silent401: true }).then(() => undefined);

/** The first call of a page may be answered by the payload the server put in it (public data only). */
export const getBanners = (bannerGroup: string): Promise<Banner[]> => {
  const inline = takePagePayload<Banner[]>(payloadKey('/api/banners', { banner_group: bannerGroup }));
  return inline
    ? Promise.resolve(inline)
    : dataOf(http.get<Banner[]>('/api/banners', { params: { banner_group: bannerGroup } }));
};

export const saveNewsletter = (signUp: NewsletterSignUp): Promise<{ message?: string }> =>
  dataOf(http.post<{ message?: string }>('/api/newsletter/save', signUp));

export interface ProductListParams {
  list_id: ProductListId;
  type?: ProductListType;
  limit: number;
}

export const getProductList = (params: ProductListParams): Promise<{ total: number; data: ProductCard[] }> =>
  dataOf(http.get<{ total: number; data: ProductCard[] }>('/api/product-list', { params }));

export interface SearchParams {
  type?: ProductListType;
  category_id?: number | string;
  seller_id?: number | string;
  search?: string;
  product_situations?: string[];
  product_type_ids?: number[];
  product_manufacturer_ids?: number[];
  product_category_ids?: number[];
  min_price?: number;
  max_price?: number;
  items_per_page?: number;
  order?: number;
  page?: number;
}

/** A search; the first call of a page load takes the copy the server put in the page, if any. */
export const search = (params: SearchParams): Promise<SearchResponse> => {
  const key = searchPayloadKey(params);
  const inline = key ? takePagePayload<SearchResponse>(key) : undefined;
  return inline ? Promise.resolve(inline) : dataOf(http.get<SearchResponse>('/api/search', { params }));
};

export type { Paginator };

export const getCart = (): Promise<Cart> => dataOf(http.get<Cart>('/api/cart'));

export const updateCartAddress = (addressId: number): Promise<unknown> =>
  dataOf(http.post('/api/cart/update-address', { address_id: addressId }));

/** Seller id to the chosen quote hash. */
export const updateCartShipping = (hashs: Record<string, string>): Promise<unknown> =>
  dataOf(http.post('/api/cart/update-shipping', { hashs }));

export const quoteCart = (): Promise<ShippingQuotes> => dataOf(http.post<ShippingQuotes>('/api/cart/quote'));

export interface CartUpdateResponse {
  removed?: {
    product: { id: number; name: string };
    price: number;
    product_category: { name: string } | null;
    product_variation_option: { name: string } | null;
  };
}

export const updateCartItem = (itemKey: string, count: 1 | -1): Promise<CartUpdateResponse> =>
  dataOf(http.post<CartUpdateResponse>('/api/cart/update', { item_key: itemKey, count }));

/**
 * The idempotency key makes a repeated submission (a double click, a retry after a lost answer)
 * return the same order instead of creating another. An affiliate referral is not sent: the API
 * reads the proof cookie of the click it recorded.
 */
export const processCart = (orderData: OrderData, idempotencyKey?: string): Promise<{ order: { id: number } }> =>
  dataOf(
    http.post<{ order: { id: number } }>(
      '/api/cart/process',
      { order_data: orderData },
      idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
    ),
  );

export const getCartSessionId = (): Promise<{ appId: string; sessionId: string }> =>
  dataOf(http.get<{ appId: string; sessionId: string }>('/api/cart/sessionid'));

export const validateCoupon = (code: string): Promise<unknown> =>
  dataOf(http.post('/api/cart/coupon-validate', { code }));
