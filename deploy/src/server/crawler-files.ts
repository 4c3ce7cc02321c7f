/**
 * What search engines ask the site for besides its pages: `/robots.txt` (the signed-in areas, the
 * cart and the API are no place for them; where the sitemap is) and the sitemaps — `/sitemap.xml`,
 * an index of one sitemap per section and page (`/sitemaps/products-1.xml`, …), built from the API's
 * `GET /api/sitemap` (slugs and last changes, at most 50,000 to a file, as sitemaps.org allows).
 * Both are the same for everyone: kept an hour by browsers and caches.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRecord } from 'shared-contracts/guards';
import {
  QUERY_PAGE_MAX,
  SITEMAP_MAX_URLS,
  SITEMAP_SECTIONS,
  type SitemapSectionName,
} from 'shared-contracts/constants';
import {
  blogPath,
  blogPostPath,
  categoryPath,
  contentPagePath,
  homePath,
  productPath,
  storeListPath,
  storePath,
} from 'shared-contracts/paths';
import { ROUTES } from 'shared-contracts/routes';
import type { SitemapEntry, SitemapProductEntry, SitemapSummary } from 'shared-contracts/schema';
import { OPERATOR_AREA } from './operator-page.js';
import type { PublicFetch } from './public-api.js';
import { absolute } from './structured-data.js';

export const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * The paths robots are kept out of: every route a signed-in user (or only a customer, or only an
 * affiliate) may open, by its first segment — a folder of them ('/cliente/') or the one page
 * ('/carrinho') —, the API and the operators' pages.
 */
export function disallowedPaths(): string[] {
  const guarded = ROUTES.filter(
    (route) => route.access === 'auth' || route.access === 'customer' || route.access === 'affiliate',
  );
  const open = ROUTES.filter((route) => route.access === 'public' || route.access === 'guest');
  const paths = new Set<string>();
  for (const route of guarded) {
    const [first = '', ...rest] = route.path.split('/').filter(Boolean);
    if (!first || first.startsWith(':')) throw new Error(`A guarded route with no fixed first segment: ${route.path}`);
    const single = guarded.some((other) => other.path === `/${first}`);
    paths.add(single || rest.length === 0 ? `/${first}` : `/${first}/`);
  }
  // No page anyone may open is behind one of them.
  for (const path of paths) {
    const shadowed = open.find((route) => route.path === path.replace(/\/$/, '') || route.path.startsWith(path));
    if (shadowed) throw new Error(`robots.txt would hide the public route ${shadowed.path}`);
  }
  return [...[...paths].sort(), '/api/', OPERATOR_AREA];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Text for an XML element or attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A W3C datetime as sitemaps want it (seconds, UTC), or null for what is no moment. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

/**
 * Pages of a section that are not in the API's list: the lists themselves (the store list with the
 * stores, the blog with the posts, the home with the content pages), after the API's entries. The
 * data records no moment they changed, so they have no lastmod.
 */
function extraPages(section: SitemapSectionName): SitemapUrl[] {
  switch (section) {
    case 'stores':
      return [{ path: storeListPath(), lastmod: null }];
    case 'blog':
      return [{ path: blogPath(), lastmod: null }];
    case 'pages':
      return [{ path: homePath(), lastmod: null }];
    default:
      return [];
  }
}

function pathOf(section: SitemapSectionName, entry: SitemapEntry | SitemapProductEntry): string {
  switch (section) {
    case 'products':
      return productPath((entry as SitemapProductEntry).seller_slug, entry.slug);
    case 'categories':
      return categoryPath(entry.slug);
    case 'stores':
      return storePath(entry.slug);
    case 'blog':
      return blogPostPath(entry.slug);
    case 'pages':
      return contentPagePath(entry.slug);
  }
}

/** How many files a section needs for its API entries and its own extra pages. */
export function fileCount(total: number, extras: number, pageSize: number): number {
  return Math.ceil((total + extras) / pageSize);
}

const xmlDocument = (root: string, items: string[]): string =>
  ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...items, `</${root}>`, ''].join(
    '\n',
  );

function entryXml(element: 'url' | 'sitemap', loc: string, lastmod: string | null): string {
  const when = w3cDate(lastmod);
  return `  <${element}><loc>${escapeXml(loc)}</loc>${when ? `<lastmod>${when}</lastmod>` : ''}</${element}>`;
}

export interface CrawlerFilesOptions {
  fetchPublic: PublicFetch;
  /** The public origin of the site (SITE_URL, or where the server listens): never a request's Host. */
  originOf: () => string;
  /** URLs per sitemap file: 50,000 (a test makes it small to see files follow one another). */
  pageSize?: number;
}

function readSummary(body: unknown): SitemapSummary | null {
  if (!isRecord(body)) return null;
  for (const section of SITEMAP_SECTIONS) {
    const part = body[section];
    if (!isRecord(part) || typeof part.total !== 'number') return null;
  }
  return body as unknown as SitemapSummary;
}

/** `/robots.txt`, `/sitemap.xml` and `/sitemaps/<section>-<n>.xml` on the site server. */
export function registerCrawlerFiles(app: FastifyInstance, options: CrawlerFilesOptions): void {
  const pageSize = Math.min(options.pageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
  // The API did not answer: come back later (and keep nothing).
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', '300')
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Mapa do site indisponível no momento. Tente novamente em alguns minutos.');
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', CRAWLER_CACHE_CONTROL).type(XML_TYPE).send(xml);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.originOf())),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const answer = await options.fetchPublic('/api/sitemap');
    const summary = answer.status === 'found' ? readSummary(answer.body) : null;
    if (!summary) return unavailable(reply);
    const origin = options.originOf();
    const files: string[] = [];
    for (const section of SITEMAP_SECTIONS) {
      const { total, lastmod } = summary[section];
      const count = fileCount(total, extraPages(section).length, pageSize);
      for (let file = 1; file <= count; file += 1) {
        files.push(entryXml('sitemap', absolute(origin, `/sitemaps/${section}-${file}.xml`), lastmod));
      }
    }
    return sendXml(reply, xmlDocument('sitemapindex', files));
  });

  // Up to 50,000 URLs a file: compressed as it is sent (the site server registers the plugin).
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { compress: {} }, async (request, reply) => {
    const named = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(request.params.file);
    const section = SITEMAP_SECTIONS.find((name) => name === named?.[1]);
    const file = Number(named?.[2]);
    // A file the API's page numbers cannot reach is none (the API would refuse its page with a 422).
    if (!section || !named || file > QUERY_PAGE_MAX) return notFound(reply);
    const answer = await options.fetchPublic(`/api/sitemap/${section}?page=${file}&per_page=${pageSize}`);
    if (answer.status === 'missing') return notFound(reply);
    const page = answer.status === 'found' && isRecord(answer.body) ? answer.body : null;
    if (!page || typeof page.total !== 'number' || !Array.isArray(page.data)) return unavailable(reply);
    const entries = page.data as Array<SitemapEntry | SitemapProductEntry>;
    const extras = extraPages(section);
    if (file > fileCount(page.total, extras.length, pageSize)) return notFound(reply);
    // The extras follow the API's entries: those of them that fall in this file.
    const first = (file - 1) * pageSize;
    const extrasHere = extras.slice(Math.max(0, first - page.total), Math.max(0, first + pageSize - page.total));
    const origin = options.originOf();
    const urls = [
      ...entries.map((entry) => ({ path: pathOf(section, entry), lastmod: entry.lastmod })),
      ...extrasHere,
    ].map((url) => entryXml('url', absolute(origin, url.path), url.lastmod));
    return sendXml(reply, xmlDocument('urlset', urls));
  });
}
