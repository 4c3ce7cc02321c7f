/** What a soak found, as its JSON file keeps it, and the tables it prints. */
import { markdownTable } from '../bench/figures.js';
import type { Failure, OrderCheck, RssSample, SoakProcess } from './figures.js';
import type { ReleaseEvent } from './releases.js';
import type { ShopperTally } from './shoppers.js';

export interface SoakResults {
  date: string;
  machine: { cores: number; loadavgStart: number[]; loadavgEnd: number[]; node: string };
  settings: { minutes: number; shoppers: number; warmupMinutes: number; slopeLimitMbPerMinute: number };
  durationMs: number;
  tally: Omit<ShopperTally, 'confirmedOrders'> & { confirmedOrders: number };
  latencies: Array<{ process: SoakProcess; route: string; count: number; p50Ms: number; p99Ms: number }>;
  nonSuccess: Array<{ process: SoakProcess; status: number; route: string; count: number }>;
  /** The first 5xx and unanswered requests, one by one. */
  failures: Array<Omit<Failure, 'at'> & { atMs: number }>;
  memory: Record<SoakProcess, RssSample[]>;
  slopes: Record<SoakProcess, number | null>;
  orders: OrderCheck;
  releases: ReleaseEvent[];
  verdict: { ok: boolean; reasons: string[] };
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
const load = (averages: readonly number[]): string => averages.map((l) => l.toFixed(2)).join(' ');
const minutesOf = (ms: number): string => (ms / 60_000).toFixed(1);

const table = markdownTable;

/** One memory reading per minute (the last of each), the first reading and the last. */
export function memoryByMinute(samples: readonly RssSample[]): RssSample[] {
  const byMinute = new Map<number, RssSample>();
  for (const sample of samples) byMinute.set(Math.floor(sample.atMs / 60_000), sample);
  const picked = [...byMinute.values()];
  const first = samples[0];
  if (first && picked[0] !== first) picked.unshift(first);
  return picked;
}

export function soakReport(results: SoakResults): string {
  const parts: string[] = [];
  parts.push(
    `## Soak de ${minutesOf(results.durationMs)} min (${results.settings.shoppers} clientes simulados, ` +
      `${results.machine.cores} núcleos, carga no início ${load(results.machine.loadavgStart)} e no fim ${load(results.machine.loadavgEnd)})`,
  );
  const t = results.tally;
  parts.push(
    `${t.pages} páginas, ${t.beacons} beacons, ${t.misdeeds} abusos, ${t.floods} enxurrada(s); ` +
      `pedidos: ${results.orders.confirmed} confirmados, ${results.orders.stored} gravados, ` +
      `${results.orders.lost.length} perdidos, ${results.orders.extra} a mais, ${t.refusedOrders} recusados, ` +
      `${t.unansweredOrders} sem resposta`,
  );
  for (const process of ['site', 'api'] as const) {
    const rows = results.latencies
      .filter((row) => row.process === process)
      .map((row) => [row.route, String(row.count), String(row.p50Ms), String(row.p99Ms)]);
    parts.push(`### ${process}: latência por rota (ms)\n\n${table(['rota', 'n', 'p50', 'p99'], rows)}`);
  }
  parts.push(
    `### Respostas fora de 2xx\n\n${
      results.nonSuccess.length
        ? table(
            ['processo', 'status', 'rota', 'n'],
            results.nonSuccess.map((row) => [
              row.process,
              row.status === 0 ? 'sem resposta' : String(row.status),
              row.route,
              String(row.count),
            ]),
          )
        : 'nenhuma'
    }`,
  );
  if (results.failures.length) {
    const shown = results.failures.slice(0, 20);
    parts.push(
      `### Primeiras falhas (5xx e sem resposta)\n\n${table(
        ['min', 'processo', 'status', 'endereço', 'ms'],
        shown.map((f) => [
          minutesOf(f.atMs),
          f.process,
          f.status === 0 ? 'sem resposta' : String(f.status),
          f.path,
          String(f.ms),
        ]),
      )}`,
    );
  }
  const memoryRows = (['api', 'site'] as const).map((process) => {
    const slope = results.slopes[process];
    const readings = memoryByMinute(results.memory[process])
      .map((s) => `${minutesOf(s.atMs)}: ${mb(s.bytes)}`)
      .join(', ');
    return [process, slope === null ? '—' : slope.toFixed(2), readings];
  });
  parts.push(
    `### Memória residente (MB; inclinação por mínimos quadrados depois de ${results.settings.warmupMinutes} min)\n\n` +
      table(['processo', 'MB/min', 'minuto: RSS'], memoryRows),
  );
  if (results.releases.length) {
    parts.push(
      `### Entregas\n\n${table(
        ['min', 'ação', 'versão', 'ok', 'detalhe'],
        [...results.releases]
          .sort((a, b) => a.atMs - b.atMs)
          .map((r) => [minutesOf(r.atMs), `${r.action} ${r.app}`, r.version ?? '—', r.ok ? 'sim' : 'não', r.detail]),
      )}`,
    );
  }
  parts.push(
    results.verdict.ok
      ? '**Aprovado**: nenhum 5xx, nenhum pedido perdido, memória dentro do limite.'
      : `**Reprovado**:\n${results.verdict.reasons.map((r) => `- ${r}`).join('\n')}`,
  );
  return `${parts.join('\n\n')}\n`;
}
