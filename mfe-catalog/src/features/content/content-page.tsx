import { PAGE_KEYS, getContentPage } from 'shared-contracts';
import { ContentBlocks } from '../../components/content-blocks';
import { SubjectScreen } from '../../components/screen-load-error';
import { LoadingNotice, Skeleton } from 'ui';
import { formatLongDate } from '../../lib/format';
import { useSlugSubject } from '../../lib/use-slug-subject';
import screen from '../../components/screen.module.css';
import styles from './content-page.module.css';

/** /:slug: an institutional page (Sobre, Política de privacidade, …); unknown slugs are not found. */
export function ContentPage() {
  const resource = useSlugSubject('/api/pages/:slug', getContentPage, (page) => page.title, PAGE_KEYS.page);
  const page = resource.data;

  return (
    <SubjectScreen resource={resource} title="Não foi possível carregar esta página." narrow>
      {page ? (
        <article className={screen.column}>
          <header className={styles.header}>
            <h1 className={screen.longTitle}>{page.title}</h1>
            <p className={screen.note}>
              Atualizado em <time dateTime={page.updated_at}>{formatLongDate(page.updated_at)}</time>
            </p>
          </header>
          <ContentBlocks blocks={page.blocks} />
        </article>
      ) : (
        <div className={screen.column} aria-busy="true">
          <LoadingNotice label="Carregando página..." />
          <Skeleton width="60%" height="2.25rem" />
          <Skeleton width="40%" height="1rem" />
          <Skeleton lines={8} />
        </div>
      )}
    </SubjectScreen>
  );
}
