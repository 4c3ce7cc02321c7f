/**
 * What the site's sitemaps are built from (`GET /api/sitemap` and its sections): every public page
 * of the catalog by its slugs, with the moment it last changed, in pages of up to 50,000 (the most
 * one sitemap file may list).
 */
import { Type, type Static } from 'typebox';
import { SITEMAP_MAX_URLS } from '../constants';
import { NullableString, Paginator } from './common';
import { QueryInteger, QueryPage } from './query';

export { SITEMAP_MAX_URLS, SITEMAP_SECTIONS, type SitemapSectionName } from '../constants';

const lastmod = NullableString({
  description: 'ISO 8601 moment of the last change the data records (null when it records none).',
});

export const SitemapSection = Type.Object({ total: Type.Integer(), lastmod });

/** How many pages each section has, and the newest change in it. */
export const SitemapSummary = Type.Object({
  products: SitemapSection,
  categories: SitemapSection,
  stores: SitemapSection,
  blog: SitemapSection,
  pages: SitemapSection,
});

export const SitemapQuery = Type.Object({
  page: QueryPage(),
  per_page: QueryInteger('itens por página', {
    minimum: 1,
    maximum: SITEMAP_MAX_URLS,
    default: SITEMAP_MAX_URLS,
    description: `Itens por página, de 1 a ${SITEMAP_MAX_URLS}`,
  }),
});

/** A category, store, blog post or content page: the slug of its page. */
export const SitemapEntry = Type.Object({ slug: Type.String(), lastmod });
/** A product: its store's slug and its own. */
export const SitemapProductEntry = Type.Object({ seller_slug: Type.String(), slug: Type.String(), lastmod });

export const SitemapEntryPage = Paginator(SitemapEntry);
export const SitemapProductPage = Paginator(SitemapProductEntry);

export type SitemapSection = Static<typeof SitemapSection>;
export type SitemapSummary = Static<typeof SitemapSummary>;
export type SitemapQuery = Static<typeof SitemapQuery>;
export type SitemapEntry = Static<typeof SitemapEntry>;
export type SitemapProductEntry = Static<typeof SitemapProductEntry>;
export type SitemapEntryPage = Static<typeof SitemapEntryPage>;
export type SitemapProductPage = Static<typeof SitemapProductPage>;
