import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SearchQuery, SearchResponse, ValidationErrorBody } from 'shared-contracts/schema';
import { paginate } from '../../http/pagination';
import { searchParamsOf } from './search-params';
import { searchProducts } from './search-repository';

export async function searchRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['catálogo'],
    summary: 'Busca de produtos com os filtros da página',
    querystring: SearchQuery,
    response: { 200: SearchResponse, 422: ValidationErrorBody },
  };
  app.get('/api/search', { schema }, async (request) => {
    const params = searchParamsOf(request.query);
    const result = await searchProducts(app.kysely, params);
    return {
      products: paginate(result.products, result.total, { page: params.page, perPage: params.perPage }, request.url),
      ...result.facets,
    };
  });
}
