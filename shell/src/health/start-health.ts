import { createBeacons, watchPage, type Beacons } from './beacons';

/** Runs `work` once the page has loaded (at once if it has). */
function afterLoad(win: Window, work: () => void): void {
  if (win.document.readyState === 'complete') work();
  else win.addEventListener('load', () => work(), { once: true });
}

/**
 * The page's health beacons, tagged with the shell's version (the pointer the page carries names
 * it; a page without one, in development, sends none for the shell): listening for uncaught
 * errors and for the page being hidden at once, measuring web vitals from a chunk loaded after
 * the page's load.
 */
export function startHealth(shellVersion: string | null, win: Window = window): Beacons {
  const beacons = createBeacons();
  try {
    if (shellVersion) beacons.tag('shell', shellVersion);
    watchPage(beacons, win);
    afterLoad(win, () => {
      import(/* webpackChunkName: "web-vitals" */ './vitals')
        .then(({ startVitals }) => startVitals(beacons))
        .catch(() => undefined);
    });
  } catch {
    // The page goes on without them.
  }
  return beacons;
}
