import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ClientMeter } from '../../plugins/client-meter';
import { Type, type TSchema } from 'typebox';
import {
  MessageBody,
  PathParam,
  ProductCardList,
  ProductDetail,
  PRODUCT_LIST_LIMITS,
  PageQuery,
  RelatedProductsQuery,
  ReviewPage,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { HttpError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { lookupRouteSchema } from '../../http/route-schemas';
import { SLUG_PATTERN } from '../../lib/slug';
import {
  findProductDetail,
  incrementViewCount,
  productExists,
  productReviews,
  relatedProducts,
} from './product-repository';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
export const REVIEWS_PER_PAGE = 10;

/** A product id from the path, or a 404 when it is not a positive whole number or unknown. */
async function existingProductId(app: FastifyInstance, raw: string): Promise<number> {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || !(await productExists(app.kysely, id))) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return id;
}

const productIdParams = Type.Object({ id: PathParam('Id do produto') });

/** A GET about one product with a checked query string: `answer`, 404 for an unknown product, or 422. */
function productQuerySchema<Query extends TSchema, Answer extends TSchema>(
  summary: string,
  querystring: Query,
  answer: Answer,
) {
  return {
    tags: ['catálogo'],
    summary,
    params: productIdParams,
    querystring,
    response: { 200: answer, 404: MessageBody, 422: ValidationErrorBody },
  };
}

export interface ProductRoutesOptions {
  /** Meters the views a client address adds to 'Mais vistos'. */
  meter: ClientMeter;
}

export async function productRoutes(base: FastifyInstance, options: ProductRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { meter } = options;
  // Each page view is counted (up to the client address's allowance a minute, see ClientMeter), so
  // no automatic HEAD twin that would count too. Past the allowance the page is answered as ever,
  // uncounted.
  app.get(
    '/api/products/:sellerSlug/:slug',
    {
      exposeHeadRoute: false,
      schema: lookupRouteSchema(
        'catálogo',
        'Página do produto (conta uma visualização)',
        Type.Object({ sellerSlug: PathParam('Slug da loja'), slug: PathParam('Slug do produto') }),
        ProductDetail,
      ),
    },
    async (request) => {
      const { sellerSlug, slug } = request.params;
      const product =
        SLUG_PATTERN.test(sellerSlug) && SLUG_PATTERN.test(slug)
          ? await findProductDetail(app.kysely, sellerSlug, slug)
          : undefined;
      if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
      if (await meter.counts('view', request)) await incrementViewCount(app.kysely, product.id);
      return product;
    },
  );

  const relatedSchema = productQuerySchema(
    'Produtos relacionados (mesma subcategoria)',
    RelatedProductsQuery,
    ProductCardList,
  );
  app.get('/api/products/:id/related', { schema: relatedSchema }, async (request) => {
    const { limit = PRODUCT_LIST_LIMITS.default, type = 'store' } = request.query;
    // In the affiliated market only products that pay a commission are related.
    return relatedProducts(app.kysely, await existingProductId(app, request.params.id), limit, type);
  });

  const reviewsSchema = productQuerySchema(
    'Avaliações do produto, 10 por página, mais novas primeiro',
    PageQuery,
    ReviewPage,
  );
  app.get('/api/products/:id/reviews', { schema: reviewsSchema }, async (request) => {
    const { page = 1 } = request.query;
    const productId = await existingProductId(app, request.params.id);
    const pageRequest = { page, perPage: REVIEWS_PER_PAGE };
    const { total, data } = await productReviews(app.kysely, productId, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });
}
