/**
 * The head of each public page as the site server sends it: its own title and description (in
 * place of the shell's generic ones), canonical address, Open Graph and Twitter card tags, and
 * structured data — all from the page's public data (page-data), with addresses on the site's
 * public origin. Pages that are not public, and pages whose data the API did not give, keep the
 * shell's generic head.
 */
import type { Thing, WithContext } from 'schema-dts';
import { formatBRL } from 'shared-contracts/currency';
import { searchHeading } from 'shared-contracts/list-query';
import {
  blogPath,
  blogPostPath,
  categoryPath,
  contentPagePath,
  homePath,
  productPath,
  searchPath,
  storeListPath,
  storePath,
} from 'shared-contracts/paths';
import { HEAD_TAG_SEPARATOR, escapeAttr } from './html.js';
import type { PageData, ProductView } from './page-data.js';
import {
  SITE_NAME,
  absolute,
  organizationData,
  productBreadcrumbs,
  productData,
  structuredDataTag,
  websiteData,
} from './structured-data.js';

/** The home's title and the site's description, as the shell's page has them. */
export const SITE_TITLE = `${SITE_NAME} — compre de lojas de todo o Brasil`;
export const SITE_DESCRIPTION =
  'Mercado Brasil: produtos de lojas de todo o Brasil, com entrega para todo o país e pagamento por cartão, boleto ou Pix.';
/** What the not-found screen says (mfe-catalog's NotFound). */
export const NOT_FOUND_TITLE = 'Página não encontrada';
const NOT_FOUND_TEXT = 'O endereço pode ter mudado ou o conteúdo não está mais disponível.';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export interface PageHead {
  /** The whole `<title>`: '{name} | Mercado Brasil', as the screens set it. */
  title: string;
  /** The title shared on social networks (without the site's name, which og:site_name carries). */
  shareTitle: string;
  description: string;
  /** The page's one address (absolute), or null for a page that has none (not found). */
  canonical: string | null;
  type: 'website' | 'product' | 'article';
  image: { url: string; alt: string } | null;
  /** More Open Graph properties (a product's price, an article's date). */
  properties: Array<[string, string]>;
  /** `<meta name="robots">`, when the page must not be indexed. */
  robots: string | null;
  structuredData: Array<WithContext<Thing>>;
}

/** A description no longer than search engines show, cut at a word. */
export function shorten(value: string, length = DESCRIPTION_LENGTH): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const titled = (name: string): string => `${name} | ${SITE_NAME}`;

