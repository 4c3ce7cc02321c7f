/**
 * The public data of a page, asked of the API once per page: what the page carries inline for its
 * screen (the home's banners, the search results, a product, a store, a post or a content page, so
 * that the screen does not ask again), what its head says (title,
 * description, pictures, structured data), and whether what the path names exists at all.
 *
 * The API's answers are read here, in one place, into the few fields the site server uses; an
 * answer that does not have them is treated as no answer (the page goes as before, with the
 * site's generic head).
 */
import { matchRoutes } from 'react-router';
import { PAGE_KEYS, payloadKey, productDetailPath } from 'shared-contracts/delivery';
import { SLIDER_LIMIT } from 'shared-contracts/constants';
import { isRecord } from 'shared-contracts/guards';
import { PRODUCT_LISTS } from 'shared-contracts/model/catalog';
import { readListQuery, searchPayloadKey, toSearchParams, type ListQuery } from 'shared-contracts/list-query';
import { ROUTES, type RouteDef } from 'shared-contracts/routes';
import type { PublicAnswer, PublicFetch } from './public-api.js';
import { SERVER_RENDERED_ROUTES } from './server-slot.js';

export const HOME_BANNERS = { path: '/api/banners', params: { banner_group: 'home' } } as const;

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path, route }));

/** The route the site's router will match for a path (the spec's table, react-router's ranking), with its parameters. */
export function routeMatch(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const last = matches?.[matches.length - 1];
  return last ? { route: last.route.route, params: last.params } : null;
}

export interface BannerView {
  image: string;
  name: string;
}

export interface CategoryStepView {
  name: string;
  slug: string;
}

export interface ProductView {
  id: number | null;
  name: string;
  slug: string;
  sellerName: string;
  sellerSlug: string;
  price: number;
  maxInstallments: number;
  installmentValue: number | null;
  /** The photos' addresses as the API gives them (site-relative). */
  photos: string[];
  /** The description's paragraphs, joined. */
  description: string;
  available: boolean;
  reviewCount: number;
  reviewAverage: number | null;
  /** From the department down to the product's own category. */
  categoryPath: CategoryStepView[];
  /** 'Novo', 'Usado', 'Recondicionado'. */
  condition: string | null;
  brand: string | null;
}

export interface CategoryView {
  /** The id the category's products are searched by. */
  id: number | null;
  name: string;
  slug: string;
  image: string | null;
  /** The department of a sub-category. */
  parent: CategoryStepView | null;
}

export interface StoreView {
  name: string;
  slug: string;
  description: string;
  banner: string | null;
  logo: string | null;
  city: string | null;
  state: string | null;
}

export interface PostView {
  title: string;
  slug: string;
  excerpt: string;
  cover: string | null;
  author: string | null;
  publishedAt: string | null;
}

export interface ContentView {
  title: string;
  slug: string;
  /** The first paragraph of the page. */
  summary: string;
}

/** What the page is about, as its head describes it. */
export type PageSubject =
  | { kind: 'home'; banners: BannerView[] }
  | { kind: 'search'; query: ListQuery; total: number | null }
  | { kind: 'category'; category: CategoryView }
  | { kind: 'product'; product: ProductView }
  | { kind: 'store'; store: StoreView }
  | { kind: 'blog-post'; post: PostView }
  | { kind: 'page'; page: ContentView };

export interface PageData {
  /** The address asked for. */
  url: URL;
  /** The route the router matches (`not-found` when no other does), or null. */
  route: RouteDef | null;
  params: Record<string, string | undefined>;
  /**
   * 404 when no route matches or the API said that what the path names does not exist; 200
   * otherwise, also when the API did not answer (the browser then finds out as it always did).
   */
  status: 200 | 404;
  /** What the page is about, when its data is known (or needs none). */
  subject: PageSubject | null;
  /** The API's answers the page carries inline for the screen's own first calls, by payload key. */
  payloads: Record<string, unknown>;
  /** The page's own answer among them (the banners, the results, the product, store, post or page), when it came. */
  main: unknown;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => text(item) !== null) : [];
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function step(value: unknown): CategoryStepView | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  const slug = text(value.slug);
  return name && slug ? { name, slug } : null;
}

/** A product page's data (`GET /api/products/:seller/:slug`), or null when it lacks what a head needs. */
export function readProduct(body: unknown): ProductView | null {
  if (!isRecord(body) || !isRecord(body.seller)) return null;
  const name = text(body.name);
  const slug = text(body.slug);
  const sellerName = text(body.seller.name);
  const sellerSlug = text(body.seller.slug);
  const price = number(body.price);
  if (!name || !slug || !sellerName || !sellerSlug || price === null) return null;
  const photos = objects(body.photos)
    .map((photo) => text(photo.url))
    .filter((url): url is string => url !== null);
  const photo = text(body.photo);
  return {
    id: number(body.id),
    name,
    slug,
    sellerName,
    sellerSlug,
    price,
    maxInstallments: number(body.max_installments) ?? 1,
    installmentValue: number(body.max_installments_value),
    photos: photos.length > 0 ? photos : photo ? [photo] : [],
    description: texts(body.description).join(' '),
    available: body.available !== false,
    reviewCount: number(body.review_count) ?? 0,
    reviewAverage: number(body.review_average),
    categoryPath: objects(body.category_path)
      .map(step)
      .filter((found): found is CategoryStepView => found !== null),
    condition: text(body.product_situation),
    brand: isRecord(body.product_manufacturer) ? text(body.product_manufacturer.name) : null,
  };
}

