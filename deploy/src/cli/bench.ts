/**
 * `npm run bench`: the project's measurements, each with its budget. Prints the figures and exits
 * non-zero when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import { JS_BUDGETS_KB } from '../bench/script-weight.js';
import { median, runPagesBench, type PageRun } from './bench-pages.js';
import { runPromoteBench } from './bench-promote.js';
import { runWeightBench } from './bench-weight.js';
import { formatLoadRun, LOAD_CONNECTIONS, runLoadBench } from './bench-load.js';

/** `--runs=N` (default 3) and `--pages=/,/busca…` (labels or paths) narrow the Lighthouse part. */
const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Budgets: what a change may not make worse without saying so here. */
const BUDGETS = {
  /** gzip KB of all JavaScript a first visit to the home page downloads. */
  homeJsGzipKb: JS_BUDGETS_KB.homeFirstLoad,
  /** gzip KB of the catalog remote's own JavaScript on the home page. */
  catalogJsGzipKb: 100,
  /** Median ms of GET /api/search on the seeded data, one request at a time. */
  searchMedianMs: 20,
  /** ms from a promote command to the first page load that gets the new version. */
  promoteToFirstLoadMs: 5000,
};

const over: string[] = [];
const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

console.log('GET /api/search (API em processo, banco de demonstração):');
const search = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'api/bench/search-bench.ts')],
  { encoding: 'utf8' },
);
process.stdout.write(`${search.stdout.trimEnd().replace(/^/gm, '  ')}\n`);
const searchMedian = Number(/mediana ([\d.]+) ms/.exec(search.stdout)?.[1] ?? NaN);
if (!(searchMedian <= BUDGETS.searchMedianMs))
  over.push(`busca: mediana ${searchMedian} ms > ${BUDGETS.searchMedianMs} ms`);

console.log(`\nA API sob carga (${LOAD_CONNECTIONS} conexões, processos como no npm start):`);
const load = await runLoadBench();
console.log(`  ${formatLoadRun(load.bare)}`);
for (const run of load.runs) console.log(`  ${formatLoadRun(run, load.bare)}`);

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
  `  total gzip ${totalGzip} KB (orçamento ${BUDGETS.homeJsGzipKb} KB); catálogo gzip ${catalogGzip} KB (orçamento ${BUDGETS.catalogJsGzipKb} KB)`,
);
if (totalGzip > BUDGETS.homeJsGzipKb) over.push(`JS da página inicial: ${totalGzip} KB > ${BUDGETS.homeJsGzipKb} KB`);
if (catalogGzip > BUDGETS.catalogJsGzipKb)
  over.push(`JS do catálogo: ${catalogGzip} KB > ${BUDGETS.catalogJsGzipKb} KB`);

// The shopper pages on a phone: Lighthouse (mobile, simulated throttling), medians of the runs.
const TARGETS = {
  performance: 90,
  cartPerformance: 85,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
  lcpMs: 2500,
  roundTrips: 2,
};
const runs = Number(arg('runs') ?? 3);
const pages = await runPagesBench({ runs, only: arg('pages')?.split(',') });
const range = (values: number[], digits = 0): string => {
  const f = (v: number) => v.toFixed(digits);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? f(median(values)) : `${f(median(values))} (${f(min)}–${f(max)})`;
};
const pick = (page: { runs: PageRun[] }, key: keyof PageRun): number[] =>
  page.runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
console.log(`\nPáginas de compra num celular (Lighthouse, ${runs} execuções, medianas e faixa):`);
const header = [
  'página',
  'JS gzip KB',
  'requisições',
  'idas e voltas',
  'desempenho',
  'acessib.',
  'boas práticas',
  'LCP s',
  'CLS',
  'TBT ms',
];
const rows = pages.map((page) => [
  page.label,
  range(
    pick(page, 'jsGzipBytes').map((b) => b / 1024),
    1,
  ),
  range(pick(page, 'requests')),
  range(pick(page, 'roundTrips')),
  range(pick(page, 'performance')),
  range(pick(page, 'accessibility')),
  range(pick(page, 'bestPractices')),
  range(
    pick(page, 'lcpMs').map((ms) => ms / 1000),
    2,
  ),
  range(pick(page, 'cls'), 3),
  range(pick(page, 'tbtMs')),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
for (const page of pages) {
  const cart = page.path === '/carrinho';
  const m = (key: keyof PageRun) => median(pick(page, key));
  const perfTarget = cart ? TARGETS.cartPerformance : TARGETS.performance;
  if (m('performance') < perfTarget) over.push(`${page.label}: desempenho ${m('performance')} < ${perfTarget}`);
  if (m('accessibility') < TARGETS.accessibility)
    over.push(`${page.label}: acessibilidade ${m('accessibility')} < 100`);
  if (m('bestPractices') < TARGETS.bestPractices) over.push(`${page.label}: boas práticas ${m('bestPractices')} < 100`);
  if (!cart && m('cls') > TARGETS.cls) over.push(`${page.label}: CLS ${m('cls').toFixed(3)} > ${TARGETS.cls}`);
  if (!cart && m('lcpMs') > TARGETS.lcpMs) over.push(`${page.label}: LCP ${(m('lcpMs') / 1000).toFixed(2)} s > 2,5 s`);
  if (pick(page, 'roundTrips').length && m('roundTrips') > TARGETS.roundTrips)
    over.push(
      `${page.label}: primeiro arquivo do remote após ${m('roundTrips')} idas e voltas > ${TARGETS.roundTrips}`,
    );
}

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
if (promote.promoteToFirstLoadMs > BUDGETS.promoteToFirstLoadMs) {
  over.push(`promote: ${promote.promoteToFirstLoadMs} ms > ${BUDGETS.promoteToFirstLoadMs} ms`);
}

if (over.length) {
  console.log(`\nOrçamentos estourados:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('\nTodos os orçamentos respeitados.');
