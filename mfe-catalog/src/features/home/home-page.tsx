import { Suspense, lazy } from 'react';
import { PRODUCT_LISTS } from 'shared-contracts';
import { NearViewport } from '../../components/near-viewport';
import { ProductSlider } from '../../components/product-slider';
import { BannerCarousel } from './banner-carousel';
import { useDocumentTitle, visuallyHiddenClass } from 'ui';
import styles from './home-page.module.css';

// Below the fold: its own chunk, fetched (with its calls and images) when the visitor gets near it.
const HomeBelowTheFold = lazy(() =>
  import(/* webpackChunkName: "home-below-the-fold" */ './home-below-the-fold').then((m) => ({
    default: m.HomeBelowTheFold,
  })),
);

/** The home page in the order of H-02: what a first screen shows, then the rest as it comes near. */
export function HomePage() {
  useDocumentTitle('Início');
  return (
    <div className={styles.home}>
      <h1 className={visuallyHiddenClass}>Mercado Brasil: compre de lojas de todo o Brasil</h1>
      <BannerCarousel />
      <ProductSlider title="Produtos mais bem avaliados" listId={PRODUCT_LISTS.bestRated} />
      <NearViewport minHeight="150vh">
        <Suspense fallback={<div className={styles.belowTheFold} />}>
          <HomeBelowTheFold />
        </Suspense>
      </NearViewport>
    </div>
  );
}
