/**
 * `npm run bench [-- <bench>] [options]`: the project's measurements. A timing or a score moves
 * with the machine, so each is stated beside a reference measured in the same run, as a ratio.
 *
 *   pages (default)  the shopper pages beside a floor page, Lighthouse and a throttled Chromium
 *                    --runs <n> (3), --pages inicio,busca,produto[,carrinho], --base-url <url>,
 *                    --out <file.json> (default deploy/bench-results/<date>.json)
 *   weight           the JavaScript of a first visit to the home page, per app, against its budget
 *   load             the API under load beside a bare Fastify route
 *   search           GET /api/search in process, one at a time and four at a time
 *   promote          from a promote command to the first page load that mounts the new version
 *   rollback         a broken canary's end by itself: the auto-rollback spec --runs <n> (3) times,
 *                    the median of its seconds from the first failing page to the abort against the
 *                    minute the site promises; fails past it or when a run fails
 *   memory           the site server's resident memory over distinct public addresses and many
 *                    deploys (--requests <n> (200000), --versions <n> (30), --concurrency <n> (8));
 *                    fails when a phase ends more than 60 MB above its start
 *   all              all of the above, in that order
 */
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deployDir, repoRoot } from '../registry/paths.js';
import { JS_BUDGETS_KB } from '../bench/script-weight.js';
import { runStorefrontBench } from '../bench/storefront.js';
import { selectPages, type SitePageKey } from '../bench/storefront-pages.js';
import { storefrontReport } from '../bench/storefront-report.js';
import { memoryReport, overLimit, runMemoryBench } from './bench-memory.js';
import { runPromoteBench } from './bench-promote.js';
import { ROLLBACK_GOAL_SECONDS, runRollbackBench } from './bench-rollback.js';
import { runWeightBench } from './bench-weight.js';
import { formatLoadRun, LOAD_CONNECTIONS, runLoadBench } from './bench-load.js';

const BENCHES = ['pages', 'weight', 'load', 'search', 'promote', 'rollback', 'memory', 'all'] as const;
type Bench = (typeof BENCHES)[number];

/** `--name value` or `--name=value`. */
function option(args: readonly string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = args[i]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
}

