import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { preloadable, routesOf, type RouteName } from 'shared-contracts';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), and entering one screen never downloads the others.
const loaders = {
  'affiliated-home': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-home" */ '../features/dashboard/home-page').then((m) => ({
      default: m.HomePage,
    })),
  ),
  'affiliated-market': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-market" */ '../features/market/market-page').then((m) => ({
      default: m.MarketPage,
    })),
  ),
  'affiliated-market-product': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-market-product" */ '../features/market/market-product-page').then(
      (m) => ({ default: m.MarketProductPage }),
    ),
  ),
  'affiliated-products': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-products" */ '../features/products/products-page').then((m) => ({
      default: m.ProductsPage,
    })),
  ),
  'affiliated-sales': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-sales" */ '../features/sales/sales-page').then((m) => ({
      default: m.SalesPage,
    })),
  ),
  'affiliated-payment-records': preloadable(() =>
    import(
      /* webpackChunkName: "route-affiliated-payment-records" */ '../features/payment-records/payment-records-page'
    ).then((m) => ({ default: m.PaymentRecordsPage })),
  ),
  'affiliated-profile': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-profile" */ '../features/profile/profile-page').then((m) => ({
      default: m.ProfilePage,
    })),
  ),
};

const screenLoaders: Partial<Record<RouteName, (typeof loaders)[keyof typeof loaders]>> = {
  ...loaders,
  'affiliated-market-category': loaders['affiliated-market'],
};

const screens = Object.fromEntries(
  Object.entries(screenLoaders).map(([name, loader]) => [name, lazy(loader.load)]),
) as Partial<Record<RouteName, ComponentType>>;

/** Fetches every screen's code ahead, so they render without suspending. */
export const preloadScreens = (): Promise<unknown> => Promise.all(Object.values(loaders).map((l) => l.preload()));

/** This remote's screens, matched from the shared route table; `loading` shows while a screen's code arrives. */
export function AffiliatesRoutes({ loading = null }: { loading?: ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <Routes>
        {routesOf('affiliates').map((route) => {
          const Screen = screens[route.name];
          return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
        })}
      </Routes>
    </Suspense>
  );
}
