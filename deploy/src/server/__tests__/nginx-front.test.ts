/**
 * The production front (deploy/nginx) in front of a site server: robots.txt, the sitemaps and the
 * 404 pages are the site server's, not files nginx looks for, and their addresses carry the front's
 * own origin (SITE_URL); the pointer is the browser's, as a canary splits them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../../cli/free-port.js';
import { publishVersions, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { abortCanary, startCanary } from '../../registry/canary.js';
import { promote } from '../../registry/operations.js';
import { NGINX_TEMPLATE, findNginx, nginxConfig, nginxScratch } from '../../services/nginx.js';
import { clientKey, signBucket, verifyViewToken } from 'shared-contracts/view-token';
import { buildSiteServer } from '../site-server.js';
import { checkSitemap } from './sitemap-rules.js';
import { canonicalOf, promoteShell, startStandInApi, titleOf, type StandInApi } from './stand-in-catalog.js';

const VIEW_SECRET = 'segredo-das-visualizacoes-atras-do-nginx-0001';

jest.setTimeout(120_000);

let site: string;
let workDir: string;
let api: StandInApi;
let server: FastifyInstance;
let nginx: ChildProcess;
let front: string;
const builds: string[] = [];

async function waitForFront(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx ended (${nginx.exitCode})`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

beforeAll(async () => {
  const program = findNginx();
  site = await tempSite();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-front-'));
  api = await startStandInApi();
  builds.push(await promoteShell());
  const port = await freePort();
  // As npm run scale runs it: the site server trusts the front's forwarded headers, and is told
  // the front's address (the forwarded host is a visitor's choice).
  server = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: {},
    trustUpstream: true,
    siteUrl: `http://127.0.0.1:${port}`,
    viewSecret: VIEW_SECRET,
    // The sitemaps' data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
  });
  const siteUrl = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
  await nginxScratch(workDir);
  const config = nginxConfig(await fs.readFile(NGINX_TEMPLATE, 'utf8'), {
    WORKER_USER: process.getuid?.() === 0 ? 'user root;' : '',
    PREFIX: workDir,
    PORT: String(port),
    SITE_DIR: site,
    API_UPSTREAMS: `    server ${new URL(api.url).host};`,
    SITE_UPSTREAMS: `    server 127.0.0.1:${siteUrl.port};`,
  });
  await fs.writeFile(path.join(workDir, 'nginx.conf'), config);
  nginx = spawn(program, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  front = `http://127.0.0.1:${port}`;
  await waitForFront(`${front}/remotes.json`);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await server?.close();
  await api?.close();
  await removeAll(site, workDir, ...builds.splice(0));
});

describe('through the nginx front', () => {
  it("answers /robots.txt and the sitemaps from the site server, on the front's own address", async () => {
    const robots = await fetch(`${front}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await robots.text()).toContain(`Sitemap: ${front}/sitemap.xml\n`);

    const index = await fetch(`${front}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = checkSitemap(await index.text(), 'sitemapindex');
    expect(files.map((file) => file.loc)).toContain(`${front}/sitemaps/products-1.xml`);
    for (const file of files) {
      const response = await fetch(file.loc);
      expect(response.status).toBe(200);
      for (const url of checkSitemap(await response.text(), 'urlset'))
        expect(url.loc.startsWith(`${front}/`)).toBe(true);
    }
    expect((await fetch(`${front}/sitemaps/products-9.xml`)).status).toBe(404);
  });

  it("passes a page's 404 on with the shell's page, and gives pages the front's address", async () => {
    const missing = await fetch(`${front}/produto/loja-sol/nao-existe`);
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(titleOf(page)).toEqual(['Página não encontrada | Mercado Brasil']);
    expect(page).toContain('<div id="root"></div>');

    const product = await (await fetch(`${front}/produto/loja-sol/cafe-especial`)).text();
    expect(canonicalOf(product)).toEqual([`${front}/produto/loja-sol/cafe-especial`]);
  });

  it("refuses the server builds itself, without asking the site servers (a remote's and the shell's)", async () => {
    for (const file of [
      '/server/remoteEntry.js',
      '/%73erver/remoteEntry.js',
      '/remotes/catalog/1.0.0-abc/server/remoteEntry.js',
    ]) {
      const response = await fetch(`${front}${file}`);
      expect(response.status).toBe(404);
      // nginx's own 404, not the site server's ('Não encontrado').
      const body = await response.text();
      expect(body).toContain('404 Not Found');
      expect(body).not.toContain('Não encontrado');
    }
  });

  it('keys the view token by the address the front saw, whatever X-Forwarded-For the browser sends', async () => {
    for (const forged of [undefined, '203.0.113.5', '203.0.113.6, 10.0.0.1']) {
      const page = await fetch(`${front}/carrinho`, forged ? { headers: { 'x-forwarded-for': forged } } : {});
      const token = /<meta name="marketplace-view" content="([^"]+)">/.exec(await page.text())?.[1];
      const verified = verifyViewToken(VIEW_SECRET, token, Date.now());
      expect([forged, verified.ok && verified.claims.client]).toEqual([forged, clientKey(VIEW_SECRET, '127.0.0.1')]);
    }
  });

  it("answers the pointer from the site server: a canary's share follows the browser's bucket cookie", async () => {
    const [a = '', b = ''] = await publishVersions('checkout', ['A', 'B'], builds);
    await promote('checkout', a);
    await startCanary('checkout', b, 40);
    try {
      const pointerFor = async (cookie?: string) => {
        const response = await fetch(`${front}/remotes.json`, cookie ? { headers: { cookie } } : {});
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        return ((await response.json()) as { remotes: { checkout?: { version: string } } }).remotes.checkout?.version;
      };
      expect(await pointerFor(`marketplace_bucket=${signBucket(VIEW_SECRET, 39)}`)).toBe(b);
      expect(await pointerFor(`marketplace_bucket=${signBucket(VIEW_SECRET, 40)}`)).toBe(a);
      expect(await pointerFor()).toBe(a);

      const page = await fetch(`${front}/carrinho`);
      const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
      expect(cookie).toMatch(/^marketplace_bucket=\d{1,2}\.[\w-]{22}$/);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      const inline = /"checkout":\{"version":"([^"]+)"/.exec(await page.text())?.[1];
      expect(await pointerFor(cookie)).toBe(inline);
    } finally {
      await abortCanary('checkout');
    }
  });
});
