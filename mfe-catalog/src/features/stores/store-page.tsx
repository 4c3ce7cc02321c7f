import { PAGE_KEYS, getStore } from 'shared-contracts';
import { SubjectScreen } from '../../components/screen-load-error';
import { ProductListPage } from '../../components/product-list/product-list-page';
import { Rating } from '../../components/rating';
import { Skeleton } from 'ui';
import { formatMonthYear, plural } from '../../lib/format';
import { useSlugSubject } from '../../lib/use-slug-subject';
import screen from '../../components/screen.module.css';
import styles from './store-page.module.css';

/** /loja/:slug: the store's banner, logo, description, rating, since-date and its products. */
export function StorePage() {
  const resource = useSlugSubject('/api/stores/:slug', getStore, (store) => store.name, PAGE_KEYS.store);
  const store = resource.data;

  return (
    <SubjectScreen resource={resource} title="Não foi possível carregar esta loja.">
      <div className={screen.wideColumn}>
        <header className={screen.tightColumn} aria-busy={!store}>
          <div className={styles.banner}>
            {store ? <img src={store.banner} alt="" width={1200} height={300} /> : <Skeleton height="100%" />}
          </div>
          <div className={styles.identity}>
            <div className={styles.logo}>
              {store ? (
                <img src={store.logo} alt={`Logo de ${store.name}`} width={96} height={96} />
              ) : (
                <Skeleton width="96px" height="96px" round />
              )}
            </div>
            <div className={styles.text}>
              {store ? (
                <>
                  <h1 className={screen.longTitle}>{store.name}</h1>
                  <p className={screen.note}>
                    {store.city_name}/{store.state_name} · No Mercado Brasil desde {formatMonthYear(store.created_at)}
                  </p>
                  {store.review_average !== null ? (
                    <Rating value={store.review_average} count={store.review_count} />
                  ) : (
                    <p className={screen.note}>Loja ainda sem avaliações</p>
                  )}
                  <p className={screen.note}>{plural(store.product_count, 'produto', 'produtos')}</p>
                </>
              ) : (
                <>
                  <Skeleton width="14rem" height="2rem" />
                  <Skeleton width="18rem" height="1rem" />
                  <Skeleton width="8rem" height="1rem" />
                </>
              )}
            </div>
          </div>
          {store?.description && <p className={styles.description}>{store.description}</p>}
        </header>

        {store && <ProductListPage sellerId={store.id} title="Produtos da loja" headingLevel={2} />}
      </div>
    </SubjectScreen>
  );
}
