/**
 * The shopper pages measured beside a floor: a bare client-rendered React page built and served in
 * the same run. Every round loads the floor and each page in turn (floor, home, search, product,
 * floor, …), first through Lighthouse, then in a throttled real Chromium, so a machine that gets
 * busier in the middle weighs on all of them alike.
 */
import { execFileSync } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { routeFor } from '../server/page-hints.js';
import { repoRoot } from '../registry/paths.js';
import { CHROMIUM_FLAGS, ensureChromium } from '../cli/chromium.js';
import { startTestSite } from '../cli/test-site.js';
import { buildFloor } from './floor/build-floor.js';
import { serveFloor } from './floor/floor-server.js';
import { FLOOR_PRODUCTS } from './floor/floor-products.js';
import { customerCookie } from './customer-cookie.js';
import { lighthouseRun, type FailedRun, type LighthouseRun } from './lighthouse-run.js';
import {
  LABELS,
  SEARCH_PATH,
  isFailed,
  type PageResults,
  type SitePageKey,
  type StorefrontResults,
} from './storefront-pages.js';
import {
  PHONE_CPU_SLOWDOWN,
  PHONE_NETWORK,
  QUIET_CAP_MS,
  QUIET_MS,
  phoneRun,
  type ContentRule,
  type PhoneRun,
} from './phone-timings.js';

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

interface SearchAnswer {
  products: { data: Array<{ name: string; slug: string; seller: { slug: string } }> };
}

interface Target {
  key: SitePageKey | 'piso';
  url: string;
  remote?: string;
  rule: ContentRule;
  cookie?: string;
}

async function siteTargets(baseUrl: string, keys: readonly SitePageKey[]): Promise<Target[]> {
  const targets: Target[] = [];
  for (const key of keys) {
    if (key === 'inicio') targets.push({ key, url: `${baseUrl}/`, rule: { kind: 'product-link' } });
    if (key === 'busca') targets.push({ key, url: `${baseUrl}${SEARCH_PATH}`, rule: { kind: 'product-link' } });
    if (key === 'produto') {
      // A product of the seeded data, found as a shopper finds it.
      const response = await fetch(`${baseUrl}/api/search?search=${encodeURIComponent('café')}`);
      const product = ((await response.json()) as SearchAnswer).products.data[0];
      if (!product) throw new Error(`the search at ${baseUrl} found no product to measure`);
      targets.push({
        key,
        url: `${baseUrl}/produto/${product.seller.slug}/${product.slug}`,
        rule: { kind: 'product-page', productName: product.name },
      });
    }
    if (key === 'carrinho') {
      targets.push({
        key,
        url: `${baseUrl}/carrinho`,
        rule: { kind: 'heading' },
        cookie: await customerCookie(baseUrl),
      });
    }
  }
  for (const target of targets) target.remote = routeFor(new URL(target.url).pathname)?.remote;
  return targets;
}

const summary = (run: LighthouseRun | PhoneRun | FailedRun): string => {
  if (isFailed(run)) return `falhou: ${run.error}`;
  if ('performance' in run)
    return `desempenho ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`;
  const content = run.contentMs === null ? 'não apareceu' : `${Math.round(run.contentMs)} ms`;
  return `conteúdo ${content}, quieta em ${Math.round(run.quietMs)} ms`;
};

export interface StorefrontOptions {
  runs: number;
  pages: readonly SitePageKey[];
  /** A running site to measure; without it the bench builds what is missing and starts one. */
  baseUrl?: string;
}

export async function runStorefrontBench(options: StorefrontOptions): Promise<StorefrontResults> {
  const chromePath = await ensureChromium();
  // What was started, stopped in the reverse order whatever happens.
  const started: Array<() => Promise<unknown>> = [];
  try {
    console.log('Construindo o piso (React no cliente, webpack de produção)…');
    const floor = await buildFloor();
    started.push(() => fs.rm(floor.dir, { recursive: true, force: true }));
    const floorServer = await serveFloor(floor.dir);
    started.push(() => floorServer.close());
    const site = options.baseUrl ? null : await startTestSite({ prefix: 'marketplace-bench-' });
    if (site) started.push(() => site.stop());
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
    started.push(() => browser.close());

    const baseUrl = (options.baseUrl ?? site!.baseUrl).replace(/\/$/, '');
    const targets: Target[] = [
      { key: 'piso', url: `${floorServer.baseUrl}/`, rule: { kind: 'product-link' } },
      ...(await siteTargets(baseUrl, options.pages)),
    ];
    // One untimed request of each page first: the servers' first answer is not a shopper's.
    for (const target of targets) await fetch(target.url, { headers: target.cookie ? { cookie: target.cookie } : {} });

    const date = new Date().toISOString();
    const loadavgStart = os.loadavg();
    const pages: PageResults[] = targets.map((t) => ({
      key: t.key,
      label: LABELS[t.key],
      url: t.url,
      lighthouse: [],
      phone: [],
    }));
    for (let round = 1; round <= options.runs; round += 1) {
      for (const [i, target] of targets.entries()) {
        const run = await lighthouseRun({ url: target.url, remote: target.remote, cookie: target.cookie, chromePath });
        pages[i]!.lighthouse.push(run);
        console.log(`  ${round}/${options.runs} Lighthouse ${LABELS[target.key]}: ${summary(run)}`);
      }
      for (const [i, target] of targets.entries()) {
        const run: PhoneRun | FailedRun = await phoneRun(browser, target).catch((error: unknown) => ({
          error: error instanceof Error ? error.message : String(error),
        }));
        pages[i]!.phone.push(run);
        console.log(`  ${round}/${options.runs} Chromium ${LABELS[target.key]}: ${summary(run)}`);
      }
    }
    const loadavgEnd = os.loadavg();

    return {
      date,
      commit: git(['rev-parse', 'HEAD']),
      dirty: git(['status', '--porcelain']) !== '',
      machine: {
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model ?? '',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        loadavgStart,
        loadavgEnd,
        node: process.version,
      },
      chromium: browser.version(),
      lighthouse: versionOf('lighthouse'),
      react: versionOf('react'),
      runs: options.runs,
      baseUrl,
      siteStartedByBench: site !== null,
      phone: {
        cpuSlowdown: PHONE_CPU_SLOWDOWN,
        latencyMs: PHONE_NETWORK.latency,
        downloadBytesPerSecond: PHONE_NETWORK.downloadThroughput,
        uploadBytesPerSecond: PHONE_NETWORK.uploadThroughput,
        quietMs: QUIET_MS,
        quietCapMs: QUIET_CAP_MS,
      },
      floor: { jsGzipBytes: floor.jsGzipBytes, scripts: floor.scripts, products: FLOOR_PRODUCTS.length },
      pages,
    };
  } finally {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
  }
}
