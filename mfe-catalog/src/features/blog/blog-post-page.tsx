import { Link, useParams } from 'react-router';
import { blogPath, getBlogPost } from 'shared-contracts';
import { ContentBlocks } from '../../components/content-blocks';
import { PageContainer } from '../../components/page-container';
import { ScreenLoadError } from '../../components/screen-load-error';
import { Skeleton, useDocumentTitle, useServerData, visuallyHiddenClass } from 'ui';
import { formatLongDate } from '../../lib/format';
import screen from '../../components/screen.module.css';
import styles from './blog-post-page.module.css';

/** /blog/:slug: one post, its blocks as headings, paragraphs and lists. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const resource = useServerData(['/api/blog/:slug', slug], () => getBlogPost(slug));
  const post = resource.data;
  useDocumentTitle(post?.title);

  if (resource.status === 'error') {
    return (
      <ScreenLoadError
        error={resource.error}
        onRetry={resource.refetch}
        title="Não foi possível carregar este artigo."
        narrow
      />
    );
  }

  return (
    <PageContainer narrow>
      <p className={styles.back}>
        <Link to={blogPath()}>‹ Voltar para o blog</Link>
      </p>
      {post ? (
        <article className={screen.column}>
          <header className={styles.header}>
            <h1 className={styles.title}>{post.title}</h1>
            <p className={screen.muted}>
              Por {post.author_name} · <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time> ·{' '}
              {post.reading_minutes} min de leitura
            </p>
          </header>
          <img className={styles.cover} src={post.cover} alt="" width={1200} height={630} />
          <ContentBlocks blocks={post.blocks} />
        </article>
      ) : (
        <div className={screen.column} aria-busy="true">
          <span role="status" className={visuallyHiddenClass}>
            Carregando artigo...
          </span>
          <Skeleton lines={2} className={styles.titleSkeleton} />
          <Skeleton width="60%" height="1rem" />
          <Skeleton ratio="1200 / 630" />
          <Skeleton lines={6} />
        </div>
      )}
    </PageContainer>
  );
}
