import type { ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequest, Browser, Response } from '@playwright/test';
import type { HistoryRecord } from '../src/registry/history.js';
import {
  BUCKET_COOKIE,
  checkoutVersionInPage,
  mfe,
  mfeJson,
  operatorEnv,
  readPointer,
  signedBucket,
  siteDir,
  startSiteServer,
  stopSiteServer,
} from './delivery-tools.js';
import { expect, test, type SignedInState } from './fixtures.js';
import { ensureCartHasAProduct } from './site.js';

/**
 * What the canary specs share: a canary watcher of their own, the checkout versions they publish,
 * and browsers with or without a bucket.
 *
 * The watcher runs in a second site server over the delivery site's folder (its own process: with
 * the registry in files, a watcher runs where SITE_DIR is the registry's folder), with the run's
 * OPERATOR_TOKEN, checking every second (CANARY_CHECK_SECONDS; production checks every 10 s), with
 * the thresholds a spec gives it over the production ones. The browsers shop on the delivery site
 * itself, whose /api goes to the same API. The test API takes any number of beacons from 127.0.0.1
 * (API_BEACONS_PER_MINUTE in src/cli/test-site.ts). The delivery site counts the pages it serves
 * and signs each a view token; each shopper's browser comes from an address of its own
 * (`shopperAddress`, as X-Forwarded-For: the delivery site trusts its loopback proxy), so each is a
 * client of its own, as in production.
 */
export const CHECK_SECONDS = 1;
/** The share of browsers the specs' canaries go to, in percent. */
export const SHARE = 20;

export type History = { records: HistoryRecord[] };

export interface Beacon {
  view?: string;
  apps: Record<string, string>;
  events: Array<{ type: string; app: string; name?: string; value?: number }>;
}

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

/** A canary watcher of a spec's own, and what it needs to leave the site as it found it. */
export interface CanarySuite {
  /** The checkout version live when the suite started. */
  originalCheckout: string;
  /** A folder of the suite's own, removed at its end. */
  work: string;
  /**
   * Waits until the watcher has made two whole checks from now: a check reads the health figures,
   * then decides and applies, and the next one starts after it ended, so the third read from now
   * comes after two checks that began after this call.
   */
  twoWatcherChecks(): Promise<void>;
}

/**
 * Registers the spec's `beforeAll` and `afterAll`: a watcher with `env` over the production
 * thresholds, started once no canary of checkout runs; at the end, any canary ended and the
 * original checkout live again.
 */
export function canarySuite(env: Record<string, string> = {}): CanarySuite {
  let watcher: { server: ChildProcess; url: string } | undefined;
  let watcherApi: CountingProxy | undefined;
  const suite: CanarySuite = {
    originalCheckout: '',
    work: '',
    async twoWatcherChecks() {
      const proxy = watcherApi;
      if (!proxy) throw new Error('the watcher is not running');
      const from = proxy.healthReads();
      await expect
        .poll(() => proxy.healthReads(), { timeout: 20 * CHECK_SECONDS * 1000, message: "the watcher's checks" })
        .toBeGreaterThanOrEqual(from + 3);
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    suite.work = await fs.mkdtemp(path.join(os.tmpdir(), 'delivery-canary-e2e-'));
    suite.originalCheckout = (await readPointer()).remotes.checkout?.version ?? '';
    expect(suite.originalCheckout, 'checkout is live').not.toBe('');
    expect(await checkoutCanary(), 'no canary of checkout runs').toBeNull();
    const operator = operatorEnv();
    watcherApi = await countingProxy(operator.API_URL);
    watcher = await startSiteServer({
      SITE_DIR: siteDir(),
      API_URL: watcherApi.url,
      PORT: '0',
      OPERATOR_TOKEN: operator.OPERATOR_TOKEN,
      CANARY_WATCH: 'true',
      CANARY_CHECK_SECONDS: String(CHECK_SECONDS),
      ...env,
    });
  });
  test.afterAll(async () => {
    if (await checkoutCanary()) await mfe('canary', 'checkout', '--abort', '--reason', 'e2e: fim dos testes de canary');
    const original = suite.originalCheckout;
    if (original && (await readPointer()).remotes.checkout?.version !== original) {
      await mfe('promote', 'checkout', original, '--reason', 'e2e: volta ao estado inicial');
    }
    if (watcher) await stopSiteServer(watcher.server);
    await watcherApi?.close();
    if (suite.work) await fs.rm(suite.work, { recursive: true, force: true });
  });
  return suite;
}

/** Publishes a build folder as a checkout version and says which. */
export async function publishCheckout(dist: string): Promise<string> {
  return (await mfeJson<{ version: string }>('publish', 'checkout', '--dist', dist)).version;
}

