/** Typed calls of the catalog beyond spec §7: product page, reviews, stores, blog, pages, cart add. */
import { http } from './client';
import type { Paginator, ProductCard } from '../model/entities';
import type {
  AddToCartInput,
  BlogPost,
  BlogPostSummary,
  ContentPage,
  ProductDetail,
  ProductListType,
  ProductShippingQuote,
  Review,
  Store,
} from '../model/catalog';
import { payloadKey, productDetailPath, takePagePayload } from '../delivery';

const data = <T>(promise: Promise<{ data: T }>): Promise<T> => promise.then((r) => r.data);
const seg = encodeURIComponent;

/** A product's page data; the first call of a page load takes the copy the server put in the page. */
export const getProduct = (sellerSlug: string, slug: string): Promise<ProductDetail> => {
  const path = productDetailPath(sellerSlug, slug);
  const inline = takePagePayload<ProductDetail>(payloadKey(path));
  return inline ? Promise.resolve(inline) : data(http.get<ProductDetail>(path));
};

/** The delivery options of a product (and option) in a quantity to a CEP; 422 for a bad CEP. */
export const quoteProductShipping = (
  productId: number,
  query: { zip_code: string; quantity: number; option_id?: number | null },
): Promise<ProductShippingQuote> =>
  data(
    http.get<ProductShippingQuote>(`/api/products/${productId}/shipping`, {
      params: {
        zip_code: query.zip_code,
        quantity: query.quantity,
        ...(query.option_id ? { option_id: query.option_id } : {}),
      },
    }),
  );

export const getRelatedProducts = (
  productId: number,
  limit = 10,
  type: ProductListType = 'store',
): Promise<{ total: number; data: ProductCard[] }> =>
  data(
    http.get<{ total: number; data: ProductCard[] }>(`/api/products/${productId}/related`, { params: { limit, type } }),
  );

export const getProductReviews = (productId: number, page = 1): Promise<Paginator<Review>> =>
  data(http.get<Paginator<Review>>(`/api/products/${productId}/reviews`, { params: { page } }));

export const getStores = (params: { page?: number; search?: string } = {}): Promise<Paginator<Store>> =>
  data(http.get<Paginator<Store>>('/api/stores', { params }));

export const getStore = (slug: string): Promise<Store> => data(http.get<Store>(`/api/stores/${seg(slug)}`));

export const getBlogPosts = (page = 1): Promise<Paginator<BlogPostSummary>> =>
  data(http.get<Paginator<BlogPostSummary>>('/api/blog', { params: { page } }));

export const getBlogPost = (slug: string): Promise<BlogPost> => data(http.get<BlogPost>(`/api/blog/${seg(slug)}`));

export const getContentPage = (slug: string): Promise<ContentPage> =>
  data(http.get<ContentPage>(`/api/pages/${seg(slug)}`));

/** Signed-in customers only; afterwards ask for a cart refresh. */
export const addToCart = (input: AddToCartInput): Promise<{ message: string }> =>
  data(http.post<{ message: string }>('/api/cart/add', input));
