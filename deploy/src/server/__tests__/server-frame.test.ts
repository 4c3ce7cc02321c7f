/**
 * The shell's frame drawn on the server around the product screen: the live shell version's server
 * build (hand-written here, as the preset's is: a CommonJS federation container exposing './app')
 * is given the screen the catalog's server build drew and draws the app's root with it; when the
 * screen could not be drawn, it draws the frame with the catalog's slot loading. A shell build that
 * is missing, throws or is slow leaves the page as it was without it.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import { fakeRemoteBuild, fakeShellBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { buildSiteServer } from '../site-server.js';
import { PRODUCT, promoteShell, startStandInApi, type StandInApi } from './stand-in-catalog.js';

const PRODUCT_PAGE = `/produto/${PRODUCT.seller.slug}/${PRODUCT.slug}`;
const COMPUTER_UA = 'Mozilla/5.0 (X11; Linux x86_64)';

/** Waits `ms`, or less when the site server gives up on the render (its signal aborts). */
const WAIT = `(ms) => new Promise((resolve) => {
  const timer = setTimeout(resolve, ms);
  request.signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); });
})`;

/**
 * What the hand-written shell's renderToHtml does: draws a frame around the slot (its loading state
 * when no screen is given), throws, or takes its time.
 */
const SHELL_RENDERS = {
  works: `const esc = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const slot = request.slot
      ? '<div id="server-slot" data-remote="' + esc(request.slot.remote) + '" data-server-rendered="' +
        esc(request.slot.version) + '">' + request.slot.html + '</div>'
      : '<div role="status">Carregando…</div>';
    return '<header data-url="' + esc(request.url) + '" data-ua="' + esc(request.userAgent) +
      '" data-prefix="' + esc(request.identifierPrefix) + '">Moldura da shell</header><main>' + slot +
      '</main><footer>Rodapé da shell</footer>';`,
  throws: `throw new Error('a moldura quebrou');`,
  slow: `await (${WAIT})(10000); return '<header>Moldura atrasada</header>';`,
  // Within the budget alone, not in what the screen leaves of it (see the last test).
  late: `await (${WAIT})(800); return '<header>Moldura no limite</header>';`,
};

/** A server build folder (`server/` of a version): a container whose './app' renders with `render`. */
async function serverBuild(render: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-server-build-'));
  builds.push(dir);
  await fs.writeFile(
    path.join(dir, 'remoteEntry.js'),
    `module.exports = {
       init: async () => undefined,
       get: async (name) => {
         if (name !== './app') throw new Error('no ' + name);
         return () => ({ renderToHtml: async (request) => { ${render} } });
       },
     };`,
  );
  await fs.writeFile(path.join(dir, '1.0a1b2c3d.js'), 'exports.chunk = true;');
  return dir;
}

let site: string;
let api: StandInApi;
let server: FastifyInstance | undefined;
const builds: string[] = [];

/**
 * The site with a live catalog whose server build draws the screen (after `catalogDelayMs`), or
 * throws, or that has no server build.
 */
async function catalogLive(catalogDelayMs = 0, screen: 'draws' | 'throws' | 'missing' = 'draws'): Promise<string> {
  const dir = await fakeRemoteBuild('catalog', { text: `tela ${catalogDelayMs} ${screen}` });
  builds.push(dir);
  const render =
    screen === 'throws'
      ? `throw new Error('a tela quebrou');`
      : `await (${WAIT})(${catalogDelayMs});
    return '<h1>' + request.url.split('?')[0] + ' desenhada pelo catálogo</h1>';`;
  if (screen !== 'missing') await fs.cp(await serverBuild(render), path.join(dir, 'server'), { recursive: true });
  // The product screen's stylesheet, as the build's chunk map names it.
  await fs.writeFile(
    path.join(dir, 'chunk-map.json'),
    JSON.stringify({ groups: { 'route-product': { files: ['product.0a1b2c3d.css'], consumes: [] } }, shared: {} }),
  );
  const { version } = await publishApp('catalog', dir);
  await promote('catalog', version);
  return version;
}

/** The live shell, with a server build that renders as told, or without one; its version. */
async function shellLive(render: keyof typeof SHELL_RENDERS | null): Promise<string> {
  const server = render ? await serverBuild(SHELL_RENDERS[render]) : undefined;
  builds.push(await promoteShell('main.5e05e05e.js', server ? { server } : {}));
  const pointer = JSON.parse(await fs.readFile(path.join(site, 'remotes.json'), 'utf8')) as {
    shell: { version: string };
  };
  return pointer.shell.version;
}

