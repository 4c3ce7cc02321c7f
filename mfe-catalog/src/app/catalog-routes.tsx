import { Suspense, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { NotFound } from '../components/not-found';
import { RouteFallback } from '../components/route-fallback';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), so even the home page's code downloads beside the shell.
const HomePage = lazy(() =>
  import(/* webpackChunkName: "route-home" */ '../features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const SearchPage = lazy(() =>
  import(/* webpackChunkName: "route-search" */ '../features/listing/search-page').then((m) => ({
    default: m.SearchPage,
  })),
);
const CategoryPage = lazy(() =>
  import(/* webpackChunkName: "route-category" */ '../features/listing/category-page').then((m) => ({
    default: m.CategoryPage,
  })),
);
const ProductPage = lazy(() =>
  import(/* webpackChunkName: "route-product" */ '../features/product/product-page').then((m) => ({
    default: m.ProductPage,
  })),
);
const StoreListPage = lazy(() =>
  import(/* webpackChunkName: "route-store-list" */ '../features/stores/store-list-page').then((m) => ({
    default: m.StoreListPage,
  })),
);
const StorePage = lazy(() =>
  import(/* webpackChunkName: "route-store" */ '../features/stores/store-page').then((m) => ({ default: m.StorePage })),
);
const BlogPage = lazy(() =>
  import(/* webpackChunkName: "route-blog" */ '../features/blog/blog-page').then((m) => ({ default: m.BlogPage })),
);
const BlogPostPage = lazy(() =>
  import(/* webpackChunkName: "route-blog-post" */ '../features/blog/blog-post-page').then((m) => ({
    default: m.BlogPostPage,
  })),
);
const ContentPage = lazy(() =>
  import(/* webpackChunkName: "route-page" */ '../features/content/content-page').then((m) => ({
    default: m.ContentPage,
  })),
);

const screens: Partial<Record<RouteName, ReactElement>> = {
  home: <HomePage />,
  search: <SearchPage />,
  category: <CategoryPage />,
  product: <ProductPage />,
  'store-list': <StoreListPage />,
  store: <StorePage />,
  blog: <BlogPage />,
  'blog-post': <BlogPostPage />,
  page: <ContentPage />,
  'not-found': <NotFound />,
};

/** This remote's screens, matched from the shared route table. */
export function CatalogRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        {routesOf('catalog').map((route) => (
          <Route key={route.name} path={route.path} element={screens[route.name] ?? <NotFound />} />
        ))}
      </Routes>
    </Suspense>
  );
}
