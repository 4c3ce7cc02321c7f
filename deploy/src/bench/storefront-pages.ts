/**
 * The storefront bench's pages (which, by what name) and what a run found: every run of every
 * page, as the JSON file keeps it, and the medians the table shows.
 */
import { median } from './figures.js';
import type { FailedRun, LighthouseRun } from './lighthouse-run.js';
import type { PhoneRun } from './phone-timings.js';

/** The site's pages the bench knows, by key. */
export const SITE_PAGES = ['inicio', 'busca', 'produto', 'carrinho'] as const;
export type SitePageKey = (typeof SITE_PAGES)[number];

export const DEFAULT_PAGES: readonly SitePageKey[] = ['inicio', 'busca', 'produto'];

export const LABELS: Record<SitePageKey | 'piso', string> = {
  piso: 'piso',
  inicio: 'início',
  busca: 'busca',
  produto: 'produto',
  carrinho: 'carrinho (cliente)',
};
export const SEARCH_PATH = `/busca?search=${encodeURIComponent('café')}`;

/**
 * The pages a `--pages` list names, in the bench's order: keys, labels or paths
 * (`inicio`, `início`, `/`, `busca`, `/busca?search=café`, `produto`, `carrinho`).
 */
export function selectPages(names: readonly string[] | undefined): SitePageKey[] {
  if (!names?.length) return [...DEFAULT_PAGES];
  const wanted = new Set<SitePageKey>();
  for (const raw of names) {
    const name = raw.trim();
    if (name === 'piso' || name === '') continue; // the floor is always measured: it is the reference
    const key = SITE_PAGES.find(
      (k) =>
        k === name ||
        LABELS[k] === name ||
        (k === 'inicio' && name === '/') ||
        (k === 'busca' && (name.startsWith('/busca') || name === decodeURIComponent(SEARCH_PATH))) ||
        (k === 'produto' && name.startsWith('/produto')) ||
        (k === 'carrinho' && name === '/carrinho'),
    );
    if (!key) throw new Error(`página desconhecida: ${name} (use ${SITE_PAGES.join(', ')})`);
    wanted.add(key);
  }
  return SITE_PAGES.filter((k) => wanted.has(k));
}

export interface PageResults {
  key: SitePageKey | 'piso';
  label: string;
  url: string;
  /** One entry per round, in the order they ran. */
  lighthouse: Array<LighthouseRun | FailedRun>;
  phone: Array<PhoneRun | FailedRun>;
}

export interface StorefrontResults {
  date: string;
  commit: string;
  /** True when the work tree had changes the commit does not hold. */
  dirty: boolean;
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    /** `os.loadavg()` (1, 5 and 15 minutes) before the first run and after the last. */
    loadavgStart: number[];
    loadavgEnd: number[];
    node: string;
  };
  chromium: string;
  lighthouse: string;
  react: string;
  runs: number;
  /** The site measured: the one the bench started, or `--base-url`. */
  baseUrl: string;
  siteStartedByBench: boolean;
  phone: {
    cpuSlowdown: number;
    latencyMs: number;
    downloadBytesPerSecond: number;
    uploadBytesPerSecond: number;
    quietMs: number;
    quietCapMs: number;
  };
  floor: { jsGzipBytes: number; scripts: string[]; products: number };
  /** The floor first, then the site's pages. */
  pages: PageResults[];
}

export const isFailed = (run: object): run is FailedRun => 'error' in run;

/** The medians of a page's runs that gave figures. */
export function pageMedians(page: PageResults) {
  const lighthouse = page.lighthouse.filter((r): r is LighthouseRun => !isFailed(r));
  const phone = page.phone.filter((r): r is PhoneRun => !isFailed(r));
  const of = <T>(runs: T[], pick: (run: T) => number | null): number =>
    median(runs.map(pick).filter((v): v is number => v !== null));
  return {
    performance: of(lighthouse, (r) => r.performance),
    accessibility: of(lighthouse, (r) => r.accessibility),
    bestPractices: of(lighthouse, (r) => r.bestPractices),
    fcpMs: of(lighthouse, (r) => r.fcpMs),
    lcpMs: of(lighthouse, (r) => r.lcpMs),
    tbtMs: of(lighthouse, (r) => r.tbtMs),
    cls: of(lighthouse, (r) => r.cls),
    ttiMs: of(lighthouse, (r) => r.ttiMs),
    jsGzipKb: of(lighthouse, (r) => r.jsGzipBytes / 1024),
    requests: of(lighthouse, (r) => r.requests),
    roundTrips: of(lighthouse, (r) => r.roundTrips),
    contentMs: of(phone, (r) => r.contentMs),
    quietMs: of(phone, (r) => r.quietMs),
  };
}
export type PageMedians = ReturnType<typeof pageMedians>;
