/**
 * The sitemaps against the real API on its seeded catalogue: every address they list is a page the
 * site has, and the files follow the sitemaps.org rules. Every address but the products', and a
 * spread of the products' (the first and last of each file, and one in PRODUCT_PAGE_EVERY), is
 * asked of the site server: it answers 200 with that address as its canonical one (its data was
 * found, not left out). Every product the sitemaps list is asked of the API, as the site server
 * asks it for the page's data: each answers with what a page's head needs. (A product page is the
 * same code for every product: what differs from one to the next is its data.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { readProduct } from '../page-data.js';
import { buildSiteServer } from '../site-server.js';
import { checkSitemap, type SitemapEntry } from './sitemap-rules.js';
import { canonicalOf, promoteShell } from './stand-in-catalog.js';

const apiDir = path.resolve(__dirname, '../../../../api');
/** Small files, so that the products run over several of them. */
const PAGE_SIZE = 500;
/** Pages asked for at once. */
const AT_ONCE = 4;
/** One product page in this many is asked of the site server (every product, of the API). */
const PRODUCT_PAGE_EVERY = 20;

let dataDir: string;
let api: ChildProcess;
let apiUrl: string;
let site: string;
let server: FastifyInstance;
let base: string;
const builds: string[] = [];

/** The API from its sources on a new SQLite database (created and seeded as it starts), on a free port. */
function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      API_WORKERS: '1',
      SEED_DEMO_ACCOUNTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /API listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the API ended (${code}) before it listened:\n${output}`)));
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-sitemap-api-'));
  ({ child: api, url: apiUrl } = await startApi());
  site = await tempSite();
  builds.push(await promoteShell());
  server = await buildSiteServer({
    siteDir: site,
    apiUrl,
    siteConfig: { allowOverrides: false },
    sitemapPageSize: PAGE_SIZE,
    // A busy machine must not turn a page's data into none: this test checks that it is there.
    publicApiTimeoutMs: 10_000,
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await removeAll(site, dataDir, ...builds.splice(0));
});

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the sitemaps of the seeded catalogue', () => {
  it('list, in valid files, every page of the catalogue: each product the API has, and each page asked answers 200 with that address as its canonical', async () => {
    const files = checkSitemap(await text(`${base}/sitemap.xml`), 'sitemapindex');
    const summary = (await (await fetch(`${apiUrl}/api/sitemap`)).json()) as Record<string, { total: number }>;
    const products = summary.products?.total ?? 0;
    expect(products).toBeGreaterThan(PAGE_SIZE);
    expect(files.filter((file) => file.loc.includes('/sitemaps/products-'))).toHaveLength(
      Math.ceil(products / PAGE_SIZE),
    );

    const urls: SitemapEntry[] = [];
    const pages: SitemapEntry[] = [];
    for (const file of files) {
      const entries = checkSitemap(await text(file.loc), 'urlset');
      expect(entries.length).toBeLessThanOrEqual(PAGE_SIZE);
      urls.push(...entries);
      const products = file.loc.includes('/sitemaps/products-');
      pages.push(...entries.filter((_, i) => !products || i % PRODUCT_PAGE_EVERY === 0 || i === entries.length - 1));
    }
    // Every product, category of the menu, store, published post and content page, and the three lists.
    const total = Object.values(summary).reduce((sum, section) => sum + section.total, 0);
    expect(urls).toHaveLength(total + 3);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const url of urls) expect(url.loc.startsWith(`${base}/`)).toBe(true);
    const productPaths = urls
      .map((url) => new URL(url.loc).pathname)
      .filter((pathname) => pathname.startsWith('/produto/'));
    expect(productPaths).toHaveLength(products);

    const failures: string[] = [];
    /** Runs `check` over `items`, AT_ONCE at a time. */
    const each = async <T>(items: T[], check: (item: T) => Promise<void>): Promise<void> => {
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < items.length) {
          const item = items[next] as T;
          next += 1;
          await check(item);
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
    };
    await each(pages, async ({ loc }) => {
      const response = await fetch(loc);
      const page = await response.text();
      if (response.status !== 200) failures.push(`${loc}: ${response.status}`);
      else if (canonicalOf(page)[0] !== loc) failures.push(`${loc}: canonical ${canonicalOf(page)[0] ?? 'none'}`);
    });
    await each(productPaths, async (pathname) => {
      const response = await fetch(`${apiUrl}/api/products/${pathname.slice('/produto/'.length)}`);
      const product = response.status === 200 ? readProduct(await response.json()) : null;
      if (!product) failures.push(`${pathname}: API ${response.status}`);
      else if (!pathname.endsWith(`/${encodeURIComponent(product.slug)}`))
        failures.push(`${pathname}: ${product.slug}`);
    });
    expect(failures).toEqual([]);
  }, 600_000);
});
