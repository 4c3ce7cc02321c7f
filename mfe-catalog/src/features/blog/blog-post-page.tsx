import { Link } from 'react-router';
import { PAGE_KEYS, blogPath, getBlogPost } from 'shared-contracts';
import { ContentBlocks } from '../../components/content-blocks';
import { SubjectScreen } from '../../components/screen-load-error';
import { LoadingNotice, Skeleton } from 'ui';
import { formatLongDate } from '../../lib/format';
import { useSlugSubject } from '../../lib/use-slug-subject';
import screen from '../../components/screen.module.css';
import styles from './blog-post-page.module.css';

/** /blog/:slug: one post, its blocks as headings, paragraphs and lists. */
export function BlogPostPage() {
  const resource = useSlugSubject('/api/blog/:slug', getBlogPost, (post) => post.title, PAGE_KEYS.post);
  const post = resource.data;

  return (
    <SubjectScreen resource={resource} title="Não foi possível carregar este artigo." narrow>
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
          <LoadingNotice label="Carregando artigo..." />
          <Skeleton lines={2} className={styles.titleSkeleton} />
          <Skeleton width="60%" height="1rem" />
          <Skeleton ratio="1200 / 630" />
          <Skeleton lines={6} />
        </div>
      )}
    </SubjectScreen>
  );
}