/** A list page's canonical address: its path, and the page number past the first. */
function listAddress(path: string, url: URL, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

function productDescription(product: ProductView): string {
  const installments =
    product.maxInstallments > 1 && product.installmentValue !== null
      ? ` ou ${product.maxInstallments}x de ${formatBRL(product.installmentValue)}`
      : '';
  const offer = `${product.name} por ${formatBRL(product.price)}${installments}, vendido por ${product.sellerName} no ${SITE_NAME}.`;
  const stock = product.available ? '' : ' Indisponível no momento.';
  return shorten(`${offer}${stock} ${product.description}`);
}

interface HeadBase {
  title: string;
  description: string;
  path: string | null;
  shareTitle?: string;
  type?: PageHead['type'];
  image?: { path: string | null; alt: string } | null;
  properties?: Array<[string, string]>;
  robots?: string | null;
  structuredData?: Array<WithContext<Thing>>;
}

function head(origin: string, base: HeadBase): PageHead {
  const image = base.image?.path ? { url: absolute(origin, base.image.path), alt: base.image.alt } : null;
  return {
    title: base.title,
    shareTitle: base.shareTitle ?? base.title.replace(` | ${SITE_NAME}`, ''),
    description: shorten(base.description),
    canonical: base.path === null ? null : absolute(origin, base.path),
    type: base.type ?? 'website',
    image,
    properties: base.properties ?? [],
    robots: base.robots ?? null,
    structuredData: base.structuredData ?? [],
  };
}

/**
 * The head of a public page, or null for a page that keeps the shell's generic one: a page that
 * is not public (login, cart, the customer and affiliate areas), or whose data did not come.
 */
export function pageHead(data: PageData, origin: string): PageHead | null {
  const { route, subject, url } = data;
  if (data.status === 404) {
    return head(origin, {
      title: titled(NOT_FOUND_TITLE),
      description: NOT_FOUND_TEXT,
      path: null,
      robots: 'noindex',
    });
  }
  if (!route || route.access !== 'public') return null;

  switch (route.name) {
    case 'store-list':
      return head(origin, {
        title: titled('Lojas'),
        description: `Conheça as lojas do ${SITE_NAME}: vendedores de todo o Brasil, com seus produtos, avaliações e cidades.`,
        path: listAddress(storeListPath(), url),
      });
    case 'blog':
      return head(origin, {
        title: titled('Blog'),
        description: `Blog do ${SITE_NAME}: dicas, guias e novidades para comprar melhor de lojas de todo o Brasil.`,
        path: listAddress(blogPath(), url),
      });
  }

  switch (subject?.kind) {
    case 'home': {
      const banner = subject.banners[0];
      return head(origin, {
        title: SITE_TITLE,
        description: SITE_DESCRIPTION,
        path: homePath(),
        image: banner ? { path: banner.image, alt: banner.name || SITE_NAME } : null,
        structuredData: [organizationData(origin), websiteData(origin)],
      });
    }
    case 'search': {
      const term = subject.query.search;
      const found =
        subject.total === null
          ? ''
          : ` ${subject.total === 1 ? '1 produto encontrado' : `${subject.total} produtos encontrados`}.`;
      return head(origin, {
        title: titled(searchHeading(term)),
        description: term
          ? `Resultados para "${term}" no ${SITE_NAME}.${found} Compre de lojas de todo o Brasil com cartão, boleto ou Pix.`
          : `Todos os produtos do ${SITE_NAME}, de lojas de todo o Brasil, com pagamento por cartão, boleto ou Pix.`,
        path: listAddress(term ? searchPath(term) : searchPath(), url),
      });
    }
    case 'category': {
      const { category } = subject;
      const within = category.parent ? ` em ${category.parent.name}` : '';
      return head(origin, {
        title: titled(category.name),
        description: `${category.name}${within}: compre no ${SITE_NAME}, de lojas de todo o Brasil, com pagamento por cartão, boleto ou Pix.`,
        path: listAddress(categoryPath(category.slug), url),
        image: { path: category.image, alt: category.name },
      });
    }
    case 'product': {
      const { product } = subject;
      return head(origin, {
        title: titled(product.name),
        description: productDescription(product),
        path: productPath(product.sellerSlug, product.slug),
        type: 'product',
        image: { path: product.photos[0] ?? null, alt: product.name },
        properties: [
          ['product:price:amount', product.price.toFixed(2)],
          ['product:price:currency', 'BRL'],
          ['product:availability', product.available ? 'in stock' : 'out of stock'],
        ],
        structuredData: [productData(product, origin), productBreadcrumbs(product, origin)],
      });
    }
    case 'store': {
      const { store } = subject;
      const place = store.city && store.state ? `, de ${store.city}/${store.state}` : '';
      return head(origin, {
        title: titled(store.name),
        description: store.description || `Produtos da loja ${store.name}${place}, no ${SITE_NAME}.`,
        path: storePath(store.slug),
        image: { path: store.banner ?? store.logo, alt: store.name },
      });
    }
    case 'blog-post': {
      const { post } = subject;
      return head(origin, {
        title: titled(post.title),
        description: post.excerpt || `${post.title}, no blog do ${SITE_NAME}.`,
        path: blogPostPath(post.slug),
        type: 'article',
        image: { path: post.cover, alt: post.title },
        properties: [
          ...(post.publishedAt ? ([['article:published_time', post.publishedAt]] as Array<[string, string]>) : []),
          ...(post.author ? ([['article:author', post.author]] as Array<[string, string]>) : []),
        ],
      });
    }
    case 'page': {
      const { page } = subject;
      return head(origin, {
        title: titled(page.title),
        description: page.summary || `${page.title} — ${SITE_NAME}.`,
        path: contentPagePath(page.slug),
      });
    }
    default:
      return null;
  }
}

/** The tags of a head, after its `<title>`: description, canonical, robots, Open Graph, Twitter, JSON-LD. */
export function headTags(page: PageHead): string[] {
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeAttr(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttr(content)}">`;
  const tags = [meta('description', page.description)];
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(page.canonical)}">`);
  if (page.robots) tags.push(meta('robots', page.robots));
  tags.push(
    property('og:site_name', SITE_NAME),
    property('og:locale', 'pt_BR'),
    property('og:type', page.type),
    property('og:title', page.shareTitle),
    property('og:description', page.description),
  );
  if (page.canonical) tags.push(property('og:url', page.canonical));
  if (page.image) tags.push(property('og:image', page.image.url), property('og:image:alt', page.image.alt));
  for (const [name, content] of page.properties) tags.push(property(name, content));
  tags.push(
    meta('twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', page.shareTitle),
    meta('twitter:description', page.description),
  );
  if (page.image) tags.push(meta('twitter:image', page.image.url), meta('twitter:image:alt', page.image.alt));
  tags.push(...page.structuredData.map(structuredDataTag));
  return tags;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The shell's page with this page's head in place of its generic title and description: the new
 * title where the old one was, the other tags right after it. Text from the data is escaped, and
 * placed by function replacements (a `$&` in a product's name is text, not a replacement pattern).
 */
export function withPageHead(html: string, page: PageHead | null): string {
  if (!page) return html;
  const tags = [`<title>${escapeAttr(page.title)}</title>`, ...headTags(page)].join(HEAD_TAG_SEPARATOR);
  const withoutDescription = html.replace(DESCRIPTION, () => '');
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags);
  return withoutDescription.replace(/<head>/i, () => `<head>\n    ${tags}`);
}
