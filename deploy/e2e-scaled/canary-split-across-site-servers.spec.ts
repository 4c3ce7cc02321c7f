import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { AppStatus } from '../src/registry/operations.js';
import {
  BUCKET_COOKIE,
  checkoutVersionInPage,
  markedCheckout,
  runMfeJson,
  signedBucket,
} from '../e2e/delivery-tools.js';
import { nginxUrl, registryEnv, siteServerUrls } from './topology.js';

/**
 * Two site servers, one split: while checkout has a canary, a browser's bucket picks the same
 * checkout version from each site server and from nginx, which takes turns between them, on both
 * sides of the share's edge; a bucket one server gave is kept by the other. The canary lives in
 * the one registry every site server reads (in PostgreSQL, REGISTRY_DATABASE_URL, unless the
 * topology runs on the shared SQLite file: then in the site folder both serve).
 */
const SHARE = 30;
const BUCKETS = [0, 1, SHARE - 2, SHARE - 1, SHARE, SHARE + 1, 64, 99];
/** nginx is asked this many times per bucket: it sends the pages and the pointer to each server in turn. */
const THROUGH_NGINX = 4;

/** The checkout version `origin` gives a browser with `cookie`, in a page and in /remotes.json, and the bucket it sets, if any. */
async function versionsFrom(origin: string, cookie: string | null) {
  const client = await playwrightRequest.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await client.get(`${origin}/carrinho`);
    expect(page.status()).toBe(200);
    const pointer = await client.get(`${origin}/remotes.json`);
    expect(pointer.status()).toBe(200);
    const given = /marketplace_bucket=(\d+)/.exec(page.headers()['set-cookie'] ?? '')?.[1];
    return {
      page: checkoutVersionInPage(await page.text()),
      pointer: ((await pointer.json()) as { remotes: Record<string, { version: string }> }).remotes.checkout?.version,
      given: given === undefined ? null : Number(given),
    };
  } finally {
    await client.dispose();
  }
}

test('a bucket gets the same checkout version from each site server and through nginx while a canary runs', async () => {
  test.setTimeout(120_000);
  const servers = siteServerUrls();
  expect(servers, 'two site servers behind nginx').toHaveLength(2);
  const origins = [...servers, ...Array.from({ length: THROUGH_NGINX }, () => nginxUrl())];
  const mfe = <T>(...args: string[]) => runMfeJson<T>(args, registryEnv());

  const { apps } = await mfe<{ apps: AppStatus[] }>('status');
  const checkout = apps.find((app) => app.app === 'checkout');
  const live = checkout?.live ?? '';
  expect(live, 'checkout is live').not.toBe('');
  expect(checkout?.canary ?? null, 'no canary of checkout runs').toBeNull();

  // A version of its own: the live build with a mark, published to this run's copy of the site.
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'scaled-canary-'));
  try {
    const dist = path.join(work, 'checkout');
    await markedCheckout(live, 'Canary atrás do nginx', dist);
    const { version: canary } = await mfe<{ version: string }>('publish', 'checkout', '--dist', dist);
    await mfe('canary', 'checkout', canary, '--percent', String(SHARE), '--reason', 'e2e: dois servidores do site');
    try {
      for (const bucket of BUCKETS) {
        const expected = bucket < SHARE ? canary : live;
        for (const [i, origin] of origins.entries()) {
          expect(
            await versionsFrom(origin, `${BUCKET_COOKIE}=${signedBucket(bucket)}`),
            `bucket ${bucket}, answer ${i + 1}`,
          ).toEqual({
            page: expected,
            pointer: expected,
            given: null,
          });
        }
      }

      // Browsers with no bucket yet: the server nginx picks gives one, and every server keeps to it.
      const seen = new Set<string>();
      for (let browser = 0; browser < 10; browser++) {
        const first = await versionsFrom(nginxUrl(), null);
        expect(first.given, 'a bucket given on the first page').not.toBeNull();
        const expected = (first.given ?? 0) < SHARE ? canary : live;
        expect(first.page).toBe(expected);
        seen.add(first.page);
        for (const origin of origins) {
          expect(await versionsFrom(origin, `${BUCKET_COOKIE}=${signedBucket(first.given ?? 0)}`)).toEqual({
            page: expected,
            pointer: expected,
            given: null,
          });
        }
      }
      expect([...seen].every((version) => version === canary || version === live)).toBe(true);
    } finally {
      await mfe('canary', 'checkout', '--abort', '--reason', 'e2e: fim do canary atrás do nginx');
    }

    // Ended: every server gives the live version to the canary's buckets again.
    for (const origin of origins) {
      expect(await versionsFrom(origin, `${BUCKET_COOKIE}=${signedBucket(0)}`)).toEqual({
        page: live,
        pointer: live,
        given: null,
      });
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
});
