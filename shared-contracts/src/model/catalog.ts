/**
 * Catalog entities the spec leaves out (product page, reviews, stores, blog, content pages); the
 * types are inferred from the API's schemas (shared-contracts/schema).
 */
export type {
  BlogPost,
  BlogPostSummary,
  ContentBlock,
  ContentPage,
  ProductDetail,
  ProductPhoto,
  ProductShippingQuote,
  ProductSpecification,
  ProductVariation,
  ProductVariationOption,
  RatingDistribution,
  Review,
  SellerSummary,
  Store,
} from '../schema/catalog';

/** Curated lists served by GET /api/product-list. */
export const PRODUCT_LISTS = {
  bestRated: 'mais-bem-avaliados',
  bestSellers: 'mais-vendidos',
  offers: 'ofertas',
  mostViewed: 'mais-vistos',
  recommended: 'recomendados',
  hottest: 'mais-quentes',
} as const;
export type ProductListId = (typeof PRODUCT_LISTS)[keyof typeof PRODUCT_LISTS];

/** 'store' lists everything for shoppers; 'affiliated-market' only products open to affiliates. */
export type ProductListType = 'store' | 'affiliated-market';

export interface AddToCartInput {
  product_id: number;
  product_variation_option_id: number | null;
  quantity: number;
}

/** Where the product page remembers the last CEP the shopper quoted. */
export const LAST_CEP_STORAGE_KEY = 'mb.last-cep';
