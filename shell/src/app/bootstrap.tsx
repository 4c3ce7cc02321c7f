import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '../styles/tokens.css';
import '../styles/global.css';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  PAGE_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  getSiteConfig,
  isPointer,
  readJsonElement,
  takeInlinePointer,
  type DataSnapshot,
  type RouteDef,
} from 'shared-contracts';
import { startHealth } from '../health/start-health';
import { takeOverrideRequest } from '../remotes/preview-state';
import { createRemoteRegistry } from '../remotes/registry';
import { takeServerSlot } from '../remotes/server-slot';
import { isMobileDevice } from '../layouts/hooks/is-mobile';
import { SHELL_IDENTIFIER_PREFIX, reportShellMismatch } from './hydration';
import { ShellApp } from './shell-app';
import { startAnalytics } from './analytics';
import { preloadFrame } from '../layouts/frame-parts';
import { buildRoutes } from './routes';
import { startReferralTracking } from './referral';
import { startSession } from './session';
import { nextTask } from './next-task';

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
// The app's modules above in one task, then the router, the session, and the frame's parts, each
// in a task of its own.
await nextTask();

const router = createBrowserRouter(buildRoutes());
await nextTask();
startSession(router);
startReferralTracking(router);
await nextTask();
void getSiteConfig().then(startAnalytics);
// Ask for the pointer now, in parallel with the first render.
registry.pointer().catch(() => undefined);

// The frame parts this page needs (hinted by the server) before the first render: nothing suspends.
// The router has matched the page's address already.
const first = router.state.matches.at(-1)?.route.handle as RouteDef | undefined;
await preloadFrame(first?.layout ?? 'standard').catch(() => undefined);
// The app's modules and set-up above in one task, its first render in the next.
await nextTask();

/** The public payloads the page carries, as the server drew its frame with them. */
function pagePayloads(): DataSnapshot {
  const read = readJsonElement(PAGE_DATA_ELEMENT_ID);
  return read && typeof read === 'object' ? (read as DataSnapshot) : {};
}

const container = document.getElementById('root');
if (container) {
  const drawn = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  const app = (
    <ShellApp
      router={router}
      registry={registry}
      mobile={isMobileDevice()}
      serverSlots={takeServerSlot}
      payloads={drawn ? pagePayloads() : null}
      health={health}
    />
  );
  if (drawn) {
    // The server drew the frame (a guest's) around the screen, or around the remote's slot still
    // loading: hydrated in place, the signed-in person and the cart filled in right after, the
    // remote loaded as usual. A divergence is reported and redrawn, not thrown.
    // At a transition's priority the hydration yields to the browser every few milliseconds, like
    // the first render below; a tap meanwhile makes React finish it at once, then handles the tap.
    startTransition(() => {
      hydrateRoot(container, app, {
        identifierPrefix: SHELL_IDENTIFIER_PREFIX,
        onRecoverableError: reportShellMismatch,
      });
    });
  } else {
    const root = createRoot(container, { identifierPrefix: SHELL_IDENTIFIER_PREFIX });
    // The first render yields to the browser every few milliseconds instead of one long task.
    startTransition(() => root.render(app));
  }
}
