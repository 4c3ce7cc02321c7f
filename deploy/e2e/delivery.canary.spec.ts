import type { ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequest, Browser, Page, Request, Response } from '@playwright/test';
import type { DecisionFigures, HealthReport } from '../src/canary/health.js';
import type { HistoryRecord } from '../src/registry/history.js';
import {
  BUCKET_COOKIE,
  checkoutVersionInPage,
  checkoutWhoseMountFails,
  markedCheckout,
  marksRun,
  mfe,
  mfeJson,
  mountedCart,
  operatorEnv,
  readPointer,
  siteDir,
  startSiteServer,
  stopSiteServer,
} from './delivery-tools.js';
import { expect, test, type SignedInState } from './fixtures.js';
import { ensureCartHasAProduct } from './site.js';

/**
 * Gradual delivery of checkout with automatic rollback, end to end, on the delivery project's own
 * site: copies of the live checkout build published as new versions (one whose screen fails as it
 * mounts, healthy ones with a mark of their own) go to 20 % of browsers as canaries, with fresh
 * browsers as shoppers; the canary watcher of a site server ends the broken one by itself, a
 * healthy one serves its share and is promoted without a failed page, and a flood of forged
 * beacons does not end a healthy one.
 *
 * The watcher runs in a second site server over the same folder (its own process: with the
 * registry in files, a watcher runs where SITE_DIR is the registry's folder), with the run's
 * OPERATOR_TOKEN, checking every second (CANARY_CHECK_SECONDS; production checks every 10 s) and
 * the production thresholds: 20 page views of a canary before it is judged, 5 points of failure
 * rate above the live version's. The browsers shop on the delivery site itself, whose /api goes to
 * the same API. The test API takes any number of beacons from 127.0.0.1 (API_BEACONS_PER_MINUTE in
 * src/cli/test-site.ts), and counts at most 5 of a bucket a minute, as in production.
 */
const CHECK_SECONDS = 1;
const SHARE = 20;
/** Fresh browsers shopping at once while a canary is judged: a few, on the machine's two cores. */
const SHOPPERS_AT_ONCE = 4;
const FAILURE = 'falha simulada ao montar a tela do checkout';
const MARK = { healthy: 'Canary saudável', steady: 'Canary sob beacons falsos' };

test.describe.configure({ mode: 'serial' });

let work: string;
let originalCheckout: string;
/** The site server that runs the watcher, and the API's health reads it made. */
let watcher: { server: ChildProcess; url: string } | undefined;
let watcherApi: CountingProxy | undefined;

/** A loopback proxy to the API that counts the health reads answered: one per check of a watcher while a canary runs. */
interface CountingProxy {
  url: string;
  healthReads(): number;
  close(): Promise<void>;
}

