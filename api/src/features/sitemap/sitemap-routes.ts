import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SITEMAP_MAX_URLS,
  SitemapEntryPage,
  SitemapProductPage,
  SitemapQuery,
  SitemapSummary,
  type SitemapEntry,
  type SitemapProductEntry,
} from 'shared-contracts/schema';
import type { Database } from '../../db/schema';
import { paginate, type PageRequest } from '../../http/pagination';
import { queryRouteSchema } from '../../http/route-schemas';
import {
  sitemapBlogPosts,
  sitemapCategories,
  sitemapContentPages,
  sitemapProducts,
  sitemapStores,
  sitemapSummary,
} from './sitemap-repository';

type Lister<T> = (db: Kysely<Database>, page: PageRequest) => Promise<{ total: number; data: T[] }>;

const SECTIONS: ReadonlyArray<{ path: string; summary: string; list: Lister<SitemapEntry> }> = [
  { path: '/api/sitemap/categories', summary: 'Categorias do menu, para o sitemap', list: sitemapCategories },
  { path: '/api/sitemap/stores', summary: 'Lojas, para o sitemap', list: sitemapStores },
  { path: '/api/sitemap/blog', summary: 'Posts publicados do blog, para o sitemap', list: sitemapBlogPosts },
  { path: '/api/sitemap/pages', summary: 'Páginas institucionais, para o sitemap', list: sitemapContentPages },
];

/**
 * Public: what the site's sitemaps list, cheaply — slugs and the last change of each page, in pages
 * of up to 50,000 (`per_page`), and a summary with each section's size and newest change.
 */
export async function sitemapRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  const summarySchema = {
    tags: ['sitemap'],
    summary: 'Quantas páginas cada seção do sitemap tem e quando mudou por último',
    response: { 200: SitemapSummary },
  };
  app.get('/api/sitemap', { schema: summarySchema }, async () => sitemapSummary(app.kysely));

  const productsSchema = queryRouteSchema('sitemap', 'Produtos, para o sitemap', SitemapQuery, SitemapProductPage);
  app.get('/api/sitemap/products', { schema: productsSchema }, async (request) => {
    const pageRequest = { page: request.query.page ?? 1, perPage: request.query.per_page ?? SITEMAP_MAX_URLS };
    const { total, data } = await sitemapProducts(app.kysely, pageRequest);
    return paginate<SitemapProductEntry>(data, total, pageRequest, request.url);
  });

  for (const section of SECTIONS) {
    const schema = queryRouteSchema('sitemap', section.summary, SitemapQuery, SitemapEntryPage);
    app.get(section.path, { schema }, async (request) => {
      const pageRequest = { page: request.query.page ?? 1, perPage: request.query.per_page ?? SITEMAP_MAX_URLS };
      const { total, data } = await section.list(app.kysely, pageRequest);
      return paginate(data, total, pageRequest, request.url);
    });
  }
}
