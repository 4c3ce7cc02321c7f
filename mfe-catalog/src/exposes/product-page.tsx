/** Federation expose './ProductPage': reads `:sellerSlug/:slug` from the host route; `affiliate` for the market. */
export { ProductPage, type ProductPageProps } from '../features/product/product-page';
export { ProductPage as default } from '../features/product/product-page';
