import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, matchRoutes } from 'react-router';
import { routesOf, type RemoteName, type RouteName } from 'shared-contracts';

/** A screen's code as `preloadable` gives it: `load` for `React.lazy`, `preload` to fetch it ahead. */
export interface ScreenLoader {
  load: () => Promise<{ default: ComponentType }>;
  preload: () => Promise<unknown>;
}

/**
 * Fetches the code of the screen `remote` draws at a path (the route its `Routes` would match), and
 * settles once it is here, or at once when that route has no loader. A failed download settles
 * too: the screen's own `load` tries again when it renders, and its error boundary speaks.
 */
export function screenPreloader(
  remote: RemoteName,
  loaders: Partial<Record<RouteName, ScreenLoader>>,
): (pathname: string) => Promise<void> {
  const routes = routesOf(remote).map((route) => ({ id: route.name, path: route.path }));
  return async (pathname) => {
    const name = matchRoutes(routes, pathname)?.at(-1)?.route.id as RouteName | undefined;
    const loader = name ? loaders[name] : undefined;
    await loader?.preload().catch(() => undefined);
  };
}

/** What a remote may draw in place of the defaults of `remoteScreens`. */
export interface RemoteScreensOptions {
  /** Its own view while a screen's code arrives, in place of the shell's `loading`. */
  loading?: ReactNode;
  /** What its routes without a loader draw (its own 'not found'); by default nothing. */
  otherwise?: ReactNode;
}

/**
 * A remote's screens, matched from the shared route table: each of `remote`'s routes with a loader
 * here draws its screen, a chunk of its own (a loader may serve more than one route).
 * `ScreenRoutes` shows `loading` while a screen's code arrives; `preloadScreens` fetches every
 * screen's code ahead, so they render without suspending; `preloadScreenAt` fetches the one of a path.
 */
export function remoteScreens(
  remote: RemoteName,
  loaders: Partial<Record<RouteName, ScreenLoader>>,
  options: RemoteScreensOptions = {},
) {
  const screens = Object.fromEntries(
    Object.entries(loaders).map(([name, loader]) => [name, lazy(loader.load)]),
  ) as Partial<Record<RouteName, ComponentType>>;

  function ScreenRoutes({ loading = null }: { loading?: ReactNode }) {
    return (
      <Suspense fallback={options.loading ?? loading}>
        <Routes>
          {routesOf(remote).map((route) => {
            const Screen = screens[route.name];
            const element = Screen ? <Screen /> : options.otherwise;
            return element ? <Route key={route.name} path={route.path} element={element} /> : null;
          })}
        </Routes>
      </Suspense>
    );
  }

  const preloadScreens = (): Promise<unknown> =>
    Promise.all([...new Set(Object.values(loaders))].map((loader) => loader.preload()));

  return { ScreenRoutes, preloadScreens, preloadScreenAt: screenPreloader(remote, loaders) };
}
