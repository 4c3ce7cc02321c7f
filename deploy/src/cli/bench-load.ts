/**
 * Load on the API: 50 connections asking one public URL for a few seconds, beside a bare Fastify
 * route measured the same way on the same machine (the ceiling a route can reach here). Each
 * server is its own process; autocannon runs in this one. Then the same search through nginx in
 * front of two instances on a temporary PostgreSQL (`npm run scale`'s topology); BENCH_SCALED=false
 * leaves that row out.
 *
 *   npx tsx deploy/src/cli/bench-load.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../registry/paths.js';
import { startApi, buildApi } from './api-process.js';
import { freePort } from './free-port.js';
import { startScaledSite } from './scale.js';

export const LOAD_CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;

export interface LoadRun {
  label: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx/304, and connection errors and timeouts. */
  failures: number;
}

async function hit(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: LOAD_CONNECTIONS, duration: seconds, pipelining: 1 });
}

/** Warms the route up, then measures it. */
export async function measure(label: string, url: string): Promise<LoadRun> {
  await hit(url, WARM_UP_SECONDS);
  const result = await hit(url, DURATION_SECONDS);
  return {
    label,
    url,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare Fastify answering `{ hello: 'world' }`, in a process of its own. */
export async function startBareFastify(port: number): Promise<ChildProcess> {
  const script = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));
  `;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.join(repoRoot, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare Fastify exited with code ${code}`)));
  });
  return child;
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface LoadBench {
  bare: LoadRun;
  runs: LoadRun[];
}

/** The public URLs the shopper's pages ask most: a search with a term, and the list without one. */
export const LOAD_URLS = [
  { label: 'GET /api/search?search=Café', path: `/api/search?search=${encodeURIComponent('Café')}` },
  { label: 'GET /api/search (lista sem termo)', path: '/api/search?type=store&order=1&items_per_page=12&page=1' },
];

/** The search through nginx on two instances: the production topology, on PostgreSQL. */
async function measureScaled(): Promise<LoadRun> {
  const scaled = await startScaledSite({
    instances: 2,
    database: process.env.BENCH_DATABASE === 'sqlite' ? 'sqlite' : 'postgres',
    apiEnv: { API_LOG_LEVEL: 'error' },
  });
  try {
    const engine = scaled.apiOnPostgres ? 'PostgreSQL' : 'SQLite';
    const search = LOAD_URLS[0];
    if (!search) throw new Error('no search URL to measure');
    const url = `${scaled.baseUrl}${search.path}`;
    const run = await measure(`${search.label} (nginx, 2 instâncias, ${engine})`, url);
    // nginx keeps the public answers the API marks for it: say whether this row measured its cache.
    const cache = (await fetch(url)).headers.get('x-cache');
    return cache ? { ...run, label: `${run.label}, X-Cache ${cache}` } : run;
  } finally {
    await scaled.stop();
  }
}

export async function runLoadBench(): Promise<LoadBench> {
  await buildApi();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-load-'));
  const barePort = await freePort();
  const apiPort = await freePort();
  const bare = await startBareFastify(barePort);
  const api = await startApi(apiPort, {
    DATA_DIR: path.join(workDir, 'data'),
    API_LOG_LEVEL: 'error',
  });
  try {
    const runs: LoadRun[] = [];
    const bareRun = await measure('Fastify puro (GET /)', `http://127.0.0.1:${barePort}/`);
    for (const { label, path: urlPath } of LOAD_URLS) {
      runs.push(await measure(label, `http://127.0.0.1:${apiPort}${urlPath}`));
    }
    await stop(api);
    if (process.env.BENCH_SCALED !== 'false') runs.push(await measureScaled());
    return { bare: bareRun, runs };
  } finally {
    await Promise.all([stop(bare), stop(api)]);
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** One line of figures; beside the bare route, the share of its requests per second. */
export function formatLoadRun(run: LoadRun, bare?: LoadRun): string {
  const share = bare === undefined ? '' : ` (${((run.rps / bare.rps) * 100).toFixed(1)} % do puro)`;
  return `${run.label.padEnd(38)} ${String(run.rps).padStart(6)} req/s${share}, p50 ${run.p50} ms, p99 ${run.p99} ms, falhas ${run.failures}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { bare, runs } = await runLoadBench();
  console.log(`${LOAD_CONNECTIONS} conexões, ${DURATION_SECONDS} s cada:`);
  console.log(
    `  ${bare.label.padEnd(38)} ${String(bare.rps).padStart(6)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  );
  for (const run of runs) console.log(`  ${formatLoadRun(run, bare)}`);
}
