import { PageContainer } from './page-container';
import { Skeleton, visuallyHiddenClass } from 'ui';
import styles from './route-fallback.module.css';

/** While a screen's code arrives: a heading-sized bar and a few lines, announced once. */
export function RouteFallback() {
  return (
    <PageContainer>
      <div className={styles.fallback} aria-busy="true">
        <span role="status" className={visuallyHiddenClass}>
          Carregando...
        </span>
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton lines={4} />
      </div>
    </PageContainer>
  );
}