async function listen(serverRenderBudgetMs: number): Promise<string> {
  server = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: true },
    serverRenderBudgetMs,
    // The page's public data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
  });
  return server.listen({ port: 0, host: '127.0.0.1' });
}

/** The page's body from the app's root on (the root and whatever follows it). */
const fromRoot = (html: string): string => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

/** The page as it is without the shell's frame: the empty root, the screen laid over it after it. */
function expectScreenAlone(html: string, catalog: string): void {
  const body = fromRoot(html);
  expect(
    body.startsWith(
      `<div id="root"></div><div id="server-slot" class="ss-computer" data-remote="catalog" data-server-rendered="${catalog}">`,
    ),
  ).toBe(true);
  expect(body).toContain(`<h1>${PRODUCT_PAGE} desenhada pelo catálogo</h1>`);
  expect(html).toContain('<style>#server-slot{position:absolute;');
  expect(html).not.toContain('Moldura');
}

/** The page with the shell's frame around the catalog's slot still loading: no screen, nothing laid over it. */
function expectFrameLoading(html: string, shell: string, page = PRODUCT_PAGE): void {
  const body = fromRoot(html);
  expect(body.startsWith(`<div id="root" data-server-rendered="${shell}"><header data-url="${page}"`)).toBe(true);
  expect(body).toContain('<main><div role="status">Carregando…</div></main><footer>Rodapé da shell</footer></div>');
  expect(html).not.toContain('id="server-slot"');
  expect(html).not.toContain('desenhada pelo catálogo');
  expect(html).not.toContain('<style>#server-slot');
  // The frame waits for none of the remote's files: its stylesheet is hinted, not applied.
  expect(html).toMatch(/<link rel="preload" href="\/remotes\/catalog\/[^"]+\/product\.0a1b2c3d\.css" as="style">/);
  expect(html).not.toContain('<link rel="stylesheet" href="/remotes/');
}

