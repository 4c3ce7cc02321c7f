import path from 'node:path';
import type { APIRequest, Browser } from '@playwright/test';
import type { DecisionFigures, HealthReport } from '../src/canary/health.js';
import {
  canarySuite,
  checkoutCanary,
  forgedToken,
  loneClient,
  pointerVersionOf,
  publishCheckout,
  SHARE,
  withACart,
  withBucket,
  type Beacon,
  type History,
} from './canary-tools.js';
import { checkoutWhoseMountFails, mfeJson, mountedCart, readPointer, shopperAddress } from './delivery-tools.js';
import { expect, test, type SignedInState } from './fixtures.js';

/**
 * What no outsider can do to a canary of checkout, end to end, with the watcher on: one client's
 * beacons over every bucket, as many as it can send, with tokens it made up, with the tokens of
 * pages it fetched itself, or with none, neither keep a broken canary from being rolled back by
 * its real shoppers' failures, nor promote it with page views it claims. The site server counts the page views; a beacon counts a failure only for a view it
 * signed, once, and one client adds at most three views of a version.
 */
const MIN_PAGE_VIEWS = 8;
/** The views of a version one client's pages may add (the API's default share of a client). */
const CLIENT_VIEWS = 3;
/**
 * The broken screen's message, one per test: a version is named by its bytes, and the same broken
 * copy in two tests would be one version, the figures of the first still in the second's window.
 */
const FAILURE = 'falha simulada ao montar a tela do checkout';

test.describe.configure({ mode: 'serial' });

const suite = canarySuite({ CANARY_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS) });

/** A flood from one client, until stopped: the statuses of its beacons. */
interface Flood {
  stop(): Promise<Map<number, number>>;
}

/**
 * One client floods: over and over, every bucket of the site, a beacon claiming page views and
 * vitals with the bucket only in its cookie (as the old shared quota took it), one with a token it
 * made up, and one with the token of one of the few pages it fetched itself.
 */
