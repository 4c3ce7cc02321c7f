/**
 * The structured data (schema.org, as JSON-LD) that search engines read from a page: a product
 * page's Product with its Offer, AggregateRating and BreadcrumbList; the home page's Organization
 * and WebSite with the search it offers. Typed with schema-dts, built only from the page's public
 * data, and embedded as `<script type="application/ld+json">` — a data block browsers never run,
 * so the site's CSP (scripts of its own origin only) leaves it alone.
 */
import type {
  AggregateRating,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  OfferItemCondition,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { COMPANY } from 'shared-contracts/constants';
import { jsonForScript } from 'shared-contracts/delivery';
import { categoryPath, homePath, productPath, searchPath, storePath } from 'shared-contracts/paths';
import type { ProductView } from './page-data.js';

export const SITE_NAME = 'Mercado Brasil';

/** The search's address for a term, with schema.org's placeholder in place of the term. */
const SEARCH_TERM = 'search_term_string';

/** How the catalog names a product's condition → schema.org's item conditions. */
const CONDITIONS: Record<string, OfferItemCondition> = {
  Novo: 'https://schema.org/NewCondition',
  Usado: 'https://schema.org/UsedCondition',
  Recondicionado: 'https://schema.org/RefurbishedCondition',
};

/** An absolute address on the site. */
export function absolute(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** A price as schema.org reads it: a number with a dot and two decimals, as text. */
const price = (value: number): string => value.toFixed(2);

/** Product, with its Offer (price in BRL, availability from the stock, the seller) and, when reviewed, its rating. */
export function productData(product: ProductView, origin: string): WithContext<Product> {
  const url = absolute(origin, productPath(product.sellerSlug, product.slug));
  const condition = product.condition ? CONDITIONS[product.condition] : undefined;
  const availability: ItemAvailability = product.available
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: price(product.price),
    priceCurrency: 'BRL',
    availability,
    ...(condition ? { itemCondition: condition } : {}),
    seller: {
      '@type': 'Organization',
      name: product.sellerName,
      url: absolute(origin, storePath(product.sellerSlug)),
    },
  };
  const rating: AggregateRating | null =
    product.reviewCount > 0 && product.reviewAverage !== null
      ? {
          '@type': 'AggregateRating',
          ratingValue: product.reviewAverage,
          reviewCount: product.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : null;
  const category = product.categoryPath.map((step) => step.name).join(' > ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.id !== null ? { sku: String(product.id) } : {}),
    ...(product.photos.length > 0 ? { image: product.photos.map((photo) => absolute(origin, photo)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(category ? { category } : {}),
    offers: offer,
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** Início › department › category › the product: where the product sits on the site. */
export function productBreadcrumbs(product: ProductView, origin: string): WithContext<BreadcrumbList> {
  const steps = [
    { name: 'Início', path: homePath() },
    ...product.categoryPath.map((step) => ({ name: step.name, path: categoryPath(step.slug) })),
    { name: product.name, path: productPath(product.sellerSlug, product.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}

/** The marketplace as an organization: its name, legal name and tax number, address on the web and social profiles. */
export function organizationData(origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: COMPANY.name,
    taxID: COMPANY.cnpj,
    url: absolute(origin, homePath()),
    sameAs: Object.values(COMPANY.social),
  };
}

/** The site, with the search it offers (`/busca?search=`), for a search box in search results. */
export function websiteData(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      // The placeholder stays as it is: search engines put the term there.
      urlTemplate: absolute(origin, searchPath(SEARCH_TERM)).replace(SEARCH_TERM, `{${SEARCH_TERM}}`),
    },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(origin, homePath()),
    inLanguage: 'pt-BR',
    potentialAction: search,
  };
}

/** A `<script type="application/ld+json">` block, escaped so that no text in the data can close it. */
export function structuredDataTag(data: WithContext<Thing>): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
