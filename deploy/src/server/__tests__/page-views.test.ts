import Fastify, { type FastifyInstance } from 'fastify';
import type { ServedView } from 'shared-contracts/schema';
import {
  VIEW_BATCH_SIGNATURE_HEADER,
  clientKey,
  signBucket,
  verifyBucket,
  verifyViewBatch,
  verifyViewToken,
} from 'shared-contracts/view-token';
import { startCanary } from '../../registry/canary.js';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import { fakeRemoteBuild, fakeShellBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { BUCKET_COOKIE } from '../canary-split.js';
import { buildSiteServer, type SiteOptions } from '../site-server.js';
import { ViewCounter } from '../view-counter.js';

const SECRET = 'segredo-das-visualizacoes-do-site-0123456789';

/** A stand-in for the API's view route: every batch it got, and whether its signature held. */
async function fakeApi(): Promise<{
  app: FastifyInstance;
  url: string;
  batches: { views: ServedView[]; signed: boolean }[];
}> {
  const batches: { views: ServedView[]; signed: boolean }[] = [];
  const app = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/api/remote-health/views', async (request, reply) => {
    const body = request.body as string;
    const signature = request.headers[VIEW_BATCH_SIGNATURE_HEADER];
    batches.push({
      views: (JSON.parse(body) as { views: ServedView[] }).views,
      signed: verifyViewBatch(SECRET, body, typeof signature === 'string' ? signature : undefined),
    });
    return reply.code(204).send();
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, batches };
}

/** The view token a page carries in its head. */
function tokenOf(html: string): string | undefined {
  return /<meta name="marketplace-view" content="([^"]+)">/.exec(html)?.[1];
}

const withBucket = (bucket: number, headers: Record<string, string> = {}) => ({
  headers: { cookie: `${BUCKET_COOKIE}=${signBucket(SECRET, bucket)}`, ...headers },
});

