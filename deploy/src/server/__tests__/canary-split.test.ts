import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OVERRIDE_COOKIE, type Pointer } from 'shared-contracts/delivery';
import { abortCanary, setCanaryShare, startCanary } from '../../registry/canary.js';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import type { Canaries } from '../../registry/registry.js';
import { fakeRemoteBuild, fakeShellBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import {
  BUCKET_COOKIE,
  bucketCookie,
  bucketOf,
  browserBucket,
  newBucket,
  parseBucket,
  versionsForBrowser,
} from '../canary-split.js';
import { signBucket } from 'shared-contracts/view-token';
import { siteSecureCookies } from '../production-check.js';
import { buildSiteServer, type SiteOptions } from '../site-server.js';

const SECRET = 'segredo-das-visualizacoes-de-teste-0123456789';

const entry = (version: string) => `/remotes/checkout/${version}/mf-manifest.json`;
const LIVE: Pointer = {
  remotes: {
    checkout: { version: '1.0.0-a', entry: entry('1.0.0-a') },
    catalog: { version: '2.0.0-c', entry: '/remotes/catalog/2.0.0-c/mf-manifest.json' },
  },
  shell: { version: '1.0.0-s', contractVersion: '1.0.0' },
};
const CANARIES: Canaries = {
  checkout: { version: '1.1.0-b', entry: entry('1.1.0-b'), percent: 20, since: '2025-03-01T10:00:00.000Z' },
};

describe('versionsForBrowser', () => {
  it('gives the canary to buckets below its share and the live version to the others', () => {
    for (const bucket of [0, 7, 19]) {
      expect(versionsForBrowser(LIVE, CANARIES, bucket).remotes.checkout?.version).toBe('1.1.0-b');
    }
    for (const bucket of [20, 21, 99]) {
      expect(versionsForBrowser(LIVE, CANARIES, bucket).remotes.checkout?.version).toBe('1.0.0-a');
    }
    // Only the canary's remote moves; the shell's entry is kept as it is.
    const mine = versionsForBrowser(LIVE, CANARIES, 3);
    expect(mine.remotes.catalog).toEqual(LIVE.remotes.catalog);
    expect(mine.remotes.checkout).toEqual({ version: '1.1.0-b', entry: entry('1.1.0-b') });
    expect(mine.shell).toEqual(LIVE.shell);
  });

  it('gives the live versions to a browser without a bucket, and when no canary runs', () => {
    expect(versionsForBrowser(LIVE, CANARIES, null)).toEqual(LIVE);
    expect(versionsForBrowser(LIVE, {}, 0)).toEqual(LIVE);
  });

  it('serves no canary of a remote that has no live version', () => {
    const pointer: Pointer = { remotes: {} };
    expect(versionsForBrowser(pointer, CANARIES, 0)).toEqual({ remotes: {} });
  });

  it('is pure: the same arguments give the same pointer, and nothing given is changed', () => {
    const live = JSON.parse(JSON.stringify(LIVE)) as Pointer;
    const canaries = JSON.parse(JSON.stringify(CANARIES)) as Canaries;
    const first = versionsForBrowser(live, canaries, 4);
    expect(versionsForBrowser(live, canaries, 4)).toEqual(first);
    expect(live).toEqual(LIVE);
    expect(canaries).toEqual(CANARIES);
    first.remotes.checkout = { version: 'x', entry: 'y' };
    expect(live).toEqual(LIVE);
  });
});

describe('buckets', () => {
  it('are fair: of 10,000 new browsers, 15 to 25 % get a canary at 20 %, and every bucket occurs', () => {
    const seen = new Set<number>();
    let onCanary = 0;
    for (let i = 0; i < 10_000; i++) {
      const bucket = newBucket();
      seen.add(bucket);
      if (versionsForBrowser(LIVE, CANARIES, bucket).remotes.checkout?.version === '1.1.0-b') onCanary++;
    }
    expect(onCanary / 10_000).toBeGreaterThanOrEqual(0.15);
    expect(onCanary / 10_000).toBeLessThanOrEqual(0.25);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('are read from the cookie only as 0 to 99 signed with the secret; anything else is no bucket', () => {
    for (const value of [0, 7, 42, 99]) expect(parseBucket(signBucket(SECRET, value), SECRET)).toBe(value);
    const signed = signBucket(SECRET, 42);
    for (const value of [
      '42',
      '100',
      '-1',
      'abc',
      '',
      `7.${signed.split('.')[1] ?? ''}`,
      signBucket('outro-segredo-com-trinta-e-dois-caracteres', 42),
      null,
      undefined,
    ]) {
      expect([value, parseBucket(value, SECRET)]).toEqual([value, null]);
    }
    expect(bucketOf({ 'mfe-overrides': 'x', [BUCKET_COOKIE]: signBucket(SECRET, 12), outro: '1' }, SECRET)).toBe(12);
    expect(bucketOf({}, SECRET)).toBeNull();
    expect(browserBucket({ [BUCKET_COOKIE]: signBucket(SECRET, 12) }, SECRET)).toEqual({
      bucket: 12,
      assigned: false,
    });
    // A browser that wrote its own bucket in the cookie gets a new one.
    expect(browserBucket({ [BUCKET_COOKIE]: '12' }, SECRET)).toEqual({ bucket: expect.any(Number), assigned: true });
  });

  it('are given signed in a first-party cookie for a year, Lax, HttpOnly, and Secure where the site is', () => {
    expect(bucketCookie(7, { secure: false, secret: SECRET })).toBe(
      `marketplace_bucket=${signBucket(SECRET, 7)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
    expect(bucketCookie(7, { secure: true, secret: SECRET })).toBe(
      `marketplace_bucket=${signBucket(SECRET, 7)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`,
    );
  });

  it('are Secure as the API makes its cookies: API_SECURE_COOKIES, else in production', () => {
    expect(siteSecureCookies({})).toBe(false);
    expect(siteSecureCookies({ NODE_ENV: 'production' })).toBe(true);
    expect(siteSecureCookies({ NODE_ENV: 'production', API_SECURE_COOKIES: 'false' })).toBe(false);
    expect(siteSecureCookies({ API_SECURE_COOKIES: 'true' })).toBe(true);
    expect(() => siteSecureCookies({ API_SECURE_COOKIES: 'sim' })).toThrow(/API_SECURE_COOKIES/);
  });
});

describe('the site server splitting browsers', () => {
  let site: string;
  let server: FastifyInstance;
  let base: string;
  let live: string;
  let canary: string;
  const builds: string[] = [];

  /** A checkout build with the chunk map the webpack preset writes, so its pages get hints. */
  async function checkoutBuild(text: string): Promise<string> {
    const dir = await fakeRemoteBuild('checkout', { text });
    builds.push(dir);
    await fs.writeFile(
      path.join(dir, 'chunk-map.json'),
      JSON.stringify({
        groups: {
          __federation_expose_app: { files: ['__federation_expose_app.1a2b3c4d.js'], consumes: [] },
          'route-cart': { files: [`cart-${text}.js`], consumes: [] },
        },
        shared: {},
      }),
    );
    return dir;
  }

  async function startSite(options: Partial<SiteOptions> = {}): Promise<void> {
    await server?.close();
    server = await buildSiteServer({
      siteDir: site,
      apiUrl: 'http://127.0.0.1:9',
      siteConfig: { allowOverrides: false },
      viewSecret: SECRET,
      ...options,
    });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  }

  beforeEach(async () => {
    site = await tempSite();
    const shell = await fakeShellBuild();
    builds.push(shell);
    await promote(
      'shell',
      (await publishApp('shell', shell, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version,
    );
    live = (await publishApp('checkout', await checkoutBuild('A'), { packageVersion: '1.0.0' })).version;
    canary = (await publishApp('checkout', await checkoutBuild('B'), { packageVersion: '1.1.0' })).version;
    await promote('checkout', live);
    await startSite();
  });

  afterEach(async () => {
    await server.close();
    await removeAll(site, ...builds.splice(0));
  });

  const withBucket = (bucket: number | string) => ({
    headers: { cookie: `${BUCKET_COOKIE}=${typeof bucket === 'number' ? signBucket(SECRET, bucket) : bucket}` },
  });

  /** The checkout version a page names inline, and the checkout versions its hints preload. */
  async function versionsOf(url: string, init?: RequestInit): Promise<{ inline?: string; hinted: string[] }> {
    const html = await (await fetch(`${base}${url}`, init)).text();
    const inline = /<script type="application\/json" id="remotes-pointer">(.*?)<\/script>/.exec(html)?.[1];
    const pointer = JSON.parse(inline ?? '{}') as Pointer;
    const hinted = [...html.matchAll(/<link rel="preload" href="\/remotes\/checkout\/([^/]+)\//g)].map((m) => m[1]!);
    return { inline: pointer.remotes?.checkout?.version, hinted: [...new Set(hinted)] };
  }

  it('gives a browser without the cookie a bucket on its first page, then keeps it, and replaces an invalid or tampered one', async () => {
    const first = await fetch(`${base}/carrinho`);
    const cookie = first.headers.get('set-cookie');
    expect(cookie).toMatch(
      /^marketplace_bucket=(?:0|[1-9]\d?)\.[\w-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );

    const kept = await fetch(`${base}/carrinho`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${base}/`, withBucket(0))).headers.get('set-cookie')).toBeNull();

    // A bucket written by hand, or another bucket under a real signature, is no bucket.
    const signature = (cookie?.split(';')[0] ?? '').split('.')[1] ?? '';
    const given = Number((cookie ?? '').split('=')[1]?.split('.')[0]);
    const tampered = `${(given + 1) % 100}.${signature}`;
    for (const invalid of ['abc', '100', '-3', '', '5', tampered]) {
      const replaced = await fetch(`${base}/carrinho`, withBucket(invalid));
      expect([invalid, replaced.headers.get('set-cookie')]).toEqual([
        invalid,
        expect.stringMatching(/^marketplace_bucket=(?:0|[1-9]\d?)\.[\w-]{22};/),
      ]);
    }
    // Neither the pointer nor the shell's files give a bucket: only a page does.
    expect((await fetch(`${base}/remotes.json`)).headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    await startSite({ secureCookies: true });
    expect((await fetch(`${base}/`)).headers.get('set-cookie')).toMatch(/; HttpOnly; Secure$/);
  });

  it('puts the canary in the inline pointer and the hints of the buckets below the share, the live version in the others', async () => {
    await startCanary('checkout', canary, 20);
    expect(await versionsOf('/carrinho', withBucket(0))).toEqual({ inline: canary, hinted: [canary] });
    expect(await versionsOf('/carrinho', withBucket(19))).toEqual({ inline: canary, hinted: [canary] });
    expect(await versionsOf('/carrinho', withBucket(20))).toEqual({ inline: live, hinted: [live] });
    expect(await versionsOf('/carrinho', withBucket(99))).toEqual({ inline: live, hinted: [live] });
    // The pointer the shell reads again on a retry is the same one.
    const retry = (await (await fetch(`${base}/remotes.json`, withBucket(7))).json()) as Pointer;
    expect(retry.remotes.checkout?.version).toBe(canary);
    expect(
      ((await (await fetch(`${base}/remotes.json`, withBucket(70))).json()) as Pointer).remotes.checkout?.version,
    ).toBe(live);
    // A browser that never got a page (no bucket) is told the live version.
    expect(((await (await fetch(`${base}/remotes.json`)).json()) as Pointer).remotes.checkout?.version).toBe(live);
  });

  it('keeps a browser on its version across pages and reloads for the whole canary', async () => {
    await startCanary('checkout', canary, 30);
    const first = await fetch(`${base}/`);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    const bucket = parseBucket(cookie.split('=')[1], SECRET);
    expect(bucket).not.toBeNull();
    const expected = (bucket ?? 100) < 30 ? canary : live;
    for (const url of ['/carrinho', '/', '/carrinho', '/produto/loja/cafe', '/carrinho']) {
      const { inline } = await versionsOf(url, { headers: { cookie } });
      expect(inline).toBe(expected);
    }
    // Every bucket, twice: the same version each time.
    for (let b = 0; b < 100; b += 9) {
      const once = await versionsOf('/carrinho', withBucket(b));
      expect(await versionsOf('/carrinho', withBucket(b))).toEqual(once);
      expect(once.inline).toBe(b < 30 ? canary : live);
    }
  });

  it('follows the share as it is changed, on the next page, without a restart', async () => {
    await startCanary('checkout', canary, 10);
    expect((await versionsOf('/carrinho', withBucket(40))).inline).toBe(live);
    await setCanaryShare('checkout', 50);
    expect((await versionsOf('/carrinho', withBucket(40))).inline).toBe(canary);
    expect((await versionsOf('/carrinho', withBucket(5))).inline).toBe(canary);
    await abortCanary('checkout');
    expect(await versionsOf('/carrinho', withBucket(5))).toEqual({ inline: live, hinted: [live] });
  });

  it('lets a preview win for the browser that asked for it, whatever its bucket', async () => {
    await startSite({ siteConfig: { allowOverrides: true } });
    await startCanary('checkout', canary, 20);
    // A browser in the canary previews the live version; one outside it previews the canary.
    expect((await versionsOf(`/carrinho?mfe-override=checkout@${live}`, withBucket(3))).hinted).toEqual([live]);
    expect((await versionsOf(`/carrinho?mfe-override=checkout@${canary}`, withBucket(80))).hinted).toEqual([canary]);
    // The inline pointer stays the browser's own: the shell applies the preview over it.
    expect((await versionsOf(`/carrinho?mfe-override=checkout@${live}`, withBucket(3))).inline).toBe(canary);
    // A preview the shell kept in its cookie, encoded, among the browser's other cookies.
    const kept = `outro=1; ${OVERRIDE_COOKIE}=${encodeURIComponent(`checkout@${canary}`)}; ${withBucket(80).headers.cookie}`;
    expect(await versionsOf('/carrinho', { headers: { cookie: kept } })).toEqual({ inline: live, hinted: [canary] });
  });

  it('answers pages and the pointer private, never cached, varying with the cookie', async () => {
    await startCanary('checkout', canary, 20);
    for (const url of ['/', '/carrinho', '/nao/existe/isso', '/remotes.json']) {
      const response = await fetch(`${base}${url}`, withBucket(5));
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
  });
});
