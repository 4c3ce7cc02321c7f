/** Catalog entities: product page, reviews, stores, blog and content pages. */
import { Type, type Static } from 'typebox';
import { NamedOption, NullableNumber, NullableObject, Paginator } from './common';
import { ProductCard, SellerRef, ShippingQuote } from './entities';

export const ProductPhoto = Type.Object({ url: Type.String(), thumbnail: Type.String(), alt: Type.String() });

export const ProductVariationOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  original_price: NullableNumber(),
  stock: Type.Integer(),
});

/** One axis of choice (e.g. 'Cor' or 'Tamanho') with its options. */
export const ProductVariation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  options: Type.Array(ProductVariationOption),
});

export const ProductSpecification = Type.Object({ name: Type.String(), value: Type.String() });

export const RatingDistribution = Type.Object({
  '1': Type.Integer(),
  '2': Type.Integer(),
  '3': Type.Integer(),
  '4': Type.Integer(),
  '5': Type.Integer(),
});

export const SellerSummary = Type.Object({
  ...SellerRef.properties,
  id: Type.Integer(),
  logo: Type.String(),
  review_average: NullableNumber(),
  city_name: Type.String(),
  state_name: Type.String(),
});

const { seller: _cardSeller, ...cardWithoutSeller } = ProductCard.properties;

/** A category on the way to a product: its name and the slug of its page. */
export const CategoryStep = Type.Object({ name: Type.String(), slug: Type.String() });

export const ProductDetail = Type.Object({
  ...cardWithoutSeller,
  description: Type.Array(Type.String(), { description: 'Paragraphs of plain text.' }),
  specifications: Type.Array(ProductSpecification),
  photos: Type.Array(ProductPhoto),
  stock: Type.Integer({ description: 'Units in stock when the product has no variation.' }),
  review_count: Type.Integer(),
  rating_distribution: RatingDistribution,
  variation: NullableObject(ProductVariation),
  product_situation: Type.String(),
  product_type: NullableObject(NamedOption),
  product_manufacturer: NullableObject(NamedOption),
  seller: SellerSummary,
  category_path: Type.Array(CategoryStep, {
    description: "The product's categories from the department down to its own, for breadcrumbs and links.",
  }),
});

export const Review = Type.Object({
  id: Type.Integer(),
  author_name: Type.String(),
  rating: Type.Integer(),
  title: Type.String(),
  comment: Type.String(),
  created_at: Type.String(),
});

export const Store = Type.Object({
  ...SellerSummary.properties,
  banner: Type.String(),
  description: Type.String(),
  review_count: Type.Integer(),
  product_count: Type.Integer(),
  created_at: Type.String({ description: 'ISO date the store opened on the marketplace.' }),
});

export const BlogPostSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  cover: Type.String(),
  author_name: Type.String(),
  published_at: Type.String(),
  reading_minutes: Type.Integer(),
});

export const ContentBlock = Type.Object({
  type: Type.Union([Type.Literal('heading'), Type.Literal('paragraph'), Type.Literal('list')]),
  text: Type.Optional(Type.String()),
  items: Type.Optional(Type.Array(Type.String())),
});

export const BlogPost = Type.Object({ ...BlogPostSummary.properties, blocks: Type.Array(ContentBlock) });

export const ContentPage = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  blocks: Type.Array(ContentBlock),
  updated_at: Type.String(),
});

/** GET /api/product-list and GET /api/products/:id/related. */
export const ProductCardList = Type.Object({ total: Type.Integer(), data: Type.Array(ProductCard) });

export const ReviewPage = Paginator(Review);
export const StorePage = Paginator(Store);
export const BlogPostPage = Paginator(BlogPostSummary);

const { hash: _hash, ...quoteWithoutHash } = ShippingQuote.properties;

/** GET /api/products/:id/shipping: a product's delivery options to a CEP, quoted as the cart quotes. */
export const ProductShippingQuote = Type.Object({
  zip_code: Type.String({ description: 'The CEP quoted, digits only.' }),
  quantity: Type.Integer(),
  options: Type.Array(Type.Object(quoteWithoutHash)),
});

export type ProductPhoto = Static<typeof ProductPhoto>;
export type ProductVariationOption = Static<typeof ProductVariationOption>;
export type ProductVariation = Static<typeof ProductVariation>;
export type ProductSpecification = Static<typeof ProductSpecification>;
export type RatingDistribution = Static<typeof RatingDistribution>;
export type SellerSummary = Static<typeof SellerSummary>;
export type CategoryStep = Static<typeof CategoryStep>;
export type ProductDetail = Static<typeof ProductDetail>;
export type Review = Static<typeof Review>;
export type Store = Static<typeof Store>;
export type BlogPostSummary = Static<typeof BlogPostSummary>;
export type ContentBlock = Static<typeof ContentBlock>;
export type BlogPost = Static<typeof BlogPost>;
export type ContentPage = Static<typeof ContentPage>;
export type ProductCardList = Static<typeof ProductCardList>;
export type ReviewPage = Static<typeof ReviewPage>;
export type StorePage = Static<typeof StorePage>;
export type BlogPostPage = Static<typeof BlogPostPage>;
export type ProductShippingQuote = Static<typeof ProductShippingQuote>;