/**
 * A category of the menu (`GET /api/categories`) by its slug: a department or one of its
 * sub-categories, as the category screen finds it. `undefined` when the menu has no such category.
 */
export function findCategory(menu: unknown, slug: string): CategoryView | undefined {
  for (const entry of objects(menu)) {
    if (!isRecord(entry.category)) continue;
    const department = step(entry.category);
    if (!department) continue;
    if (department.slug === slug)
      return { ...department, id: number(entry.category.id), image: text(entry.category.image), parent: null };
    const item = objects(entry.items).find((found) => step(found)?.slug === slug);
    const itemStep = item ? step(item) : null;
    if (item && itemStep) return { ...itemStep, id: number(item.id), image: null, parent: department };
  }
  return undefined;
}

export function readStore(body: unknown): StoreView | null {
  if (!isRecord(body)) return null;
  const name = text(body.name);
  const slug = text(body.slug);
  if (!name || !slug) return null;
  return {
    name,
    slug,
    description: text(body.description) ?? '',
    banner: text(body.banner),
    logo: text(body.logo),
    city: text(body.city_name),
    state: text(body.state_name),
  };
}

export function readPost(body: unknown): PostView | null {
  if (!isRecord(body)) return null;
  const title = text(body.title);
  const slug = text(body.slug);
  if (!title || !slug) return null;
  return {
    title,
    slug,
    excerpt: text(body.excerpt) ?? '',
    cover: text(body.cover),
    author: text(body.author_name),
    publishedAt: text(body.published_at),
  };
}

export function readContentPage(body: unknown): ContentView | null {
  if (!isRecord(body)) return null;
  const title = text(body.title);
  const slug = text(body.slug);
  if (!title || !slug) return null;
  const paragraph = objects(body.blocks).find((block) => block.type === 'paragraph' && text(block.text));
  return { title, slug, summary: text(paragraph?.text) ?? '' };
}

function readBanners(body: unknown): BannerView[] {
  return objects(body)
    .map((banner) => ({ image: text(banner.image), name: text(banner.name) ?? '' }))
    .filter((banner): banner is BannerView => banner.image !== null);
}

/** An answer about one thing the path names: the thing read from it, and the page's status. */
function subjectOf<T>(answer: PublicAnswer, read: (body: unknown) => T | null): { status: 200 | 404; found: T | null } {
  if (answer.status === 'missing') return { status: 404, found: null };
  return { status: 200, found: answer.status === 'found' ? read(answer.body) : null };
}

/** A page number as the screens read it from the address: a positive integer, else 1. */
function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The search the list screen makes first for this address (a search, a category's or a store's
 * products): same parameters, same key; asked afresh, as stock and prices move. A filter list
 * travels as k[]=…: the screen asks for that one itself.
 */
async function carrySearch(
  url: URL,
  context: { category_id?: number; seller_id?: number },
  fetchPublic: PublicFetch,
  payloads: Record<string, unknown>,
): Promise<Json | null> {
  const key = searchPayloadKey(toSearchParams(readListQuery(url.searchParams), { type: 'store', ...context }));
  const answer = key ? await fetchPublic(key, { fresh: true }) : null;
  const results = answer?.status === 'found' && isRecord(answer.body) ? answer.body : null;
  if (key && results) payloads[key] = results;
  return results;
}

/** A public answer carried under its key when it came; its body, or null. */
async function carry(
  key: string,
  fetchPublic: PublicFetch,
  payloads: Record<string, unknown>,
  options?: { fresh?: boolean },
): Promise<unknown> {
  const answer = await fetchPublic(key, options);
  if (answer.status !== 'found') return null;
  payloads[key] = answer.body;
  return answer.body;
}

/**
 * Reads a page's public data: the answers the screen's first calls would get (the menu, the
 * home's banners and first list, the search results, a product, a category and its products, the
 * stores, a store and its products, the posts, a post, a content page), carried in the page so that
 * the server draws the screen with them and the browser does not ask again; and what the page is about.
 */
export async function loadPageData(
  requestUrl: string,
  fetchPublic: PublicFetch,
  clientAddress?: string,
): Promise<PageData> {
  const url = new URL(requestUrl, 'http://site');
  const match = routeMatch(url.pathname);
  const route = match?.route ?? null;
  const params = match?.params ?? {};
  const data: PageData = { url, route, params, status: 200, subject: null, payloads: {}, main: null };
  const name = route?.name;
  if (!route || name === 'not-found') return { ...data, status: 404 };
  const { payloads } = data;
  // The menu, asked beside the page's own calls (kept a few seconds: it is the same for everyone).
  // The screens drawn on the server carry the menu their frame's header and footer draw.
  const menu = SERVER_RENDERED_ROUTES.includes(route.name) ? carry(PAGE_KEYS.categories, fetchPublic, payloads) : null;
  const page = await screenData(data, fetchPublic, clientAddress);
  await menu;
  return page;
}

