import type { FailedRun, LighthouseRun } from '../lighthouse-run.js';
import type { PhoneRun } from '../phone-timings.js';
import { pageMedians, selectPages, type StorefrontResults } from '../storefront-pages.js';
import { storefrontReport } from '../storefront-report.js';

const lighthouse = (tbtMs: number, performance: number, over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 700,
  lcpMs: 1800,
  tbtMs,
  cls: 0,
  ttiMs: 2200,
  jsGzipBytes: 69_000,
  requests: 15,
  roundTrips: null,
  ...over,
});
const phone = (contentMs: number | null, quietMs: number): PhoneRun => ({
  contentMs,
  quietMs,
  longTasks: 3,
  quietCapped: false,
});

function results(): StorefrontResults {
  const failed: FailedRun = { error: 'NO_FCP: the page did not paint' };
  return {
    date: '2025-01-01T00:00:00.000Z',
    commit: '0123456789abcdef',
    dirty: false,
    machine: { cores: 2, cpu: 'CPU', memoryGiB: 24, loadavgStart: [1, 2, 3], loadavgEnd: [1.5, 2, 3], node: 'v20' },
    chromium: '156',
    lighthouse: '12.8.2',
    react: '19.3.1',
    runs: 3,
    baseUrl: 'http://127.0.0.1:1234',
    siteStartedByBench: true,
    phone: {
      cpuSlowdown: 4,
      latencyMs: 150,
      downloadBytesPerSecond: 209715.2,
      uploadBytesPerSecond: 96000,
      quietMs: 5000,
      quietCapMs: 30000,
    },
    floor: { jsGzipBytes: 69_733, scripts: ['floor.js'], products: 12 },
    pages: [
      {
        key: 'piso',
        label: 'piso',
        url: 'http://127.0.0.1:1/',
        lighthouse: [lighthouse(170, 99), lighthouse(178, 98), lighthouse(200, 97)],
        phone: [phone(1000, 1200), phone(1100, 1300), phone(1300, 1250)],
      },
      {
        key: 'inicio',
        label: 'início',
        url: 'http://127.0.0.1:1234/',
        lighthouse: [lighthouse(600, 60, { roundTrips: 2 }), failed, lighthouse(460, 64, { roundTrips: 2 })],
        phone: [phone(5500, 9000), phone(null, 8000), phone(4500, 7000)],
      },
    ],
  };
}

describe('the storefront table', () => {
  it('puts each median beside the floor with the ratio', () => {
    const report = storefrontReport(results());
    expect(report).toMatch(/\| TBT +\| 178 ms +\| 530 ms \(3\.0×\) +\|/);
    expect(report).toMatch(/\| desempenho +\| 98 +\| 62 \(0\.63×\) +\|/);
    expect(report).toMatch(/\| conteúdo real na tela +\| 1100 ms +\| 5000 ms \(4\.5×\) +\|/);
    expect(report).toMatch(/\| thread principal quieta +\| 1250 ms +\| 8000 ms \(6\.4×\) +\|/);
    expect(report).toMatch(/\| CLS +\| 0\.000 +\| 0\.000 \(= piso\) +\|/);
    expect(report).toMatch(/\| idas e voltas até o remote +\| — +\| 2 +\|/);
  });

  it('tells the machine, the commit and the versions the figures come from', () => {
    const report = storefrontReport(results());
    expect(report).toContain('2 núcleos');
    expect(report).toContain('carga 1.00 / 2.00 / 3.00 no início');
    expect(report).toContain('Commit 0123456789');
    expect(report).toContain('68.1 KB de JS gzip');
  });

  it('lists the runs that gave no figure, which the medians leave out', () => {
    const report = storefrontReport(results());
    expect(report).toContain('- início, Lighthouse, rodada 2: NO_FCP: the page did not paint');
    expect(report).toContain('- início, Chromium, rodada 2: o conteúdo real não apareceu');
    expect(pageMedians(results().pages[1]!).tbtMs).toBe(530);
  });
});

describe('--pages', () => {
  it('measures home, search and product unless told otherwise', () => {
    expect(selectPages(undefined)).toEqual(['inicio', 'busca', 'produto']);
  });

  it('takes keys, labels or paths, in the bench order, the floor always being there', () => {
    expect(selectPages(['produto', '/', 'piso'])).toEqual(['inicio', 'produto']);
    expect(selectPages(['início', '/busca?search=café', 'carrinho'])).toEqual(['inicio', 'busca', 'carrinho']);
  });

  it('refuses a page it does not know', () => {
    expect(() => selectPages(['/conta'])).toThrow('página desconhecida: /conta');
  });
});
