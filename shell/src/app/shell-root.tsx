import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { auth$, currentAuth, decideAccess, type RouteDef } from 'shared-contracts';
import { useAfterFirstCommit } from 'ui';
import { SiteLayout } from '../layouts/site-layout';
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
  // The guards read the person as the browser knows it, from the first render: the pages the server
  // draws (a guest's) are public, so the decision and what this draws do not depend on it there.
  // The header and the cart, which do, switch from the guest on their own.
  const auth = useObservable(auth$, currentAuth());
  const { previews } = useRemoteRegistry();
  const browserOnly = useAfterFirstCommit();
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
      {browserOnly && previews.wanted() && (
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
