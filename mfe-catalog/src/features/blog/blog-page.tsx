import { Link, useLocation, useSearchParams } from 'react-router';
import { PAGE_KEYS, blogPostPath, getBlogPosts, type BlogPostSummary } from 'shared-contracts';
import { CardList, CardListSkeleton } from '../../components/card-list';
import { PageContainer } from '../../components/page-container';
import { EmptyState, ErrorState, Pager, Skeleton, useDocumentTitle, useServerData } from 'ui';
import { formatLongDate } from '../../lib/format';
import screen from '../../components/screen.module.css';
import styles from './blog-page.module.css';

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className={styles.card}>
      <img className={styles.cover} src={post.cover} alt="" width={1200} height={630} loading="lazy" />
      <div className={styles.body}>
        <h2 className={styles.postTitle}>
          <Link className={screen.cardLink} to={blogPostPath(post.slug)}>
            {post.title}
          </Link>
        </h2>
        <p className={screen.note}>
          <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time> · {post.reading_minutes} min de
          leitura
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  );
}

function PostCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton ratio="1200 / 630" />
      <div className={styles.body}>
        <Skeleton lines={2} />
        <Skeleton width="50%" height="1rem" />
        <Skeleton lines={3} />
      </div>
    </div>
  );
}

/** /blog: the posts, newest first, in pages (?page=). */
export function BlogPage() {
  useDocumentTitle('Blog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const resource = useServerData(['/api/blog', page], () => getBlogPosts(page), { pageKey: PAGE_KEYS.blog(page) });
  const posts = resource.data ?? resource.previous;

  return (
    <PageContainer>
      <div className={screen.column}>
        <header className={screen.header}>
          <h1 className={screen.title}>Blog</h1>
          <p className={screen.muted}>Dicas de compra, novidades das lojas e histórias do Mercado Brasil.</p>
        </header>
        <div aria-busy={resource.status === 'loading'}>
          {resource.status === 'error' ? (
            <ErrorState onRetry={resource.refetch} title="Não foi possível carregar os artigos." />
          ) : !posts ? (
            <CardListSkeleton className={styles.grid} card={<PostCardSkeleton />} />
          ) : posts.data.length === 0 ? (
            <EmptyState title="Nenhum artigo publicado ainda." />
          ) : (
            <div className={styles.results}>
              <CardList items={posts.data} className={styles.grid}>
                {(post) => <PostCard post={post} />}
              </CardList>
              <Pager
                current={posts.current_page}
                last={posts.last_page}
                hrefFor={(target) => (target > 1 ? `${pathname}?page=${target}` : pathname)}
                label="Páginas do blog"
              />
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
