import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import '../styles/tokens.css';
import '../styles/global.css';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getSiteConfig, isPointer, takeInlinePointer, type RouteDef } from 'shared-contracts';
import { HealthContext } from '../health/health-context';
import { startHealth } from '../health/start-health';
import { takeOverrideRequest } from '../remotes/preview-state';
import { RemoteRegistryContext, createRemoteRegistry } from '../remotes/registry';
import { startAnalytics } from './analytics';
import { watchFirstView } from './first-view';
import { preloadFrame } from '../layouts/frame-parts';
import { buildRoutes } from './routes';
import { startReferralTracking } from './referral';
import { startSession } from './session';

// The remotes of this page load: the pointer the server wrote into the page, and a preview asked
// for in the address bar (taken out of it before the router reads the address).
const inlinePointer = takeInlinePointer();
// The page's health beacons, tagged with the versions this page uses: the shell's (the pointer the
// page carries names it) and each remote's as its slot loads it.
const health = startHealth(isPointer(inlinePointer) ? (inlinePointer.shell?.version ?? null) : null);
const registry = createRemoteRegistry({
  runtime: { registerRemotes, loadRemote, registerPlugins, getInstance },
  inlinePointer,
  overrideRequest: takeOverrideRequest(window),
  siteConfig: getSiteConfig,
  onVersion: (remote, version) => health.tag(remote, version),
});

const routes = buildRoutes();
const router = createBrowserRouter(routes);
startSession(router);
startReferralTracking(router);
void getSiteConfig().then(startAnalytics);
// Ask for the pointer now, in parallel with the first render.
registry.pointer().catch(() => undefined);

// The frame parts this page needs (hinted by the server) before the first render: nothing suspends.
const first = matchRoutes(routes, window.location)?.at(-1)?.route.handle as RouteDef | undefined;
await preloadFrame(first?.layout ?? 'standard').catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  watchFirstView();
  const root = createRoot(container);
  // The first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <HealthContext value={health}>
          <RemoteRegistryContext value={registry}>
            <RouterProvider router={router} />
          </RemoteRegistryContext>
        </HealthContext>
      </StrictMode>,
    ),
  );
}
