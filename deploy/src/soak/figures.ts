/**
 * The soak test's arithmetic, apart from anything that runs: which route pattern a path belongs
 * to, percentiles, the slope of memory over time, the figures gathered per process and route, and
 * the verdict that decides the exit code.
 */

/** The two processes a soak runs and measures. */
export type SoakProcess = 'api' | 'site';

/** A route pattern (`/produto/:sellerSlug/:slug`, `/api/media/products/:id/:position.svg`, `/remotes/*`) ready to match. */
export interface RoutePattern {
  pattern: string;
  regex: RegExp;
  /** Characters the pattern fixes: the more, the more specific (a literal segment beats a parameter). */
  literal: number;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles patterns written as the routers write them: `:name` is one segment (or part of one), `*` the rest. */
export function compilePatterns(patterns: readonly string[]): RoutePattern[] {
  return patterns.map((pattern) => {
    let source = '';
    let literal = 0;
    // A parameter's name is word characters: `:position.svg` is a parameter, then `.svg`.
    for (const part of pattern.split(/(:[A-Za-z_]\w*|\*)/)) {
      if (part === '*') source += '.*';
      else if (part.startsWith(':')) source += '[^/]+?';
      else {
        source += escapeRegex(part);
        literal += part.length;
      }
    }
    return { pattern, regex: new RegExp(`^${source}/?$`), literal };
  });
}

/**
 * The pattern a path (without its query) belongs to: the most specific that matches, as a router
 * picks a literal segment over a parameter; `fallback` when none does.
 */
export function routeOf(pathname: string, patterns: readonly RoutePattern[], fallback = '(outra)'): string {
  let best: RoutePattern | undefined;
  for (const candidate of patterns) {
    if (!candidate.regex.test(pathname)) continue;
    if (!best || candidate.literal > best.literal) best = candidate;
  }
  return best?.pattern ?? fallback;
}

/** The process that answers a path of the site: the API behind `/api` and `/sanctum`, the site server for the rest. */
export function processOf(pathname: string): SoakProcess {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/sanctum/') ? 'api' : 'site';
}

/** The p-th percentile (0 < p ≤ 100) by nearest rank: a value that was measured, never an interpolation. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

/** One reading of a process's resident memory. */
export interface RssSample {
  /** Milliseconds since the soak started. */
  atMs: number;
  bytes: number;
}

/**
 * The least-squares slope of resident memory in MB (2^20 bytes) per minute over the samples taken
 * at or after `fromMs`; null with fewer than two samples there, or all at one instant.
 */
export function rssSlopeMbPerMinute(samples: readonly RssSample[], fromMs: number): number | null {
  const points = samples.filter((s) => s.atMs >= fromMs).map((s) => ({ x: s.atMs / 60_000, y: s.bytes / 2 ** 20 }));
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? null : covariance / variance;
}

/** Status 0: no answer (the connection failed or the request timed out). */
export const NO_ANSWER = 0;

/** What the shoppers measured, per process and route: each answer's time and status. */
/** Failures kept one by one (5xx and unanswered), with when and where: the first ones of a run. */
export const MAX_FAILURES_KEPT = 200;

export interface Failure {
  /** When it ended, in epoch milliseconds. */
  at: number;
  process: SoakProcess;
  status: number;
  /** The path and query asked for. */
  path: string;
  ms: number;
}

export class RouteFigures {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, number>();
  /** Each 5xx and unanswered request, up to `MAX_FAILURES_KEPT`, to find when and where they happened. */
  readonly failures: Failure[] = [];

  private static key(process: SoakProcess, route: string): string {
    return `${process} ${route}`;
  }

  record(process: SoakProcess, route: string, status: number, ms: number, path = route): void {
    if ((status >= 500 || status === NO_ANSWER) && this.failures.length < MAX_FAILURES_KEPT) {
      this.failures.push({ at: Date.now(), process, status, path, ms: Math.round(ms) });
    }
    const key = RouteFigures.key(process, route);
    let list = this.times.get(key);
    if (!list) this.times.set(key, (list = []));
    list.push(ms);
    if (status < 200 || status > 299) {
      const statusKey = `${key} ${status}`;
      this.statuses.set(statusKey, (this.statuses.get(statusKey) ?? 0) + 1);
    }
  }

