import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUCKET_COOKIE } from 'shared-contracts/constants';
import { signBucket } from 'shared-contracts/view-token';
import { startCanary } from '../../registry/canary.js';
import { readHistory } from '../../registry/history.js';
import { repoRoot } from '../../registry/paths.js';
import { readLive } from '../../registry/registry.js';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { buildSiteServer } from '../../server/site-server.js';
import type { DecisionFigures } from '../health.js';
import type { WatchLog } from '../watcher.js';
import { OPERATOR_TOKEN } from './fake-health-api.js';
import { backdate, liveSite } from './live-site.js';

jest.setTimeout(180_000);

let dataDir: string;
let api: ChildProcess;
let apiUrl: string;
let site: string;
/** VIEW_TOKEN_SECRET of the API and the site server. */
const VIEW_SECRET = 'segredo-das-visualizacoes-do-vigia-0123456789';
let server: FastifyInstance | undefined;
const builds: string[] = [];

/** The API from its sources on a new SQLite database, with the operator token, on a free port. */
function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
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
      OPERATOR_TOKEN,
      VIEW_TOKEN_SECRET: VIEW_SECRET,
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
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-canary-api-'));
  ({ child: api, url: apiUrl } = await startApi());
});

afterAll(async () => {
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  site = await tempSite();
});

afterEach(async () => {
  await server?.close();
  await removeAll(site, ...builds.splice(0));
});

/**
 * One browser of `bucket`, at `address` (as the front would forward it): it gets the cart page,
 * which the site server counts as a view, then posts the page's beacon with the page's view token,
 * through the site server's /api.
 */
async function visit(base: string, bucket: number, address: string, events: object[]): Promise<void> {
  const page = await fetch(`${base}/carrinho`, {
    headers: { cookie: `${BUCKET_COOKIE}=${signBucket(VIEW_SECRET, bucket)}`, 'x-forwarded-for': address },
  });
  const html = await page.text();
  const view = /<meta name="marketplace-view" content="([^"]+)">/.exec(html)?.[1];
  const checkout = /"checkout":\{"version":"([^"]+)"/.exec(html)?.[1];
  expect(view && checkout).toBeTruthy();
  const response = await fetch(`${base}/api/beacons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ view, apps: { checkout }, events }),
  });
  expect(response.status).toBe(204);
}

describe('the watcher on the real API', () => {
  it("ends a canary whose browsers' beacons report failures, from the API's own aggregates", async () => {
    const { a, b } = await liveSite(builds);
    await startCanary('checkout', b, 20);
    // Started before the current minute: the minute's beacons count for it.
    await backdate(2);
    const infos: string[] = [];
    const log: WatchLog = { info: (m) => infos.push(m), warn: (m) => infos.push(`aviso: ${m}`) };
    server = await buildSiteServer({
      siteDir: site,
      apiUrl,
      siteConfig: { allowOverrides: false },
      operatorToken: OPERATOR_TOKEN,
      canaryWatch: { intervalMs: 100, log },
      viewSecret: VIEW_SECRET,
      viewBatchMs: 100,
      trustUpstream: true,
    });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });

    // Buckets 20..49 run the live version, which does not fail; then 0..19 the canary, which fails on
    // every page (the watcher judges as soon as the canary has its 20 page views). A browser each,
    // from an address of its own; the page views are the site server's, the failures the beacons'.
    for (let bucket = 20; bucket < 50; bucket++) {
      await visit(base, bucket, `198.51.100.${bucket}`, [{ type: 'vital', app: 'checkout', name: 'LCP', value: 1800 }]);
    }
    for (let bucket = 0; bucket < 20; bucket++) {
      await visit(base, bucket, `198.51.100.${bucket}`, [{ type: 'error', app: 'checkout' }]);
    }

    // The change writes the pointer, then its history record: the record is what says it is done.
    const ended = async () => (await readHistory('checkout')).at(-1)?.action === 'canary-abort';
    for (let i = 0; i < 300 && !(await ended()); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await readLive()).canaries).toEqual({});
    const record = (await readHistory('checkout')).at(-1);
    // The watcher may judge between the 20th page view and its beacon: each visit's beacon is counted
    // before the next page is served, and the views reach the API in batches after their pages, so
    // when the canary has its 20 views it has 19 or 20 failures. The record says which, and its
    // reason must give the same evidence.
    const failures = (record?.figures as DecisionFigures | undefined)?.canary.failures;
    /** The reason's words for each count of failures the record may hold. */
    const reasonFor: Record<number, string> = {
      19: 'taxa de falhas do canary 95,0 % (19 em 20 visualizações) contra 0,0 %',
      20: 'taxa de falhas do canary 100,0 % (20 em 20 visualizações) contra 0,0 %',
    };
    expect(Object.keys(reasonFor)).toContain(String(failures));
    expect(record).toMatchObject({
      action: 'canary-abort',
      by: 'auto',
      to: b,
      reason: expect.stringContaining(reasonFor[failures ?? 0] ?? ''),
      figures: {
        canary: { version: b, pageViews: 20, failures },
        live: { version: a, pageViews: 30, failures: 0, p75: { LCP: 1800 } },
      },
    });
    expect(infos).toEqual([expect.stringMatching(new RegExp(`^Canary checkout@${b} encerrado automaticamente: `))]);
  });
});
