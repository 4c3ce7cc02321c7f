import { Suspense, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { NotFound } from '../components/not-found';
import { RouteFallback } from '../components/route-fallback';
import { HomePage } from '../features/home/home-page';

// Home is the usual way in and ships with the remote's entry; every other screen loads on demand.
const SearchPage = lazy(() => import('../features/listing/search-page').then((m) => ({ default: m.SearchPage })));
const CategoryPage = lazy(() => import('../features/listing/category-page').then((m) => ({ default: m.CategoryPage })));
const ProductPage = lazy(() => import('../features/product/product-page').then((m) => ({ default: m.ProductPage })));
const StoreListPage = lazy(() =>
  import('../features/stores/store-list-page').then((m) => ({ default: m.StoreListPage })),
);
const StorePage = lazy(() => import('../features/stores/store-page').then((m) => ({ default: m.StorePage })));
const BlogPage = lazy(() => import('../features/blog/blog-page').then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page').then((m) => ({ default: m.BlogPostPage })));
const ContentPage = lazy(() => import('../features/content/content-page').then((m) => ({ default: m.ContentPage })));

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
