import path from 'node:path';
import type { Page } from '@playwright/test';
import type { HealthReport } from '../src/canary/health.js';
import {
  canarySuite,
  checkoutCanary,
  pointerVersionOf,
  publishCheckout,
  SHARE,
  forgedToken,
  fullBeacon,
  loneClient,
  rejectedSince,
  withACart,
  withBucket,
  withoutBucket,
  type Beacon,
  type History,
} from './canary-tools.js';
import {
  BUCKET_COOKIE,
  bucketOfCookie,
  checkoutVersionInPage,
  markedCheckout,
  marksRun,
  mfeJson,
  mountedCart,
  readPointer,
  shopperAddress,
  signedBucket,
} from './delivery-tools.js';
import { expect, test } from './fixtures.js';

/**
 * Gradual delivery of checkout, end to end, on the delivery project's own site: copies of the live
 * checkout build with a mark of their own, published as new versions, go to 20 % of browsers as
 * canaries. A healthy one serves its share, each browser keeps its version, and it is promoted
 * without a failed page; a handful of beacons from one client, as full as the schema allows, does
 * not end a healthy one. (That a broken one ends by itself is delivery.auto-rollback.spec.ts, and
 * that no flood stops it, delivery.forged-health.spec.ts.) The watcher has the production thresholds:
 * 20 page views of a canary before it is judged, 5 points of failure rate above the live version's.
 */
const MARK = { healthy: 'Canary saudável', steady: 'Canary sob beacons falsos' };

test.describe.configure({ mode: 'serial' });

const suite = canarySuite();

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

/**
 * `count` fresh browsers' first page: each a request with no cookie at all (what a browser sends
 * the first time it comes), answered by the site server with a bucket and the page; the checkout
 * version each page's pointer names. Plain requests from this process: a browser context each would
 * cost the cores more than the site's answer does, and tell nothing more about the split.
 */
