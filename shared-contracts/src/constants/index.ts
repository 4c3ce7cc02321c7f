/** Business constants and limits (spec §9). */

export const BANNER_AUTOPLAY_MS = 5000;
/** Banner picture breakpoints: mobile up to 768 px, tablet 769 to 991 px, desktop from 992 px. */
export const BREAKPOINTS = { mobileMax: 768, desktopMin: 992 } as const;
/**
 * The home banner's picture sources by width (H-01), as media queries: the carousel's `<source>`s
 * and the site server's preloads of the first banner name the same ones.
 */
export const BANNER_MEDIA = {
  mobile: '(max-width: 768px)',
  tablet: '(min-width: 769px) and (max-width: 991px)',
  desktop: '(min-width: 992px)',
} as const;

export const SLIDER_LIMIT = 10;
export const OFFER_GRID_LIMIT = 8;
export const PAGER_WINDOW = 3;

/**
 * The highest page number any paged list takes. Its offset, `(page - 1) × per_page`, stays a
 * whole number both engines hold exactly (under 5 × 10¹⁰ at the sitemaps' 50,000 a page), where
 * 2^53 - 1 overflowed SQLite's integer into a 500. A million pages is more than any list here has.
 */
export const QUERY_PAGE_MAX = 1_000_000;

export const ITEMS_PER_PAGE_OPTIONS = [12, 24, 60, 90] as const;
export const DEFAULT_ITEMS_PER_PAGE = 12;

export const ORDER_OPTIONS = [
  { value: 1, label: 'Mais populares' },
  { value: 2, label: 'Mais avaliados' },
  { value: 3, label: 'Maior preço' },
  { value: 4, label: 'Menor preço' },
] as const;
export const DEFAULT_ORDER = 1;

/** Swiper-style breakpoints: key is the minimum width in px. */
export const PRODUCT_SLIDER_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  321: { slidesPerView: 3 },
  768: { slidesPerView: 3 },
  1025: { slidesPerView: 4 },
} as const;

export const CATEGORY_SLIDER_BREAKPOINTS = {
  0: { slidesPerView: 2 },
  426: { slidesPerView: 3 },
  600: { slidesPerView: 4 },
  992: { slidesPerView: 6 },
  1200: { slidesPerView: 8 },
} as const;

export const CARD_EXPIRY_YEARS = 12;
export const CVV_MAX_DIGITS = 4;

export const TOOLTIP_DEFAULTS = { placement: 'bottom', offset: 12, zIndex: 9999, fadeSeconds: 0.2 } as const;
export const TOAST_DURATION_MS = 5000;

export const CURRENCY = {
  decimals: 2,
  precisionCap: 20,
  prefix: 'R$ ',
  decimalSeparator: ',',
  thousandsSeparator: '.',
} as const;

export const DEFAULT_USER_TYPE = 1;

/** The one localStorage key under which auth and cart persist. */
export const STORAGE_KEY = 'marketplace';

/** Company facts shown in the footers. */
export const COMPANY = {
  name: 'Mercado Brasil Marketplace Ltda.',
  cnpj: '12.345.678/0001-95',
  copyrightYear: 2022,
  sellUrl: '/venda-seus-produtos',
  social: {
    instagram: 'https://www.instagram.com/mercadobrasil',
    facebook: 'https://www.facebook.com/mercadobrasil',
    linkedin: 'https://www.linkedin.com/company/mercadobrasil',
  },
} as const;

/** The most URLs one sitemap file may list (sitemaps.org), and so the largest page of a sitemap section. */
export const SITEMAP_MAX_URLS = 50_000;

/** The sections of the site's sitemap, each listing the pages of one route (`GET /api/sitemap/<section>`). */
export const SITEMAP_SECTIONS = ['products', 'categories', 'stores', 'blog', 'pages'] as const;
export type SitemapSectionName = (typeof SITEMAP_SECTIONS)[number];

/** The apps whose health the shell reports (`POST /api/beacons`): the shell and every remote. */
export const HEALTH_APPS = ['shell', 'catalog', 'checkout', 'account', 'affiliates'] as const;
export type HealthApp = (typeof HEALTH_APPS)[number];

/**
 * The first-party cookie holding the browser's canary bucket, a whole number from 0 to
 * BUCKET_COUNT - 1. The site server sets it; the API only reads it.
 */
export const BUCKET_COOKIE = 'marketplace_bucket';
export const BUCKET_COUNT = 100;

/** The events a health beacon counts; a `vital` carries a measure instead. */
export const BEACON_COUNTED_EVENTS = ['page-view', 'load-failure', 'crash', 'error'] as const;
export type BeaconCountedEvent = (typeof BEACON_COUNTED_EVENTS)[number];

/** The Core Web Vitals a beacon may carry. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The highest value of each vital a beacon may carry (LCP and INP in milliseconds, CLS without
 * unit); a beacon with a value above it, or below zero, is refused whole, so the shell leaves such
 * a sample out.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = { LCP: 120_000, INP: 60_000, CLS: 10 };

/** Events one beacon may carry, and the bytes of its JSON. */
export const BEACON_MAX_EVENTS = 20;
export const BEACON_MAX_BYTES = 8 * 1024;
/** Page views one batch of the site server carries to the API at most. */
export const VIEW_BATCH_MAX = 500;

/**
 * The longest app version a beacon may name: a package version and a build id as the registry
 * publishes them (`1.4.0-3f2a9c01bd`), with room for a whole commit id as the build id.
 */
export const BEACON_VERSION_MAX_LENGTH = 64;
/**
 * An app version as the registry names its version folders (`VERSION_NAME` of
 * shared-contracts/delivery: letters, digits, dot, dash and underscore, not starting with a
 * punctuation mark); at most BEACON_VERSION_MAX_LENGTH characters in a beacon.
 */
export const BEACON_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._-]*$';
