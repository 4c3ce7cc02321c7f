import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '../styles/tokens.css';
import '../styles/global.css';
import { getSiteConfig } from 'shared-contracts';
import { livePointer } from '../remotes/registry';
import { startAnalytics } from './analytics';
import { buildRoutes } from './routes';
import { startReferralTracking } from './referral';
import { startSession } from './session';

const router = createBrowserRouter(buildRoutes());
startSession(router);
startReferralTracking(router);
void getSiteConfig().then(startAnalytics);
// Ask for the pointer now, in parallel with the first render.
livePointer().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
