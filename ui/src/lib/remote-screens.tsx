import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RemoteName, type RouteName } from 'shared-contracts';

/** A screen's code as `preloadable` gives it: `load` for `React.lazy`, `preload` to fetch it ahead. */
export interface ScreenLoader {
  load: () => Promise<{ default: ComponentType }>;
  preload: () => Promise<unknown>;
}

/**
 * A remote's screens, matched from the shared route table: each of `remote`'s routes with a loader
 * here draws its screen, a chunk of its own (a loader may serve more than one route).
 * `ScreenRoutes` shows `loading` while a screen's code arrives; `preloadScreens` fetches every
 * screen's code ahead, so they render without suspending.
 */
export function remoteScreens(remote: RemoteName, loaders: Partial<Record<RouteName, ScreenLoader>>) {
  const screens = Object.fromEntries(
    Object.entries(loaders).map(([name, loader]) => [name, lazy(loader.load)]),
  ) as Partial<Record<RouteName, ComponentType>>;

  function ScreenRoutes({ loading = null }: { loading?: ReactNode }) {
    return (
      <Suspense fallback={loading}>
        <Routes>
          {routesOf(remote).map((route) => {
            const Screen = screens[route.name];
            return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
          })}
        </Routes>
      </Suspense>
    );
  }

  const preloadScreens = (): Promise<unknown> =>
    Promise.all([...new Set(Object.values(loaders))].map((loader) => loader.preload()));

  return { ScreenRoutes, preloadScreens };
}
