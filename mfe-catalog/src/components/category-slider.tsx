import { useId } from 'react';
import { Link } from 'react-router';
import {
  CATEGORY_SLIDER_BREAKPOINTS,
  affiliatedCategoryPath,
  categoriesQuery,
  categoryPath,
  type Category,
} from 'shared-contracts';
import { cx, ErrorState, Skeleton, useServerData } from 'ui';
import { Slider, SliderSkeleton } from './slider';
import styles from './category-slider.module.css';

export interface CategorySliderProps {
  title?: string;
  /** Links into the affiliated market's categories (P-11). */
  affiliate?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Image and name of each top-level category, linking to it (P-11). */
export function CategorySlider({
  title = 'Categorias',
  affiliate = false,
  headingLevel = 2,
  className,
}: CategorySliderProps) {
  const resource = useServerData(...categoriesQuery);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={headingId} className={styles.title}>
      {title}
    </Heading>
  );

  if (resource.status === 'loading') {
    return (
      <section className={cx(styles.section, className)} aria-busy="true" aria-labelledby={headingId}>
        {heading}
        <SliderSkeleton
          kind="category"
          breakpoints={CATEGORY_SLIDER_BREAKPOINTS}
          renderItem={() => (
            <div className={styles.tile}>
              <Skeleton ratio="1 / 1" round />
              <Skeleton width="70%" height="1.25rem" />
            </div>
          )}
        />
      </section>
    );
  }
  if (resource.status === 'error') {
    return (
      <section className={cx(styles.section, className)} aria-labelledby={headingId}>
        {heading}
        <ErrorState compact onRetry={resource.refetch} title="Não foi possível carregar as categorias." />
      </section>
    );
  }
  const categories = resource.data ?? [];
  if (categories.length === 0) return null;

  return (
    <section className={cx(styles.section, className)} aria-labelledby={headingId}>
      {heading}
      <Slider<Category>
        items={categories}
        itemKey={(entry) => entry.category.slug}
        breakpoints={CATEGORY_SLIDER_BREAKPOINTS}
        kind="category"
        labels={{ previous: 'Categorias anteriores', next: 'Próximas categorias' }}
        renderItem={({ category }) => (
          <Link
            className={styles.tile}
            to={affiliate ? affiliatedCategoryPath(category.slug) : categoryPath(category.slug)}
          >
            <img className={styles.image} src={category.image} alt="" width={160} height={160} loading="lazy" />
            <span className={styles.name}>{category.name}</span>
          </Link>
        )}
      />
    </section>
  );
}