async function countingProxy(target: string): Promise<CountingProxy> {
  const api = new URL(target);
  let reads = 0;
  const server = http.createServer((incoming, outgoing) => {
    const upstream = http.request(
      { host: api.hostname, port: api.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => {
          if (new URL(incoming.url ?? '/', api).pathname === '/api/operator/remote-health') reads += 1;
        });
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    healthReads: () => reads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits until the watcher has made two whole checks from now: a check reads the health figures,
 * then decides and applies, and the next one starts after it ended, so the third read from now
 * comes after two checks that began after this call.
 */
async function twoWatcherChecks(): Promise<void> {
  const proxy = watcherApi;
  if (!proxy) throw new Error('the watcher is not running');
  const from = proxy.healthReads();
  await expect
    .poll(() => proxy.healthReads(), { timeout: 20 * CHECK_SECONDS * 1000, message: "the watcher's checks" })
    .toBeGreaterThanOrEqual(from + 3);
}

/** Publishes a build folder as a checkout version and says which. */
async function publishCheckout(dist: string): Promise<string> {
  return (await mfeJson<{ version: string }>('publish', 'checkout', '--dist', dist)).version;
}

/** The running canary of checkout, as remotes.json has it (what every page request reads). */
async function checkoutCanary(): Promise<string | null> {
  return (await readPointer()).canaries?.checkout?.version ?? null;
}

/** The signed-in state without its bucket: each browser started from it gets a bucket of its own on its first page. */
function withoutBucket(state: SignedInState): SignedInState {
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== BUCKET_COOKIE) };
}

/** The signed-in state with the bucket `bucket`, as a browser that was given it long ago. */
function withBucket(state: SignedInState, bucket: number): SignedInState {
  const domain = state.cookies.find((cookie) => cookie.name !== BUCKET_COOKIE)?.domain;
  if (!domain) throw new Error('the signed-in state has no cookie');
  const others = withoutBucket(state);
  const cookie = {
    name: BUCKET_COOKIE,
    value: String(bucket),
    domain,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return { ...others, cookies: [...others.cookies, cookie] };
}

/** The checkout version named by the pointer of the page a navigation got (the shell takes the element out once read). */
async function pointerVersionOf(navigation: Promise<Response | null>): Promise<string> {
  const response = await navigation;
  if (!response) throw new Error('the navigation got no answer');
  return checkoutVersionInPage(await response.text());
}

interface Beacon {
  apps: Record<string, string>;
  events: Array<{ type: string; app: string; name?: string; value?: number }>;
}

/** What one fresh shopper's cart page did. */
interface ShopperView {
  /** The checkout version its page got (the inline pointer). */
  version: string;
  /** Its bucket, as the site server gave it. */
  bucket: number;
  /** Whether checkout's slot showed the fallback instead of the cart. */
  failed: boolean;
  /** When the cart or the fallback was on screen (epoch ms). */
  shownAt: number;
  /** When the API had answered the beacon with its page view (and its failure). */
  reportedAt: number;
}

/**
 * One shopper: a fresh browser signed in as this worker's customer, with no bucket yet, opens the
 * cart; once the cart or the fallback shows and the page's beacon with its page view (and its
 * failure) has been answered, the browser goes. A page that shows the cart sends its page view
 * when it is hidden (or 5 s later): it is hidden, as when the shopper switches tabs.
 */
async function shopperView(browser: Browser, state: SignedInState): Promise<ShopperView> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    storageState: state,
  });
  try {
    const page = await context.newPage();
    // The page's beacons, each once its answer came. (Chromium tells the body of a beacon only to
    // a route: the beacons pass through one, untouched.)
    const sent = new Map<Request, Beacon | null>();
    const answered: Beacon[] = [];
    await context.route('**/api/beacons', async (route) => {
      const request = route.request();
      sent.set(request, request.postDataJSON() as Beacon | null);
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      const beacon = sent.get(request);
      if (beacon) answered.push(beacon);
    });
    const version = await pointerVersionOf(page.goto('/carrinho', { waitUntil: 'commit' }));
    const fallback = page.locator('[data-remote="checkout"]').getByText('Não foi possível carregar esta parte do site');
    await expect(mountedCart(page).or(fallback)).toBeVisible({ timeout: 15_000 });
    const shownAt = Date.now();
    const failed = await fallback.isVisible();
    if (!failed) {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }
    const told = (type: string) =>
      answered.some(
        (beacon) =>
          beacon.apps.checkout === version && beacon.events.some((e) => e.app === 'checkout' && e.type === type),
      );
    await expect
      .poll(() => told('page-view') && (!failed || told('crash')), {
        message: 'the page view reported',
        timeout: 10_000,
        intervals: [50],
      })
      .toBe(true);
    const reportedAt = Date.now();
    const bucket = Number((await context.cookies()).find((cookie) => cookie.name === BUCKET_COOKIE)?.value);
    return { version, bucket, failed, shownAt, reportedAt };
  } finally {
    // What the page sends as it closes goes out without the route.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
}

/** One load of the cart in `page`: the version the slot mounted, the pointer's, and the marks of the code that ran. */
async function loadCart(
  page: Page,
): Promise<{ slot: string | null; pointer: string; marks: string[]; failed: boolean }> {
  const pointer = await pointerVersionOf(page.goto('/carrinho'));
  const slot = page.locator('[data-remote="checkout"]');
  const fallback = slot.getByText('Não foi possível carregar esta parte do site');
  await expect(mountedCart(page).or(fallback)).toBeVisible({ timeout: 15_000 });
  const failed = await fallback.isVisible();
  return {
    slot: failed ? null : await slot.getAttribute('data-remote-version'),
    pointer,
    marks: await marksRun(page),
    failed,
  };
}

/** `count` fresh cookie jars (no browser) each asking for a page: the checkout version each page's pointer names. */
async function freshJarVersions(request: APIRequest, count: number): Promise<string[]> {
  const baseURL = test.info().project.use.baseURL;
  const versions: string[] = [];
  const BATCH = 10;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async (_, i) => {
      const jar = await request.newContext({ ...(baseURL ? { baseURL } : {}) });
      try {
        const response = await jar.get((start + i) % 2 === 0 ? '/carrinho' : '/');
        expect(response.status()).toBe(200);
        return checkoutVersionInPage(await response.text());
      } finally {
        await jar.dispose();
      }
    });
    versions.push(...(await Promise.all(batch)));
  }
  return versions;
}

