import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { QueryReader, asRawQuery, queryValue } from '../../http/query';
import { requireAuth } from '../../http/session';
import { centsToReais } from '../../lib/money';
import { SLUG_PATTERN } from '../../lib/slug';
import { affiliateId, noStore } from './affiliate-guard';
import { findAffiliateProfile, saveAffiliateProfile } from './affiliate-profile-repository';
import { validateAffiliateProfile } from './affiliate-profile-rules';
import { isCalendarDay } from './business-time';
import { dashboardOf } from './dashboard-repository';
import { LINK_CODE_PATTERN } from './link-codes';
import {
  countClick,
  deactivateLink,
  ensureLink,
  findLink,
  findLinkTarget,
  findMarketProduct,
  findProductForLink,
  findPromotedProduct,
  listPromotedProducts,
  toLinkView,
} from './link-repository';
import { SALE_STATUSES, listSales, type SaleFilters, type SaleStatus } from './sales-repository';
import { balancesOf, listStatement } from './statement-repository';

export const AFFILIATE_MESSAGES = {
  notOpen: 'Este produto não aceita afiliados.',
  productRequired: 'O campo produto é obrigatório.',
  productInteger: 'O campo produto deve ser um número inteiro.',
  productInvalid: 'O campo produto selecionado é inválido.',
  notPromoted: 'Você não promove este produto.',
  productNotFound: 'Produto não encontrado.',
  statusInvalid: 'O campo situação selecionado é inválido.',
  fromInvalid: 'O campo data inicial não é uma data válida.',
  toInvalid: 'O campo data final não é uma data válida.',
  toBeforeFrom: 'O campo data final deve ser uma data posterior ou igual a data inicial.',
} as const;

export const PROMOTED_PER_PAGE = 10;
export const SALES_PER_PAGE = 10;
export const STATEMENT_PER_PAGE = 15;

const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The product id of a promote request: a positive whole number, as a number or as text. */
function productIdOf(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).product_id
      : undefined;
  if (value === undefined || value === null || value === '') {
    throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.productRequired);
  }
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!ID_PATTERN.test(text)) throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.productInteger);
  return Number(text);
}

function pathProductId(request: FastifyRequest): number {
  const raw = (request.params as { productId?: unknown }).productId;
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) throw new HttpError(404, AFFILIATE_MESSAGES.notPromoted);
  return Number(raw);
}

/** status, from and to of the sales list; every wrong one is reported in one 422. */
function saleFilters(reader: QueryReader, query: ReturnType<typeof asRawQuery>): SaleFilters {
  const filters: SaleFilters = {};
  const status = queryValue(query, 'status');
  if (status !== undefined) {
    if ((SALE_STATUSES as readonly string[]).includes(status)) filters.status = status as SaleStatus;
    else reader.addError('status', AFFILIATE_MESSAGES.statusInvalid);
  }
  const from = queryValue(query, 'from');
  if (from !== undefined) {
    if (isCalendarDay(from)) filters.from = from;
    else reader.addError('from', AFFILIATE_MESSAGES.fromInvalid);
  }
  const to = queryValue(query, 'to');
  if (to !== undefined) {
    if (!isCalendarDay(to)) reader.addError('to', AFFILIATE_MESSAGES.toInvalid);
    else if (filters.from !== undefined && to < filters.from) reader.addError('to', AFFILIATE_MESSAGES.toBeforeFrom);
    else filters.to = to;
  }
  return filters;
}

/**
 * The affiliate area's API (affiliates only: 401 for guests, 403 for customers): dashboard,
 * promoted products and their links, sales, statement and profile; and the public side of a link,
 * GET /api/r/:code, which counts the click and sends the shopper to the product page.
 */
