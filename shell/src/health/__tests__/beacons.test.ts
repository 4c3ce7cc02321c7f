import {
  BATCH_DELAY_MS,
  BEACON_URL,
  MAX_ERRORS_PER_APP,
  MAX_EVENTS_PER_BEACON,
  VIEW_META_NAME,
  createBeacons,
  firstStackUrl,
  readViewToken,
  sendBeacon,
  versionFolderOf,
  watchPage,
  type HealthEvent,
} from '../beacons';

interface Sent {
  view?: string;
  apps: Record<string, string>;
  events: HealthEvent[];
}

/** Beacons recorded as sent, of a page without a view token unless one is given. */
function recording(view: string | null = null) {
  const sent: Sent[] = [];
  const beacons = createBeacons({ send: (body) => sent.push(JSON.parse(body) as Sent), view });
  return { sent, beacons };
}

const REMOTE_FILE = `${window.location.origin}/remotes/checkout/1.4.0-cd/473.8ea75d56.js`;

/** An error as Chromium writes its stack: the first frame is the script that threw. */
function errorFrom(url: string, message = 'falhou'): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at 256 (${url}:1:102)\n    at y (${window.location.origin}/main.js:6:1034)`;
  return error;
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

/** The errors are looked at once every listener has had them, then sent at once. */
function afterDispatch(): void {
  jest.advanceTimersByTime(0);
  // A timer set while the fake clock ticks waits one more millisecond.
  jest.advanceTimersByTime(1);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('health beacons', () => {
  it('batches vitals for a few seconds, tagged with the versions of the apps on the page', () => {
    const { sent, beacons } = recording();
    beacons.tag('shell', '1.2.0-ab');
    beacons.tag('checkout', '1.4.0-cd');
    beacons.pageView('checkout', '/carrinho');
    beacons.vital('CLS', 0.0123456);
    jest.advanceTimersByTime(BATCH_DELAY_MS - 1000);
    beacons.vital('INP', 48);
    jest.advanceTimersByTime(999);
    expect(sent).toEqual([]);

    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        apps: { shell: '1.2.0-ab', checkout: '1.4.0-cd' },
        events: [
          { type: 'vital', app: 'checkout', name: 'CLS', value: 0.012 },
          { type: 'vital', app: 'checkout', name: 'INP', value: 48 },
        ],
      },
    ]);
    jest.advanceTimersByTime(BATCH_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('carries the view token the site server put in the page, read once, in every beacon', () => {
    const meta = document.createElement('meta');
    meta.name = VIEW_META_NAME;
    meta.content = 'eyJ2aXN0YSI6MX0.assinatura';
    document.head.append(meta);
    try {
      expect(readViewToken()).toBe('eyJ2aXN0YSI6MX0.assinatura');
      const sent: Sent[] = [];
      const beacons = createBeacons({ send: (body) => sent.push(JSON.parse(body) as Sent) });
      // Whatever the page does to its head later, the token is the one it was served with.
      meta.content = 'outro.token';
      beacons.tag('catalog', '2.0.0-ef');
      beacons.report({ type: 'crash', app: 'catalog' });
      jest.advanceTimersByTime(0);
      beacons.report({ type: 'load-failure', app: 'catalog' });
      jest.advanceTimersByTime(0);
      expect(sent.map((beacon) => beacon.view)).toEqual(['eyJ2aXN0YSI6MX0.assinatura', 'eyJ2aXN0YSI6MX0.assinatura']);
    } finally {
      meta.remove();
    }
    // A page without one sends its beacons without it (the API drops them).
    expect(readViewToken()).toBeNull();
  });

  it('sends a failure at once, with what was waiting', () => {
    const { sent, beacons } = recording('token-da-pagina');
    beacons.tag('catalog', '2.0.0-ef');
    beacons.pageView('catalog', '/');
    beacons.vital('CLS', 0.1);
    beacons.report({ type: 'load-failure', app: 'catalog' });
    beacons.report({ type: 'crash', app: 'catalog' });
    expect(sent).toEqual([]);

    jest.advanceTimersByTime(0);
    expect(sent).toEqual([
      {
        view: 'token-da-pagina',
        apps: { catalog: '2.0.0-ef' },
        events: [
          { type: 'vital', app: 'catalog', name: 'CLS', value: 0.1 },
          { type: 'load-failure', app: 'catalog' },
          { type: 'crash', app: 'catalog' },
        ],
      },
    ]);
    // Nothing left for the batch's timer.
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends no page view: the site server counts the pages, the slot only says whose the vitals are', () => {
    const { sent, beacons } = recording();
    beacons.pageView('checkout', '/carrinho');
    beacons.pageView('checkout', '/carrinho');
    beacons.pageView('account', '/login');
    beacons.flush();
    expect(sent).toEqual([]);
    beacons.vital('INP', 120);
    beacons.flush();
    expect(sent).toEqual([{ apps: {}, events: [{ type: 'vital', app: 'account', name: 'INP', value: 120 }] }]);
    // The page's path stays in the page.
    expect(JSON.stringify(sent)).not.toContain('/login');
  });

  it(`carries at most ${MAX_EVENTS_PER_BEACON} events per beacon`, () => {
    const { sent, beacons } = recording();
    beacons.pageView('catalog', '/');
    for (let i = 0; i < 45; i += 1) beacons.vital('CLS', i / 100);
    beacons.flush();
    expect(sent.map((beacon) => beacon.events.length)).toEqual([20, 20, 5]);
  });

  it('sends what happened on a version before the page moves to another version of that app', () => {
    const { sent, beacons } = recording();
    beacons.tag('checkout', '1.4.0-cd');
    beacons.report({ type: 'crash', app: 'checkout' });
    beacons.tag('checkout', '1.3.0-rollback');
    beacons.report({ type: 'crash', app: 'checkout' });
    beacons.flush();
    expect(sent).toEqual([
      { apps: { checkout: '1.4.0-cd' }, events: [{ type: 'crash', app: 'checkout' }] },
      { apps: { checkout: '1.3.0-rollback' }, events: [{ type: 'crash', app: 'checkout' }] },
    ]);
  });

  it("counts LCP for the remote of the page it was painted on, INP and CLS for the page's current remote", () => {
    const { sent, beacons } = recording();
    // Before any slot shows a page, a vital belongs to no app.
    beacons.vital('LCP', 900);
    beacons.pageView('catalog', '/');
    beacons.pageView('checkout', '/carrinho');
    beacons.vital('LCP', 1234.5678);
    beacons.vital('INP', 96);
    beacons.flush();
    expect(sent[0]?.events).toEqual([
      { type: 'vital', app: 'catalog', name: 'LCP', value: 1234.568 },
      { type: 'vital', app: 'checkout', name: 'INP', value: 96 },
    ]);
  });

  it("sends at once what is reported while the page is hidden (the vitals' final values)", () => {
    const sent: string[] = [];
    let hidden = false;
    const beacons = createBeacons({ send: (body) => sent.push(body), hidden: () => hidden, view: null });
    beacons.pageView('catalog', '/');
    beacons.vital('INP', 80);
    hidden = true;
    beacons.vital('CLS', 0.2);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).events).toHaveLength(2);
  });

  it('sends what is pending when the page is hidden or left', () => {
    const { sent, beacons } = recording();
    const stop = watchPage(beacons);
    beacons.pageView('account', '/cliente');
    beacons.vital('INP', 40);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(0);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);

    setVisibility('visible');
    beacons.vital('CLS', 0.01);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    stop();
  });
});

describe('uncaught errors', () => {
  let sent: Sent[];
  let stop: () => void;
  beforeEach(() => {
    const recorded = recording();
    sent = recorded.sent;
    recorded.beacons.tag('shell', '1.2.0-ab');
    stop = watchPage(recorded.beacons);
  });
  afterEach(() => stop());

  it("counts an error thrown by a remote's script for that remote, tagged with the version of its folder", () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'falhou', filename: REMOTE_FILE, error: new Error('x') }));
    afterDispatch();
    expect(sent).toEqual([
      { apps: { shell: '1.2.0-ab', checkout: '1.4.0-cd' }, events: [{ type: 'error', app: 'checkout' }] },
    ]);
  });

  it("counts a rejection whose stack starts in a remote's folder (a chunk that failed to load) for that remote", () => {
    const chunkError = Object.assign(errorFrom(REMOTE_FILE, 'Loading chunk 317 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(rejection(chunkError));
    afterDispatch();
    expect(sent[0]?.events).toEqual([{ type: 'error', app: 'checkout' }]);
  });

  it("leaves out the shell's own errors, other sites' scripts, files outside a version folder and reasons without a stack", () => {
    const origin = window.location.origin;
    window.dispatchEvent(new ErrorEvent('error', { message: 'x', filename: `${origin}/main.2f3a9c01.js` }));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'x', filename: 'https://www.googletagmanager.com/gtm.js' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'x', filename: `${origin}/remotes.json` }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'x', filename: `${origin}/remotes/unknown/1.0.0/a.js` }));
    window.dispatchEvent(rejection(errorFrom(`${origin}/bootstrap.1a2b3c4d.js`)));
    window.dispatchEvent(rejection('só um texto'));
    window.dispatchEvent(rejection(null));
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it(`counts at most ${MAX_ERRORS_PER_APP} errors of one remote per page`, () => {
    for (let i = 0; i < MAX_ERRORS_PER_APP + 5; i += 1) {
      window.dispatchEvent(new ErrorEvent('error', { message: 'x', filename: REMOTE_FILE }));
    }
    afterDispatch();
    expect(sent.flatMap((beacon) => beacon.events)).toHaveLength(MAX_ERRORS_PER_APP);
  });
});

describe('script addresses', () => {
  it('reads the app and version of a file in a version folder', () => {
    expect(versionFolderOf('/remotes/affiliates/1.0.0-82a2132c1a/remoteEntry.js')).toEqual({
      app: 'affiliates',
      version: '1.0.0-82a2132c1a',
    });
    expect(versionFolderOf('/remotes/affiliates/remoteEntry.js')).toBeNull();
    expect(versionFolderOf('/shell/1.0.0/main.js')).toBeNull();
  });

  it('finds the first address of a Chromium or Firefox stack', () => {
    expect(firstStackUrl(errorFrom(REMOTE_FILE))).toBe(REMOTE_FILE);
    expect(firstStackUrl({ stack: `f@${REMOTE_FILE}:3:9\ng@http://x/main.js:1:1` })).toBe(REMOTE_FILE);
    expect(firstStackUrl({ stack: 'Error: sem endereço' })).toBeNull();
    expect(firstStackUrl(undefined)).toBeNull();
  });
});

