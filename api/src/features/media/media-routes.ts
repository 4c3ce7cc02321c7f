import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PathParam } from 'shared-contracts/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import { svgResponses } from '../../http/route-schemas';
import { SLUG_PATTERN } from '../../lib/slug';
import { BANNER_SIZES, bannerSvg, type BannerSize } from './banner-art';
import { blogCoverSvg } from './blog-art';
import { findBannerArt, findBlogArt, findProductArt, findStoreArt } from './media-repository';
import { PRODUCT_PHOTO_SIZE, productPhotoSvg } from './product-art';
import { storeBannerSvg, storeLogoSvg } from './store-art';

const ONE_DAY_SECONDS = 24 * 60 * 60;
const MIN_WIDTH = 32;
const MAX_WIDTH = 1600;

function notFound(): HttpError {
  return new HttpError(404, MESSAGES.notFound);
}

/** SVG with a day of caching and an ETag; nothing in it may load from elsewhere. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
    .header('etag', etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Display width from `?w=` (thumbnails); anything unusable falls back to the full size. */
function displayWidth(raw: string | undefined): number {
  const width = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : PRODUCT_PHOTO_SIZE;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
}

const tags = ['mídia'];

export async function mediaRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const productSchema = {
    tags,
    summary: 'Foto gerada de um produto',
    params: Type.Object({ id: PathParam('Id do produto'), position: PathParam('Foto, a partir de 1') }),
    querystring: Type.Object({
      w: Type.Optional(Type.String({ description: `Largura em pixels (${MIN_WIDTH} a ${MAX_WIDTH})` })),
    }),
    response: svgResponses,
  };
  app.get('/api/media/products/:id/:position.svg', { schema: productSchema }, async (request, reply) => {
    const { id, position } = request.params;
    if (!/^\d{1,15}$/.test(id) || !/^\d{1,2}$/.test(position)) throw notFound();
    const product = await findProductArt(app.kysely, Number(id));
    const number = Number(position);
    if (!product || number < 1 || number > Math.max(1, product.photo_count)) throw notFound();
    const svg = productPhotoSvg({
      id: product.id,
      name: product.name,
      manufacturer: product.manufacturer,
      productType: product.product_type,
      categorySlug: product.category_slug,
      departmentSlug: product.department_slug,
      position: number,
      width: displayWidth(request.query.w),
    });
    return sendSvg(request, reply, svg);
  });

  const storeSchema = {
    tags,
    summary: 'Logotipo ou banner gerado de uma loja',
    params: Type.Object({ slug: PathParam('Slug da loja'), kind: PathParam("'logo' ou 'banner'") }),
    response: svgResponses,
  };
  app.get('/api/media/stores/:slug/:kind.svg', { schema: storeSchema }, async (request, reply) => {
    const { slug, kind } = request.params;
    if (!SLUG_PATTERN.test(slug) || (kind !== 'logo' && kind !== 'banner')) throw notFound();
    const store = await findStoreArt(app.kysely, slug);
    if (!store) throw notFound();
    const input = { name: store.name, slug: store.slug, cityName: store.city_name, stateName: store.state_name };
    return sendSvg(request, reply, kind === 'logo' ? storeLogoSvg(input) : storeBannerSvg(input));
  });

  const bannerSchema = {
    tags,
    summary: 'Imagem gerada de um banner',
    params: Type.Object({ slug: PathParam('Slug do banner'), size: PathParam("'desktop', 'tablet' ou 'mobile'") }),
    response: svgResponses,
  };
  app.get('/api/media/banners/:slug/:size.svg', { schema: bannerSchema }, async (request, reply) => {
    const { slug, size } = request.params;
    if (!SLUG_PATTERN.test(slug) || !Object.hasOwn(BANNER_SIZES, size)) throw notFound();
    const banner = await findBannerArt(app.kysely, slug);
    if (!banner) throw notFound();
    const svg = bannerSvg(
      {
        slug: banner.slug,
        name: banner.name,
        headline: banner.headline,
        subline: banner.subline,
        ctaLabel: banner.cta_label,
      },
      size as BannerSize,
    );
    return sendSvg(request, reply, svg);
  });

  const blogSchema = {
    tags,
    summary: 'Capa gerada de um post do blog',
    params: Type.Object({ slug: PathParam('Slug do post') }),
    response: svgResponses,
  };
  app.get('/api/media/blog/:slug.svg', { schema: blogSchema }, async (request, reply) => {
    const { slug } = request.params;
    const post = SLUG_PATTERN.test(slug) ? await findBlogArt(app.kysely, slug) : undefined;
    if (!post) throw notFound();
    return sendSvg(request, reply, blogCoverSvg(post));
  });
}
