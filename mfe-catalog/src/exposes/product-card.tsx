/** Federation expose './ProductCard'. */
export { ProductCard, type ProductCardProps } from '../components/product-card';
export { ProductCard as default } from '../components/product-card';
