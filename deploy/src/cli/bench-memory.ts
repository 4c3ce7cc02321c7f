/**
 * `npm run bench -- memory`: whether the site server's memory stays bounded however many visitors
 * and deploys come. The site server runs in a process of its own (src/bench/memory-site.ts, with
 * --expose-gc) in front of the API on a fresh database, over a copy of the built site, on loopback.
 * After a warm-up, two phases:
 *
 *   requests  distinct public addresses (store lists with a search or a page, blog pages, searches),
 *             a few at a time, each one a key the server could keep;
 *   versions  copies of the live catalog published and promoted one after another, each followed
 *             by a product page, which draws the screen with the new version's server build.
 *
 * The resident memory (VmRSS of /proc/<pid>/status) is read after a garbage collection, so it is
 * what the server keeps, after the warm-up and at the end of each phase. A phase that ends more
 * than 60 MB above where it began fails the bench. Options: --requests <n> (200000), --versions
 * <n> (30), --concurrency <n> (8).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITEMAP_SECTIONS } from 'shared-contracts/constants';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts/delivery';
import { APPS, buildApps } from '../build/build-apps.js';
import { promote } from '../registry/operations.js';
import { deployDir, repoRoot, siteDir } from '../registry/paths.js';
import { publishApp } from '../registry/publish.js';
import { buildApi, startApi } from './api-process.js';
import { startBareFastify, stop } from './bench-load.js';
import { freePort } from './free-port.js';

/** How far above its start a phase may end: more than a few versions' or caches' worth is a leak. */
export const MEMORY_LIMIT_MB = 60;

export interface MemoryBenchOptions {
  requests?: number;
  versions?: number;
  concurrency?: number;
}

export interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
  /** Server builds loaded and public answers kept, as the server counts them (when it does). */
  serverBuilds?: number;
  publicAnswers?: number;
}

export interface MemoryPhase {
  name: 'requests' | 'versions';
  start: MemorySample;
  end: MemorySample;
  /** How many of the phase's steps were done (requests sent, versions promoted). */
  steps: number;
  /** Answers other than 200 or 404, and requests that failed. */
  failures: number;
  seconds: number;
  /** Product pages whose screen the server drew with the version just promoted (versions phase). */
  drawnWithNewVersion?: number;
}

export interface MemoryBench {
  collected: boolean;
  warmUp: MemorySample;
  phases: MemoryPhase[];
  /** Requests per second of the requests phase, and of a bare Fastify route asked the same way. */
  requestsPerSecond: number;
  bareRequestsPerSecond: number | null;
}

const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Resident memory of a process, from the kernel (Linux). */
async function rssBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

interface SiteProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Collects the garbage in the server, then reads its memory. */
  sample(): Promise<MemorySample & { collected: boolean }>;
}

