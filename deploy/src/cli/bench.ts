/**
 * `npm run bench`: the project's measurements, one after the other, each printing its figures.
 */
import { runPromoteBench } from './bench-promote.js';

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
