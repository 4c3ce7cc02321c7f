/**
 * `npm run soak -- [--minutes N] [--shoppers N] [--warmup-minutes N] [--slope-limit MB] [--out <file.json>]`:
 * the site left running under simulated shoppers for N minutes (10 by default). The API (SQLite,
 * fresh and seeded, in a temporary folder) and the site server run each in a process of its own
 * on free loopback ports, with the operator token and the canary watcher on. Shoppers browse,
 * search, open products, buy by card and send the pages' beacons; one client misbehaves;
 * meanwhile a catalog version is promoted every minute and a checkout canary started and ended.
 *
 * Reports per process the p50/p99 of each route, every answer outside 2xx by status and route,
 * the resident memory over time and its least-squares slope after the warm-up, and the orders the
 * API confirmed against the orders its database holds. Exits 1 on any 5xx or unanswered request,
 * any lost or extra order, or a slope over the limit (2 MB/min by default); 2 on a wrong option.
 * Traffic goes to 127.0.0.1 only; every loop is bounded in count and time.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { ROUTES } from 'shared-contracts/routes';
import { APPS, buildApps } from '../build/build-apps.js';
import { deployDir, repoRoot, siteDir } from '../registry/paths.js';
import { addWorkerAccountsToSqlite, DEMO_CUSTOMER, WORKER_SLOTS, workerAccounts } from '../testing/e2e-accounts.js';
import type { ClientContext } from '../soak/client.js';
import {
  RouteFigures,
  checkOrders,
  compilePatterns,
  rssSlopeMbPerMinute,
  verdict,
  type SoakProcess,
} from '../soak/figures.js';
import { logTail, sampleMemory, startApiServer, startSiteServer, stopServer, type Server } from '../soak/processes.js';
import { runCanary, runCatalogPromotes, type ReleaseEvent } from '../soak/releases.js';
import { soakReport, type SoakResults } from '../soak/report.js';
import { emptyTally, runMisbehaver, runShopper } from '../soak/shoppers.js';
import { buildApi } from './api-process.js';
import { freePort } from './free-port.js';

const MEMORY_SAMPLE_MS = 5_000;
/** How long the shoppers may take to finish what they were doing once the time is up. */
const SHUTDOWN_MS = 60_000;

function usage(message: string): never {
  console.error(
    `${message}\nUso: npm run soak -- [--minutes <n>] [--shoppers <n>] [--warmup-minutes <n>] [--slope-limit <MB/min>] [--out <arquivo.json>]`,
  );
  process.exit(2);
}

function number(value: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) usage(`--${name} pede um número de ${min} a ${max}.`);
  return parsed;
}

let parsed: ReturnType<typeof parseArgs<{ options: Record<string, { type: 'string' }> }>>;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      minutes: { type: 'string' },
      shoppers: { type: 'string' },
      'warmup-minutes': { type: 'string' },
      'slope-limit': { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
} catch (error) {
  // Node says what is wrong in English: the operator reads which option, in Portuguese.
  const code = (error as { code?: string }).code;
  const named = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
  usage(
    code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
      ? `Opção desconhecida: ${named}.`
      : code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
        ? `Argumento inesperado: ${named}.`
        : `Opção sem valor: ${named.replace(/ <value>$/, '')}.`,
  );
}
const { values } = parsed;
const minutes = number(values.minutes, 10, 'minutes', 0.5, 240);
const shoppers = Math.round(number(values.shoppers, 8, 'shoppers', 1, 64));
// A run shorter than twice the warm-up measures the slope over its second half.
const warmupMinutes = Math.min(number(values['warmup-minutes'], 2, 'warmup-minutes', 0, 240), minutes / 2);
const slopeLimit = number(values['slope-limit'], 2, 'slope-limit', 0, 10_000);

/** The API's routes as it declares them (api/src/testing/route-list.ts). */
function apiPatterns(): string[] {
  const out = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'api/src/testing/route-list.ts'],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return [...new Set((JSON.parse(out) as Array<{ url: string }>).map((route) => route.url))];
}

/** The site's pages (the route table) and the files it serves beside them. */
const SITE_FILES = ['/remotes/:app/:version/*', '/shell/*', '/assets/*', '/csp-report', '/operacao/remotes'];

const abort = new AbortController();
// Every request in flight and every pause listens to it, each until it ends: many at once is no leak.
setMaxListeners(1_000, abort.signal);
const stopOn = (signal: NodeJS.Signals): void => {
  console.error(`\n${signal}: encerrando o soak.`);
  abort.abort();
};
process.once('SIGINT', stopOn);
process.once('SIGTERM', stopOn);

