import { useParams } from 'react-router';
import { getContentPage } from 'shared-contracts';
import { ContentBlocks } from '../../components/content-blocks';
import { PageContainer } from '../../components/page-container';
import { ScreenLoadError } from '../../components/screen-load-error';
import { Skeleton, useDocumentTitle, useServerData, visuallyHiddenClass } from 'ui';
import { formatLongDate } from '../../lib/format';
import screen from '../../components/screen.module.css';
import styles from './content-page.module.css';

/** /:slug: an institutional page (Sobre, Política de privacidade, …); unknown slugs are not found. */
export function ContentPage() {
  const { slug = '' } = useParams();
  const resource = useServerData(['/api/pages/:slug', slug], () => getContentPage(slug));
  const page = resource.data;
  useDocumentTitle(page?.title);

  if (resource.status === 'error') {
    return (
      <ScreenLoadError
        error={resource.error}
        onRetry={resource.refetch}
        title="Não foi possível carregar esta página."
        narrow
      />
    );
  }

  return (
    <PageContainer narrow>
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
          <span role="status" className={visuallyHiddenClass}>
            Carregando página...
          </span>
          <Skeleton width="60%" height="2.25rem" />
          <Skeleton width="40%" height="1rem" />
          <Skeleton lines={8} />
        </div>
      )}
    </PageContainer>
  );
}
