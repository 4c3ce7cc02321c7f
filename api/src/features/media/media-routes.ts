import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors';
import { asRawQuery, queryValue } from '../../http/query';
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
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Display width from `?w=` (thumbnails); anything unusable falls back to the full size. */
function displayWidth(request: FastifyRequest): number {
  const raw = queryValue(asRawQuery(request.query), 'w');
  const width = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : PRODUCT_PHOTO_SIZE;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string; position: string } }>(
    '/api/media/products/:id/:position.svg',
    async (request, reply) => {
      const { id, position } = request.params;
      if (!/^\d{1,15}$/.test(id) || !/^\d{1,2}$/.test(position)) throw notFound();
      const product = findProductArt(app.db, Number(id));
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
        width: displayWidth(request),
      });
      return sendSvg(request, reply, svg);
    },
  );

  app.get<{ Params: { slug: string; kind: string } }>('/api/media/stores/:slug/:kind.svg', async (request, reply) => {
    const { slug, kind } = request.params;
    if (!SLUG_PATTERN.test(slug) || (kind !== 'logo' && kind !== 'banner')) throw notFound();
    const store = findStoreArt(app.db, slug);
    if (!store) throw notFound();
    const input = { name: store.name, slug: store.slug, cityName: store.city_name, stateName: store.state_name };
    return sendSvg(request, reply, kind === 'logo' ? storeLogoSvg(input) : storeBannerSvg(input));
  });

  app.get<{ Params: { slug: string; size: string } }>('/api/media/banners/:slug/:size.svg', async (request, reply) => {
    const { slug, size } = request.params;
    if (!SLUG_PATTERN.test(slug) || !Object.hasOwn(BANNER_SIZES, size)) throw notFound();
    const banner = findBannerArt(app.db, slug);
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

  app.get<{ Params: { slug: string } }>('/api/media/blog/:slug.svg', async (request, reply) => {
    const { slug } = request.params;
    const post = SLUG_PATTERN.test(slug) ? findBlogArt(app.db, slug) : undefined;
    if (!post) throw notFound();
    return sendSvg(request, reply, blogCoverSvg(post));
  });
}
