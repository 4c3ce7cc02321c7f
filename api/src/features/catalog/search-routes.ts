import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SearchQuery, SearchResponse } from 'shared-contracts/schema';
import { paginate } from '../../http/pagination';
import { queryRouteSchema } from '../../http/route-schemas';
import { catalogVersionOf } from '../../plugins/public-cache';
import { searchParamsOf } from './search-params';
import { SearchMemo } from './search-memo';
import { searchProducts, type SearchFacets } from './search-repository';

export async function searchRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = queryRouteSchema(
    'catálogo',
    'Busca de produtos com os filtros da página',
    SearchQuery,
    SearchResponse,
  );
  const memo = new SearchMemo<SearchFacets>();
  app.get('/api/search', { schema }, async (request) => {
    const params = searchParamsOf(request.query);
    const version = catalogVersionOf(request);
    const result = await searchProducts(app.kysely, params, version === undefined ? undefined : { memo, version });
    return {
      products: paginate(result.products, result.total, { page: params.page, perPage: params.perPage }, request.url),
      ...result.facets,
    };
  });
}
