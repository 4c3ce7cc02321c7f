import type { FastifyInstance } from 'fastify';
import { asRawQuery } from '../../http/query';
import { paginate } from '../../http/pagination';
import { parseSearchParams } from './search-params';
import { searchProducts } from './search-repository';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/search', async (request) => {
    const params = parseSearchParams(asRawQuery(request.query));
    const result = searchProducts(app.db, params);
    return {
      products: paginate(result.products, result.total, { page: params.page, perPage: params.perPage }, request.url),
      ...result.facets,
    };
  });
}
