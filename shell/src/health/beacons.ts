import { isRemoteName, type RemoteName } from 'shared-contracts';

/** Where the page's health beacons go (same origin: the CSP's `connect-src 'self'` covers it). */
export const BEACON_URL = '/api/beacons';
/** How many events one beacon carries at most. */
export const MAX_EVENTS_PER_BEACON = 20;
/** How long the first unsent vital waits for others before it is sent. */
export const BATCH_DELAY_MS = 5000;
/** Uncaught errors counted per app and page load: a remote throwing in a loop sends no flood. */
export const MAX_ERRORS_PER_APP = 10;

/** The meta tag in which the site server hands the page its signed view token. */
export const VIEW_META_NAME = 'marketplace-view';

/** An app of the page: the shell, or a remote. */
export type HealthApp = 'shell' | RemoteName;
export type VitalName = 'LCP' | 'INP' | 'CLS';

/**
 * What the page tells about a remote: a load that failed (once per attempt), a crash its slot
 * caught, an uncaught error of its code, a web vital of its page. Page views are not among them:
 * the site server counts the pages it serves itself, which no script of a page can forge.
 */
export type HealthEvent =
  | { type: 'load-failure' | 'crash' | 'error'; app: RemoteName }
  | { type: 'vital'; app: RemoteName; name: VitalName; value: number };

export interface Beacons {
  /** The version this page uses of an app (from the pointer the page carries); tags every beacon. */
  tag(app: HealthApp, version: string): void;
  /** The version the beacons carry for an app, if any yet. */
  versionOf(app: HealthApp): string | undefined;
  /** Records an event: a failure is sent at once, the rest within `BATCH_DELAY_MS`. */
  report(event: HealthEvent): void;
  /**
   * The remote whose slot shows the page now (`page`: its path, never sent): the vitals measured
   * from then on are its. Nothing is sent for it (the site server counts page views).
   */
  pageView(app: RemoteName, page: string): void;
  /** A web vital of the page: LCP belongs to the remote of the page it was painted on, the rest to the current one. */
  vital(name: VitalName, value: number): void;
  /** Sends what is pending now (the page is being hidden or left). */
  flush(): void;
}

/** Runs `work`, and keeps whatever it throws from the page: beacons never break anything. */
function quietly<A extends unknown[]>(work: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      work(...args);
    } catch {
      // Nothing to do: a beacon that cannot be sent is lost, and the page goes on.
    }
  };
}

/** Posts one beacon: `sendBeacon` (queued by the browser, survives the page), else a keep-alive fetch. */
export function sendBeacon(body: string): void {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BEACON_URL, blob)) return;
  } catch {
    // Refused or unavailable: the fetch below carries it instead.
  }
  try {
    fetch(BEACON_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // No way to send it: it is lost.
  }
}

export interface BeaconOptions {
  /** Posts one beacon's JSON (`sendBeacon` by default). */
  send?: (body: string) => void;
  /** The page's view token (by default read once from the page's meta tag); every beacon carries it. */
  view?: string | null;
  /** Whether the page is hidden: what is reported then may be the page's last word, and leaves at once. */
  hidden?: () => boolean;
}

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The view token the site server signed into the page (`<meta name="marketplace-view">`): the
 * API counts a beacon only with it, for the versions and the bucket it names. Null without one
 * (a page not served by the site server, in development).
 */
export function readViewToken(): string | null {
  return (
    (typeof document === 'object' &&
      document.querySelector<HTMLMetaElement>(`meta[name="${VIEW_META_NAME}"]`)?.content) ||
    null
  );
}

/**
 * The page's health beacons: events batched with the page's view token and the versions of the
 * apps on the page, each beacon `{ view: '<token>', apps: { shell: '1.2.0-ab', checkout: '1.4.0-cd' },
 * events: [...] }` with at most `MAX_EVENTS_PER_BEACON` events. Failures leave at once (the
 * canary's automatic rollback counts them within seconds); vitals wait up to `BATCH_DELAY_MS` for
 * company, or until the page is hidden. No address and no user: only the token, apps, versions and
 * what happened (the API counts one failure per app and one sample per vital of a view).
 */