describe('sending', () => {
  const fetchMock = jest.fn();
  const realSendBeacon = navigator.sendBeacon;
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue({ ok: true });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: realSendBeacon });
  });
  const useSendBeacon = (impl: ((url: string, data: Blob) => boolean) | undefined): jest.Mock | undefined => {
    const mock = impl ? jest.fn(impl) : undefined;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: mock });
    return mock;
  };

  it('posts the beacon as JSON with navigator.sendBeacon', () => {
    const sendBeaconMock = useSendBeacon(() => true);
    sendBeacon('{"apps":{},"events":[]}');
    expect(sendBeaconMock).toHaveBeenCalledWith(BEACON_URL, expect.any(Blob));
    const blob = sendBeaconMock?.mock.calls[0]?.[1] as Blob;
    expect(blob.type).toBe('application/json');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['is missing', undefined],
    ['refuses it', () => false],
    [
      'throws',
      () => {
        throw new TypeError('Illegal invocation');
      },
    ],
  ])('falls back to a keep-alive fetch when sendBeacon %s', (_case, impl) => {
    useSendBeacon(impl);
    expect(() => sendBeacon('{"apps":{},"events":[]}')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(
      BEACON_URL,
      expect.objectContaining({
        method: 'POST',
        body: '{"apps":{},"events":[]}',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it('never throws nor logs, whatever sending does', async () => {
    const errors = jest.spyOn(console, 'error');
    useSendBeacon(() => {
      throw new Error('sem rede');
    });
    fetchMock.mockImplementation(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(() => sendBeacon('{}')).not.toThrow();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => sendBeacon('{}')).not.toThrow();

    const beacons = createBeacons({
      send: () => {
        throw new Error('quebrou');
      },
    });
    expect(() => {
      beacons.report({ type: 'crash', app: 'checkout' });
      jest.advanceTimersByTime(0);
      beacons.flush();
    }).not.toThrow();
    await Promise.resolve();
    expect(errors).not.toHaveBeenCalled();
  });
});