describe('the site server counting the page views it serves', () => {
  let site: string;
  let server: FastifyInstance;
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let base: string;
  let shell: string;
  let live: string;
  let canary: string;
  const builds: string[] = [];

  async function startSite(options: Partial<SiteOptions> = {}): Promise<void> {
    await server?.close();
    server = await buildSiteServer({
      siteDir: site,
      apiUrl: api.url,
      siteConfig: { allowOverrides: false },
      viewSecret: SECRET,
      viewBatchMs: 50,
      ...options,
    });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  }

  /** Every view the fake API got, once the site server has sent what it counted (it does as it closes). */
  async function sentViews(): Promise<ServedView[]> {
    await server.close();
    expect(api.batches.every((batch) => batch.signed)).toBe(true);
    return api.batches.flatMap((batch) => batch.views);
  }

  beforeEach(async () => {
    api = await fakeApi();
    site = await tempSite();
    const shellBuild = await fakeShellBuild();
    const checkoutA = await fakeRemoteBuild('checkout', { text: 'A' });
    const checkoutB = await fakeRemoteBuild('checkout', { text: 'B' });
    builds.push(shellBuild, checkoutA, checkoutB);
    shell = (await publishApp('shell', shellBuild, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version;
    await promote('shell', shell);
    live = (await publishApp('checkout', checkoutA, { packageVersion: '1.0.0' })).version;
    canary = (await publishApp('checkout', checkoutB, { packageVersion: '1.1.0' })).version;
    await promote('checkout', live);
    await startCanary('checkout', canary, 20);
    await startSite();
  });

  afterEach(async () => {
    await server.close();
    await api.app.close();
    await removeAll(site, ...builds.splice(0));
  });

  it('signs every page a view token naming the bucket and the versions that browser was served', async () => {
    for (const [bucket, version] of [
      [5, canary],
      [20, live],
      [77, live],
    ] as const) {
      const html = await (await fetch(`${base}/carrinho`, withBucket(bucket))).text();
      const verified = verifyViewToken(SECRET, tokenOf(html), Date.now());
      expect(verified).toEqual({
        ok: true,
        claims: expect.objectContaining({ bucket, apps: { shell, checkout: version } }),
      });
      // In the head, where the shell reads it.
      expect(html.indexOf('name="marketplace-view"')).toBeLessThan(html.indexOf('</head>'));
    }
    // A first page: the token names the bucket its new cookie gives.
    const first = await fetch(`${base}/`);
    const cookie = first.headers.get('set-cookie')?.split(';')[0]?.split('=')[1];
    const verified = verifyViewToken(SECRET, tokenOf(await first.text()), Date.now());
    expect(verified.ok && verified.claims.bucket).toBe(verifyBucket(SECRET, cookie));
    // Signed with another secret, it is worth nothing.
    expect(
      verifyViewToken(
        'outro-segredo-com-trinta-e-dois-caracteres',
        tokenOf(await (await fetch(`${base}/`)).text()),
        Date.now(),
      ).ok,
    ).toBe(false);
  });

  it('gives a new bucket, and a token of that bucket, to a browser that wrote its own in the cookie', async () => {
    const response = await fetch(`${base}/carrinho`, { headers: { cookie: `${BUCKET_COOKIE}=3` } });
    const given = verifyBucket(SECRET, response.headers.get('set-cookie')?.split(';')[0]?.split('=')[1]);
    expect(given).not.toBeNull();
    const verified = verifyViewToken(SECRET, tokenOf(await response.text()), Date.now());
    expect(verified.ok && verified.claims.bucket).toBe(given);
  });

  it('names a preview the browser asked for, where the site allows previews', async () => {
    await startSite({ siteConfig: { allowOverrides: true } });
    const html = await (await fetch(`${base}/carrinho?mfe-override=checkout@${canary}`, withBucket(90))).text();
    const verified = verifyViewToken(SECRET, tokenOf(html), Date.now());
    expect(verified.ok && verified.claims.apps).toEqual({ shell, checkout: canary });
  });

  it("counts each page it serves once, for the route's remote and the shell, in a signed batch", async () => {
    const tokens: string[] = [];
    for (const bucket of [5, 50])
      tokens.push(tokenOf(await (await fetch(`${base}/carrinho`, withBucket(bucket))).text()) ?? '');
    // The home page is the catalog's, which this site has not published: the shell's view alone.
    tokens.push(tokenOf(await (await fetch(`${base}/`, withBucket(50))).text()) ?? '');
    // Neither the pointer nor a file is a page view.
    await fetch(`${base}/remotes.json`, withBucket(5));
    const views = await sentViews();
    const claims = tokens.map((token) => {
      const verified = verifyViewToken(SECRET, token, Date.now());
      if (!verified.ok) throw new Error(verified.problem);
      return verified.claims;
    });
    expect(views).toEqual([
      { view: claims[0]?.view, client: claims[0]?.client, bucket: 5, apps: { shell, checkout: canary } },
      { view: claims[1]?.view, client: claims[1]?.client, bucket: 50, apps: { shell, checkout: live } },
      { view: claims[2]?.view, client: claims[2]?.client, bucket: 50, apps: { shell } },
    ]);
    expect(new Set(views.map((view) => view.view)).size).toBe(3);
  });

  it("keys the client by the address it sees: a trusted proxy's X-Forwarded-For, else the connection's", async () => {
    const forwarded = (address: string) => withBucket(50, { 'x-forwarded-for': address });
    await fetch(`${base}/carrinho`, forwarded('198.51.100.1'));
    await startSite({ trustUpstream: true });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.1'])
      await fetch(`${base}/carrinho`, forwarded(address));
    const clients = (await sentViews()).map((view) => view.client);
    expect(clients).toEqual([
      clientKey(SECRET, '127.0.0.1'),
      clientKey(SECRET, '198.51.100.1'),
      clientKey(SECRET, '198.51.100.2'),
      clientKey(SECRET, '198.51.100.1'),
    ]);
    expect(clients.join(' ')).not.toContain('198.51');
  });

  it('serves pages without a token and counts nothing without the view secret', async () => {
    await startSite({ viewSecret: '' });
    const html = await (await fetch(`${base}/carrinho`)).text();
    expect(tokenOf(html)).toBeUndefined();
    expect(await sentViews()).toEqual([]);
  });
});

describe('the view counter', () => {
  const view = (n: number): ServedView => ({
    view: `visualizacao-${n}`,
    client: 'cliente-de-teste-1',
    bucket: 1,
    apps: { shell: '1.0.0' },
  });

  it('keeps at most its bound while the API is down, drops and counts the rest, and never retries', async () => {
    const calls: number[] = [];
    const counter = new ViewCounter({
      apiUrl: 'http://127.0.0.1:9',
      secret: SECRET,
      intervalMs: 60_000,
      maxPending: 100,
      fetch: async (_url, init) => {
        calls.push((JSON.parse(String(init?.body)) as { views: unknown[] }).views.length);
        throw new Error('ECONNREFUSED');
      },
    });
    for (let i = 0; i < 1_000; i += 1) counter.count(view(i));
    expect(counter.snapshot()).toEqual({ counted: 1_000, sent: 0, dropped: 900, pending: 100 });
    await counter.flush();
    expect(counter.snapshot()).toEqual({ counted: 1_000, sent: 0, dropped: 1_000, pending: 0 });
    expect(calls).toEqual([100]);
    await counter.close();
  });

  it('sends in batches of at most 500 views, and counts what the API refused as dropped', async () => {
    const statuses = [204, 401, 204];
    const sizes: number[] = [];
    const counter = new ViewCounter({
      apiUrl: 'http://127.0.0.1:9',
      secret: SECRET,
      intervalMs: 60_000,
      fetch: async (_url, init) => {
        sizes.push((JSON.parse(String(init?.body)) as { views: unknown[] }).views.length);
        return new Response(null, { status: statuses.shift() ?? 204 });
      },
    });
    for (let i = 0; i < 1_200; i += 1) counter.count(view(i));
    await counter.close();
    expect(sizes).toEqual([500, 500, 200]);
    expect(counter.snapshot()).toEqual({ counted: 1_200, sent: 700, dropped: 500, pending: 0 });
  });
});
