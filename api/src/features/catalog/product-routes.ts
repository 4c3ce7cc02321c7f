import type { FastifyInstance } from 'fastify';
import { LIST_TYPES } from './catalog-filters';
import { HttpError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { QueryReader, asRawQuery } from '../../http/query';
import { SLUG_PATTERN } from '../../lib/slug';
import { PRODUCT_LIST_DEFAULT_LIMIT, PRODUCT_LIST_MAX_LIMIT } from './product-list-routes';
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
function existingProductId(app: FastifyInstance, raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || !productExists(app.db, id)) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return id;
}

export async function productRoutes(app: FastifyInstance): Promise<void> {
  // Each page view is counted, so no automatic HEAD twin that would count too.
  app.get<{ Params: { sellerSlug: string; slug: string } }>(
    '/api/products/:sellerSlug/:slug',
    { exposeHeadRoute: false },
    async (request) => {
      const { sellerSlug, slug } = request.params;
      const product =
        SLUG_PATTERN.test(sellerSlug) && SLUG_PATTERN.test(slug)
          ? findProductDetail(app.db, sellerSlug, slug)
          : undefined;
      if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
      incrementViewCount(app.db, product.id);
      return product;
    },
  );

  app.get<{ Params: { id: string } }>('/api/products/:id/related', async (request) => {
    const reader = new QueryReader(asRawQuery(request.query));
    const limit = reader.integer('limit', 'limite', {
      min: 1,
      max: PRODUCT_LIST_MAX_LIMIT,
      fallback: PRODUCT_LIST_DEFAULT_LIMIT,
    });
    // In the affiliated market only products that pay a commission are related.
    const type = reader.oneOf('type', 'tipo', LIST_TYPES, 'store');
    reader.assertValid();
    return relatedProducts(app.db, existingProductId(app, request.params.id), limit, type);
  });

  app.get<{ Params: { id: string } }>('/api/products/:id/reviews', async (request) => {
    const reader = new QueryReader(asRawQuery(request.query));
    const page = reader.page();
    reader.assertValid();
    const productId = existingProductId(app, request.params.id);
    const pageRequest = { page, perPage: REVIEWS_PER_PAGE };
    const { total, data } = productReviews(app.db, productId, pageRequest);
    return paginate(data, total, pageRequest, request.url);
  });
}