export function createBeacons({ send = sendBeacon, hidden = pageHidden, view }: BeaconOptions = {}): Beacons {
  // Read once: the token is the page's, whatever the page does to its head afterwards.
  const token = view === undefined ? readViewToken() : view;
  const apps: Partial<Record<HealthApp, string>> = {};
  const queue: HealthEvent[] = [];
  const errors: Partial<Record<RemoteName, number>> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Infinity;
  let landing: RemoteName | null = null;
  let current: RemoteName | null = null;
  let lastPage: string | null = null;

  const flush = quietly((): void => {
    clearTimeout(timer);
    timer = undefined;
    due = Infinity;
    while (queue.length) {
      const events = queue.splice(0, MAX_EVENTS_PER_BEACON);
      // Without a token the key is left out (JSON drops an undefined value).
      send(JSON.stringify({ view: token ?? undefined, apps: { ...apps }, events }));
    }
  });

  const schedule = (ms: number): void => {
    const at = Date.now() + ms;
    if (timer !== undefined && at >= due) return;
    clearTimeout(timer);
    due = at;
    timer = setTimeout(flush, ms);
  };

  const tag = quietly((app: HealthApp, version: string): void => {
    if (apps[app] === version) return;
    // Events recorded so far belong to the version they happened on.
    if (apps[app] !== undefined && queue.length) flush();
    apps[app] = version;
  });

  const report = quietly((event: HealthEvent): void => {
    if (event.type === 'error') {
      const count = (errors[event.app] ?? 0) + 1;
      errors[event.app] = count;
      if (count > MAX_ERRORS_PER_APP) return;
    }
    queue.push(event);
    // The vitals' final values come as the page is hidden, and a hidden page may never run a timer.
    if (hidden()) flush();
    // A failure goes out with whatever else this task reports; the rest waits for company.
    else schedule(event.type === 'vital' ? BATCH_DELAY_MS : 0);
  });

  const pageView = quietly((app: RemoteName, page: string): void => {
    const key = `${app} ${page}`;
    if (key === lastPage) return;
    lastPage = key;
    landing ??= app;
    current = app;
  });

  const vital = quietly((name: VitalName, value: number): void => {
    const app = name === 'LCP' ? landing : current;
    if (app && Number.isFinite(value)) report({ type: 'vital', app, name, value: Math.round(value * 1000) / 1000 });
  });

  return { tag, versionOf: (app) => apps[app], report, pageView, vital, flush };
}

/** A file of a remote's version folder (`/remotes/<app>/<version>/…`): the app and version it belongs to. */
export function versionFolderOf(url: string): { app: RemoteName; version: string } | null {
  let pathname: string;
  try {
    pathname = new URL(url, document.baseURI).pathname;
  } catch {
    return null;
  }
  const [, app, version] = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(pathname) ?? [];
  if (!app || !version || !isRemoteName(app)) return null;
  return { app, version: decodeURIComponent(version) };
}

/** The first script address in an error's stack (Chromium `at f (url:1:2)`, Firefox/Safari `f@url:1:2`). */
export function firstStackUrl(error: unknown): string | null {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return null;
  const match = /(https?:\/\/[^\s()]+?)(?::\d+){1,2}(?=\)|\s|$)/.exec(stack);
  return match?.[1] ?? null;
}

/**
 * Sends the page's beacons when it is hidden or left, and reports the uncaught errors of a remote's
 * code: those whose script (the error event's file, else the first address of the error's stack)
 * lies in a version's folder, attributed to that app (and, if no slot loaded it, the version of
 * that folder). The shell's own errors, scripts of other sites, and what a slot caught (and
 * reported as its failure) are not counted. Returns the function that stops listening.
 */
export function watchPage(beacons: Beacons, win: Window = window): () => void {
  const attribute = quietly((url: string | null): void => {
    const folder = url ? versionFolderOf(url) : null;
    if (!folder) return;
    // A remote's code that another remote brought along (a federation expose) was not tagged by a slot.
    if (beacons.versionOf(folder.app) === undefined) beacons.tag(folder.app, folder.version);
    beacons.report({ type: 'error', app: folder.app });
  });
  // Looked at once every listener has had the event (the browser runs microtasks between them): one
  // a slot caught, and reported as its failure, is left out.
  const afterDispatch = (event: Event, url: () => string | null): void => {
    setTimeout(quietly(() => (event.defaultPrevented ? undefined : attribute(url()))));
  };
  const onError = quietly((event: ErrorEvent): void =>
    afterDispatch(event, () => event.filename || firstStackUrl(event.error)),
  );
  const onRejection = quietly((event: PromiseRejectionEvent): void =>
    afterDispatch(event, () => firstStackUrl(event.reason)),
  );
  const onHidden = quietly((): void => {
    if (win.document.visibilityState === 'hidden') beacons.flush();
  });
  const onLeave = quietly((): void => beacons.flush());

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onLeave);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onLeave);
  };
}
