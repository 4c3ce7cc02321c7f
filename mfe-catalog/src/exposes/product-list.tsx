/** Federation expose './ProductList': the product lists of the catalog for other remotes. */
import { AffiliateMarket } from '../components/product-list/affiliate-market';
import { ProductListPage, type ProductListPageProps } from '../components/product-list/product-list-page';
import { ProductSection, type ProductSectionProps } from '../components/product-list/product-section';

/** The three kinds of product list (P-01). */
export type ProductListKind = 'section' | 'page' | 'affiliated-market';

/** What the federation expose './ProductList' takes: one of the three lists, named by `type`. */
export type ProductListProps = { type: ProductListKind } & ProductSectionProps &
  Omit<ProductListPageProps, 'affiliate'>;

/**
 * The catalog's product lists for other remotes, behind the one expose: a 'section' grid, a 'page'
 * with filters, or the 'affiliated-market'. This remote's own screens use the three directly.
 */
export function ProductList({ type, ...props }: ProductListProps) {
  if (type === 'section') return <ProductSection {...props} />;
  if (type === 'affiliated-market') return <AffiliateMarket {...props} />;
  return <ProductListPage {...props} affiliate={false} />;
}

export default ProductList;