export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { preHandler: requireAuth };

  app.get('/api/affiliates/dashboard', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    noStore(reply);
    return dashboardOf(app.db, id, Date.now());
  });

  app.get('/api/affiliates/products', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    const reader = new QueryReader(asRawQuery(request.query));
    const page = { page: reader.page(), perPage: PROMOTED_PER_PAGE };
    reader.assertValid();
    const { total, data } = listPromotedProducts(app.db, id, page);
    noStore(reply);
    return paginate(data, total, page, request.url);
  });

  // Creates the link, or answers the one the affiliate already has (200 instead of 201).
  app.post('/api/affiliates/products', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    const productId = productIdOf(request.body);
    const product = findProductForLink(app.db, productId);
    if (!product) throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.productInvalid);
    if (product.affiliate_commission <= 0) {
      throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.notOpen);
    }
    const { created } = ensureLink(app.db, id, productId);
    const promoted = findPromotedProduct(app.db, id, productId);
    if (!promoted) throw new Error('link not found right after it was made');
    noStore(reply);
    return reply.code(created ? 201 : 200).send(promoted);
  });

  app.delete('/api/affiliates/products/:productId', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    if (!deactivateLink(app.db, id, pathProductId(request))) throw new HttpError(404, AFFILIATE_MESSAGES.notPromoted);
    return reply.code(204).send();
  });

  // The market's product page asks what promoting this product pays and whether it is promoted.
  app.get<{ Params: { sellerSlug: string; slug: string } }>(
    '/api/affiliates/market/products/:sellerSlug/:slug',
    guarded,
    async (request, reply) => {
      const id = affiliateId(app, request);
      const { sellerSlug, slug } = request.params;
      const product =
        SLUG_PATTERN.test(sellerSlug) && SLUG_PATTERN.test(slug)
          ? findMarketProduct(app.db, sellerSlug, slug)
          : undefined;
      if (!product) throw new HttpError(404, AFFILIATE_MESSAGES.productNotFound);
      const link = findLink(app.db, id, product.id);
      noStore(reply);
      return {
        product_id: product.id,
        name: product.name,
        price: centsToReais(product.price_cents),
        affiliate_commission: product.affiliate_commission,
        commission_value: centsToReais((product.price_cents * product.affiliate_commission) / 100),
        accepts_affiliates: product.affiliate_commission > 0,
        link: link?.active === 1 ? toLinkView(link) : null,
      };
    },
  );

  app.get('/api/affiliates/sales', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    const query = asRawQuery(request.query);
    const reader = new QueryReader(query);
    const page = { page: reader.page(), perPage: SALES_PER_PAGE };
    const filters = saleFilters(reader, query);
    reader.assertValid();
    const { totals, data } = listSales(app.db, id, filters, page);
    noStore(reply);
    return { ...paginate(data, totals.count, page, request.url), totals };
  });

  app.get('/api/affiliates/payment-records', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    const reader = new QueryReader(asRawQuery(request.query));
    const page = { page: reader.page(), perPage: STATEMENT_PER_PAGE };
    reader.assertValid();
    const { total, data } = listStatement(app.db, id, page);
    noStore(reply);
    return { summary: balancesOf(app.db, id), records: paginate(data, total, page, request.url) };
  });

  app.get('/api/affiliates/profile', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    noStore(reply);
    return findAffiliateProfile(app.db, id);
  });

  app.put('/api/affiliates/profile', guarded, async (request, reply) => {
    const id = affiliateId(app, request);
    saveAffiliateProfile(app.db, id, validateAffiliateProfile(request.body));
    noStore(reply);
    return findAffiliateProfile(app.db, id);
  });

  // Public. Every visit is a click, so no automatic HEAD twin that would count too.
  app.get<{ Params: { code: string } }>('/api/r/:code', { exposeHeadRoute: false }, async (request, reply) => {
    const { code } = request.params;
    const target = LINK_CODE_PATTERN.test(code) ? findLinkTarget(app.db, code) : undefined;
    reply.header('cache-control', 'no-store');
    if (!target) return reply.redirect('/', 302);
    const productPath = `/produto/${target.seller_slug}/${target.product_slug}`;
    // A link its affiliate stopped promoting still reaches the product, without crediting anyone.
    if (target.active !== 1) return reply.redirect(productPath, 302);
    countClick(app.db, target.id, Date.now());
    return reply.redirect(`${productPath}?ref=${encodeURIComponent(code)}`, 302);
  });
}
