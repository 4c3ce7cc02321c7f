/**
 * The storefront bench's results as Markdown: each page's median beside the floor's, with the
 * ratio, for Lighthouse's figures and for the real Chromium's two times.
 */
import { besideFloor, formatFigure, markdownTable, type Unit } from './figures.js';
import { isFailed, pageMedians, type PageMedians, type StorefrontResults } from './storefront-pages.js';

interface Row {
  label: string;
  key: keyof PageMedians;
  unit: Unit;
}

const LIGHTHOUSE_ROWS: Row[] = [
  { label: 'desempenho', key: 'performance', unit: 'score' },
  { label: 'acessibilidade', key: 'accessibility', unit: 'score' },
  { label: 'boas práticas', key: 'bestPractices', unit: 'score' },
  { label: 'FCP', key: 'fcpMs', unit: 'ms' },
  { label: 'LCP', key: 'lcpMs', unit: 'ms' },
  { label: 'TBT', key: 'tbtMs', unit: 'ms' },
  { label: 'CLS', key: 'cls', unit: 'cls' },
  { label: 'TTI', key: 'ttiMs', unit: 'ms' },
  { label: 'JS gzip', key: 'jsGzipKb', unit: 'kb' },
  { label: 'requisições', key: 'requests', unit: 'count' },
  { label: 'idas e voltas até o remote', key: 'roundTrips', unit: 'count' },
];

const PHONE_ROWS: Row[] = [
  { label: 'conteúdo real na tela', key: 'contentMs', unit: 'ms' },
  { label: 'thread principal quieta', key: 'quietMs', unit: 'ms' },
];

const loads = (values: readonly number[]): string => values.map((v) => v.toFixed(2)).join(' / ');

export function storefrontReport(results: StorefrontResults): string {
  const [floor, ...pages] = results.pages;
  if (!floor) throw new Error('no floor in the results');
  const medians = results.pages.map(pageMedians);
  const floorMedians = medians[0]!;
  const header = (title: string) => [title, 'piso', ...pages.map((p) => p.label)];
  const table = (title: string, rows: Row[]) =>
    markdownTable(
      header(title),
      rows.map((row) => [
        row.label,
        formatFigure(floorMedians[row.key], row.unit),
        ...medians.slice(1).map((m) => besideFloor(m[row.key], floorMedians[row.key], row.unit)),
      ]),
    );

  const { machine, phone } = results;
  const kbps = (bytesPerSecond: number) => String(Math.round(((bytesPerSecond * 8) / 1024) * 10) / 10);
  const failures = results.pages.flatMap((page) => [
    ...page.lighthouse.flatMap((run, i) =>
      isFailed(run) ? [`${page.label}, Lighthouse, rodada ${i + 1}: ${run.error}`] : [],
    ),
    ...page.phone.flatMap((run, i) => {
      if (isFailed(run)) return [`${page.label}, Chromium, rodada ${i + 1}: ${run.error}`];
      if (run.contentMs === null) return [`${page.label}, Chromium, rodada ${i + 1}: o conteúdo real não apareceu`];
      return [];
    }),
  ]);
  const capped = results.pages.flatMap((page) =>
    page.phone.flatMap((run, i) => (!isFailed(run) && run.quietCapped ? [`${page.label} (rodada ${i + 1})`] : [])),
  );

  return [
    `## Vitrine num celular, ao lado do piso: ${results.runs} ${results.runs === 1 ? 'execução' : 'execuções intercaladas'}, medianas`,
    '',
    `Máquina: ${machine.cores} núcleos (${machine.cpu}), ${machine.memoryGiB} GiB; carga ${loads(machine.loadavgStart)} no início, ` +
      `${loads(machine.loadavgEnd)} no fim. Commit ${results.commit.slice(0, 10)}${results.dirty ? ' (com alterações)' : ''}; ` +
      `Chromium ${results.chromium}; Lighthouse ${results.lighthouse}; Node ${machine.node}.`,
    `Piso: React ${results.react} desenhado no cliente, ${results.floor.products} produtos, ` +
      `${formatFigure(results.floor.jsGzipBytes / 1024, 'kb')} de JS gzip. Entre parênteses: página ÷ piso, da mesma execução.`,
    '',
    `### Lighthouse ${results.lighthouse}, celular (padrão: simulado, 4G lento, CPU 4×)`,
    '',
    table('Lighthouse', LIGHTHOUSE_ROWS),
    '',
    `### Chromium de verdade, limitado como o celular do Lighthouse (CPU ${phone.cpuSlowdown}×, ${phone.latencyMs} ms, ` +
      `${kbps(phone.downloadBytesPerSecond)} Kbps ↓, ${kbps(phone.uploadBytesPerSecond)} Kbps ↑, sem cache)`,
    '',
    table('Chromium', PHONE_ROWS),
    '',
    `Conteúdo real: um link de produto visível na tela (no produto, o \`<h1>\` com o nome e 'Adicionar ao carrinho' ` +
      `habilitado), fora de camadas que o cobrem. Quieta: fim da última tarefa longa, observada até ${phone.quietMs / 1000} s ` +
      `sem nenhuma (no máximo ${phone.quietCapMs / 1000} s).`,
    ...(capped.length
      ? [`Ainda com tarefas longas no limite de ${phone.quietCapMs / 1000} s: ${capped.join(', ')}.`]
      : []),
    ...(failures.length ? ['', 'Execuções sem figura (fora das medianas):', ...failures.map((f) => `- ${f}`)] : []),
    '',
  ].join('\n');
}