/** Makes sure the customer's cart holds something: the cart page of an empty cart sends the shopper home. */
async function withACart(browser: Browser, state: SignedInState): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: state });
  await ensureCartHasAProduct(await context.newPage());
  await context.close();
}

type History = { records: HistoryRecord[] };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'delivery-canary-e2e-'));
  originalCheckout = (await readPointer()).remotes.checkout?.version ?? '';
  expect(originalCheckout, 'checkout is live').not.toBe('');
  expect(await checkoutCanary(), 'no canary of checkout runs').toBeNull();
  const operator = operatorEnv();
  watcherApi = await countingProxy(operator.API_URL);
  watcher = await startSiteServer({
    SITE_DIR: siteDir,
    API_URL: watcherApi.url,
    PORT: '0',
    OPERATOR_TOKEN: operator.OPERATOR_TOKEN,
    CANARY_WATCH: 'true',
    CANARY_CHECK_SECONDS: String(CHECK_SECONDS),
  });
});

test.afterAll(async () => {
  if (await checkoutCanary()) await mfe('canary', 'checkout', '--abort', '--reason', 'e2e: fim dos testes de canary');
  if (originalCheckout && (await readPointer()).remotes.checkout?.version !== originalCheckout) {
    await mfe('promote', 'checkout', originalCheckout, '--reason', 'e2e: volta ao estado inicial');
  }
  if (watcher) await stopSiteServer(watcher.server);
  await watcherApi?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

test('a canary whose screen fails as it mounts is ended by the watcher within seconds of the failure reports that decide it, seen failing by fewer than 25 page views', async ({
  browser,
  accounts,
}) => {
  // About a hundred fresh browsers, each loading the whole site cold: minutes on two busy cores.
  test.setTimeout(600_000);
  const shopper = withoutBucket(await accounts.signedIn('customer'));
  await withACart(browser, shopper);

  const dist = path.join(work, 'broken');
  await checkoutWhoseMountFails(originalCheckout, FAILURE, dist);
  const broken = await publishCheckout(dist);
  await mfeJson(
    'canary',
    'checkout',
    broken,
    '--percent',
    String(SHARE),
    '--reason',
    'e2e: canary que falha ao montar',
  );

  // Fresh shoppers, a few at a time, until the canary is gone (or far more pages failed than the
  // watcher should ever need: then the assertions below say what happened).
  const views: ShopperView[] = [];
  const failing = () => views.filter((view) => view.version === broken && view.failed).length;
  // What an operator reads while the canary runs, once 10 pages saw it fail.
  const midway: { status?: ReturnType<typeof mfe> } = {};
  await Promise.all(
    Array.from({ length: SHOPPERS_AT_ONCE }, async () => {
      while ((await checkoutCanary()) === broken && failing() < 60) {
        views.push(await shopperView(browser, shopper));
        if (!midway.status && failing() >= 10) midway.status = mfe('status', '--health');
      }
    }),
  );

  const during = await midway.status;
  if (during) console.log(`\nmfe status --health, com o canary no ar:\n${during.stdout}${during.stderr}`);
  const report = await mfe('status', '--health');
  console.log(`mfe status --health, depois do encerramento automático:\n${report.stdout}${report.stderr}`);
  const line = await mfe('history', 'checkout', '--limit', '1');
  console.log(`mfe history checkout --limit 1:\n${line.stdout}`);

  // Every page of the canary failed, and no page of the live version did.
  const canaryViews = views.filter((view) => view.version === broken);
  const liveViews = views.filter((view) => view.version === originalCheckout);
  expect(canaryViews.length + liveViews.length).toBe(views.length);
  // (Pages opened once it had ended got the live version whatever their bucket.)
  expect(canaryViews.filter((view) => !view.failed || view.bucket >= SHARE)).toEqual([]);
  expect(liveViews.filter((view) => view.failed)).toEqual([]);

  expect(await checkoutCanary(), 'the canary was ended').toBeNull();
  expect((await readPointer()).remotes.checkout?.version).toBe(originalCheckout);
  const { records } = await mfeJson<History>('history', 'checkout');
  const abort = records.at(-1);
  expect(abort).toMatchObject({
    action: 'canary-abort',
    by: 'auto',
    from: originalCheckout,
    to: broken,
    share: { from: SHARE, to: 0 },
  });
  const figures = abort?.figures as DecisionFigures;
  expect(figures.canary).toMatchObject({ version: broken, role: 'canary' });
  expect(figures.canary.pageViews).toBeGreaterThanOrEqual(20);
  expect(figures.canary.crashes).toBeGreaterThanOrEqual(20);
  expect(figures.canary.failureRate ?? 0).toBeGreaterThan((figures.live?.failureRate ?? 0) + 0.05);
  expect(abort?.reason).toMatch(/taxa de falhas do canary/);

  // Ended before 25 pages saw it fail, and within seconds of the last failure reported before the
  // decision (the one that made 20, or a few more when a bucket's beacons of that minute were
  // beyond its cap). How long after the first failing page that is depends on how fast this
  // machine brings shoppers: 20 failing pages of a 20 % canary take about 100 pages.
  expect(failing()).toBeLessThan(25);
  const endedAt = Date.parse(abort?.at ?? '');
  const firstFailure = Math.min(...canaryViews.map((view) => view.shownAt));
  const decisive = Math.max(...canaryViews.map((view) => view.reportedAt).filter((at) => at <= endedAt));
  console.log(
    `${views.length} páginas, ${canaryViews.length} com o canary (todas com falha); encerrado ` +
      `${((endedAt - firstFailure) / 1000).toFixed(1)} s depois da primeira falha e ` +
      `${((endedAt - decisive) / 1000).toFixed(1)} s depois da última falha contada antes da decisão.`,
  );
  expect(endedAt - decisive).toBeLessThan(5 * CHECK_SECONDS * 1000);
});

test('a healthy canary at 20 % goes to 15–25 % of 300 fresh browsers, each browser keeps its version, and its promote fails no page load', async ({
  browser,
  accounts,
  playwright,
}) => {
  test.setTimeout(300_000);
  const signedIn = await accounts.signedIn('customer');
  await withACart(browser, signedIn);
  const dist = path.join(work, 'healthy');
  await markedCheckout(originalCheckout, MARK.healthy, dist);
  const healthy = await publishCheckout(dist);
  await mfeJson('canary', 'checkout', healthy, '--percent', String(SHARE), '--reason', 'e2e: canary saudável');

  // 300 browsers on their first page: each gets a bucket and the version it picks. (Drawn at random:
  // a correct split falls outside 15–25 % of 300 about once in 40 runs.)
  const versions = await freshJarVersions(playwright.request, 300);
  expect(versions.filter((v) => v !== healthy && v !== originalCheckout)).toEqual([]);
  const share = versions.filter((v) => v === healthy).length / versions.length;
  console.log(`Canary de ${SHARE} %: ${(share * 100).toFixed(1)} % de 300 navegadores novos.`);
  expect(share).toBeGreaterThanOrEqual(0.15);
  expect(share).toBeLessThanOrEqual(0.25);

  // Browsers given their bucket long ago, around the share's edge, and one given it now: each
  // keeps its version over five reloads, in the slot, the pointer and the code that runs.
  const buckets: Array<number | null> = [0, SHARE - 1, SHARE, 73, null];
  for (const bucket of buckets) {
    const state = bucket === null ? withoutBucket(signedIn) : withBucket(signedIn, bucket);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'pt-BR',
      storageState: state,
    });
    const page = await context.newPage();
    const first = await loadCart(page);
    const given = Number((await context.cookies()).find((cookie) => cookie.name === BUCKET_COOKIE)?.value);
    const expected = given < SHARE ? healthy : originalCheckout;
    if (bucket !== null) expect(given).toBe(bucket);
    const steady = {
      slot: expected,
      pointer: expected,
      marks: expected === healthy ? [MARK.healthy] : [],
      failed: false,
    };
    expect(first, `bucket ${given}`).toEqual(steady);
    for (let reload = 0; reload < 5; reload++) {
      const pointer = await pointerVersionOf(page.reload());
      await expect(mountedCart(page)).toBeVisible({ timeout: 15_000 });
      expect(
        {
          slot: await page.locator('[data-remote="checkout"]').getAttribute('data-remote-version'),
          pointer,
          marks: await marksRun(page),
          failed: false,
        },
        `bucket ${given}, reload ${reload + 1}`,
      ).toEqual(steady);
    }
    await context.close();
  }

  // Pages keep loading, in a browser of the canary and in one of the live version, through the promote.
  const loops = [5, 50].map((bucket) => ({
    bucket,
    loads: [] as Array<Awaited<ReturnType<typeof loadCart>> | { error: string }>,
  }));
  let running = true;
  const contexts = await Promise.all(
    loops.map((loop) =>
      browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: 'pt-BR',
        storageState: withBucket(signedIn, loop.bucket),
      }),
    ),
  );
  const looping = loops.map(async (loop, i) => {
    const page = await contexts[i]!.newPage();
    while (running) {
      try {
        loop.loads.push(await loadCart(page));
      } catch (error) {
        loop.loads.push({ error: String(error) });
      }
    }
  });
  await expect.poll(() => Math.min(...loops.map((loop) => loop.loads.length)), { timeout: 30_000 }).toBeGreaterThan(1);
  const promoted = await mfeJson<{ action: string; version: string }>(
    'canary',
    'checkout',
    '--promote',
    '--reason',
    'e2e: canary saudável para todos',
  );
  expect(promoted).toMatchObject({ action: 'canary-promote', version: healthy });
  const lastSlot = (loop: (typeof loops)[number]) => {
    const last = loop.loads.at(-1);
    return last && 'slot' in last ? last.slot : null;
  };
  await expect.poll(() => loops.map(lastSlot), { timeout: 30_000 }).toEqual([healthy, healthy]);
  running = false;
  await Promise.all(looping);
  await Promise.all(contexts.map((context) => context.close()));
  for (const loop of loops) {
    expect(
      loop.loads.filter((load) => 'error' in load || load.failed),
      `bucket ${loop.bucket}`,
    ).toEqual([]);
    for (const load of loop.loads) {
      if ('slot' in load) expect(load.marks).toEqual(load.slot === healthy ? [MARK.healthy] : []);
    }
  }
  expect(
    loops[1]!.loads.some((load) => 'slot' in load && load.slot === originalCheckout),
    'the live browser saw the switch',
  ).toBe(true);

  // The canary's version is now everyone's.
  const pointer = await readPointer();
  expect(pointer.remotes.checkout?.version).toBe(healthy);
  expect(pointer.canaries?.checkout).toBeUndefined();
  expect(new Set(await freshJarVersions(playwright.request, 30))).toEqual(new Set([healthy]));
});

