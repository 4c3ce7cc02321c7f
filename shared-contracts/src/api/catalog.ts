/** Typed calls of the catalog beyond spec §7: product page, reviews, stores, blog, pages, cart add. */
import { dataOf, http, pathSegment } from './client';
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

/** A product's page data; the first call of a page load takes the copy the server put in the page. */
export const getProduct = (sellerSlug: string, slug: string): Promise<ProductDetail> => {
  const path = productDetailPath(sellerSlug, slug);
  const inline = takePagePayload<ProductDetail>(payloadKey(path));
  return inline ? Promise.resolve(inline) : dataOf(http.get<ProductDetail>(path));
};

/** The delivery options of a product (and option) in a quantity to a CEP; 422 for a bad CEP. */
export const quoteProductShipping = (
  productId: number,
  query: { zip_code: string; quantity: number; option_id?: number | null },
): Promise<ProductShippingQuote> =>
  dataOf(
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
  dataOf(
    http.get<{ total: number; data: ProductCard[] }>(`/api/products/${productId}/related`, { params: { limit, type } }),
  );

export const getProductReviews = (productId: number, page = 1): Promise<Paginator<Review>> =>
  dataOf(http.get<Paginator<Review>>(`/api/products/${productId}/reviews`, { params: { page } }));

export const getStores = (params: { page?: number; search?: string } = {}): Promise<Paginator<Store>> =>
  dataOf(http.get<Paginator<Store>>('/api/stores', { params }));

/** A GET of one thing by its path; the first call of a page load takes the copy the server put in the page. */
function inlineOrGet<T>(path: string): Promise<T> {
  const inline = takePagePayload<T>(payloadKey(path));
  return inline ? Promise.resolve(inline) : dataOf(http.get<T>(path));
}

export const getStore = (slug: string): Promise<Store> => inlineOrGet<Store>(`/api/stores/${pathSegment(slug)}`);

export const getBlogPosts = (page = 1): Promise<Paginator<BlogPostSummary>> =>
  dataOf(http.get<Paginator<BlogPostSummary>>('/api/blog', { params: { page } }));

export const getBlogPost = (slug: string): Promise<BlogPost> => inlineOrGet<BlogPost>(`/api/blog/${pathSegment(slug)}`);

export const getContentPage = (slug: string): Promise<ContentPage> =>
  inlineOrGet<ContentPage>(`/api/pages/${pathSegment(slug)}`);

/** Signed-in customers only; afterwards ask for a cart refresh. */
export const addToCart = (input: AddToCartInput): Promise<{ message: string }> =>
  dataOf(http.post<{ message: string }>('/api/cart/add', input));
