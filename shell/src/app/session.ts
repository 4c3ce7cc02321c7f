import type { Subscription } from 'rxjs';
import {
  STORAGE_KEY,
  auth$,
  authenticate,
  bus,
  cartReset,
  currentAuth,
  getUser,
  logOut,
  loginPath,
  logout,
  openPushChannel,
  restoreFromStorage,
  setAuth,
  setCart,
} from 'shared-contracts';

/** The part of the router the session needs. */
export interface SessionRouter {
  navigate(to: string, options?: { replace?: boolean; flushSync?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/** Set by the API with the session and cleared with it (script-readable, no secret in it). */
export const SIGNED_IN_COOKIE = 'marketplace_signed_in';

/** Whether this browser may hold a session: without the marker there is none to ask about. */
export function maySignedIn(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

function signOutLocally(): void {
  setAuth(logOut());
  setCart(cartReset());
}

/**
 * The shell owns auth (spec §4): it asks who the user is at start-up, acts on the remotes' login
 * and logout events, and logs out on a 401 from any app. Returns a function that stops it all.
 */
export function startSession(router: SessionRouter): () => void {
  const subscriptions: Subscription[] = [];
  // The push channel (spec §7, shared-contracts openPushChannel) is open while someone is signed in.
  let closePush: (() => void) | null = null;
  let confirmed = false;
  let stopped = false;
  let signingOut = false;
  const syncPush = (signedIn: boolean): void => {
    if (signedIn && confirmed && !stopped && !closePush) closePush = openPushChannel();
    if (!signedIn && closePush) {
      closePush();
      closePush = null;
    }
  };

  // Start-up: a guest's 401 here is the expected answer, not an expired session.
  // Without the marker cookie nobody is signed in: no call, no 401 in a guest's console. A stored
  // signed-in state then belongs to a session that has ended, and the guards send a signed-in
  // page to login with its path.
  const whoIsIt = maySignedIn() ? getUser({ silent: true }) : Promise.reject(new Error('no session'));
  whoIsIt
    .then(
      (response) => setAuth(authenticate(currentAuth(), response)),
      () => signOutLocally(),
    )
    .finally(() => {
      // The push channel opens only once the API has confirmed the restored session.
      confirmed = true;
      syncPush(currentAuth().authenticated);
    });

  subscriptions.push(
    // The login screen's guard then follows the redirect query (see decideAccess).
    bus.on('login-succeeded').subscribe(({ response }) => setAuth(authenticate(currentAuth(), response))),

    // Logout: anti-forgery cookie, sign out, home. Local state goes even if the call fails.
    bus.on('logout-requested').subscribe(() => {
      // While signing out, the 401s of the page's own calls are expected, not an expired session.
      signingOut = true;
      logout()
        .catch(() => undefined)
        // Rendered at once (not in a transition), so the guards see the home page, not the old one.
        .then(() => router.navigate('/', { flushSync: true }))
        // Signed out once home: on a signed-in page the guards would send a guest to login first.
        .finally(() => {
          signOutLocally();
          signingOut = false;
        });
    }),

    // A 401 from any call while signed in: log out and go to login, back here afterwards.
    bus.on('session-expired').subscribe(() => {
      if (signingOut || !currentAuth().authenticated) return;
      const { pathname, search } = router.state.location;
      signOutLocally();
      router.navigate(loginPath(pathname + search), { replace: true });
    }),

    // Signed in: the push channel is open; logout or an expired session closes it.
    auth$.subscribe((state) => syncPush(state.authenticated)),

    bus.on('analytics').subscribe(({ event, data }) => {
      const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
      layer.push({ event, ...data });
    }),
  );

  // Another tab signed in or out: follow it.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEY) restoreFromStorage();
  };
  window.addEventListener('storage', onStorage);

  return () => {
    subscriptions.forEach((s) => s.unsubscribe());
    stopped = true;
    syncPush(false);
    window.removeEventListener('storage', onStorage);
  };
}