test('10,000 forged failure beacons from one client, with a bucket of the canary, with none or with others, answer no 5xx and leave a healthy canary running', async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL;
  const dist = path.join(work, 'steady');
  await markedCheckout(originalCheckout, MARK.steady, dist);
  const steady = await publishCheckout(dist);
  await mfeJson('canary', 'checkout', steady, '--percent', String(SHARE), '--reason', 'e2e: canary sob beacons falsos');
  const started = (await mfeJson<History>('history', 'checkout')).records.length;

  // What bounds a flood: at most 5 beacons of a bucket are counted a minute, a row counts only
  // for the version its bucket was given, and a canary is judged from 20 page views on. (The bucket
  // is the client's own cookie: one client that went through all of the canary's buckets would
  // have 5 beacons of each counted a minute; that is not what this test sends.)
  // A page view that failed every way a page can tell, and failures alone, for the canary's version.
  const failures = ['load-failure', 'crash', 'error'] as const;
  const beacons: Beacon[] = [
    {
      apps: { checkout: steady },
      events: [
        { type: 'page-view', app: 'checkout' },
        ...Array.from({ length: 19 }, (_, i) => ({ type: failures[i % 3]!, app: 'checkout' })),
      ],
    },
    {
      apps: { checkout: steady },
      events: Array.from({ length: 20 }, (_, i) => ({ type: failures[i % 3]!, app: 'checkout' })),
    },
  ];
  // One client: a bucket of the canary's share, none, buckets of the live version, and values that are no bucket.
  const cookies: Array<[string | null, number]> = [
    ['7', 4_000],
    [null, 2_000],
    ['20', 1_000],
    ['55', 1_000],
    ['99', 1_000],
    ['100', 500],
    ['abc', 500],
  ];
  const answers = new Map<number, number>();
  const floodStarted = Date.now();
  for (const [bucket, count] of cookies) {
    const client = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...(bucket === null ? {} : { extraHTTPHeaders: { cookie: `${BUCKET_COOKIE}=${bucket}` } }),
    });
    const BATCH = 50;
    for (let sent = 0; sent < count; sent += BATCH) {
      const statuses = await Promise.all(
        Array.from({ length: Math.min(BATCH, count - sent) }, async (_, i) => {
          const response = await client.post('/api/beacons', { data: beacons[(sent + i) % beacons.length] });
          return response.status();
        }),
      );
      for (const status of statuses) answers.set(status, (answers.get(status) ?? 0) + 1);
    }
    await client.dispose();
  }
  const floodSeconds = (Date.now() - floodStarted) / 1000;
  console.log(`10.000 beacons falsos em ${floodSeconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(answers))}`);
  expect([...answers.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
  expect([...answers.keys()].filter((status) => status !== 204 && status !== 429)).toEqual([]);

  // The watcher has looked at the figures twice since: the canary runs on, nothing was recorded.
  await twoWatcherChecks();
  expect(await checkoutCanary()).toBe(steady);
  expect((await mfeJson<History>('history', 'checkout')).records.slice(started)).toEqual([]);

  // What the flood added: at most 5 beacons of bucket 7 in each minute it lasted; the beacons of
  // the live version's buckets naming the canary, and those of no bucket, count for nobody.
  const health = await mfeJson<HealthReport & { ok: true }>('status', '--health');
  const checkout = health.apps.find((app) => app.app === 'checkout');
  const canary = checkout?.versions.find((figures) => figures.role === 'canary');
  const minutes = Math.floor(Date.now() / 60_000) - Math.floor(floodStarted / 60_000) + 1;
  expect(canary?.version).toBe(steady);
  expect(canary?.pageViews ?? 0).toBeLessThanOrEqual(5 * minutes);
  expect(checkout?.decision?.action).toBe('wait');

  await mfeJson('canary', 'checkout', '--abort', '--reason', 'e2e: fim do teste de beacons falsos');
  expect(await checkoutCanary()).toBeNull();
});
