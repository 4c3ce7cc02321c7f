/**
 * `npm run bench`: the project's measurements, each with its budget. Prints the figures and exits
 * non-zero when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import { runPromoteBench } from './bench-promote.js';
import { runWeightBench } from './bench-weight.js';

/** Budgets: what a change may not make worse without saying so here. */
const BUDGETS = {
  /** gzip KB of all JavaScript a first visit to the home page downloads. */
  homeJsGzipKb: 320,
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
