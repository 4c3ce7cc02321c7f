/** Catalog entities the spec leaves out (product page, reviews, stores, blog, content pages). */
import type { NamedOption, ProductCard, SellerRef, ShippingQuote } from './entities';

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

export interface ProductPhoto {
  url: string;
  thumbnail: string;
  alt: string;
}

export interface ProductVariationOption {
  id: number;
  name: string;
  price: number;
  original_price: number | null;
  stock: number;
}

/** One axis of choice (e.g. 'Cor' or 'Tamanho') with its options. */
export interface ProductVariation {
  id: number;
  name: string;
  options: ProductVariationOption[];
}

export interface ProductSpecification {
  name: string;
  value: string;
}

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface SellerSummary extends SellerRef {
  id: number;
  logo: string;
  review_average: number | null;
  city_name: string;
  state_name: string;
}

export interface ProductDetail extends Omit<ProductCard, 'seller'> {
  /** Paragraphs of plain text. */
  description: string[];
  specifications: ProductSpecification[];
  photos: ProductPhoto[];
  /** Units in stock when the product has no variation. */
  stock: number;
  review_count: number;
  rating_distribution: RatingDistribution;
  variation: ProductVariation | null;
  product_situation: string;
  product_type: NamedOption | null;
  product_manufacturer: NamedOption | null;
  seller: SellerSummary;
}

export interface Review {
  id: number;
  author_name: string;
  rating: number;
  title: string;
  comment: string;
  created_at: string;
}

export interface Store extends SellerSummary {
  banner: string;
  description: string;
  review_count: number;
  product_count: number;
  /** ISO date the store opened on the marketplace. */
  created_at: string;
}

export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  author_name: string;
  published_at: string;
  reading_minutes: number;
}

export interface ContentBlock {
  type: 'heading' | 'paragraph' | 'list';
  text?: string;
  items?: string[];
}

export interface BlogPost extends BlogPostSummary {
  blocks: ContentBlock[];
}

export interface ContentPage {
  slug: string;
  title: string;
  blocks: ContentBlock[];
  updated_at: string;
}

export interface AddToCartInput {
  product_id: number;
  product_variation_option_id: number | null;
  quantity: number;
}

/** GET /api/products/:id/shipping: a product's delivery options to a CEP, quoted as the cart quotes. */
export interface ProductShippingQuote {
  /** The CEP quoted, digits only. */
  zip_code: string;
  quantity: number;
  options: Array<Omit<ShippingQuote, 'hash'>>;
}

/** Where the product page remembers the last CEP the shopper quoted. */
export const LAST_CEP_STORAGE_KEY = 'mb.last-cep';
