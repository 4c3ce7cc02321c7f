import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PathParam } from 'shared-contracts/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import { foundBySlug } from '../../http/by-slug';
import { svgResponses } from '../../http/route-schemas';
import { sendSvg } from '../../http/svg-reply';
import { BANNER_SIZES, bannerSvg, type BannerSize } from './banner-art';
import { blogCoverSvg } from './blog-art';
import { findBannerArt, findBlogArt, findProductArt, findStoreArt } from './media-repository';
import { PRODUCT_PHOTO_SIZE, productPhotoSvg } from './product-art';
import { storeBannerSvg, storeLogoSvg } from './store-art';

const MIN_WIDTH = 32;
const MAX_WIDTH = 1600;

function notFound(): HttpError {
  return new HttpError(404, MESSAGES.notFound);
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
    if (kind !== 'logo' && kind !== 'banner') throw notFound();
    const store = await foundBySlug(slug, (known) => findStoreArt(app.kysely, known), MESSAGES.notFound);
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
    if (!Object.hasOwn(BANNER_SIZES, size)) throw notFound();
    const banner = await foundBySlug(slug, (known) => findBannerArt(app.kysely, known), MESSAGES.notFound);
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
    const post = await foundBySlug(request.params.slug, (slug) => findBlogArt(app.kysely, slug), MESSAGES.notFound);
    return sendSvg(request, reply, blogCoverSvg(post));
  });
}