async function startSiteProcess(env: NodeJS.ProcessEnv): Promise<SiteProcess> {
  const child = fork(path.join(deployDir, 'src/bench/memory-site.ts'), [], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the site server exited with code ${code}`)));
    child.on('message', (message: { listening?: string }) => {
      if (message.listening) resolve(message.listening);
    });
  });
  const sample = async () => {
    type Reply = { gc: boolean; heapUsed: number; serverBuilds?: number; publicAnswers?: number };
    const reply = new Promise<Reply>((resolve) => {
      const onMessage = (message: Partial<Reply>) => {
        if (message.gc === undefined) return;
        child.off('message', onMessage);
        resolve({ heapUsed: 0, ...message, gc: message.gc });
      };
      child.on('message', onMessage);
    });
    child.send('gc');
    const { gc, heapUsed, ...counts } = await reply;
    // The pages V8 gave back reach the kernel's count a moment later.
    await new Promise((r) => setTimeout(r, 500));
    return { rssMb: mb(await rssBytes(child.pid ?? 0)), heapUsedMb: mb(heapUsed), collected: gc, ...counts };
  };
  return { child, baseUrl, sample };
}

/**
 * Asks `count` addresses (`urlOf(i)`), `concurrency` at a time; a 200 or a 404 is an answer, the
 * rest a failure. Each request has 30 s at most: a stalled server ends the bench, not the machine.
 */
async function ask(
  count: number,
  concurrency: number,
  urlOf: (i: number) => string,
): Promise<{ failures: number; seconds: number }> {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      try {
        const response = await fetch(urlOf(i), { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.status !== 200 && response.status !== 404) failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { failures, seconds: (performance.now() - started) / 1000 };
}

/**
 * The i-th distinct public address: store lists searched or paged, blog pages, searches and sitemap
 * files, each with a term or a page number no one asked before. A quarter are pages the server
 * draws (some 70 a second here); the rest are sitemap files, which it writes from one API answer
 * each, many times faster: the keys come in numbers in a bench of minutes, not hours.
 */
export function distinctPublicPath(i: number, run: string): string {
  // A term as long as a visitor may type: the key and the answer it names are both kept.
  const term = `${run}-${i.toString(36)}-${'x'.repeat(40)}`;
  if (i % 4 !== 0) return `/sitemaps/${SITEMAP_SECTIONS[i % SITEMAP_SECTIONS.length]}-${i + 2}.xml`;
  switch ((i / 4) % 4) {
    case 0:
      return `/lojas?search=${term}`;
    case 1:
      return `/blog?page=${i + 2}`;
    case 2:
      return `/lojas?page=${i + 2}`;
    default:
      return `/busca?search=${term}`;
  }
}

/** A product page of the catalogue, from the API's own search. */
async function productPath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/search?items_per_page=12`);
  const body = (await response.json()) as { products?: { data?: Array<{ slug: string; seller: { slug: string } }> } };
  const product = body.products?.data?.[0];
  if (!product) throw new Error('the catalogue has no product');
  return `/produto/${product.seller.slug}/${product.slug}`;
}

