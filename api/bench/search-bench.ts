/**
 * Search benchmark: the real app in-process on a temporary copy of a freshly
 * seeded database, listening on 127.0.0.1, asked a fixed, mixed set of
 * realistic GET /api/search queries — first one at a time (latency), then
 * four at a time (throughput).
 *
 *   npx tsx api/bench/search-bench.ts
 */
import { copyFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { Random } from '../src/lib/random';
import { removeDbFiles, tempDbFile } from '../src/testing/test-server';

export interface SearchBenchResult {
  /** Latency percentiles of the one-at-a-time run, in milliseconds. */
  median: number;
  p95: number;
  p99: number;
  /** Requests per second with four requests in flight. */
  rps: number;
  /** Requests measured in all (both runs, warm-up excluded). */
  requests: number;
}

const QUERIES_PER_RUN = 500;
const CONCURRENCY = 4;
const WARM_UP = 30;

const SEARCH_WORDS = [
  'cafe',
  'café especial',
  'smartphone samsung',
  'smartphone 128gb',
  'notebook',
  'notebook i5 16gb',
  'tenis',
  'camiseta',
  'panela',
  'jogo de panelas',
  'geladeira frost free',
  'livro',
  'racao gatos',
  'fone bluetooth',
  'cadeira',
  'whey',
  'pneu',
  'perfume',
  'bicicleta aro 29',
  'smart tv 4k',
  'air fryer',
  'vestido',
  'lego',
  'caneca termica',
];

interface Catalogue {
  departments: number[];
  subcategories: number[];
  sellers: number[];
  manufacturers: number[];
  types: number[];
}

/** A fixed list of queries shaped like the ones the search and category pages send. */
export function benchQueries(catalogue: Catalogue, count: number, seed = 7): string[] {
  const rng = new Random(seed);
  const queries: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams();
    const kind = rng.weighted([20, 35, 20, 10, 10, 5]);
    if (kind === 1 || kind === 4) params.set('search', rng.pick(SEARCH_WORDS));
    if (kind === 2)
      params.set('category_id', String(rng.pick(rng.chance(0.4) ? catalogue.departments : catalogue.subcategories)));
    if (kind === 3) params.set('seller_id', String(rng.pick(catalogue.sellers)));
    if (kind === 5) params.set('type', 'affiliated-market');
    if (kind >= 2 && rng.chance(0.4)) {
      for (const id of rng.sample(catalogue.manufacturers, rng.int(1, 3)))
        params.append('product_manufacturer_ids[]', String(id));
    }
    if (rng.chance(0.2)) params.append('product_type_ids[]', String(rng.pick(catalogue.types)));
    if (rng.chance(0.15)) params.append('product_situations[]', String(rng.int(1, 3)));
    if (rng.chance(0.2)) {
      const min = rng.pick([0, 50, 100, 500]);
      params.set('min_price', String(min));
      params.set('max_price', String(min + rng.pick([150, 1000, 5000])));
    }
    if (rng.chance(0.5)) params.set('order', String(rng.int(1, 4)));
    if (rng.chance(0.3)) params.set('items_per_page', String(rng.pick([12, 24, 60, 90])));
    if (rng.chance(0.35)) params.set('page', String(rng.int(2, 6)));
    const query = params.toString();
    queries.push(`/api/search${query === '' ? '' : `?${query}`}`);
  }
  return queries;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const round = (value: number): number => Math.round(value * 100) / 100;

async function timedGet(baseUrl: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

export async function runSearchBench(options: { log?: boolean } = {}): Promise<SearchBenchResult> {
  const log = options.log ?? false;
  const seeded = tempDbFile();
  const copy = tempDbFile();
  try {
    // A freshly seeded database, then a copy of it for the measured app.
    const seeder = await buildApp({ dbFile: seeded });
    await seeder.close();
    await copyFile(seeded, copy);

    const app = await buildApp({ dbFile: copy });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const ids = (sql: string): number[] => (app.db.prepare(sql).all() as { id: number }[]).map((row) => row.id);
      const catalogue: Catalogue = {
        departments: ids('SELECT id FROM categories WHERE parent_id IS NULL'),
        subcategories: ids('SELECT id FROM categories WHERE parent_id IS NOT NULL'),
        sellers: ids('SELECT id FROM sellers'),
        manufacturers: ids('SELECT id FROM product_manufacturers'),
        types: ids('SELECT id FROM product_types'),
      };
      const queries = benchQueries(catalogue, QUERIES_PER_RUN);

      for (const path of queries.slice(0, WARM_UP)) await timedGet(baseUrl, path);

      const latencies: number[] = [];
      for (const path of queries) latencies.push(await timedGet(baseUrl, path));
      latencies.sort((a, b) => a - b);

      let next = 0;
      const concurrentLatencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < queries.length) {
            const path = queries[next] as string;
            next += 1;
            concurrentLatencies.push(await timedGet(baseUrl, path));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      concurrentLatencies.sort((a, b) => a - b);

      const result: SearchBenchResult = {
        median: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        rps: round(queries.length / seconds),
        requests: latencies.length + concurrentLatencies.length,
      };
      if (log) {
        const sequentialSeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
        console.log(`GET /api/search — ${queries.length} consultas variadas, banco recém-populado (cópia temporária)`);
        console.log(
          `  1 por vez:   mediana ${result.median} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ` +
            `${round(queries.length / sequentialSeconds)} req/s`,
        );
        console.log(
          `  ${CONCURRENCY} por vez:   mediana ${round(percentile(concurrentLatencies, 50))} ms, ` +
            `p95 ${round(percentile(concurrentLatencies, 95))} ms, p99 ${round(percentile(concurrentLatencies, 99))} ms, ` +
            `${result.rps} req/s`,
        );
      }
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await Promise.all([removeDbFiles(seeded), removeDbFiles(copy)]);
  }
}

if (require.main === module) {
  runSearchBench({ log: true }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
