import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AffiliateDashboard,
  AffiliateMarketProduct,
  AffiliatePaymentRecords,
  AffiliateProduct,
  AffiliateProductPage,
  AffiliateProfile,
  AffiliateProfileInput,
  AffiliateSalesPage,
  AffiliateSalesQuery,
  affiliateMessages,
  MessageBody,
  PageQuery,
  PathParam,
  PromoteProductInput,
  ValidationErrorBody,
} from 'shared-contracts/schema';
import { noContent } from '../../http/route-schemas';
import { HttpError, ValidationError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { assertValidRequest } from '../../plugins/request-validation';
import { requireAuth } from '../../plugins/session';
import { centsToReais } from '../../lib/money';
import { SLUG_PATTERN } from '../../lib/slug';
import { noStore } from '../../http/cache-control';
import { affiliateId } from './affiliate-guard';
import { DAY_MS } from './business-time';
import { affiliateProfileValues, findAffiliateProfile, saveAffiliateProfile } from './affiliate-profile-repository';
import { dashboardOf } from './dashboard-repository';
import { LINK_CODE_PATTERN } from './link-codes';
import {
  deactivateLink,
  ensureLink,
  findLink,
  findLinkTarget,
  findMarketProduct,
  findProductForLink,
  findPromotedProduct,
  listPromotedProducts,
  findClick,
  pruneClicks,
  recordClick,
  toLinkView,
  type LinkTarget,
} from './link-repository';
import type { ClientMeter } from '../../plugins/client-meter';
import type { Referrals } from './referral-proof';
import { listSales, type SaleFilters } from './sales-repository';
import { balancesOf, listStatement } from './statement-repository';

export const AFFILIATE_MESSAGES = {
  notOpen: 'Este produto não aceita afiliados.',
  productRequired: affiliateMessages.productRequired,
  productInteger: affiliateMessages.productInteger,
  productInvalid: 'O campo produto selecionado é inválido.',
  notPromoted: 'Você não promove este produto.',
  productNotFound: 'Produto não encontrado.',
  statusInvalid: 'O campo situação selecionado é inválido.',
  fromInvalid: 'O campo data inicial não é uma data válida.',
  toInvalid: 'O campo data final não é uma data válida.',
  toBeforeFrom: 'O campo data final deve ser uma data posterior ou igual a data inicial.',
  linkNotFound: 'Link de afiliado não encontrado.',
} as const;

/** What a browser that followed a link with an unknown code reads (no script, no style: the API's CSP allows none). */
export const LINK_NOT_FOUND_PAGE = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex"><title>Link não encontrado | Mercado Brasil</title></head>',
  '<body><h1>Link não encontrado</h1>',
  '<p>Este link de afiliado não existe ou foi copiado pela metade. Confira o endereço com quem o enviou.</p>',
  '<p><a href="/">Ir para a página inicial</a></p></body>',
  '</html>',
].join('\n');

/** A browser's navigation (it names HTML among what it accepts), as opposed to a script asking for JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

export const PROMOTED_PER_PAGE = 10;
export const SALES_PER_PAGE = 10;
export const STATEMENT_PER_PAGE = 15;

const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The product id of a promote request: a positive whole number, as a number or as text. */
function pathProductId(request: FastifyRequest): number {
  const raw = (request.params as { productId?: unknown }).productId;
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) throw new HttpError(404, AFFILIATE_MESSAGES.notPromoted);
  return Number(raw);
}

/**
 * The affiliate area's API (affiliates only: 401 for guests, 403 for customers): dashboard,
 * promoted products and their links, sales, statement and profile; and the public side of a link:
 * GET /api/r/:code records the click, hands the shopper its signed proof (a cookie) and sends them
 * to the product page; POST /api/r/:code does the same for a page the site opened with `?ref=`.
 */
const tags = ['afiliados'];
const denied = { 401: MessageBody, 403: MessageBody };

export interface AffiliateRoutesOptions {
  referrals: Referrals;
  /** Meters the clicks a client address adds to the affiliates' figures. */
  meter: ClientMeter;
}

