import { OFFER_GRID_LIMIT, PRODUCT_LISTS } from 'shared-contracts';
import { CategorySlider } from '../../components/category-slider';
import { ProductList } from '../../components/product-list/product-list';
import { ProductSlider } from '../../components/product-slider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BannerCarousel } from './banner-carousel';
import { NewsletterForm } from './newsletter-form';
import { PartnerCta } from './partner-cta';
import styles from './home-page.module.css';

/** The home page in the order of H-02. */
export function HomePage() {
  useDocumentTitle('Início');
  return (
    <div className={styles.home}>
      <h1 className={styles.hiddenTitle}>Mercado Brasil: compre de lojas de todo o Brasil</h1>
      <BannerCarousel />
      <ProductSlider title="Produtos mais bem avaliados" listId={PRODUCT_LISTS.bestRated} />
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
    </div>
  );
}