const servers: Server[] = [];
let workDir: string | undefined;
let exitCode = 1;
try {
  await buildApi();
  await buildApps(APPS);
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-soak-'));
  const copy = path.join(workDir, 'site');
  await fs.cp(siteDir(), copy, { recursive: true });
  // The registry's functions (the promotes, the canary) act on the copy, as the site server does.
  process.env.SITE_DIR = copy;

  const operatorToken = randomBytes(32).toString('base64url');
  const secrets = { OPERATOR_TOKEN: operatorToken, VIEW_TOKEN_SECRET: randomBytes(32).toString('base64url') };
  const dataDir = path.join(workDir, 'data');
  const api = await startApiServer(
    await freePort(),
    {
      ...secrets,
      DATA_DIR: dataDir,
      // Every shopper comes from 127.0.0.1: signing in and the pages' beacons would meet the
      // per-address limits at once. Writes keep theirs (per account, or per address for visitors).
      API_LOGINS_PER_MINUTE: '100000',
      API_BEACONS_PER_MINUTE: '100000',
    },
    path.join(workDir, 'api.log'),
  );
  servers.push(api);
  const database = path.join(dataDir, 'marketplace.sqlite');
  await addWorkerAccountsToSqlite(database);
  const site = await startSiteServer(
    await freePort(),
    { ...secrets, SITE_DIR: copy, API_URL: api.url, CANARY_WATCH: 'true' },
    path.join(workDir, 'site.log'),
  );
  servers.push(site);
  for (const server of servers) {
    server.child.once('exit', (code, signal) => {
      if (abort.signal.aborted) return;
      console.error(`O processo ${server.name} parou (${signal ?? code}) no meio do soak.`);
      abort.abort();
    });
  }

  const readOrders = (sql: string, ...params: unknown[]): Array<{ id: number }> => {
    const db = new Database(database, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as Array<{ id: number }>;
    } finally {
      db.close();
    }
  };
  const [before] = readOrders('SELECT COALESCE(MAX(id), 0) AS id FROM orders');
  const ordersBefore = before?.id ?? 0;

  const figures = new RouteFigures();
  const context: ClientContext = {
    baseUrl: site.url,
    figures,
    patterns: {
      api: compilePatterns(apiPatterns()),
      site: compilePatterns([...ROUTES.map((route) => route.path), ...SITE_FILES]),
    },
    signal: abort.signal,
  };
  // One account per buyer, so that no two share a cart: the demo customers and the test workers' copies of them.
  const accounts = [DEMO_CUSTOMER, 'cliente2@demo.com.br'];
  for (let slot = 0; slot < WORKER_SLOTS; slot += 1) accounts.push(workerAccounts(slot).customer);

  console.log(
    `Soak: ${minutes} min, ${shoppers} clientes (${Math.min(shoppers, accounts.length)} compram), ` +
      `aquecimento ${warmupMinutes} min, limite ${slopeLimit} MB/min; site ${site.url}, API ${api.url}`,
  );
  const loadavgStart = os.loadavg();
  const startedAt = Date.now();
  const deadline = startedAt + minutes * 60_000;
  const memory = sampleMemory(servers, startedAt, MEMORY_SAMPLE_MS);
  const tally = emptyTally();
  const releases: ReleaseEvent[] = [];
  const progress = setInterval(() => {
    const elapsed = ((Date.now() - startedAt) / 60_000).toFixed(1);
    const rss = (name: SoakProcess) => ((memory.samples[name].at(-1)?.bytes ?? 0) / 2 ** 20).toFixed(0);
    console.log(
      `  ${elapsed} min: ${tally.pages} páginas, ${tally.confirmedOrders.length} pedidos, ` +
        `RSS api ${rss('api')} MB, site ${rss('site')} MB`,
    );
  }, 60_000);
  const end = setTimeout(() => abort.abort(), deadline - Date.now() + SHUTDOWN_MS);
  const releaseOptions = { workDir, startedAt, deadline, signal: abort.signal, events: releases };
  await Promise.all([
    ...Array.from({ length: shoppers }, (_, i) =>
      runShopper({ context, deadline, tally, ...(i < accounts.length ? { account: accounts[i]! } : {}) }),
    ),
    runMisbehaver(context, deadline, tally),
    runCatalogPromotes(releaseOptions),
    runCanary(releaseOptions),
  ]);
  clearTimeout(end);
  clearInterval(progress);
  memory.stop();
  const interrupted = abort.signal.aborted && Date.now() < deadline;
  const durationMs = Date.now() - startedAt;

  const stored = readOrders('SELECT id FROM orders WHERE id > ? ORDER BY id', ordersBefore).map((row) => row.id);
  const orders = checkOrders({ confirmed: tally.confirmedOrders, unanswered: tally.unansweredOrders, stored });
  const warmupMs = warmupMinutes * 60_000;
  const slopes: Record<SoakProcess, number | null> = {
    api: rssSlopeMbPerMinute(memory.samples.api, warmupMs),
    site: rssSlopeMbPerMinute(memory.samples.site, warmupMs),
  };
  const nonSuccess = figures.nonSuccess();
  const decided = verdict({ nonSuccess, orders, slopes, slopeLimitMbPerMinute: slopeLimit });
  if (interrupted) decided.reasons.unshift('interrompido antes do fim');
  const results: SoakResults = {
    date: new Date(startedAt).toISOString(),
    machine: { cores: os.cpus().length, loadavgStart, loadavgEnd: os.loadavg(), node: process.version },
    settings: { minutes, shoppers, warmupMinutes, slopeLimitMbPerMinute: slopeLimit },
    durationMs,
    tally: { ...tally, confirmedOrders: tally.confirmedOrders.length },
    latencies: figures.latencies(),
    nonSuccess,
    failures: figures.failures.map(({ at, ...failure }) => ({ atMs: at - startedAt, ...failure })),
    memory: memory.samples,
    slopes,
    orders,
    releases,
    verdict: { ok: decided.ok && !interrupted, reasons: decided.reasons },
  };
  const out = path.resolve(
    values.out ?? path.join(deployDir, 'bench-results', `soak-${results.date.replace(/[:.]/g, '-')}.json`),
  );
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${soakReport(results)}`);
  const shown = path.relative(process.cwd(), out);
  console.log(`Todos os números: ${shown.startsWith('..') ? out : shown}`);
  if (!results.verdict.ok) {
    for (const server of servers) {
      const tail = await logTail(server);
      if (tail.trim()) console.log(`\nÚltimas linhas do log de ${server.name}:\n${tail}`);
    }
  }
  exitCode = results.verdict.ok ? 0 : 1;
} catch (error) {
  console.error('O soak falhou:', error);
  for (const server of servers) console.error(`\n${server.name}:\n${await logTail(server)}`);
  exitCode = 1;
} finally {
  abort.abort();
  await Promise.all(servers.map((server) => stopServer(server)));
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
