import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { QueryValue, SearchResponse, ValidationErrorBody } from 'shared-contracts/schema';
import { asRawQuery } from '../../http/query';
import { paginate } from '../../http/pagination';
import { parseSearchParams } from './search-params';
import { searchProducts } from './search-repository';

const LIST_STYLES = "lista: 'ids[]=1&ids[]=2', 'ids=1&ids=2' ou 'ids=1,2'";

/** Query of GET /api/search (its rules are read by search-params). */
const searchQuery = Type.Object({
  type: Type.Optional(QueryValue("'store' (padrão) ou 'affiliated-market'")),
  search: Type.Optional(QueryValue('Cada palavra deve aparecer no nome, fabricante ou categoria')),
  category_id: Type.Optional(QueryValue('Categoria (com suas subcategorias)')),
  seller_id: Type.Optional(QueryValue('Loja')),
  product_situations: Type.Optional(QueryValue(LIST_STYLES)),
  product_type_ids: Type.Optional(QueryValue(LIST_STYLES)),
  product_manufacturer_ids: Type.Optional(QueryValue(LIST_STYLES)),
  product_category_ids: Type.Optional(QueryValue(LIST_STYLES)),
  min_price: Type.Optional(QueryValue('Reais, inclusive')),
  max_price: Type.Optional(QueryValue('Reais, inclusive')),
  order: Type.Optional(QueryValue('1 mais vendidos, 2 mais avaliados, 3 maior preço, 4 menor preço')),
  items_per_page: Type.Optional(QueryValue('12, 24, 60 ou 90')),
  page: Type.Optional(QueryValue('Página, a partir de 1')),
});

export async function searchRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['catálogo'],
    summary: 'Busca de produtos com os filtros da página',
    querystring: searchQuery,
    response: { 200: SearchResponse, 422: ValidationErrorBody },
  };
  app.get('/api/search', { schema }, async (request) => {
    const params = parseSearchParams(asRawQuery(request.query));
    const result = searchProducts(app.db, params);
    return {
      products: paginate(result.products, result.total, { page: params.page, perPage: params.perPage }, request.url),
      ...result.facets,
    };
  });
}