/** The running canary of checkout, as remotes.json has it (what every page request reads). */
export async function checkoutCanary(): Promise<string | null> {
  return (await readPointer()).canaries?.checkout?.version ?? null;
}

/** The signed-in state without its bucket: each browser started from it gets a bucket of its own on its first page. */
export function withoutBucket(state: SignedInState): SignedInState {
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== BUCKET_COOKIE) };
}

/** The signed-in state with the bucket `bucket`, as a browser that was given it long ago. */
export function withBucket(state: SignedInState, bucket: number): SignedInState {
  const domain = state.cookies.find((cookie) => cookie.name !== BUCKET_COOKIE)?.domain;
  if (!domain) throw new Error('the signed-in state has no cookie');
  const others = withoutBucket(state);
  const cookie = {
    name: BUCKET_COOKIE,
    value: signedBucket(bucket),
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
export async function pointerVersionOf(navigation: Promise<Response | null>): Promise<string> {
  const response = await navigation;
  if (!response) throw new Error('the navigation got no answer');
  return checkoutVersionInPage(await response.text());
}

/** Makes sure the customer's cart holds something: the cart page of an empty cart sends the shopper home. */
export async function withACart(browser: Browser, state: SignedInState): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: state });
  await ensureCartHasAProduct(await context.newPage());
  await context.close();
}

/** What one client can claim in a beacon as the schema allows it: 20 events, failures and the slowest vitals. */
export function fullBeacon(version: string, view?: string): Beacon {
  const events: Beacon['events'] = [
    { type: 'vital', app: 'checkout', name: 'LCP', value: 120_000 },
    { type: 'vital', app: 'checkout', name: 'INP', value: 60_000 },
    { type: 'vital', app: 'checkout', name: 'CLS', value: 10 },
    ...Array.from({ length: 17 }, (_, i) => ({
      type: (['crash', 'load-failure', 'error', 'page-view'] as const)[i % 4]!,
      app: 'checkout',
    })),
  ];
  return { ...(view ? { view } : {}), apps: { checkout: version }, events };
}

/**
 * A token as a page would carry it, claiming `bucket` and `version`, that the site server never
 * signed: the payload of a real token's shape, with a made-up signature.
 */
export function forgedToken(bucket: number, version: string, n: number): string {
  const payload = Buffer.from(
    JSON.stringify([`visualizacao-forjada-${n}`, bucket, { checkout: version }, Date.now(), 'cliente-forjado-0001']),
  ).toString('base64url');
  return `${payload}.${Buffer.from(`assinatura-inventada-${n}`).toString('base64url')}`;
}

/** The view token of a page's HTML (`<meta name="marketplace-view">`). */
export function viewTokenOf(html: string): string {
  const token = /<meta name="marketplace-view" content="([^"]+)">/.exec(html)?.[1];
  if (!token) throw new Error('the page carries no view token');
  return token;
}

/** One client with no browser: its address and its cookies are its own, whatever it claims. */
export interface LoneClient {
  /** Gets the cart page as a browser of `bucket` would (signed cookie), and gives its token and checkout version. */
  page(bucket: number): Promise<{ token: string; version: string }>;
  /** Posts a beacon, with `cookie` as the bucket cookie when given (the API reads none): the status. */
  beacon(body: Beacon, cookie?: string): Promise<number>;
  close(): Promise<void>;
}

export async function loneClient(request: APIRequest, address = '192.0.2.66'): Promise<LoneClient> {
  const baseURL = test.info().project.use.baseURL;
  const client = await request.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return {
    async page(bucket) {
      const response = await client.get('/carrinho', {
        headers: { cookie: `${BUCKET_COOKIE}=${signedBucket(bucket)}` },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      return { token: viewTokenOf(html), version: checkoutVersionInPage(html) };
    },
    async beacon(body, cookie) {
      const response = await client.post('/api/beacons', {
        data: body,
        ...(cookie ? { headers: { cookie: `${BUCKET_COOKIE}=${cookie}` } } : {}),
      });
      return response.status();
    },
    close: () => client.dispose(),
  };
}

/** The API's figures of the beacons dropped since `since`, by reason (read as an operator). */
export async function rejectedSince(since: number): Promise<Record<string, number>> {
  const operator = operatorEnv();
  const response = await fetch(
    `${operator.API_URL}/api/operator/remote-health?since=${encodeURIComponent(new Date(since).toISOString())}`,
    { headers: { authorization: `Bearer ${operator.OPERATOR_TOKEN}` } },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { rejected: Array<{ reason: string; events: number }> };
  const reasons: Record<string, number> = {};
  for (const row of body.rejected) reasons[row.reason] = (reasons[row.reason] ?? 0) + row.events;
  return reasons;
}
