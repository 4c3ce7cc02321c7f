import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import { fakeRemoteBuild, fakeShellBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { buildSiteServer } from '../site-server.js';
import { siteConfigFromEnv } from '../site-config.js';

const YEAR = 'public, max-age=31536000, immutable';
let site: string;
let server: FastifyInstance;
let base: string;
const builds: string[] = [];

async function publishShell(text: string, script: string): Promise<string> {
  const dir = await fakeShellBuild(text, script);
  builds.push(dir);
  return (await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version;
}

beforeEach(async () => {
  site = await tempSite();
  server = await buildSiteServer({
    siteDir: site,
    apiUrl: 'http://127.0.0.1:9',
    siteConfig: { allowOverrides: false },
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server.close();
  await removeAll(site, ...builds.splice(0));
});

describe('site server', () => {
  it('serves the live shell and switches shell and remotes on the next request, without a restart', async () => {
    const one = await publishShell('loja v1', 'main.11111111.js');
    const two = await publishShell('loja v2', 'main.22222222.js');
    await promote('shell', one);
    const build = await fakeRemoteBuild('checkout');
    builds.push(build);
    const checkout = (await publishApp('checkout', build)).version;

    let index = await fetch(`${base}/carrinho`);
    expect(index.headers.get('cache-control')).toBe('private, no-cache');
    expect(await index.text()).toContain('loja v1');
    expect((await fetch(`${base}/remotes.json`).then((r) => r.json())).remotes).toEqual({});

    await promote('shell', two);
    await promote('checkout', checkout);
    index = await fetch(`${base}/`);
    // The home page has a title of its own: the shell is known by the script it starts.
    expect(await index.text()).toContain('src="/main.22222222.js"');
    const pointer = await fetch(`${base}/remotes.json`);
    expect(pointer.headers.get('cache-control')).toBe('private, no-cache');
    expect((await pointer.json()).remotes.checkout.version).toBe(checkout);

    // The new shell's assets, immutable; a tab still on the old shell still gets its files.
    const fresh = await fetch(`${base}/main.22222222.js`);
    expect(fresh.headers.get('cache-control')).toBe(YEAR);
    expect(await fresh.text()).toContain('loja v2');
    const old = await fetch(`${base}/main.11111111.js`);
    expect(old.status).toBe(200);
    expect(await old.text()).toContain('loja v1');
  });

  it('caches version folders for a year and answers 404 for what is not there', async () => {
    const build = await fakeRemoteBuild('checkout');
    builds.push(build);
    const { version } = await publishApp('checkout', build);
    const manifest = await fetch(`${base}/remotes/checkout/${version}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe(YEAR);
    const brotli = await fetch(`${base}/remotes/checkout/${version}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const missing = await fetch(`${base}/remotes/checkout/${version}/nada.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect((await fetch(`${base}/nada.12345678.js`)).status).toBe(404);
    // The registry's bookkeeping is never served.
    await promote('checkout', version);
    expect((await fetch(`${base}/.registry/history.jsonl`)).status).toBe(404);
  });

  it('still serves a flat shell folder while no shell version is live', async () => {
    await fs.mkdir(path.join(site, 'shell'), { recursive: true });
    await fs.writeFile(path.join(site, 'shell/index.html'), '<title>antiga</title>');
    expect(await (await fetch(`${base}/pedidos`)).text()).toContain('antiga');
  });

  it('says the site is not built yet when there is no shell at all', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(503);
  });

  it('compresses the pages it writes for the browsers that accept it, and only for them', async () => {
    await promote('shell', await publishShell('loja', 'main.44444444.js'));
    const brotli = await fetch(`${base}/busca?search=caf%C3%A9`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toContain('src="/main.44444444.js"');
    const gzip = await fetch(`${base}/busca?search=caf%C3%A9`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}/busca?search=caf%C3%A9`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('src="/main.44444444.js"');
  });

  it('hands the run-time settings to the apps, never cached', async () => {
    const response = await fetch(`${base}/site-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ allowOverrides: false });
  });

  it('puts the run-time settings in every page too, so no remote waits for them', async () => {
    await promote('shell', await publishShell('loja', 'main.33333333.js'));
    const page = await (await fetch(`${base}/busca?search=caf%C3%A9`)).text();
    const inline = /<script type="application\/json" id="site-config">(.*?)<\/script>\s*<\/head>/.exec(page)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual({ allowOverrides: false });
  });
});

describe('siteConfigFromEnv', () => {
  it('allows previews in development, not in production, unless MFE_ALLOW_OVERRIDES says otherwise', () => {
    expect(siteConfigFromEnv({}).allowOverrides).toBe(true);
    expect(siteConfigFromEnv({ NODE_ENV: 'production' }).allowOverrides).toBe(false);
    expect(siteConfigFromEnv({ NODE_ENV: 'production', MFE_ALLOW_OVERRIDES: 'true' }).allowOverrides).toBe(true);
    expect(siteConfigFromEnv({ MFE_ALLOW_OVERRIDES: 'false' }).allowOverrides).toBe(false);
  });
});

describe('page assembly with replacement patterns in the data', () => {
  // Each is a replacement pattern of String.prototype.replace when given as a string.
  const PATTERNS = ['$`', '$&', '$$', "$'"];
  let api: FastifyInstance;
  let text: string;

  /** A public API whose banners, product and search results all carry `text`. */
  async function startApi(): Promise<string> {
    api = Fastify();
    const photo = '/media/foto.jpg';
    api.get('/api/banners', async () => [
      { id: 1, title: text, alt: text, image: photo, mobile_image: photo, tablet_image: photo, link: '/' },
    ]);
    api.get('/api/products/:seller/:slug', async () => ({ id: 1, name: text, photos: [{ url: photo }] }));
    api.get('/api/search', async () => ({ products: { data: [{ id: 1, name: text, photo }] } }));
    return api.listen({ port: 0, host: '127.0.0.1' });
  }

  /** The page's structure: how many heads, scripts and root elements, and the scripts' order. */
  function structure(html: string) {
    return {
      heads: html.match(/<head>/g)?.length ?? 0,
      headEnds: html.match(/<\/head>/g)?.length ?? 0,
      roots: html.match(/<div id="root">/g)?.length ?? 0,
      scripts: [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]),
      ending: html.slice(html.lastIndexOf('<script')),
    };
  }

  let apiUrl: string;

  /** A fresh site server (its public answers are kept a few seconds: a new one asks again). */
  async function restartSite(): Promise<void> {
    await server.close();
    server = await buildSiteServer({ siteDir: site, apiUrl, siteConfig: { allowOverrides: false } });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  }

  const fetchPage = async (page: string) => (await fetch(`${base}${page}`)).text();

  beforeEach(async () => {
    text = 'Café';
    apiUrl = await startApi();
    await restartSite();
    await promote('shell', await publishShell('loja', 'main.44444444.js'));
  });

  afterEach(() => api.close());

  it.each(PATTERNS)('leaves the page whole with %s in a search, a product name and a banner text', async (pattern) => {
    const search = (term: string) => `/busca?search=${encodeURIComponent(term)}`;
    const pages = ['/', '/produto/loja/cafe', search('café')];
    const plain = await Promise.all(pages.map(async (page) => structure(await fetchPage(page))));
    text = `Café ${pattern} especial`;
    await restartSite();
    for (const [index, page] of ['/', '/produto/loja/cafe', search(`café ${pattern}`)].entries()) {
      const html = await fetchPage(page);
      expect(structure(html)).toEqual(plain[index]);
      expect(html.match(/<head>/g)).toHaveLength(1);
      // The text arrives as it was, inside the page's payload.
      expect(html).toContain(JSON.stringify(text).slice(1, -1));
    }
  });
});