function usage(message: string): never {
  console.error(
    `${message}\nUso: npm run bench -- [${BENCHES.join('|')}] [--runs <n>] [--pages <lista>] [--base-url <url>] [--out <arquivo>]`,
  );
  process.exit(2);
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

async function pagesBench(args: readonly string[]): Promise<void> {
  const runs = Number(option(args, 'runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) usage('--runs pede um número inteiro a partir de 1.');
  let pages: SitePageKey[] = [];
  try {
    pages = selectPages(option(args, 'pages')?.split(','));
  } catch (error) {
    usage((error as Error).message);
  }
  const baseUrl = option(args, 'base-url');
  const results = await runStorefrontBench({ runs, pages, ...(baseUrl ? { baseUrl } : {}) });
  const out = path.resolve(
    option(args, 'out') ?? path.join(deployDir, 'bench-results', `${results.date.replace(/[:.]/g, '-')}.json`),
  );
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${storefrontReport(results)}`);
  const shown = path.relative(process.cwd(), out);
  console.log(`Todas as execuções: ${shown.startsWith('..') ? out : shown}`);
}

/** Answers whether the bytes stayed within their budgets (bytes do not move with the machine). */
async function weightBench(): Promise<boolean> {
  const budgets = { homeJsGzipKb: JS_BUDGETS_KB.homeFirstLoad, catalogJsGzipKb: 100 };
  const weights = await runWeightBench('/');
  console.log('\nJavaScript da primeira visita à página inicial:');
  for (const w of weights) {
    console.log(
      `  ${w.app.padEnd(10)} ${String(w.files).padStart(3)} arquivos, ${kb(w.rawBytes)} KB, gzip ${kb(w.gzipBytes)} KB, transferidos ${kb(w.transferredBytes)} KB`,
    );
  }
  const totalGzip = kb(weights.reduce((sum, w) => sum + w.gzipBytes, 0));
  const catalogGzip = kb(weights.find((w) => w.app === 'catalog')?.gzipBytes ?? 0);
  console.log(
    `  total gzip ${totalGzip} KB (orçamento ${budgets.homeJsGzipKb} KB); catálogo gzip ${catalogGzip} KB (orçamento ${budgets.catalogJsGzipKb} KB)`,
  );
  const over = [
    ...(totalGzip > budgets.homeJsGzipKb ? [`JS da página inicial: ${totalGzip} KB > ${budgets.homeJsGzipKb} KB`] : []),
    ...(catalogGzip > budgets.catalogJsGzipKb
      ? [`JS do catálogo: ${catalogGzip} KB > ${budgets.catalogJsGzipKb} KB`]
      : []),
  ];
  if (over.length) console.log(`  Orçamentos estourados:\n    ${over.join('\n    ')}`);
  return over.length === 0;
}

async function loadBench(): Promise<void> {
  console.log(`\nA API sob carga (${LOAD_CONNECTIONS} conexões, processos como no npm start):`);
  const load = await runLoadBench();
  console.log(`  ${formatLoadRun(load.bare)}`);
  for (const run of load.runs) console.log(`  ${formatLoadRun(run, load.bare)}`);
}

function searchBench(): void {
  console.log('\nGET /api/search (API em processo, banco de demonstração):');
  const search = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'api/bench/search-bench.ts')],
    { encoding: 'utf8' },
  );
  process.stdout.write(`${search.stdout.trimEnd().replace(/^/gm, '  ')}\n`);
  if (search.status !== 0) process.stderr.write(search.stderr);
}

async function promoteBench(): Promise<void> {
  const promote = await runPromoteBench();
  console.log('\nEntrega independente (promote de um remote):');
  for (const run of promote.runs) {
    console.log(
      `  ${run.command.padEnd(8)} → ${run.to}: comando ${run.commandMs} ms, primeira carga com a versão nova em ${run.toFirstLoadMs} ms`,
    );
  }
  console.log(
    `  promote → primeira carga de página com a versão nova: ${promote.promoteToFirstLoadMs} ms (mediana; ` +
      `comando ${promote.commandMs} ms, carga de página ${promote.pageLoadMs} ms)`,
  );
}

/** Answers whether the median stayed within the minute and every run passed. */
async function rollbackBench(args: readonly string[]): Promise<boolean> {
  const runs = count(args, 'runs', 1) ?? 3;
  console.log(`\nEncerramento automático de um canary quebrado (${runs} execuções):`);
  const bench = await runRollbackBench(runs);
  const median = Number.isNaN(bench.median) ? 'sem valor' : `${bench.median.toFixed(1)} s`;
  console.log(
    `  mediana: ${median} da primeira página com falha ao encerramento (meta: ${ROLLBACK_GOAL_SECONDS} s)` +
      (bench.failedRuns ? `; ${bench.failedRuns} execução(ões) falharam` : ''),
  );
  return bench.failedRuns === 0 && bench.median <= ROLLBACK_GOAL_SECONDS;
}

/** A whole number of at least `min` given as `--name`, or the default. */
function count(args: readonly string[], name: string, min: number): number | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) usage(`--${name} pede um número inteiro a partir de ${min}.`);
  return n;
}

/** Answers whether every phase ended within the limit above its start. */
async function memoryBench(args: readonly string[]): Promise<boolean> {
  const requests = count(args, 'requests', 0);
  const versions = count(args, 'versions', 0);
  const concurrency = count(args, 'concurrency', 1);
  const bench = await runMemoryBench({
    ...(requests === undefined ? {} : { requests }),
    ...(versions === undefined ? {} : { versions }),
    ...(concurrency === undefined ? {} : { concurrency }),
  });
  console.log(`\n${memoryReport(bench)}`);
  return overLimit(bench).length === 0;
}

const args = process.argv.slice(2);
const named = args[0] && !args[0].startsWith('--') ? args[0] : 'pages';
if (!(BENCHES as readonly string[]).includes(named)) usage(`Medida desconhecida: ${named}.`);
const bench = named as Bench;
const rest = args[0] === named ? args.slice(1) : args;

let ok = true;
if (bench === 'pages' || bench === 'all') await pagesBench(rest);
if (bench === 'weight' || bench === 'all') ok = (await weightBench()) && ok;
if (bench === 'load' || bench === 'all') await loadBench();
if (bench === 'search' || bench === 'all') searchBench();
if (bench === 'promote' || bench === 'all') await promoteBench();
if (bench === 'rollback' || bench === 'all') ok = (await rollbackBench(rest)) && ok;
if (bench === 'memory' || bench === 'all') ok = (await memoryBench(rest)) && ok;
process.exit(ok ? 0 : 1);