async function freshJarVersions(count: number): Promise<string[]> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const versions: string[] = [];
  const BATCH = 20;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async (_, i) => {
      // Mostly the cart, whose page the site server does not draw; one in ten the home, which it
      // draws through federation (a page's split is the same whether drawn or not, and the
      // home's drawing is the costlier work on the two cores the other tests share).
      const response = await fetch(new URL((start + i) % 10 === 0 ? '/' : '/carrinho', baseURL), {
        headers: { 'accept-language': 'pt-BR' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${BUCKET_COOKIE}=`))).toBe(true);
      return checkoutVersionInPage(await response.text());
    });
    versions.push(...(await Promise.all(batch)));
  }
  return versions;
}

test('a healthy canary at 20 % goes to 15–25 % of 1,000 fresh browsers, each browser keeps its version, and its promote fails no page load', async ({
  browser,
  accounts,
}) => {
  test.setTimeout(300_000);
  const signedIn = await accounts.signedIn('customer');
  await withACart(browser, signedIn);
  const dist = path.join(suite.work, 'healthy');
  await markedCheckout(suite.originalCheckout, MARK.healthy, dist);
  const healthy = await publishCheckout(dist);
  await mfeJson('canary', 'checkout', healthy, '--percent', String(SHARE), '--reason', 'e2e: canary saudável');

  // 1,000 browsers on their first page: each gets a bucket and the version it picks. The buckets are
  // drawn at random: a correct split falls outside 15–25 % of 300 browsers about once in 40 runs,
  // of 1,000 about once in 14,000; the share of the first 300 is printed, the 1,000 are asserted.
  const versions = await freshJarVersions(1000);
  expect(versions.filter((v) => v !== healthy && v !== suite.originalCheckout)).toEqual([]);
  const shareOf = (some: string[]) => some.filter((v) => v === healthy).length / some.length;
  const share = shareOf(versions);
  console.log(
    `Canary de ${SHARE} %: ${(shareOf(versions.slice(0, 300)) * 100).toFixed(1)} % dos 300 primeiros navegadores novos, ` +
      `${(share * 100).toFixed(1)} % de 1.000.`,
  );
  expect(share).toBeGreaterThanOrEqual(0.15);
  expect(share).toBeLessThanOrEqual(0.25);

  // Browsers given their bucket long ago, around the share's edge, and one given it now: each
  // keeps its version over a reload, in the slot, the pointer and the code that runs (the bucket is
  // a signed cookie: a second reload would read the same cookie again).
  const buckets: Array<number | null> = [0, SHARE - 1, SHARE, 73, null];
  for (const bucket of buckets) {
    const state = bucket === null ? withoutBucket(signedIn) : withBucket(signedIn, bucket);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'pt-BR',
      storageState: state,
      extraHTTPHeaders: shopperAddress(),
    });
    const page = await context.newPage();
    const first = await loadCart(page);
    const given = bucketOfCookie((await context.cookies()).find((cookie) => cookie.name === BUCKET_COOKIE)?.value);
    const expected = given < SHARE ? healthy : suite.originalCheckout;
    if (bucket !== null) expect(given).toBe(bucket);
    const steady = {
      slot: expected,
      pointer: expected,
      marks: expected === healthy ? [MARK.healthy] : [],
      failed: false,
    };
    expect(first, `bucket ${given}`).toEqual(steady);
    const pointer = await pointerVersionOf(page.reload());
    await expect(mountedCart(page)).toBeVisible({ timeout: 15_000 });
    expect(
      {
        slot: await page.locator('[data-remote="checkout"]').getAttribute('data-remote-version'),
        pointer,
        marks: await marksRun(page),
        failed: false,
      },
      `bucket ${given}, reloaded`,
    ).toEqual(steady);
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
        extraHTTPHeaders: shopperAddress(),
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
    loops[1]!.loads.some((load) => 'slot' in load && load.slot === suite.originalCheckout),
    'the live browser saw the switch',
  ).toBe(true);

  // The canary's version is now everyone's.
  const pointer = await readPointer();
  expect(pointer.remotes.checkout?.version).toBe(healthy);
  expect(pointer.canaries?.checkout).toBeUndefined();
  expect(new Set(await freshJarVersions(30))).toEqual(new Set([healthy]));
});

test("a handful of full beacons from one client over the canary's buckets, claiming crashes and the slowest vitals, with forged tokens, its own pages' tokens or none, leave a healthy canary running", async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL;
  const dist = path.join(suite.work, 'steady');
  await markedCheckout(suite.originalCheckout, MARK.steady, dist);
  const steady = await publishCheckout(dist);
  await mfeJson('canary', 'checkout', steady, '--percent', String(SHARE), '--reason', 'e2e: canary sob beacons falsos');
  const started = (await mfeJson<History>('history', 'checkout')).records.length;
  const since = Date.now();
  // The version live now (the test before promoted its canary).
  const live = (await readPointer()).remotes.checkout?.version;

  // Shoppers of their own addresses open the cart, in the canary's buckets and in the live
  // version's: the site server counts their pages; healthy pages report nothing.
  const honest = Array.from({ length: 160 }, (_, i) => (i % 2 === 0 ? i % SHARE : SHARE + (i % (100 - SHARE))));
  for (let start = 0; start < honest.length; start += 10) {
    await Promise.all(
      honest.slice(start, start + 10).map(async (bucket, i) => {
        const shopper = await playwright.request.newContext({
          ...(baseURL ? { baseURL } : {}),
          extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Math.floor((start + i) / 200)}.${((start + i) % 200) + 1}` },
        });
        const response = await shopper.get('/carrinho', {
          headers: { cookie: `${BUCKET_COOKIE}=${signedBucket(bucket)}` },
        });
        expect(checkoutVersionInPage(await response.text())).toBe(bucket < SHARE ? steady : live);
        await shopper.dispose();
      }),
    );
  }

  // One client: the pages it fetched itself in four of the canary's buckets, and beacons as full as
  // the schema allows over the canary's buckets, with its pages' tokens, with tokens it made up,
  // and with none (its bucket then only in the cookie, which the API reads no more).
  const attacker = await loneClient(playwright.request);
  const own = await Promise.all([0, 1, 2, 3].map((bucket) => attacker.page(bucket)));
  expect(own.map((page) => page.version)).toEqual([steady, steady, steady, steady]);
  const beacons: Array<[Beacon, string | undefined]> = [
    ...own.flatMap(({ token }) => [[fullBeacon(steady, token), undefined] as [Beacon, undefined]]),
    ...own.map(({ token }) => [fullBeacon(steady, token), undefined] as [Beacon, undefined]),
    ...Array.from(
      { length: SHARE },
      (_, bucket) => [fullBeacon(steady, forgedToken(bucket, steady, bucket)), undefined] as [Beacon, undefined],
    ),
    ...[0, 1, 2, 3].map((bucket) => [fullBeacon(steady), String(bucket)] as [Beacon, string]),
    // The seven: live page views, then a bucket of the canary each, no token at all.
    ...[50, 60, 70].map(
      (bucket) =>
        [
          {
            apps: { checkout: live ?? '' },
            events: Array.from({ length: 20 }, () => ({ type: 'page-view', app: 'checkout' })),
          },
          String(bucket),
        ] as [Beacon, string],
    ),
  ];
  const statuses = [];
  for (const [body, cookie] of beacons) statuses.push(await attacker.beacon(body, cookie));
  await attacker.close();
  expect(new Set(statuses)).toEqual(new Set([204]));

  // The watcher has looked at the figures several times since: the canary runs on, nothing was recorded.
  for (let check = 0; check < 3; check++) await suite.twoWatcherChecks();
  expect(await checkoutCanary()).toBe(steady);
  expect((await mfeJson<History>('history', 'checkout')).records.slice(started)).toEqual([]);

  // What the client added: its own views, three at most, one failure and one sample of each vital
  // each; what the rest claimed was dropped, and counted so.
  const health = await mfeJson<HealthReport & { ok: true }>('status', '--health');
  const checkout = health.apps.find((app) => app.app === 'checkout');
  const canary = checkout?.versions.find((figures) => figures.role === 'canary');
  expect(canary?.version).toBe(steady);
  expect(canary?.failures ?? 0).toBeLessThanOrEqual(3);
  expect(canary?.samples.LCP ?? 0).toBeLessThanOrEqual(3);
  expect(checkout?.decision?.action).toBe('wait');
  const rejected = await rejectedSince(since);
  console.log(`Eventos descartados: ${JSON.stringify(rejected)}`);
  expect(rejected['token-signature'] ?? 0).toBeGreaterThanOrEqual(SHARE);
  expect(rejected['token-missing'] ?? 0).toBeGreaterThan(0);
  expect(rejected.duplicate ?? 0).toBeGreaterThan(0);

  await mfeJson('canary', 'checkout', '--abort', '--reason', 'e2e: fim do teste de beacons falsos');
  expect(await checkoutCanary()).toBeNull();
});