export async function affiliateRoutes(base: FastifyInstance, options: AffiliateRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { referrals, meter } = options;
  const guarded = { preHandler: requireAuth };
  // Query strings and bodies are checked once the caller is known to be an affiliate (customers 403).
  const checkedInHandler = { ...guarded, config: { validation: 'handler' as const } };

  const dashboardSchema = {
    tags,
    summary: 'Painel do afiliado',
    response: { 200: AffiliateDashboard, ...denied },
  };
  app.get('/api/affiliates/dashboard', { ...guarded, schema: dashboardSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    noStore(reply);
    return dashboardOf(app.kysely, id, Date.now());
  });

  const productsSchema = {
    tags,
    summary: 'Produtos que o afiliado promove, com seus links',
    querystring: PageQuery,
    response: { 200: AffiliateProductPage, ...denied, 422: ValidationErrorBody },
  };
  app.get('/api/affiliates/products', { ...checkedInHandler, schema: productsSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    assertValidRequest(request);
    const page = { page: request.query.page ?? 1, perPage: PROMOTED_PER_PAGE };
    const { total, data } = await listPromotedProducts(app.kysely, id, page);
    noStore(reply);
    return paginate(data, total, page, request.url);
  });

  // Creates the link, or answers the one the affiliate already has (200 instead of 201).
  const promoteSchema = {
    tags,
    summary: 'Passa a promover um produto (201) ou devolve o link que já existe (200)',
    body: PromoteProductInput,
    response: { 200: AffiliateProduct, 201: AffiliateProduct, ...denied, 422: ValidationErrorBody },
  };
  app.post('/api/affiliates/products', { ...checkedInHandler, schema: promoteSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    assertValidRequest(request);
    const productId = Number(request.body.product_id);
    const product = await findProductForLink(app.kysely, productId);
    if (!product) throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.productInvalid);
    if (product.affiliate_commission <= 0) {
      throw ValidationError.withMessage('product_id', AFFILIATE_MESSAGES.notOpen);
    }
    const { created } = await ensureLink(app.kysely, id, productId);
    const promoted = await findPromotedProduct(app.kysely, id, productId);
    if (!promoted) throw new Error('link not found right after it was made');
    noStore(reply);
    return reply.code(created ? 201 : 200).send(promoted);
  });

  const stopSchema = {
    tags,
    summary: 'Deixa de promover um produto (o link continua levando ao produto, sem comissão)',
    params: Type.Object({ productId: PathParam('Id do produto') }),
    response: { 204: noContent('Link desativado'), ...denied, 404: MessageBody },
  };
  app.delete('/api/affiliates/products/:productId', { ...guarded, schema: stopSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    const stopped = await deactivateLink(app.kysely, id, pathProductId(request));
    if (!stopped) throw new HttpError(404, AFFILIATE_MESSAGES.notPromoted);
    return reply.code(204).send(null);
  });

  // The market's product page asks what promoting this product pays and whether it is promoted.
  const marketSchema = {
    tags,
    summary: 'Quanto paga promover um produto do mercado, e o link se já o promove',
    params: Type.Object({ sellerSlug: PathParam('Slug da loja'), slug: PathParam('Slug do produto') }),
    response: { 200: AffiliateMarketProduct, ...denied, 404: MessageBody },
  };
  app.get(
    '/api/affiliates/market/products/:sellerSlug/:slug',
    { ...guarded, schema: marketSchema },
    async (request, reply) => {
      const id = await affiliateId(app, request);
      const { sellerSlug, slug } = request.params;
      const product =
        SLUG_PATTERN.test(sellerSlug) && SLUG_PATTERN.test(slug)
          ? await findMarketProduct(app.kysely, sellerSlug, slug)
          : undefined;
      if (!product) throw new HttpError(404, AFFILIATE_MESSAGES.productNotFound);
      const link = await findLink(app.kysely, id, product.id);
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

  const salesSchema = {
    tags,
    summary: 'Vendas do afiliado, com os totais de todas as que atendem aos filtros',
    querystring: AffiliateSalesQuery,
    response: { 200: AffiliateSalesPage, ...denied, 422: ValidationErrorBody },
  };
  app.get('/api/affiliates/sales', { ...checkedInHandler, schema: salesSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    assertValidRequest(request);
    const { page: pageNumber = 1, status, from, to } = request.query;
    const page = { page: pageNumber, perPage: SALES_PER_PAGE };
    const filters: SaleFilters = { status, from, to };
    const { totals, data } = await listSales(app.kysely, id, filters, page);
    noStore(reply);
    return { ...paginate(data, totals.count, page, request.url), totals };
  });

  const recordsSchema = {
    tags,
    summary: 'Extrato: saldos, comissões e repasses',
    querystring: PageQuery,
    response: { 200: AffiliatePaymentRecords, ...denied, 422: ValidationErrorBody },
  };
  app.get('/api/affiliates/payment-records', { ...checkedInHandler, schema: recordsSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    assertValidRequest(request);
    const page = { page: request.query.page ?? 1, perPage: STATEMENT_PER_PAGE };
    const { total, data } = await listStatement(app.kysely, id, page);
    noStore(reply);
    return { summary: await balancesOf(app.kysely, id), records: paginate(data, total, page, request.url) };
  });

  const profileSchema = {
    tags,
    summary: 'Dados pessoais e de pagamento do afiliado',
    response: { 200: AffiliateProfile, ...denied },
  };
  app.get('/api/affiliates/profile', { ...guarded, schema: profileSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    noStore(reply);
    return findAffiliateProfile(app.kysely, id);
  });

  const saveProfileSchema = {
    tags,
    summary: 'Salva os dados do afiliado',
    body: AffiliateProfileInput,
    response: { 200: AffiliateProfile, ...denied, 422: ValidationErrorBody },
  };
  app.put('/api/affiliates/profile', { ...checkedInHandler, schema: saveProfileSchema }, async (request, reply) => {
    const id = await affiliateId(app, request);
    assertValidRequest(request);
    await saveAffiliateProfile(app.kysely, id, affiliateProfileValues(request.body));
    noStore(reply);
    return findAffiliateProfile(app.kysely, id);
  });

  /** The link of a code, or undefined for an unknown or malformed one. */
  const linkOf = (code: string): Promise<LinkTarget | undefined> =>
    LINK_CODE_PATTERN.test(code) ? findLinkTarget(app.kysely, code) : Promise.resolve(undefined);

  /**
   * Records a click on an active link and hands its proof over (replacing an earlier one). A
   * browser whose proof already names a click on this link within the window is sent on as it is:
   * one click per browser, link and window, however often it comes back. Past the client address's
   * allowance (see ClientMeter) nothing is recorded either; the shopper still reaches the product.
   */
  const click = async (linkId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const now = referrals.now();
    const windowStart = now - referrals.windowDays * DAY_MS;
    const proven = referrals.fromRequest(request);
    const earlier = proven === null ? undefined : await findClick(app.kysely, proven);
    if (earlier && earlier.link_id === linkId && earlier.clicked_at >= windowStart) return;
    if (!(await meter.counts('click', request))) return;
    const clickId = await recordClick(app.kysely, linkId, now);
    referrals.hand(reply, clickId);
    await pruneClicks(app.kysely, windowStart);
  };

  // Public. Every visit is a click, so no automatic HEAD twin that would count too. The product
  // page is reached without `?ref=`: the click is already recorded, the site has nothing to report.
  // A code that names no link is a 404 (a shared link that never existed is not a page to index):
  // a browser gets a page saying so, with a way home; any other client the JSON message.
  const linkSchema = {
    tags,
    summary: 'Link de afiliado: registra o clique (cookie com a prova) e leva à página do produto',
    params: Type.Object({ code: PathParam('Código do link') }),
    response: {
      302: { description: 'Para a página do produto', type: 'null' },
      404: {
        description: 'Código desconhecido: uma página para o navegador (Accept: text/html), senão { message }',
        content: {
          'application/json': { schema: MessageBody },
          'text/html': { schema: Type.String() },
        },
      },
    },
  };
  app.get('/api/r/:code', { exposeHeadRoute: false, schema: linkSchema }, async (request, reply) => {
    const target = await linkOf(request.params.code);
    reply.header('cache-control', 'no-store');
    if (!target) {
      reply.code(404);
      if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(LINK_NOT_FOUND_PAGE);
      return reply.type('application/json; charset=utf-8').send({ message: AFFILIATE_MESSAGES.linkNotFound });
    }
    // A link its affiliate stopped promoting still reaches the product, without crediting anyone.
    if (target.active === 1) await click(target.id, request, reply);
    return reply.redirect(`/produto/${target.seller_slug}/${target.product_slug}`, 302);
  });

  // The site reports a page opened with `?ref=<code>` (a link shared without the redirect).
  const landingSchema = {
    tags,
    summary: 'Página aberta com ?ref=: registra o clique e entrega a prova (cookie), como o link',
    params: Type.Object({ code: PathParam('Código do link') }),
    response: { 204: noContent('Clique registrado'), 404: MessageBody },
  };
  app.post('/api/r/:code', { schema: landingSchema }, async (request, reply) => {
    const target = await linkOf(request.params.code);
    reply.header('cache-control', 'no-store');
    if (target?.active !== 1) throw new HttpError(404, AFFILIATE_MESSAGES.linkNotFound);
    await click(target.id, request, reply);
    return reply.code(204).send(null);
  });
}
