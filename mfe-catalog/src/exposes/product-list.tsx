/** Federation expose './ProductList': the product list of the catalog for other remotes. */
export { ProductList, type ProductListKind, type ProductListProps } from '../components/product-list/product-list';
export { ProductList as default } from '../components/product-list/product-list';
