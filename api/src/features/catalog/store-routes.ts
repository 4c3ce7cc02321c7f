import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PathParam, Store, StoreListQuery, StorePage } from 'shared-contracts/schema';
import { foundBySlug } from '../../http/by-slug';
import { paginate } from '../../http/pagination';
import { lookupRouteSchema, queryRouteSchema } from '../../http/route-schemas';
import { findStoreBySlug, listStores } from './store-repository';

export const STORE_NOT_FOUND = 'Loja não encontrada.';
export const STORES_PER_PAGE = 12;

export async function storeRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const listSchema = queryRouteSchema('lojas', 'Lojas, 12 por página', StoreListQuery, StorePage);
  app.get('/api/stores', { schema: listSchema }, async (request) => {
    const { page = 1, search } = request.query;
    const pageRequest = { page, perPage: STORES_PER_PAGE };
    const { total, data } = await listStores(app.kysely, search, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });

  const storeSchema = lookupRouteSchema('lojas', 'Uma loja', Type.Object({ slug: PathParam('Slug da loja') }), Store);
  app.get('/api/stores/:slug', { schema: storeSchema }, async (request) => {
    return foundBySlug(request.params.slug, (slug) => findStoreBySlug(app.kysely, slug), STORE_NOT_FOUND);
  });
}