export async function runMemoryBench(options: MemoryBenchOptions = {}): Promise<MemoryBench> {
  const requests = options.requests ?? 200_000;
  const versions = options.versions ?? 30;
  const concurrency = options.concurrency ?? 8;
  await buildApi();
  await buildApps(APPS);

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-memory-'));
  const site = path.join(workDir, 'site');
  await fs.cp(siteDir(), site, { recursive: true });
  const previousSite = process.env.SITE_DIR;
  // Where publish and promote below write: the copy, never the built site.
  process.env.SITE_DIR = site;
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = await startApi(apiPort, {
    DATA_DIR: path.join(workDir, 'data'),
    API_LOG_LEVEL: 'error',
    API_WORKERS: '1',
  });
  let server: SiteProcess | undefined;
  try {
    server = await startSiteProcess({
      SITE_DIR: site,
      API_URL: apiUrl,
      // The versions phase promotes a version every few seconds: a version no pointer names is let
      // go after 2 s here, where the site server waits 5 minutes by default.
      SERVER_BUILD_IDLE_SECONDS: '2',
    });
    const { baseUrl } = server;
    const product = await productPath(apiUrl);
    const run = Date.now().toString(36);

    // Warm-up: every kind of page once or more, the live versions' server builds loaded.
    await ask(400, concurrency, (i) => `${baseUrl}${i % 5 === 0 ? product : distinctPublicPath(i, `w${run}`)}`);
    const warmUp = await server.sample();

    const phases: MemoryPhase[] = [];
    const asked = await ask(requests, concurrency, (i) => `${baseUrl}${distinctPublicPath(i, run)}`);
    const afterRequests = await server.sample();
    phases.push({ name: 'requests', start: warmUp, end: afterRequests, steps: requests, ...asked });

    const pointerFile = path.join(site, 'remotes.json');
    const live = (JSON.parse(await fs.readFile(pointerFile, 'utf8')) as { remotes: { catalog?: { version: string } } })
      .remotes.catalog?.version;
    if (!live) throw new Error('catalog is not live');
    const started = performance.now();
    let failures = 0;
    let drawn = 0;
    for (let i = 0; i < versions; i++) {
      // A new version: the live build plus one file, so its content hash (and its version) differs.
      const dist = path.join(workDir, `catalog-${i}`);
      await fs.cp(path.join(site, 'remotes/catalog', live), dist, {
        recursive: true,
        filter: (file) => !/\.(br|gz)$/.test(file),
      });
      await fs.writeFile(path.join(dist, 'bench.txt'), `bench ${run} ${i}\n`);
      const { version } = await publishApp('catalog', dist);
      await promote('catalog', version, { by: 'bench', reason: 'bench de memória' });
      await fs.rm(dist, { recursive: true, force: true });
      const response = await fetch(`${baseUrl}${product}`, { signal: AbortSignal.timeout(30_000) });
      const html = await response.text();
      if (response.status !== 200) failures++;
      else if (html.includes(`${SERVER_RENDERED_ATTRIBUTE}="${version}"`)) drawn++;
    }
    const afterVersions = await server.sample();
    phases.push({
      name: 'versions',
      start: afterRequests,
      end: afterVersions,
      steps: versions,
      failures,
      seconds: (performance.now() - started) / 1000,
      drawnWithNewVersion: drawn,
    });
    const requestsPerSecond = Math.round(requests / asked.seconds);
    return {
      collected: warmUp.collected,
      warmUp,
      phases,
      requestsPerSecond,
      bareRequestsPerSecond: await bareRequestsPerSecond(Math.min(requests, 20_000), concurrency),
    };
  } finally {
    server?.child.disconnect();
    if (server) await stop(server.child);
    await stop(api);
    if (previousSite === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = previousSite;
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The same client against a bare Fastify route: the ceiling of requests per second here. */
async function bareRequestsPerSecond(count: number, concurrency: number): Promise<number | null> {
  const port = await freePort();
  const bare = await startBareFastify(port);
  try {
    const { seconds } = await ask(count, concurrency, () => `http://127.0.0.1:${port}/`);
    return Math.round(count / seconds);
  } finally {
    await stop(bare);
  }
}

const grew = (phase: MemoryPhase): number => Math.round((phase.end.rssMb - phase.start.rssMb) * 10) / 10;

/** The phases whose end is more than the limit above their start. */
export function overLimit(bench: MemoryBench): MemoryPhase[] {
  return bench.phases.filter((phase) => grew(phase) > MEMORY_LIMIT_MB);
}

/** The bench's figures, one line each. */
export function memoryReport(bench: MemoryBench): string {
  const lines = [
    `Memória residente do servidor do site${bench.collected ? ' (depois de coletar o lixo)' : ' (sem --expose-gc: inclui lixo)'}:`,
    `  depois do aquecimento: ${bench.warmUp.rssMb} MB (heap ${bench.warmUp.heapUsedMb} MB)`,
  ];
  for (const phase of bench.phases) {
    const what =
      phase.name === 'requests'
        ? `${phase.steps} endereços públicos distintos em ${phase.seconds.toFixed(1)} s`
        : `${phase.steps} versões do catálogo publicadas e promovidas em ${phase.seconds.toFixed(1)} s` +
          ` (${phase.drawnWithNewVersion ?? 0} páginas de produto desenhadas com a versão nova)`;
    const delta = grew(phase);
    const { serverBuilds, publicAnswers } = phase.end;
    const held =
      serverBuilds === undefined
        ? ''
        : `; no fim, ${serverBuilds} build(s) de servidor carregado(s) e ${publicAnswers ?? 0} respostas públicas guardadas`;
    lines.push(
      `  ${what}: ${phase.start.rssMb} → ${phase.end.rssMb} MB (${delta >= 0 ? '+' : ''}${delta} MB; ` +
        `heap ${phase.start.heapUsedMb} → ${phase.end.heapUsedMb} MB), falhas ${phase.failures}${held}`,
    );
  }
  const bare = bench.bareRequestsPerSecond;
  lines.push(
    `  páginas: ${bench.requestsPerSecond} req/s` +
      (bare
        ? ` (Fastify puro, mesmo cliente: ${bare} req/s; ${((bench.requestsPerSecond / bare) * 100).toFixed(1)} %)`
        : ''),
  );
  const over = overLimit(bench);
  lines.push(
    over.length
      ? `  Acima do limite de ${MEMORY_LIMIT_MB} MB por fase: ${over.map((phase) => phase.name).join(', ')}`
      : `  Nenhuma fase passou de ${MEMORY_LIMIT_MB} MB acima do seu começo.`,
  );
  return lines.join('\n');
}
