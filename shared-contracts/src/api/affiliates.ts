/**
 * Typed calls of the affiliate area (affiliates only: 401 for guests, 403 for customers), and the
 * public report of a page opened with an affiliate link's `?ref=`.
 */
import { dataOf, http, pathSegment } from './client';
import type { Paginator } from '../model/entities';
import type {
  AffiliateDashboard,
  AffiliateMarketProduct,
  AffiliatePaymentRecords,
  AffiliateProduct,
  AffiliateProfile,
  AffiliateProfileInput,
  AffiliateSalesFilters,
  AffiliateSalesPage,
} from '../model/affiliates';

export const getAffiliateDashboard = (): Promise<AffiliateDashboard> =>
  dataOf(http.get<AffiliateDashboard>('/api/affiliates/dashboard'));

export const getAffiliateProducts = (page = 1): Promise<Paginator<AffiliateProduct>> =>
  dataOf(http.get<Paginator<AffiliateProduct>>('/api/affiliates/products', { params: { page } }));

/** Creates the affiliate's link for a product, or answers the one that exists; 422 when it takes no affiliates. */
export const promoteProduct = (productId: number): Promise<AffiliateProduct> =>
  dataOf(http.post<AffiliateProduct>('/api/affiliates/products', { product_id: productId }));

/** Stops promoting a product (its link no longer credits the affiliate); 404 when it was not promoted. */
export const stopPromotingProduct = (productId: number): Promise<void> =>
  http.delete(`/api/affiliates/products/${productId}`).then(() => undefined);

export const getAffiliateMarketProduct = (sellerSlug: string, slug: string): Promise<AffiliateMarketProduct> =>
  dataOf(
    http.get<AffiliateMarketProduct>(`/api/affiliates/market/products/${pathSegment(sellerSlug)}/${pathSegment(slug)}`),
  );

/** 422 gives errors by field (status, from, to, page). */
export const getAffiliateSales = (filters: AffiliateSalesFilters = {}): Promise<AffiliateSalesPage> =>
  dataOf(http.get<AffiliateSalesPage>('/api/affiliates/sales', { params: filters }));

export const getAffiliatePaymentRecords = (page = 1): Promise<AffiliatePaymentRecords> =>
  dataOf(http.get<AffiliatePaymentRecords>('/api/affiliates/payment-records', { params: { page } }));

export const getAffiliateProfile = (): Promise<AffiliateProfile> =>
  dataOf(http.get<AffiliateProfile>('/api/affiliates/profile'));

/** Answers the profile as saved; 422 gives errors by field. */
export const updateAffiliateProfile = (input: AffiliateProfileInput): Promise<AffiliateProfile> =>
  dataOf(http.put<AffiliateProfile>('/api/affiliates/profile', input));

/**
 * A page was opened with `?ref=<code>`: the API records the click and sets its proof cookie, as the
 * link's own redirect does (404 for an unknown code or a link no longer promoted).
 */
export const recordReferralClick = (code: string): Promise<void> =>
  http.post(`/api/r/${pathSegment(code)}`).then(() => undefined);
