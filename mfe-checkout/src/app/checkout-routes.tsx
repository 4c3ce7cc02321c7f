import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { preloadable, routesOf, type RouteName } from 'shared-contracts';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), and entering one screen never downloads the others.
const loaders = {
  cart: preloadable(() =>
    import(/* webpackChunkName: "route-cart" */ '../features/cart/cart-page').then((m) => ({ default: m.CartPage })),
  ),
  'confirm-purchase': preloadable(() =>
    import(/* webpackChunkName: "route-confirm-purchase" */ '../features/confirmation/confirmation-page').then((m) => ({
      default: m.ConfirmationPage,
    })),
  ),
};

const screenLoaders: Partial<Record<RouteName, (typeof loaders)[keyof typeof loaders]>> = { ...loaders };

const screens = Object.fromEntries(
  Object.entries(screenLoaders).map(([name, loader]) => [name, lazy(loader.load)]),
) as Partial<Record<RouteName, ComponentType>>;

/** Fetches every screen's code ahead, so they render without suspending. */
export const preloadScreens = (): Promise<unknown> => Promise.all(Object.values(loaders).map((l) => l.preload()));

/** This remote's screens, matched from the shared route table; `loading` shows while a screen's code arrives. */
export function CheckoutRoutes({ loading = null }: { loading?: ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <Routes>
        {routesOf('checkout').map((route) => {
          const Screen = screens[route.name];
          return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
        })}
      </Routes>
    </Suspense>
  );
}
