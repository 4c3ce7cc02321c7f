import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Banner, BlogPost, BlogPostPage, ContentPage, PageQuery, PathParam } from 'shared-contracts/schema';
import { foundBySlug } from '../../http/by-slug';
import { paginate } from '../../http/pagination';
import { lookupRouteSchema, queryRouteSchema } from '../../http/route-schemas';
import { findBlogPost, findContentPage, listBanners, listBlogPosts } from './content-repository';

export const BLOG_POSTS_PER_PAGE = 9;
export const POST_NOT_FOUND = 'Post não encontrado.';
export const PAGE_NOT_FOUND = 'Página não encontrada.';

const slugParams = Type.Object({ slug: PathParam() });

export async function contentRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const bannersSchema = {
    tags: ['conteúdo'],
    summary: 'Banners de um grupo (grupo desconhecido: lista vazia)',
    querystring: Type.Object({ banner_group: Type.Optional(Type.String({ description: "Grupo, ex. 'home'" })) }),
    response: { 200: Type.Array(Banner) },
  };
  // An unknown or missing group simply has no banners.
  app.get('/api/banners', { schema: bannersSchema }, async (request) => {
    const group = request.query.banner_group;
    return group === undefined || group.length > 100 ? [] : await listBanners(app.kysely, group);
  });

  const blogSchema = queryRouteSchema('conteúdo', 'Posts do blog, 9 por página', PageQuery, BlogPostPage);
  app.get('/api/blog', { schema: blogSchema }, async (request) => {
    const { page = 1 } = request.query;
    const pageRequest = { page, perPage: BLOG_POSTS_PER_PAGE };
    const { total, data } = await listBlogPosts(app.kysely, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });

  const postSchema = lookupRouteSchema('conteúdo', 'Um post do blog', slugParams, BlogPost);
  app.get('/api/blog/:slug', { schema: postSchema }, async (request) => {
    return foundBySlug(request.params.slug, (slug) => findBlogPost(app.kysely, slug), POST_NOT_FOUND);
  });

  const pageSchema = lookupRouteSchema('conteúdo', 'Página institucional', slugParams, ContentPage);
  app.get('/api/pages/:slug', { schema: pageSchema }, async (request) => {
    return foundBySlug(request.params.slug, (slug) => findContentPage(app.kysely, slug), PAGE_NOT_FOUND);
  });
}
