import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { QueryReader, asRawQuery } from '../../http/query';
import { SLUG_PATTERN } from '../../lib/slug';
import { findStoreBySlug, listStores } from './store-repository';

export const STORE_NOT_FOUND = 'Loja não encontrada.';
export const STORES_PER_PAGE = 12;

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/stores', async (request) => {
    const reader = new QueryReader(asRawQuery(request.query));
    const page = reader.page();
    const search = reader.text('search', 'busca', 200);
    reader.assertValid();
    const pageRequest = { page, perPage: STORES_PER_PAGE };
    const { total, data } = listStores(app.db, search, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });

  app.get<{ Params: { slug: string } }>('/api/stores/:slug', async (request) => {
    const { slug } = request.params;
    const store = SLUG_PATTERN.test(slug) ? findStoreBySlug(app.db, slug) : undefined;
    if (!store) throw new HttpError(404, STORE_NOT_FOUND);
    return store;
  });
}
