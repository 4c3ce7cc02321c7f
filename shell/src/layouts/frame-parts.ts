import { lazy } from 'react';
import { preloadable, shellFrameChunks, type Layout } from 'shared-contracts';
import { isMobileDevice } from './hooks/is-mobile';

/*
 * Parts of the page frame that only some pages need, each in a chunk of its own (named as in
 * shellFrameChunks): a guest on the home page downloads neither the affiliate header nor the
 * mobile menu of a phone. The page's own parts are fetched before its first render (the site
 * server hints them), so nothing suspends or moves; the others when a page needs them.
 */
const loaders = {
  'layout-affiliate': [
    preloadable(() =>
      import(/* webpackChunkName: "layout-affiliate" */ './headers/affiliate-header').then((m) => ({
        default: m.AffiliateHeader,
      })),
    ),
  ],
  'layout-minimal': [
    preloadable(() =>
      import(/* webpackChunkName: "layout-minimal" */ './headers/minimal-header').then((m) => ({
        default: m.MinimalHeader,
      })),
    ),
    preloadable(() =>
      import(/* webpackChunkName: "layout-minimal" */ './footers/minimal-footer').then((m) => ({
        default: m.MinimalFooter,
      })),
    ),
  ],
  'header-mobile': [
    preloadable(() =>
      import(/* webpackChunkName: "header-mobile" */ './menus/mobile-menu').then((m) => ({ default: m.MobileMenu })),
    ),
  ],
  'header-desktop': [
    preloadable(() =>
      import(/* webpackChunkName: "header-desktop" */ './headers/top-bar').then((m) => ({ default: m.TopBar })),
    ),
    preloadable(() =>
      import(/* webpackChunkName: "header-desktop" */ './menus/categories-menu').then((m) => ({
        default: m.CategoriesMenu,
      })),
    ),
    preloadable(() =>
      import(/* webpackChunkName: "header-desktop" */ './headers/search-form').then((m) => ({ default: m.SearchForm })),
    ),
  ],
} as const;

export const AffiliateHeader = lazy(loaders['layout-affiliate'][0].load);
export const MinimalHeader = lazy(loaders['layout-minimal'][0].load);
export const MinimalFooter = lazy(loaders['layout-minimal'][1].load);
export const MobileMenu = lazy(loaders['header-mobile'][0].load);
export const TopBar = lazy(loaders['header-desktop'][0].load);
export const CategoriesMenu = lazy(loaders['header-desktop'][1].load);
export const SearchForm = lazy(loaders['header-desktop'][2].load);

/** Fetches the frame parts a page of this layout needs on this device. */
export function preloadFrame(layout: Layout): Promise<unknown> {
  const chunks = shellFrameChunks(layout, isMobileDevice()) as Array<keyof typeof loaders>;
  return Promise.all(chunks.flatMap((chunk) => loaders[chunk].map((loader) => loader.preload())));
}
