import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { auth$, currentAuth, decideAccess, type RouteDef } from 'shared-contracts';
import { SiteLayout } from '../layouts/site-layout';
import { GUEST } from '../layouts/hooks/use-auth';
import { useHydrated } from '../layouts/hooks/use-hydrated';
import { useObservable } from '../layouts/hooks/use-observable';
import { useRemoteRegistry } from '../remotes/registry';
import { Toasts } from './toasts';

// Only a browser that previews another version of a remote needs the banner (and its logic).
const PreviewBanner = lazy(() =>
  import(/* webpackChunkName: "previews" */ '../remotes/preview-banner').then((m) => ({ default: m.PreviewBanner })),
);

function isRouteDef(handle: unknown): handle is RouteDef {
  return typeof handle === 'object' && handle !== null && 'access' in handle && 'layout' in handle;
}

/** Scrolls to the top of the app on each route change (spec §2). */
function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Guards, layout and content slot of every page. */
export function ShellRoot() {
  const location = useLocation();
  const matches = useMatches();
  // A server render, and the hydration of it, is a guest's page: the person fills in right after.
  const auth = useObservable(auth$, currentAuth(), GUEST);
  const { previews } = useRemoteRegistry();
  const hydrated = useHydrated();
  useScrollToTop(location.pathname);

  const route = matches
    .map((m) => m.handle)
    .filter(isRouteDef)
    .at(-1);
  if (!route) return null;

  const decision = decideAccess(route.access, auth, location);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  return (
    <>
      {hydrated && previews.wanted() && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      <SiteLayout layout={route.layout}>
        <Outlet />
      </SiteLayout>
      <Toasts />
    </>
  );
}
