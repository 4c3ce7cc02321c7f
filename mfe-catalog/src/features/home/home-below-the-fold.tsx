import { OFFER_GRID_LIMIT, PRODUCT_LISTS } from 'shared-contracts';
import { CategorySlider } from '../../components/category-slider';
import { ProductSection } from '../../components/product-list/product-section';
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
      <ProductSection title="Ofertas especiais para você" listId={PRODUCT_LISTS.offers} limit={OFFER_GRID_LIMIT} />
      <ProductSlider title="Mais vistos" listId={PRODUCT_LISTS.mostViewed} />
      <NewsletterForm />
    </>
  );
}
