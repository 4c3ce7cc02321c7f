import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import '../styles/tokens.css';
import '../styles/global.css';
import { getSiteConfig, type RouteDef } from 'shared-contracts';
import { livePointer } from '../remotes/registry';
import { startAnalytics } from './analytics';
import { watchFirstView } from './first-view';
import { preloadFrame } from '../layouts/frame-parts';
import { buildRoutes } from './routes';
import { startReferralTracking } from './referral';
import { startSession } from './session';

const routes = buildRoutes();
const router = createBrowserRouter(routes);
startSession(router);
startReferralTracking(router);
void getSiteConfig().then(startAnalytics);
// Ask for the pointer now, in parallel with the first render.
livePointer().catch(() => undefined);

// The frame parts this page needs (hinted by the server) before the first render: nothing suspends.
const first = matchRoutes(routes, window.location)?.at(-1)?.route.handle as RouteDef | undefined;
await preloadFrame(first?.layout ?? 'standard').catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  watchFirstView();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
