import { useSearchParams } from 'react-router';
import { PRODUCT_LISTS } from 'shared-contracts';
import { cx } from 'ui';
import { CategorySlider } from '../category-slider';
import { ProductSlider } from '../product-slider';
import { ProductListPage, type ProductListPageProps } from './product-list-page';
import screen from '../screen.module.css';

/** P-03: the market's landing without search or category, else its product page. */
export function AffiliateMarket(props: Omit<ProductListPageProps, 'affiliate'>) {
  const [params] = useSearchParams();
  const searching = (params.get('search') ?? '').trim() !== '';
  // 'Ver todos' of a slider asks for the list with an order: show it, not the landing again.
  const listing = searching || params.has('order');
  if (!props.categorySlug && !listing) {
    return (
      <div className={cx(screen.wideColumn, props.className)}>
        <ProductSlider title="Recomendados" listId={PRODUCT_LISTS.recommended} affiliate />
        <ProductSlider title="Mais vendidos" listId={PRODUCT_LISTS.bestSellers} affiliate />
        <CategorySlider affiliate />
        <ProductSlider title="Mais quentes" listId={PRODUCT_LISTS.hottest} affiliate />
      </div>
    );
  }
  return <ProductListPage {...props} affiliate />;
}
