import { preloadable } from 'shared-contracts';
import { remoteScreens } from 'ui';
import { NotFound } from '../components/not-found';
import { RouteFallback } from '../components/route-fallback';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), so even the home page's code downloads beside the shell.
const loaders = {
  home: preloadable(() =>
    import(/* webpackChunkName: "route-home" */ '../features/home/home-page').then((m) => ({ default: m.HomePage })),
  ),
  search: preloadable(() =>
    import(/* webpackChunkName: "route-search" */ '../features/listing/search-page').then((m) => ({
      default: m.SearchPage,
    })),
  ),
  category: preloadable(() =>
    import(/* webpackChunkName: "route-category" */ '../features/listing/category-page').then((m) => ({
      default: m.CategoryPage,
    })),
  ),
  product: preloadable(() =>
    import(/* webpackChunkName: "route-product" */ '../features/product/product-page').then((m) => ({
      default: m.ProductPage,
    })),
  ),
  'store-list': preloadable(() =>
    import(/* webpackChunkName: "route-store-list" */ '../features/stores/store-list-page').then((m) => ({
      default: m.StoreListPage,
    })),
  ),
  store: preloadable(() =>
    import(/* webpackChunkName: "route-store" */ '../features/stores/store-page').then((m) => ({
      default: m.StorePage,
    })),
  ),
  blog: preloadable(() =>
    import(/* webpackChunkName: "route-blog" */ '../features/blog/blog-page').then((m) => ({ default: m.BlogPage })),
  ),
  'blog-post': preloadable(() =>
    import(/* webpackChunkName: "route-blog-post" */ '../features/blog/blog-post-page').then((m) => ({
      default: m.BlogPostPage,
    })),
  ),
  page: preloadable(() =>
    import(/* webpackChunkName: "route-page" */ '../features/content/content-page').then((m) => ({
      default: m.ContentPage,
    })),
  ),
};

/**
 * This remote's screens, matched from the shared route table, with its own view while a screen's
 * code arrives and 'Página não encontrada' on its routes without a screen; `preloadScreenAt` fetches
 * the code of the screen at a path, so the remote's root hydrates it in one pass.
 */
export const { ScreenRoutes: CatalogRoutes, preloadScreenAt } = remoteScreens('catalog', loaders, {
  loading: <RouteFallback />,
  otherwise: <NotFound />,
});