  /** Per process and route: how many answers, their p50 and p99 in ms. */
  latencies(): Array<{ process: SoakProcess; route: string; count: number; p50Ms: number; p99Ms: number }> {
    return [...this.times]
      .map(([key, list]) => {
        const [process, ...route] = key.split(' ');
        return {
          process: process as SoakProcess,
          route: route.join(' '),
          count: list.length,
          p50Ms: Math.round(percentile(list, 50) ?? 0),
          p99Ms: Math.round(percentile(list, 99) ?? 0),
        };
      })
      .sort((a, b) => a.process.localeCompare(b.process) || b.count - a.count || a.route.localeCompare(b.route));
  }

  /** Every answer outside 2xx, by process, status and route, with how many there were. */
  nonSuccess(): Array<{ process: SoakProcess; status: number; route: string; count: number }> {
    return [...this.statuses]
      .map(([key, count]) => {
        const parts = key.split(' ');
        const status = Number(parts.pop());
        const [process, ...route] = parts;
        return { process: process as SoakProcess, status, route: route.join(' '), count };
      })
      .sort((a, b) => a.process.localeCompare(b.process) || a.status - b.status || b.count - a.count);
  }
}

/** What the orders placed during the soak became in the API's database. */
export interface OrderTally {
  /** Orders the API confirmed (200 with an id). */
  confirmed: number[];
  /** Attempts that got no answer at all: they may or may not have made an order. */
  unanswered: number;
  /** The ids of the orders the database holds that were made during the soak. */
  stored: number[];
}

export interface OrderCheck {
  confirmed: number;
  stored: number;
  /** Confirmed, and not in the database. */
  lost: number[];
  /** In the database more than the confirmations and unanswered attempts explain. */
  extra: number;
}

export function checkOrders(tally: OrderTally): OrderCheck {
  const stored = new Set(tally.stored);
  const lost = tally.confirmed.filter((id) => !stored.has(id));
  // An id confirmed twice would be two purchases answered with one order.
  const confirmedTwice = tally.confirmed.length - new Set(tally.confirmed).size;
  const unexplained = Math.max(0, tally.stored.length - new Set(tally.confirmed).size - tally.unanswered);
  return { confirmed: tally.confirmed.length, stored: tally.stored.length, lost, extra: unexplained + confirmedTwice };
}

export interface VerdictInput {
  nonSuccess: ReadonlyArray<{ process: SoakProcess; status: number; route: string; count: number }>;
  orders: OrderCheck;
  /** MB/min after the warm-up per process; null when not enough samples were taken then. */
  slopes: Record<SoakProcess, number | null>;
  slopeLimitMbPerMinute: number;
}

/** Whether the soak passed, and each reason it did not, in the operator's language. */
export function verdict(input: VerdictInput): { ok: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const count = (pick: (status: number) => boolean): number =>
    input.nonSuccess.filter((row) => pick(row.status)).reduce((sum, row) => sum + row.count, 0);
  const serverErrors = count((status) => status >= 500);
  if (serverErrors > 0) reasons.push(`${serverErrors} resposta(s) 5xx`);
  const unanswered = count((status) => status === NO_ANSWER);
  if (unanswered > 0) reasons.push(`${unanswered} requisição(ões) sem resposta`);
  if (input.orders.lost.length > 0) {
    reasons.push(
      `${input.orders.lost.length} pedido(s) confirmado(s) e não gravado(s): ${input.orders.lost.join(', ')}`,
    );
  }
  if (input.orders.extra > 0) reasons.push(`${input.orders.extra} pedido(s) gravado(s) a mais que os confirmados`);
  for (const process of ['api', 'site'] as const) {
    const slope = input.slopes[process];
    if (slope === null) reasons.push(`${process}: amostras de memória insuficientes depois do aquecimento`);
    else if (slope > input.slopeLimitMbPerMinute) {
      reasons.push(
        `${process}: memória cresce ${slope.toFixed(2)} MB/min depois do aquecimento (limite ${input.slopeLimitMbPerMinute} MB/min)`,
      );
    }
  }
  return { ok: reasons.length === 0, reasons };
}
