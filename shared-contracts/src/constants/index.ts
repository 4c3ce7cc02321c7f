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