beforeEach(async () => {
  site = await tempSite();
  api = await startStandInApi();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

describe("the shell's frame drawn on the server", () => {
  it("puts the live shell's frame, with the drawn screen in its slot, inside the app's root", async () => {
    const shell = await shellLive('works');
    const catalog = await catalogLive();
    const base = await listen(5000);
    const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': COMPUTER_UA } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = fromRoot(html);
    expect(body.startsWith(`<div id="root" data-server-rendered="${shell}"><header `)).toBe(true);
    expect(body.trimEnd().endsWith('<footer>Rodapé da shell</footer></div>')).toBe(true);
    // The frame was drawn for this page and this browser, with the shell's own prefix.
    expect(body).toContain(`data-url="${PRODUCT_PAGE}"`);
    expect(body).toContain(`data-ua="${COMPUTER_UA}"`);
    expect(body).toContain('data-prefix="shell-"');
    // The screen sits in the frame's slot, once, and nothing lays it over the page any more.
    expect(html.match(/id="server-slot"/g)).toHaveLength(1);
    expect(body).toContain(
      `<main><div id="server-slot" data-remote="catalog" data-server-rendered="${catalog}"><h1>${PRODUCT_PAGE} desenhada pelo catálogo</h1></div></main>`,
    );
    expect(html).not.toContain('<style>#server-slot');
    expect(html).toContain('<script type="application/json" id="page-data">');
    // The drawn screen is styled from the start.
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/catalog\/[^"]+\/product\.0a1b2c3d\.css">/);
  });

  it("draws the frame for the address the shell's router will read: a preview asked for in it is taken out", async () => {
    await shellLive('works');
    await catalogLive();
    const preview = await fakeRemoteBuild('catalog', { text: 'prévia' });
    builds.push(preview);
    await fs.cp(await serverBuild("return '<h1>prévia</h1>';"), path.join(preview, 'server'), { recursive: true });
    const { version } = await publishApp('catalog', preview);
    const base = await listen(5000);
    const html = await (await fetch(`${base}${PRODUCT_PAGE}?mfe-override=catalog@${version}`)).text();
    const body = fromRoot(html);
    expect(body).toContain(`data-url="${PRODUCT_PAGE}"`);
    expect(body).toContain(`data-server-rendered="${version}"><h1>prévia</h1></div>`);
  });

  it.each([
    ['has no server build', null],
    ['throws', 'throws'],
    ['is slower than the budget', 'slow'],
  ] as const)('leaves the page as it was when the shell %s (status 200)', async (_case, render) => {
    await shellLive(render);
    const catalog = await catalogLive();
    const base = await listen(1500);
    const started = Date.now();
    const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': COMPUTER_UA } });
    expect(response.status).toBe(200);
    expectScreenAlone(await response.text(), catalog);
    // The page did not wait for the slow frame: within the 1.5 s budget and its overhead, at most
    // 1.6 s measured with the two cores busy (5× margin), well short of the frame's 10 s.
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('gives the frame only what the screen left of the budget', async () => {
    // 500 ms for the screen and 800 for the frame: each fits the 1200 ms budget alone, not both.
    await shellLive('late');
    const catalog = await catalogLive(500);
    const base = await listen(1200);
    const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': COMPUTER_UA } });
    expect(response.status).toBe(200);
    expectScreenAlone(await response.text(), catalog);
  });

  it.each([
    ['throws', 0, 'throws'],
    ['has no server build', 0, 'missing'],
    ['is slower than the budget', 10_000, 'draws'],
  ] as const)(
    "draws the frame with the catalog's slot loading when the screen %s (status 200, at once)",
    async (_case, delay, screen) => {
      const shell = await shellLive('works');
      await catalogLive(delay, screen);
      const base = await listen(1500);
      const started = Date.now();
      const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: { 'user-agent': COMPUTER_UA } });
      expect(response.status).toBe(200);
      expectFrameLoading(await response.text(), shell);
      // The screen was given up within its share of the budget: the page did not wait for it (at
      // most 1.6 s measured with the two cores busy, 5× margin, well short of the screen's 10 s).
      expect(Date.now() - started).toBeLessThan(8000);
    },
  );

  it("draws the frame with the slot loading when the page's data did not come", async () => {
    const shell = await shellLive('works');
    await catalogLive();
    api.failing = true;
    const base = await listen(5000);
    const response = await fetch(`${base}${PRODUCT_PAGE}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectFrameLoading(html, shell);
    expect(html).not.toContain('id="page-data"');
  });

  it('draws the frame with the slot loading on a product that does not exist, which stays 404', async () => {
    const shell = await shellLive('works');
    await catalogLive();
    const base = await listen(5000);
    const missing = `/produto/${PRODUCT.seller.slug}/nao-existe`;
    const response = await fetch(`${base}${missing}`);
    expect(response.status).toBe(404);
    expectFrameLoading(await response.text(), shell, missing);
  });

  it.each([
    ['has no server build', null],
    ['throws', 'throws'],
  ] as const)(
    "leaves the old empty root when the screen is not drawn and the shell's frame %s",
    async (_case, render) => {
      await shellLive(render);
      await catalogLive(0, 'missing');
      const base = await listen(1500);
      const response = await fetch(`${base}${PRODUCT_PAGE}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(fromRoot(html).trim()).toBe('<div id="root"></div>');
      expect(html).not.toContain('Moldura');
      expect(html).not.toContain('id="server-slot"');
    },
  );

  it("draws no frame on a page whose screen the server never draws (the browser's render)", async () => {
    await shellLive('works');
    await catalogLive();
    const base = await listen(5000);
    const response = await fetch(`${base}/carrinho`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(fromRoot(html).trim()).toBe('<div id="root"></div>');
    expect(html).not.toContain('Moldura');
  });

  it("never hands out the shell's server build, served at the site's root", async () => {
    const shell = await shellLive('works');
    const base = await listen(5000);
    expect((await fetch(`${base}/main.5e05e05e.js`)).status).toBe(200);
    for (const file of [
      '/server/remoteEntry.js',
      '/server/1.0a1b2c3d.js',
      '/%73erver/remoteEntry.js',
      '/x/../server/remoteEntry.js',
      `/shell/${shell}/server/remoteEntry.js`,
    ]) {
      const response = await fetch(`${base}${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('renderToHtml');
    }
    // A page's address with 'server' in it is still a page.
    for (const page of ['/compra-realizada/server', '/cliente/enderecos/server']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('nor from a flat shell folder, before any shell version is live', async () => {
    const dir = await fakeShellBuild('shell', 'main.0a1b2c3d.js');
    builds.push(dir);
    await fs.cp(await serverBuild(SHELL_RENDERS.works), path.join(dir, 'server'), { recursive: true });
    const { version } = await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' });
    const base = await listen(5000);
    // The flat folder holds the version folders: their browser files are reachable through it.
    expect((await fetch(`${base}/${version}/main.0a1b2c3d.js`)).status).toBe(200);
    for (const file of [`/${version}/server/remoteEntry.js`, `/${version}/server/1.0a1b2c3d.js`]) {
      const response = await fetch(`${base}${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('renderToHtml');
    }
  });
});
