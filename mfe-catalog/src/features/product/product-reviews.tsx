import { useId, useState } from 'react';
import { PAGE_KEYS, getProductReviews, type ProductDetail, type Review } from 'shared-contracts';
import { Rating } from '../../components/rating';
import { ErrorState, Skeleton, useServerData } from 'ui';
import { formatLongDate, formatRating, plural } from '../../lib/format';
import screen from '../../components/screen.module.css';
import styles from './product-reviews.module.css';

const STARS = ['5', '4', '3', '2', '1'] as const;

interface More {
  items: Review[];
  page: number;
  last: number;
}

/** Average, distribution bars (5 to 1) and a paged list with 'Ver mais avaliações'. */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const headingId = useId();
  // A server-rendered page carries the first page: drawn with it, not asked again.
  const first = useServerData(['/api/products/:id/reviews', product.id, 1], () => getProductReviews(product.id, 1), {
    pageKey: PAGE_KEYS.reviews(product.id, 1),
  });
  const [more, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const total = product.review_count;
  const distribution = product.rating_distribution;
  const page = more?.page ?? first.data?.current_page ?? 1;
  const last = more?.last ?? first.data?.last_page ?? 1;
  const reviews = [...(first.data?.data ?? []), ...(more?.items ?? [])];

  async function loadMore() {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await getProductReviews(product.id, page + 1);
      setMore((previous) => ({
        items: [...(previous?.items ?? []), ...next.data],
        page: next.current_page,
        last: next.last_page,
      }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className={screen.tightColumn} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Avaliações
      </h2>
      {total === 0 || product.review_average === null ? (
        <p className={screen.muted}>Este produto ainda não tem avaliações.</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.summary}>
            <p className={styles.average}>{formatRating(product.review_average)}</p>
            <Rating value={product.review_average} />
            <p className={screen.muted}>{plural(total, 'avaliação', 'avaliações')}</p>
            <ul className={styles.bars} aria-label="Distribuição das notas">
              {STARS.map((star) => {
                const count = distribution[star] ?? 0;
                const percent = total > 0 ? Math.round((count / total) * 100) : 0;
                return (
                  <li key={star} className={styles.bar}>
                    <span className={styles.barLabel}>
                      {star} {star === '1' ? 'estrela' : 'estrelas'}
                    </span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${percent}%` }} />
                    </span>
                    <span className={styles.barCount}>
                      {count}
                      <span className={styles.percent}> ({percent}%)</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>

          <div className={screen.tightColumn}>
            {first.status === 'loading' && (
              <div aria-hidden="true" className={styles.items}>
                {[0, 1].map((i) => (
                  <div key={i} className={styles.item}>
                    <Skeleton width="8rem" height="1.25rem" />
                    <Skeleton lines={3} />
                  </div>
                ))}
              </div>
            )}
            {first.status === 'error' && (
              <ErrorState compact onRetry={first.refetch} title="Não foi possível carregar as avaliações." />
            )}
            {reviews.length > 0 && (
              <ol className={styles.items}>
                {reviews.map((review) => (
                  <li key={review.id} className={styles.item}>
                    <article>
                      <h3 className={styles.reviewTitle}>{review.title}</h3>
                      <Rating value={review.rating} />
                      <p className={screen.note}>
                        {review.author_name} ·{' '}
                        <time dateTime={review.created_at}>{formatLongDate(review.created_at)}</time>
                      </p>
                      <p className={styles.comment}>{review.comment}</p>
                    </article>
                  </li>
                ))}
              </ol>
            )}
            {moreFailed && <p className={styles.error}>Não foi possível carregar mais avaliações. Tente novamente.</p>}
            {first.status === 'success' && page < last && (
              <button type="button" className={styles.more} onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? 'Carregando...' : 'Ver mais avaliações'}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
