import { createBeacons, watchPage, type Beacons } from './beacons';

/** With no interaction, how long after the page's load the vitals' code comes anyway. */
export const VITALS_IDLE_MS = 10_000;

const ENGAGED = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Runs `work` once, after the page's load: at the first interaction (a tap, a key, a scroll) or
 * `VITALS_IDLE_MS` later, whichever comes first. The vitals' code is no part of what a page needs
 * to show itself or answer a tap, so it never competes with the page's first load.
 */
export function afterLoadWhenEngaged(win: Window, work: () => void): void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    win.clearTimeout(timer);
    for (const type of ENGAGED) win.removeEventListener(type, run, true);
    work();
  };
  let timer = 0;
  const arm = (): void => {
    timer = win.setTimeout(run, VITALS_IDLE_MS);
    for (const type of ENGAGED) win.addEventListener(type, run, { capture: true, passive: true, once: true });
  };
  if (win.document.readyState === 'complete') arm();
  else win.addEventListener('load', arm, { once: true });
}

/**
 * The page's health beacons, tagged with the shell's version (the pointer the page carries names
 * it; a page without one, in development, sends none for the shell): listening for uncaught
 * errors and for the page being hidden at once, measuring web vitals from a chunk loaded after
 * the page's load, at the first interaction or a little later. The library reads the browser's
 * buffered entries, so nothing painted or clicked before is missed; a visit that leaves within
 * those seconds without a tap, a key or a scroll reports no vitals.
 */
export function startHealth(shellVersion: string | null, win: Window = window): Beacons {
  const beacons = createBeacons();
  try {
    if (shellVersion) beacons.tag('shell', shellVersion);
    watchPage(beacons, win);
    afterLoadWhenEngaged(win, () => {
      import(/* webpackChunkName: "web-vitals" */ './vitals')
        .then(({ startVitals }) => startVitals(beacons))
        .catch(() => undefined);
    });
  } catch {
    // The page goes on without them.
  }
  return beacons;
}
