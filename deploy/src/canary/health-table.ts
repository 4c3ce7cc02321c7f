/**
 * The health report as operators read it, in Portuguese: the cells of its table (shared by
 * `mfe status --health` and the operator page) and the command line's text.
 */
import { clsText, msText, percentText, type AppHealth, type CanaryAction, type HealthReport } from './health.js';

export const HEALTH_COLUMNS = [
  'App',
  'Versão',
  'Papel',
  'Parcela',
  'Visualizações',
  'Falhas',
  'Taxa de falhas',
  'p75 LCP',
  'p75 INP',
  'p75 CLS',
] as const;

export const DECISION_LABELS: Record<CanaryAction, string> = {
  abort: 'encerrar',
  promote: 'promover',
  wait: 'aguardar',
};

/** One line of the table per version of each app (a line saying so for an app with nothing live). */
export function healthCells(app: AppHealth): string[][] {
  if (app.versions.length === 0) return [[app.app, 'nada no ar', '', '', '', '', '', '', '', '']];
  return app.versions.map((v, index) => [
    index === 0 ? app.app : '',
    v.version,
    v.role === 'live' ? 'no ar' : 'canary',
    `${v.share} %`,
    String(v.pageViews),
    String(v.failures),
    percentText(v.failureRate),
    msText(v.p75.LCP),
    msText(v.p75.INP),
    clsText(v.p75.CLS),
  ]);
}

/** The window's heading: how many minutes, from when. */
export const windowText = (report: HealthReport): string =>
  `últimos ${report.window.minutes} min (desde ${report.window.from})`;

/** The command line's table: columns aligned, each running canary's decision below its app. */
export function healthTable(report: HealthReport): string {
  const rows: Array<string[] | string> = [];
  for (const app of report.apps) {
    rows.push(...healthCells(app));
    if (app.decision) {
      rows.push(`${''.padEnd(2)}decisão: ${DECISION_LABELS[app.decision.action]} — ${app.decision.reason}`);
    }
  }
  const table = rows.filter((row): row is string[] => Array.isArray(row));
  const widths = HEALTH_COLUMNS.map((title, column) =>
    Math.max(title.length, ...table.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        // Names to the left, figures to the right.
        return column < 3 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [
    `Saúde dos apps nos ${windowText(report)}:`,
    '',
    line(HEALTH_COLUMNS),
    ...rows.map((row) => (Array.isArray(row) ? line(row) : row)),
  ].join('\n');
}
