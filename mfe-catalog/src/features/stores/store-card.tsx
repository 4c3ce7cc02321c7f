import { Link } from 'react-router';
import { storePath, type Store } from 'shared-contracts';
import { Rating } from '../../components/rating';
import { Skeleton } from 'ui';
import { plural } from '../../lib/format';
import screen from '../../components/screen.module.css';
import styles from './store-card.module.css';

/** Logo, name, city/UF, rating and product count of a store, linking to it. */
export function StoreCard({ store }: { store: Store }) {
  return (
    <article className={styles.card}>
      <img className={styles.logo} src={store.logo} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link className={screen.cardLink} to={storePath(store.slug)}>
            {store.name}
          </Link>
        </h2>
        <p className={screen.note}>
          {store.city_name}/{store.state_name}
        </p>
        {store.review_average !== null ? (
          <Rating value={store.review_average} />
        ) : (
          <p className={screen.note}>Sem avaliações</p>
        )}
        <p className={screen.note}>{plural(store.product_count, 'produto', 'produtos')}</p>
      </div>
    </article>
  );
}

export function StoreCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="72px" height="72px" round />
      <div className={styles.body}>
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton width="40%" height="1rem" />
        <Skeleton width="50%" height="1rem" />
        <Skeleton width="30%" height="1rem" />
      </div>
    </div>
  );
}
