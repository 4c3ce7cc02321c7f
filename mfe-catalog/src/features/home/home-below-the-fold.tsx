import { OFFER_GRID_LIMIT, PRODUCT_LISTS } from 'shared-contracts';
import { CategorySlider } from '../../components/category-slider';
import { ProductList } from '../../components/product-list/product-list';
import { ProductSlider } from '../../components/product-slider';
import { NewsletterForm } from './newsletter-form';
import { PartnerCta } from './partner-cta';

/** The home page's sections below the first screen, in the order of H-02. */
export function HomeBelowTheFold() {
  return (
    <>
      <ProductSlider title="Mais vendidos" listId={PRODUCT_LISTS.bestSellers} />
      <CategorySlider />
      <PartnerCta />
      <ProductList
        type="section"
        title="Ofertas especiais para você"
        listId={PRODUCT_LISTS.offers}
        limit={OFFER_GRID_LIMIT}
      />
      <ProductSlider title="Mais vistos" listId={PRODUCT_LISTS.mostViewed} />
      <NewsletterForm />
    </>
  );
}
