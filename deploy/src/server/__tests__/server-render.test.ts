/**
 * The product page drawn by the catalog's own server build: built fresh from the catalog's sources
 * (its webpack config's server part, into a temporary folder), published beside a stand-in browser
 * build, and loaded by the site server from the version the pointer names; and, with the shell's
 * own server build (built the same way), inside the shell's frame, which is drawn with the
 * catalog's slot loading when the screen is not.
 */
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Configuration, MultiStats, Stats } from 'webpack';
import { promote, rollback } from '../../registry/operations.js';
import { repoRoot } from '../../registry/paths.js';
import { publishApp } from '../../registry/publish.js';
import { fakeRemoteBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { SERVER_SLOT_STYLE_SOURCE } from '../server-slot.js';
import { buildSiteServer } from '../site-server.js';
import { PRODUCT, promoteShell, startStandInApi, type StandInApi } from './stand-in-catalog.js';

const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
let serverBuild: string;
let shellServerBuild: string;

/** An app's server build (its workspace: 'mfe-catalog', 'shell'), made now from its sources. */
async function buildServer(workspace: string): Promise<string> {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), `${workspace}-server-`));
  const webpack = requireFromRoot('webpack') as (
    config: Configuration,
    done: (e: Error | null, s?: Stats | MultiStats) => void,
  ) => void;
  const configOf = requireFromRoot(path.join(repoRoot, workspace, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration | Configuration[];
  const configs = configOf({}, { mode: 'production' });
  const server = (Array.isArray(configs) ? configs : [configs]).find((config) => config.target === 'async-node');
  if (!server) throw new Error(`${workspace} não tem build de servidor`);
  await new Promise<void>((resolve, reject) =>
    webpack({ ...server, output: { ...server.output, path: out } }, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
  return out;
}

let site: string;
let api: StandInApi;
let server: FastifyInstance;
let base: string;
const builds: string[] = [];

/** A catalog version: a stand-in browser build, with the server build beside it or not. */
async function publishCatalog(text: string, withServer: boolean): Promise<string> {
  const dir = await fakeRemoteBuild('catalog', { text });
  builds.push(dir);
  if (withServer) await fs.cp(serverBuild, path.join(dir, 'server'), { recursive: true });
  return (await publishApp('catalog', dir)).version;
}

const PRODUCT_PAGE = `/produto/${PRODUCT.seller.slug}/${PRODUCT.slug}`;
const slotOf = (html: string): string | null =>
  html.match(/<div id="server-slot"[\s\S]*?(?=\n\s*<\/body>)/)?.[0] ?? null;

beforeAll(async () => {
  // One after the other: the machines have two cores.
  serverBuild = await buildServer('mfe-catalog');
  shellServerBuild = await buildServer('shell');
}, 300_000);

afterAll(async () => {
  await removeAll(serverBuild, shellServerBuild);
});

beforeEach(async () => {
  site = await tempSite();
  api = await startStandInApi();
  builds.push(await promoteShell());
  // A generous budget: a loaded machine must not turn the test into one of the fallback.
  server = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: true },
    serverRenderBudgetMs: 5000,
    // The page's public data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server.close();
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

describe('the product page drawn on the server', () => {
  it("draws the catalog's product screen with the page's data, in the slot, for the live version", async () => {
    const version = await publishCatalog('um', true);
    await promote('catalog', version);
    const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux)' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('content-security-policy')).toContain(SERVER_SLOT_STYLE_SOURCE);
    const html = await response.text();
    const slot = slotOf(html);
    expect(slot).not.toBeNull();
    expect(slot).toContain(`data-server-rendered="${version}"`);
    expect(slot).toContain('class="ss-computer"');
    expect(slot).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.name}</h1>`));
    expect(slot).toContain('Vendido e entregue por');
    expect(slot).toContain(PRODUCT.description[0]);
    expect(slot).toContain('href="/loja/loja-sol"');
    // Ids of the catalog's root, as its parcel hydrates them.
    expect(slot).toMatch(/id="_catalog-/);
    // No script of any kind in what was drawn, the data still carried.
    expect(slot).not.toContain('<script');
    expect(html).toContain('<script type="application/json" id="page-data">');
    // The product, its related products and its first reviews were asked for once each, by the page
    // (the render used those answers).
    expect(api.asked.filter((url) => url.startsWith('/api/products/')).sort()).toEqual([
      `/api/products/${PRODUCT.id}/related?limit=10&type=store`,
      `/api/products/${PRODUCT.id}/reviews?page=1`,
      `/api/products/${PRODUCT.seller.slug}/${PRODUCT.slug}`,
    ]);
  });

  it('a promote or rollback changes the drawn HTML on the next request; a version without a server build is drawn in the browser', async () => {
    const drawn = await publishCatalog('com servidor', true);
    const plain = await publishCatalog('sem servidor', false);
    await promote('catalog', drawn);
    expect(slotOf(await (await fetch(`${base}${PRODUCT_PAGE}`)).text())).toContain(`data-server-rendered="${drawn}"`);

    await promote('catalog', plain);
    const fallback = await fetch(`${base}${PRODUCT_PAGE}`);
    expect(fallback.status).toBe(200);
    const html = await fallback.text();
    expect(slotOf(html)).toBeNull();
    expect(html).toContain('<div id="root"></div>');

    await rollback('catalog');
    expect(slotOf(await (await fetch(`${base}${PRODUCT_PAGE}`)).text())).toContain(`data-server-rendered="${drawn}"`);
  });

  it("a browser's preview draws with the previewed version", async () => {
    const live = await publishCatalog('no ar', false);
    const preview = await publishCatalog('prévia', true);
    await promote('catalog', live);
    const html = await (await fetch(`${base}${PRODUCT_PAGE}?mfe-override=catalog@${preview}`)).text();
    expect(slotOf(html)).toContain(`data-server-rendered="${preview}"`);
  });

  it('a product that does not exist is 404 and nothing is drawn', async () => {
    await promote('catalog', await publishCatalog('um', true));
    const response = await fetch(`${base}/produto/${PRODUCT.seller.slug}/nao-existe`);
    expect(response.status).toBe(404);
    expect(slotOf(await response.text())).toBeNull();
  });

  it('never hands out a server build', async () => {
    const version = await publishCatalog('um', true);
    const folder = `/remotes/catalog/${version}`;
    expect((await fetch(`${base}${folder}/remoteEntry.js`)).status).toBe(200);
    for (const file of ['server/remoteEntry.js', '%73erver/remoteEntry.js', 'x/../server/remoteEntry.js']) {
      const response = await fetch(`${base}${folder}/${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('init');
    }
  });

  it("draws the shell's frame around the screen with the live shell's server build, inside the app's root", async () => {
    builds.push(await promoteShell('main.5e05e05e.js', { server: shellServerBuild }));
    const shell = (
      JSON.parse(await fs.readFile(path.join(site, 'remotes.json'), 'utf8')) as { shell: { version: string } }
    ).shell.version;
    const catalog = await publishCatalog('um', true);
    await promote('catalog', catalog);
    const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux)' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
    expect(body.startsWith(`<div id="root" data-server-rendered="${shell}">`)).toBe(true);
    // The frame a guest sees on a computer: the skip link, the header, the footer; ids of the shell's root.
    expect(body).toContain('href="#conteudo"');
    expect(body).toContain('<header');
    expect(body).toContain('href="/login"');
    expect(body).toContain('<footer');
    expect(body).toMatch(/id="_shell-/);
    // The catalog's screen in the frame's slot, once, marked with its own version.
    expect(html.match(/id="server-slot"/g)).toHaveLength(1);
    const slot = body.slice(body.indexOf('<div id="server-slot"'));
    expect(slot.startsWith(`<div id="server-slot" data-remote="catalog" data-server-rendered="${catalog}">`)).toBe(
      true,
    );
    expect(slot).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.name}</h1>`));
    expect(body.indexOf('<div id="server-slot"')).toBeLessThan(body.indexOf('<footer'));
    expect(html).not.toContain('<style>#server-slot');
    expect(body).not.toContain('<script');
  });

  it("draws the shell's frame with the catalog's slot loading when the screen is not drawn, a missing product too (404)", async () => {
    builds.push(await promoteShell('main.5e05e05e.js', { server: shellServerBuild }));
    const shell = (
      JSON.parse(await fs.readFile(path.join(site, 'remotes.json'), 'utf8')) as { shell: { version: string } }
    ).shell.version;
    // A catalog version without a server build: its screen is the browser's to draw.
    await promote('catalog', await publishCatalog('sem servidor', false));
    for (const [page, status] of [
      [PRODUCT_PAGE, 200],
      [`/produto/${PRODUCT.seller.slug}/nao-existe`, 404],
    ] as const) {
      const response = await fetch(`${base}${page}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux)' } });
      expect(response.status).toBe(status);
      const html = await response.text();
      const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
      expect(body.startsWith(`<div id="root" data-server-rendered="${shell}">`)).toBe(true);
      // The frame a guest sees, with the catalog's slot as the browser's first render has it: loading.
      expect(body).toContain('<header');
      expect(body).toContain('<footer');
      const slot = body.slice(body.indexOf('<section'), body.indexOf('</section>'));
      expect(slot).toMatch(/^<section[^>]* data-remote="catalog"[^>]* aria-busy="true"/);
      expect(slot).toContain('role="status"');
      expect(slot).toContain('Carregando…');
      expect(slot).not.toContain('data-server-rendered');
      expect(html).not.toContain('id="server-slot"');
      expect(body).not.toContain('<script');
    }
  });
});
