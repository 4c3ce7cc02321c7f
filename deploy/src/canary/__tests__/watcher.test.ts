import { promises as fs } from 'node:fs';
import { abortCanary, startCanary } from '../../registry/canary.js';
import { readHistory } from '../../registry/history.js';
import { versionDir } from '../../registry/paths.js';
import { readLive } from '../../registry/registry.js';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { DEFAULT_HEALTH_SETTINGS, type DecisionFigures } from '../health.js';
import { apiHealthRows } from '../health-source.js';
import { canaryWatchFromEnv, createCanaryCheck, startCanaryWatcher, type WatchLog } from '../watcher.js';
import {
  OPERATOR_TOKEN,
  healthRow,
  startFakeHealthApi,
  type FakeHealthApi,
  type RowFigures,
} from './fake-health-api.js';
import { liveSite } from './live-site.js';

const MINUTE = 60_000;

let site: string;
let api: FakeHealthApi;
const builds: string[] = [];

beforeEach(async () => {
  site = await tempSite();
  api = await startFakeHealthApi();
});

afterEach(async () => {
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

/** A log that keeps what the watcher said. */
function memoryLog(): WatchLog & { infos: string[]; warns: string[] } {
  const infos: string[] = [];
  const warns: string[] = [];
  return { infos, warns, info: (m) => infos.push(m), warn: (m) => warns.push(m) };
}

const rows = () => apiHealthRows({ apiUrl: api.url, token: OPERATOR_TOKEN });

/**
 * Checkout A live and B its canary for 20 % of browsers (started now, for real). The API's rows of
 * both versions are two minutes old at the watcher's clock: `at(minutes)` sets that clock so many
 * minutes after the start and moves the rows with it.
 */
async function canaryWith(canary: RowFigures, live: RowFigures, options: { autoPromoteMinutes?: number } = {}) {
  const { a, b, c } = await liveSite(builds);
  const result = await startCanary('checkout', b, 20, options);
  const started = Date.parse(result.canary?.since ?? '');
  let now = started;
  const at = (minutes: number): number => {
    now = started + minutes * MINUTE;
    api.rows = [healthRow(now - 2 * MINUTE, a, 70, live), healthRow(now - 2 * MINUTE, b, 10, canary)];
    return now;
  };
  at(5);
  return { a, b, c, at, clock: () => now };
}

const UNHEALTHY: [RowFigures, RowFigures] = [
  { pageViews: 40, errors: 8, crashes: 2 },
  { pageViews: 400, errors: 4 },
];
const HEALTHY: [RowFigures, RowFigures] = [
  { pageViews: 40, errors: 1, LCP: [1800] },
  { pageViews: 400, errors: 4, LCP: [1700] },
];

describe('the canary watcher', () => {
  it('ends an unhealthy canary as auto, with the reason and the figures in the history', async () => {
    const { a, b, clock } = await canaryWith(...UNHEALTHY);
    const log = memoryLog();
    const check = createCanaryCheck({ rows: rows(), now: clock, log });
    const outcomes = await check();
    expect(outcomes).toEqual([
      { app: 'checkout', version: b, action: 'abort', applied: true, reason: expect.any(String) },
    ]);
    expect((await readLive()).canaries).toEqual({});
    expect((await readLive()).pointer.remotes.checkout?.version).toBe(a);
    const record = (await readHistory('checkout')).at(-1);
    expect(record).toMatchObject({
      action: 'canary-abort',
      by: 'auto',
      from: a,
      to: b,
      share: { from: 20, to: 0 },
      reason:
        'canary pior que a versão no ar nos últimos 10 min: taxa de falhas do canary 25,0 % (10 em 40 visualizações) ' +
        'contra 1,0 % (4 em 400 visualizações) na versão no ar: 24,0 pontos acima, mais que a margem de 5,0 pontos, ' +
        'e além do acaso (teste exato de Fisher: p < 0,0001, nível 0,01)',
      figures: {
        canary: { version: b, share: 20, pageViews: 40, failures: 10, failureRate: 0.25 },
        live: { version: a, share: 80, pageViews: 400, failures: 4, failureRate: 0.01 },
        thresholds: { minPageViews: 20, margin: 0.05, significance: 0.01, minFailures: 3 },
        window: { minutes: 10 },
        // The record alone shows the abort rests on the evidence: both sides' counts and the test's p-value.
        evidence: {
          failures: { canaryViews: 40, canaryFailing: 10, liveViews: 400, liveFailing: 4, excess: 0.24, worse: true },
        },
        // Its first check: none before it.
        previousCheck: null,
      },
    });
    const recorded = record?.figures as DecisionFigures | undefined;
    expect(recorded?.evidence.failures.pValue).toBeLessThanOrEqual(recorded?.thresholds.significance ?? 0);
    expect(log.infos).toEqual([`Canary checkout@${b} encerrado automaticamente: ${record?.reason}`]);
    expect(log.warns).toEqual([]);
    // Nothing left to watch: the next check does not even read the API.
    const reads = api.reads.length;
    expect(await check()).toEqual([]);
    expect(api.reads).toHaveLength(reads);
  });

  it('promotes a healthy canary started with --auto-promote once its minutes passed, and not before', async () => {
    const { a, b, at, clock } = await canaryWith(...HEALTHY, { autoPromoteMinutes: 30 });
    const log = memoryLog();
    const check = createCanaryCheck({ rows: rows(), now: clock, log });
    at(20);
    expect(await check()).toEqual([
      {
        app: 'checkout',
        version: b,
        action: 'wait',
        applied: false,
        reason: expect.stringMatching(/^saudável; promoção automática em 10 min: /),
      },
    ]);
    expect((await readLive()).canaries.checkout?.version).toBe(b);

    at(31);
    expect((await check())[0]).toMatchObject({ action: 'promote', applied: true });
    const live = await readLive();
    expect(live.canaries).toEqual({});
    expect(live.pointer.remotes.checkout?.version).toBe(b);
    expect((await readHistory('checkout')).at(-1)).toMatchObject({
      action: 'canary-promote',
      by: 'auto',
      from: a,
      to: b,
      share: { from: 20, to: 100 },
      reason: expect.stringMatching(/^canary saudável por 30 min \(promoção automática\): taxa de falhas 2,5 %/),
      figures: { autoPromoteMinutes: 30, runningMinutes: 31, canary: { pageViews: 40 }, live: { pageViews: 400 } },
    });
    expect(log.infos).toEqual([expect.stringMatching(new RegExp(`^Canary checkout@${b} promovido automaticamente: `))]);
  });

  it('leaves a canary alone while it has too few page views or no reason to act', async () => {
    const { b, clock } = await canaryWith({ pageViews: 10, errors: 10 }, { pageViews: 400 });
    const check = createCanaryCheck({ rows: rows(), now: clock, log: memoryLog() });
    expect(await check()).toEqual([
      { app: 'checkout', version: b, action: 'wait', applied: false, reason: expect.stringMatching(/^10 de 20/) },
    ]);
    expect((await readLive()).canaries.checkout?.version).toBe(b);
    expect((await readHistory('checkout')).at(-1)?.action).toBe('canary-start');
  });

  it('records with a change what its previous check decided: the change came on the first check whose evidence sufficed', async () => {
    const { a, b, at, clock } = await canaryWith({ pageViews: 10, errors: 10 }, { pageViews: 400 });
    const check = createCanaryCheck({ rows: rows(), now: clock, log: memoryLog() });
    const first = clock();
    expect((await check())[0]).toMatchObject({ action: 'wait', applied: false });
    // Ten seconds later, ten more failing views are in.
    at(5 + 10 / 60);
    api.rows = [
      healthRow(clock() - 2 * MINUTE, a, 70, { pageViews: 400 }),
      healthRow(clock() - 2 * MINUTE, b, 10, { pageViews: 20, errors: 20 }),
    ];
    expect((await check())[0]).toMatchObject({ action: 'abort', applied: true });
    const figures = (await readHistory('checkout')).at(-1)?.figures as DecisionFigures;
    expect(figures.window.to).toBe(new Date(clock()).toISOString());
    expect(figures.evidence.failures).toMatchObject({
      canaryViews: 20,
      canaryFailing: 20,
      liveViews: 400,
      worse: true,
    });
    expect(figures.previousCheck).toEqual({
      at: new Date(first).toISOString(),
      action: 'wait',
      failures: {
        canaryViews: 10,
        canaryFailing: 10,
        liveViews: 400,
        liveFailing: 0,
        excess: 1,
        pValue: expect.any(Number),
        worse: false,
      },
    });
    expect(Date.parse(figures.window.to) - Date.parse(figures.previousCheck?.at ?? '')).toBe(10_000);
  });

  it('takes its thresholds from its settings', async () => {
    const { clock } = await canaryWith({ pageViews: 10, errors: 10 }, { pageViews: 400 });
    const settings = { ...DEFAULT_HEALTH_SETTINGS, minPageViews: 10 };
    const check = createCanaryCheck({ rows: rows(), now: clock, log: memoryLog(), settings });
    expect((await check())[0]).toMatchObject({ action: 'abort', applied: true });
  });

  it('run twice at once (two site servers), ends the canary once; the other finds it ended and says nothing', async () => {
    const { b, clock } = await canaryWith(...UNHEALTHY);
    const logs = [memoryLog(), memoryLog()];
    const checks = logs.map((log) => createCanaryCheck({ rows: rows(), now: clock, log }));
    const outcomes = (await Promise.all(checks.map((check) => check()))).flat();
    expect(outcomes.map((o) => [o.version, o.action])).toEqual([
      [b, 'abort'],
      [b, 'abort'],
    ]);
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    const aborts = (await readHistory('checkout')).filter((r) => r.action === 'canary-abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]?.by).toBe('auto');
    expect(logs.flatMap((log) => log.infos)).toHaveLength(1);
    expect(logs.flatMap((log) => log.warns)).toEqual([]);
  });

  it('never ends a canary started after the one it judged', async () => {
    const { b, c, clock } = await canaryWith(...UNHEALTHY);
    const log = memoryLog();
    // While this watcher reads the figures of B, an operator ends B and starts C.
    const stale = createCanaryCheck({
      rows: async (since) => {
        const found = await rows()(since);
        await abortCanary('checkout', { by: 'ana' });
        await startCanary('checkout', c, 5);
        return found;
      },
      now: clock,
      log,
    });
    expect(await stale()).toEqual([expect.objectContaining({ version: b, action: 'abort', applied: false })]);
    expect((await readLive()).canaries.checkout).toMatchObject({ version: c, percent: 5 });
    expect((await readHistory('checkout')).map((r) => [r.action, r.by === 'auto'])).toEqual([
      ['promote', false],
      ['canary-start', false],
      ['canary-abort', false],
      ['canary-start', false],
    ]);
    expect(log.warns).toEqual([]);
  });

  it('logs a problem once while it lasts, never throws, and says when it is over', async () => {
    const { clock } = await canaryWith(...UNHEALTHY);
    const log = memoryLog();
    let down = true;
    const check = createCanaryCheck({
      rows: (since) =>
        down ? apiHealthRows({ apiUrl: 'http://127.0.0.1:9', token: OPERATOR_TOKEN })(since) : rows()(since),
      now: clock,
      log,
    });
    expect(await check()).toEqual([]);
    expect(await check()).toEqual([]);
    expect(log.warns).toEqual([
      'Vigia de canaries: Não foi possível ler a saúde dos apps em http://127.0.0.1:9 (fora do ar). Confira API_URL e se a API está no ar.',
    ]);
    down = false;
    expect((await check())[0]).toMatchObject({ action: 'abort', applied: true });
    expect(log.infos).toEqual([
      expect.stringMatching(/^Canary checkout@\S+ encerrado automaticamente: /),
      'Vigia de canaries: voltou a funcionar.',
    ]);
  });

  it('logs a promote the registry refuses, and leaves the canary running', async () => {
    const { b, clock } = await canaryWith(...HEALTHY, { autoPromoteMinutes: 1 });
    // The canary's files are gone: promote validates the version and refuses it.
    await fs.rm(versionDir('checkout', b), { recursive: true });
    const log = memoryLog();
    const check = createCanaryCheck({ rows: rows(), now: clock, log });
    expect((await check())[0]).toMatchObject({ action: 'promote', applied: false });
    expect(await check()).toHaveLength(1);
    expect(log.warns).toEqual([
      expect.stringMatching(
        new RegExp(`^Vigia de canaries: não foi possível promover o canary checkout@${b}: checkout@${b} recusado`),
      ),
    ]);
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('runs in a loop until stopped', async () => {
    const { b, clock } = await canaryWith(...UNHEALTHY);
    const watcher = startCanaryWatcher({
      rows: rows(),
      now: clock,
      intervalMs: 10,
      log: memoryLog(),
    });
    try {
      for (let i = 0; i < 500 && (await readLive()).canaries.checkout; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await readLive()).canaries).toEqual({});
    } finally {
      await watcher.stop();
    }
    // Stopped: started again, no check reads the API any more.
    await startCanary('checkout', b, 20);
    const reads = api.reads.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.reads).toHaveLength(reads);
  });
});

describe('the watcher settings from the environment', () => {
  it('runs every 10 s by default, CANARY_CHECK_SECONDS otherwise; CANARY_WATCH=false turns it off', () => {
    expect(canaryWatchFromEnv({})).toEqual({ enabled: true, intervalMs: 10_000, settings: DEFAULT_HEALTH_SETTINGS });
    expect(
      canaryWatchFromEnv({ CANARY_CHECK_SECONDS: '2.5', CANARY_WATCH: 'false', CANARY_MIN_PAGE_VIEWS: '40' }),
    ).toEqual({ enabled: false, intervalMs: 2500, settings: { ...DEFAULT_HEALTH_SETTINGS, minPageViews: 40 } });
    expect(() => canaryWatchFromEnv({ CANARY_CHECK_SECONDS: '0' })).toThrow(/^CANARY_CHECK_SECONDS precisa ser/);
    expect(() => canaryWatchFromEnv({ CANARY_WATCH: 'sim' })).toThrow('CANARY_WATCH precisa ser true ou false');
  });
});
