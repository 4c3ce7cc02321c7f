import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { QueryReader, asRawQuery, queryValue } from '../../http/query';
import { SLUG_PATTERN } from '../../lib/slug';
import { findBlogPost, findContentPage, listBanners, listBlogPosts } from './content-repository';

export const BLOG_POSTS_PER_PAGE = 9;
export const POST_NOT_FOUND = 'Post não encontrado.';
export const PAGE_NOT_FOUND = 'Página não encontrada.';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // An unknown or missing group simply has no banners.
  app.get('/api/banners', async (request) => {
    const group = queryValue(asRawQuery(request.query), 'banner_group');
    return group === undefined || group.length > 100 ? [] : listBanners(app.db, group);
  });

  app.get('/api/blog', async (request) => {
    const reader = new QueryReader(asRawQuery(request.query));
    const page = reader.page();
    reader.assertValid();
    const pageRequest = { page, perPage: BLOG_POSTS_PER_PAGE };
    const { total, data } = listBlogPosts(app.db, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });

  app.get<{ Params: { slug: string } }>('/api/blog/:slug', async (request) => {
    const { slug } = request.params;
    const post = SLUG_PATTERN.test(slug) ? findBlogPost(app.db, slug) : undefined;
    if (!post) throw new HttpError(404, POST_NOT_FOUND);
    return post;
  });

  app.get<{ Params: { slug: string } }>('/api/pages/:slug', async (request) => {
    const { slug } = request.params;
    const page = SLUG_PATTERN.test(slug) ? findContentPage(app.db, slug) : undefined;
    if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
    return page;
  });
}