async function flood(request: APIRequest, version: string, claim: Beacon['events']): Promise<Flood> {
  const client = await loneClient(request, '192.0.2.77');
  const own = await Promise.all([0, 5, 10, 15].map((bucket) => client.page(bucket)));
  const statuses = new Map<number, number>();
  let running = true;
  let sent = 0;
  const send = async (body: Beacon, cookie?: string) => {
    const status = await client.beacon(body, cookie);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const loop = (async () => {
    while (running) {
      for (let bucket = 0; bucket < 100 && running; bucket += 10) {
        const buckets = Array.from({ length: 10 }, (_, i) => bucket + i);
        await Promise.all(
          buckets.flatMap((b) => [
            send({ apps: { checkout: version }, events: claim }, String(b)),
            send({ view: forgedToken(b, version, (sent += 1)), apps: { checkout: version }, events: claim }),
            send({
              view: own[b % own.length]?.token ?? '',
              apps: { checkout: own[0]?.version ?? version },
              events: claim,
            }),
          ]),
        );
        // A sweep of every bucket about every 10 s, three beacons to each: about 18 a bucket and
        // minute, more than three times the five the old shared quota took, without taking the
        // machine's two cores from the shoppers and the tests that run beside this one.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.close();
      return statuses;
    },
  };
}

/** Page views and vitals, as many as a beacon carries: what would make a canary look well visited. */
const VISITS: Beacon['events'] = [
  ...Array.from({ length: 17 }, () => ({ type: 'page-view', app: 'checkout' })),
  { type: 'vital', app: 'checkout', name: 'LCP', value: 900 },
  { type: 'vital', app: 'checkout', name: 'INP', value: 40 },
  { type: 'vital', app: 'checkout', name: 'CLS', value: 0 },
];

test('forged page views, from one client over every bucket for more than the auto-promote delay, never promote a broken canary', async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const dist = path.join(suite.work, 'broken-promote');
  await checkoutWhoseMountFails(suite.originalCheckout, `${FAILURE} (promoção automática)`, dist);
  const broken = await publishCheckout(dist);
  await mfeJson(
    'canary',
    'checkout',
    broken,
    '--percent',
    String(SHARE),
    '--auto-promote',
    '1',
    '--reason',
    'e2e: canary quebrado com promoção automática',
  );
  const started = (await mfeJson<History>('history', 'checkout')).records.length;
  const since = (await readPointer()).canaries?.checkout?.since ?? new Date().toISOString();

  const beacons = await flood(playwright.request, broken, VISITS);
  // Past the minute of auto-promote, and then the watcher's checks.
  await expect
    .poll(() => Date.now() - Date.parse(since), { timeout: 120_000, intervals: [1_000] })
    .toBeGreaterThan(75_000);
  for (let check = 0; check < 3; check++) await suite.twoWatcherChecks();
  const statuses = await beacons.stop();
  console.log(`Beacons da enxurrada: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect([...statuses.keys()].filter((status) => status !== 204 && status !== 429)).toEqual([]);

  // Not promoted: the live version is the one it was, and the history has no promote.
  expect((await readPointer()).remotes.checkout?.version).toBe(suite.originalCheckout);
  const records = (await mfeJson<History>('history', 'checkout')).records.slice(started);
  expect(records.filter((record) => record.action === 'canary-promote')).toEqual([]);
  // The client's pages count three views at most; its beacons' page views none.
  const health = await mfeJson<HealthReport & { ok: true }>('status', '--health');
  const canary = health.apps.find((app) => app.app === 'checkout')?.versions.find((v) => v.role === 'canary');
  if (canary) expect(canary.pageViews).toBeLessThanOrEqual(CLIENT_VIEWS);

  if (await checkoutCanary()) await mfeJson('canary', 'checkout', '--abort', '--reason', 'e2e: fim do teste');
  expect(await checkoutCanary()).toBeNull();
});

/** A shopper of `bucket`, from an address of its own, opens the cart: whether checkout failed, and when it showed. */
async function shop(
  browser: Browser,
  state: SignedInState,
  bucket: number,
): Promise<{ version: string; failed: boolean; shownAt: number }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    storageState: withBucket(state, bucket),
    extraHTTPHeaders: shopperAddress(),
  });
  try {
    const page = await context.newPage();
    const version = await pointerVersionOf(page.goto('/carrinho', { waitUntil: 'commit' }));
    const fallback = page.locator('[data-remote="checkout"]').getByText('Não foi possível carregar esta parte do site');
    await expect(mountedCart(page).or(fallback)).toBeVisible({ timeout: 15_000 });
    const shownAt = Date.now();
    const failed = await fallback.isVisible();
    // The failure's beacon leaves at once; a moment for it before the browser goes.
    if (failed) await page.waitForTimeout(500);
    return { version, failed, shownAt };
  } finally {
    await context.close();
  }
}

test("beacons filling every bucket from one client do not keep a broken canary's real failures from rolling it back, on their evidence alone", async ({
  browser,
  accounts,
  playwright,
}) => {
  test.setTimeout(300_000);
  const shopper = await accounts.signedIn('customer');
  await withACart(browser, shopper);
  const dist = path.join(suite.work, 'broken-flood');
  await checkoutWhoseMountFails(suite.originalCheckout, `${FAILURE} (enxurrada)`, dist);
  const broken = await publishCheckout(dist);
  await mfeJson(
    'canary',
    'checkout',
    broken,
    '--percent',
    String(SHARE),
    '--reason',
    'e2e: canary quebrado sob enxurrada',
  );
  const started = (await mfeJson<History>('history', 'checkout')).records.length;

  // The flood is on before the first shopper, and stays on until the end.
  const beacons = await flood(playwright.request, broken, VISITS);
  const views: Array<{ version: string; failed: boolean; shownAt: number }> = [];
  try {
    // Shoppers two at a time, in the canary's buckets and the live version's, until it is gone.
    let next = 0;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while ((await checkoutCanary()) === broken && views.length < 80) {
          const n = (next += 1);
          views.push(await shop(browser, shopper, n % 3 === 0 ? SHARE + (n % (100 - SHARE)) : n % SHARE));
        }
      }),
    );
  } finally {
    const statuses = await beacons.stop();
    console.log(`Beacons da enxurrada: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect([...statuses.keys()].filter((status) => status !== 204 && status !== 429)).toEqual([]);
  }

  expect(await checkoutCanary(), 'the canary was ended').toBeNull();
  const abort = (await mfeJson<History>('history', 'checkout')).records.slice(started).at(-1);
  expect(abort).toMatchObject({ action: 'canary-abort', by: 'auto', to: broken });
  const failing = views.filter((view) => view.version === broken && view.failed);
  const firstFailure = Math.min(...failing.map((view) => view.shownAt));
  const endedAt = Date.parse(abort?.at ?? '');
  const figures = abort?.figures as DecisionFigures;
  console.log(
    `${views.length} páginas, ${failing.length} com falha do canary; encerrado ` +
      `${((endedAt - firstFailure) / 1000).toFixed(1)} s depois da primeira falha, sob a enxurrada, com ` +
      `${figures.canary.pageViews} visualizações e ${figures.canary.failures} falhas do canary na decisão.`,
  );
  // The flood added to what the watcher decided on only what its client may: the views of the
  // pages it fetched itself, three at most, and no failure. And the watcher decided soon after the
  // evidence sufficed, in evidence rather than in seconds of a busy machine (the seconds are
  // printed above): the figures hold fewer than twice the views it needs besides the flood's
  // three, and fewer than 25 pages saw the canary fail.
  expect(figures.canary.pageViews).toBeGreaterThanOrEqual(MIN_PAGE_VIEWS);
  expect(figures.canary.pageViews).toBeLessThanOrEqual(
    views.filter((view) => view.version === broken).length + CLIENT_VIEWS,
  );
  expect(figures.canary.failures).toBeLessThanOrEqual(failing.length);
  expect(figures.canary.pageViews).toBeLessThan(2 * MIN_PAGE_VIEWS + CLIENT_VIEWS);
  expect(failing.length).toBeLessThan(25);
  expect(views.filter((view) => view.version !== broken && view.failed)).toEqual([]);
});