async function screenData(data: PageData, fetchPublic: PublicFetch, clientAddress?: string): Promise<PageData> {
  const { url, params, payloads } = data;
  const name = data.route?.name;

  if (name === 'home') {
    const key = payloadKey(HOME_BANNERS.path, HOME_BANNERS.params);
    const [answer] = await Promise.all([
      fetchPublic(key),
      carry(
        PAGE_KEYS.productList({ list_id: PRODUCT_LISTS.bestRated, type: 'store', limit: SLIDER_LIMIT }),
        fetchPublic,
        payloads,
        { fresh: true },
      ),
    ]);
    const banners = answer.status === 'found' && Array.isArray(answer.body) ? answer.body : null;
    if (banners) payloads[key] = banners;
    return { ...data, main: banners, subject: { kind: 'home', banners: readBanners(banners) } };
  }

  if (name === 'search') {
    const results = await carrySearch(url, {}, fetchPublic, payloads);
    const total = isRecord(results?.products) ? number(results.products.total) : null;
    return { ...data, main: results, subject: { kind: 'search', query: readListQuery(url.searchParams), total } };
  }

  if (name === 'store-list') {
    const search = (url.searchParams.get('search') ?? '').trim();
    const stores = await carry(
      PAGE_KEYS.stores(pageNumber(url.searchParams.get('page')), search),
      fetchPublic,
      payloads,
    );
    return { ...data, main: stores };
  }

  if (name === 'blog') {
    const posts = await carry(PAGE_KEYS.blog(pageNumber(url.searchParams.get('page'))), fetchPublic, payloads);
    return { ...data, main: posts };
  }

  const slug = params.slug;
  if (name === 'product' && params.sellerSlug && slug) {
    // Public: asked without the visitor's cookies; afresh each time, as the API counts each view
    // (metered per visitor: their address goes along).
    const detail = productDetailPath(params.sellerSlug, slug);
    const answer = await fetchPublic(detail, {
      fresh: true,
      ...(clientAddress ? { forwardedFor: clientAddress } : {}),
    });
    const product = answer.status === 'found' && isRecord(answer.body) ? answer.body : null;
    if (product) payloads[payloadKey(detail)] = product;
    const { status, found } = subjectOf(answer, readProduct);
    // Its related products and first reviews too: drawn with the page, never asked by the browser.
    const id = found?.id;
    if (typeof id === 'number') {
      await Promise.all([
        carry(PAGE_KEYS.related(id, SLIDER_LIMIT, 'store'), fetchPublic, payloads, { fresh: true }),
        carry(PAGE_KEYS.reviews(id, 1), fetchPublic, payloads, { fresh: true }),
      ]);
    }
    return { ...data, status, main: product, subject: found ? { kind: 'product', product: found } : null };
  }

  if (name === 'category' && slug) {
    // The category screen looks the slug up in the menu; so does the page.
    const answer = await fetchPublic(PAGE_KEYS.categories);
    if (answer.status !== 'found' || !Array.isArray(answer.body)) return data;
    const category = findCategory(answer.body, slug);
    if (!category) return { ...data, status: 404 };
    const results =
      category.id === null ? null : await carrySearch(url, { category_id: category.id }, fetchPublic, payloads);
    return { ...data, main: results, subject: { kind: 'category', category } };
  }

  if ((name === 'store' || name === 'blog-post' || name === 'page') && slug) {
    // Carried inline too, under the key of the screen's own call: the page asks the API once.
    const lookup =
      name === 'store' ? PAGE_KEYS.store(slug) : name === 'blog-post' ? PAGE_KEYS.post(slug) : PAGE_KEYS.page(slug);
    const answer = await fetchPublic(lookup);
    const body = answer.status === 'found' && isRecord(answer.body) ? answer.body : null;
    if (body) payloads[payloadKey(lookup)] = body;
    const carried = { ...data, main: body };
    if (name === 'store') {
      const { status, found } = subjectOf(answer, readStore);
      // The store's products, as its list asks for them.
      const id = number(body?.id);
      if (found && id !== null) await carrySearch(url, { seller_id: id }, fetchPublic, payloads);
      return { ...carried, status, subject: found ? { kind: 'store', store: found } : null };
    }
    if (name === 'blog-post') {
      const { status, found } = subjectOf(answer, readPost);
      return { ...carried, status, subject: found ? { kind: 'blog-post', post: found } : null };
    }
    const { status, found } = subjectOf(answer, readContentPage);
    return { ...carried, status, subject: found ? { kind: 'page', page: found } : null };
  }
  return data;
}
