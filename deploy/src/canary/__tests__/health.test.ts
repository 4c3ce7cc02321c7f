import { VITAL_MAX } from 'shared-contracts/constants';
import type { RemoteHealthRow } from 'shared-contracts/schema';
import type { ShareChange } from '../../registry/canary.js';
import { isRegistryError } from '../../registry/errors.js';
import {
  DEFAULT_HEALTH_SETTINGS,
  evaluateApp,
  evaluateHealth,
  expectedVersion,
  p75,
  windowStart,
  type AppRelease,
  type HealthSettings,
} from '../health.js';
import { healthSettingsFromEnv, healthSettingsFromFlags } from '../health-settings.js';
import { fisherGreater } from '../significance.js';

const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
/** The evaluation's moment: half a minute into 12:00. With the 10-minute window, 11:50 is its first minute. */
const NOW = Date.parse('2025-03-01T12:00:30.000Z');

const at = (time: string): string => `2025-03-01T${time}.000Z`;

function change(time: string, action: ShareChange['action'], percent: number, version = CANARY): ShareChange {
  return { at: at(time), action, version, percent, by: 'ana', reason: null };
}

/** Checkout with LIVE live and CANARY for 10 % of browsers since 11:52:10 (or the given canary and shares). */
function release(overrides: Partial<AppRelease> = {}): AppRelease {
  return {
    app: 'checkout',
    live: LIVE,
    canary: { version: CANARY, percent: 10, since: at('11:52:10') },
    shares: [change('11:52:10', 'canary-start', 10)],
    ...overrides,
  };
}

interface RowFigures {
  pageViews?: number;
  loadFailures?: number;
  crashes?: number;
  errors?: number;
  LCP?: number[];
  INP?: number[];
  CLS?: number[];
}

function row(
  minute: string,
  version: string,
  bucket: number,
  figures: RowFigures = {},
  app = 'checkout',
): RemoteHealthRow {
  return {
    minute: at(`${minute}:00`),
    app: app as RemoteHealthRow['app'],
    version,
    bucket,
    pageViews: figures.pageViews ?? 0,
    loadFailures: figures.loadFailures ?? 0,
    crashes: figures.crashes ?? 0,
    errors: figures.errors ?? 0,
    vitals: { LCP: figures.LCP ?? [], INP: figures.INP ?? [], CLS: figures.CLS ?? [] },
  };
}

const times = (count: number, value: number): number[] => Array.from({ length: count }, () => value);

const settings = (overrides: Partial<HealthSettings> = {}): HealthSettings => ({
  ...DEFAULT_HEALTH_SETTINGS,
  ...overrides,
});

function versionsOf(rows: RemoteHealthRow[], of: AppRelease = release(), now = NOW) {
  const health = evaluateApp(rows, of, now);
  return {
    live: health.versions.find((v) => v.role === 'live'),
    canary: health.versions.find((v) => v.role === 'canary'),
  };
}

describe('which rows count', () => {
  it('counts a row for the version its bucket was given at that minute, and leaves out the others', () => {
    const { live, canary } = versionsOf([
      // Bucket 3 is below the 10 % share: the canary's.
      row('11:55', CANARY, 3, { pageViews: 4, errors: 1 }),
      row('11:55', LIVE, 3, { pageViews: 100, errors: 100 }),
      // Bucket 50 is not: the live version's.
      row('11:55', LIVE, 50, { pageViews: 7, loadFailures: 1 }),
      row('11:55', CANARY, 50, { pageViews: 100, crashes: 100 }),
      // A preview or an old tab, another app: nobody's.
      row('11:55', '0.9.0-cccccccccc', 50, { pageViews: 100 }),
      row('11:55', LIVE, 50, { pageViews: 100 }, 'catalog'),
    ]);
    expect(canary).toMatchObject({ version: CANARY, share: 10, pageViews: 4, failures: 1, errors: 1 });
    expect(live).toMatchObject({ version: LIVE, share: 90, pageViews: 7, failures: 1, loadFailures: 1 });
  });

  it('counts the minute the canary started in for both versions in the buckets it went to, and the minutes before for the live version only', () => {
    const rows = [
      // 11:52 starts before the canary (11:52:10): bucket 3 had the live version, then the canary.
      row('11:52', LIVE, 3, { pageViews: 5 }),
      row('11:52', CANARY, 3, { pageViews: 4, errors: 4 }),
      // Bucket 50 never had the canary.
      row('11:52', CANARY, 50, { pageViews: 50, errors: 50 }),
      row('11:51', LIVE, 3, { pageViews: 2 }),
      row('11:51', CANARY, 3, { pageViews: 50, errors: 50 }),
      row('11:53', LIVE, 3, { pageViews: 100 }),
      row('11:53', CANARY, 3, { pageViews: 1 }),
    ];
    const { live, canary } = versionsOf(rows);
    expect(live?.pageViews).toBe(7);
    expect(canary).toMatchObject({ pageViews: 5, errors: 4 });
  });

  it('ends a canary that fails from its first minute on, with no wait for the next minute', () => {
    // Started at 12:00:05; at 12:00:30, 20 failing page views of its buckets are in.
    const fresh = release({
      canary: { version: CANARY, percent: 10, since: at('12:00:05') },
      shares: [change('12:00:05', 'canary-start', 10)],
    });
    const rows = [row('12:00', CANARY, 3, { pageViews: 20, crashes: 20 }), row('12:00', LIVE, 50, { pageViews: 80 })];
    expect(evaluateApp(rows, fresh, NOW).decision?.action).toBe('abort');
  });

  it('follows the share in force at each minute: a widening counts for both versions in its minute, then for the canary', () => {
    const widened = release({
      canary: { version: CANARY, percent: 50, since: at('11:52:10') },
      shares: [change('11:52:10', 'canary-start', 10), change('11:56:20', 'canary-share', 50)],
    });
    const rows = [
      // Before 11:56, bucket 30 is the live version's…
      row('11:55', LIVE, 30, { pageViews: 2 }),
      row('11:55', CANARY, 30, { pageViews: 40 }),
      // …at 11:56 (widened at 11:56:20) the live version's, then the canary's…
      row('11:56', LIVE, 30, { pageViews: 3 }),
      row('11:56', CANARY, 30, { pageViews: 4 }),
      // …and from 11:57 on, the canary's.
      row('11:57', LIVE, 30, { pageViews: 40 }),
      row('11:57', CANARY, 30, { pageViews: 6 }),
    ];
    const { live, canary } = versionsOf(rows, widened);
    expect(live).toMatchObject({ pageViews: 5, share: 50 });
    expect(canary).toMatchObject({ pageViews: 10, share: 50 });
  });

  it('looks only at the window: from the minute windowMinutes ago up to now', () => {
    expect(new Date(windowStart(NOW, 10)).toISOString()).toBe(at('11:50:00'));
    const rows = [
      row('11:49', LIVE, 50, { pageViews: 100 }),
      row('11:50', LIVE, 50, { pageViews: 1 }),
      row('12:00', LIVE, 50, { pageViews: 2 }),
      row('12:01', LIVE, 50, { pageViews: 100 }),
    ];
    expect(versionsOf(rows).live?.pageViews).toBe(3);
    const wider = evaluateApp(rows, release(), NOW, settings({ windowMinutes: 11 }));
    expect(wider.versions[0]?.pageViews).toBe(103);
  });

  it('gives every bucket the live version after a canary ended, and the promoted version once it is live', () => {
    const shares = [change('11:52:10', 'canary-start', 10), change('11:55:30', 'canary-abort', 0)];
    const ended = release({ canary: null, shares });
    expect(expectedVersion(ended, Date.parse(at('11:55:00')), 3)).toBe(CANARY);
    expect(expectedVersion(ended, Date.parse(at('11:56:00')), 3)).toBe(LIVE);
    const promoted = release({
      live: CANARY,
      canary: null,
      shares: [change('11:52:10', 'canary-start', 10), change('11:55:30', 'canary-promote', 100)],
    });
    expect(expectedVersion(promoted, Date.parse(at('11:56:00')), 80)).toBe(CANARY);
    expect(expectedVersion(promoted, Date.parse(at('11:55:00')), 3)).toBe(CANARY);
    // The other buckets are expected on the version live now: the old live version's rows are left out.
    expect(expectedVersion(promoted, Date.parse(at('11:55:00')), 80)).toBe(CANARY);
    expect(evaluateApp([row('11:54', LIVE, 80, { pageViews: 9 })], promoted, NOW).versions).toEqual([
      expect.objectContaining({ version: CANARY, role: 'live', share: 100, pageViews: 0 }),
    ]);
  });
});

describe('the figures of a version', () => {
  it('has the failure rate per page view and the p75 of each vital, merged over its rows', () => {
    const { canary, live } = versionsOf([
      row('11:55', CANARY, 1, { pageViews: 3, loadFailures: 1, crashes: 1, LCP: [1000, 3000], INP: [80], CLS: [0.3] }),
      row('11:56', CANARY, 2, { pageViews: 5, errors: 2, LCP: [2000, 4000], INP: [40, 120, 200], CLS: [0, 0.1, 0.05] }),
    ]);
    expect(canary).toEqual({
      version: CANARY,
      role: 'canary',
      share: 10,
      pageViews: 8,
      failures: 4,
      loadFailures: 1,
      crashes: 1,
      errors: 2,
      failureRate: 0.5,
      p75: { LCP: 3000, INP: 120, CLS: 0.1 },
      samples: { LCP: 4, INP: 4, CLS: 4 },
    });
    expect(live).toMatchObject({
      pageViews: 0,
      failures: 0,
      failureRate: null,
      p75: { LCP: null, INP: null, CLS: null },
    });
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([42])).toBe(42);
    expect(p75([8, 1, 7, 2, 6, 3, 5, 4])).toBe(6);
    expect(p75([1, 2, 3])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
  });
});

/** A canary and a live version with these page views, failures and vitals samples in the window. */
function judged(
  canary: RowFigures,
  live: RowFigures,
  of: AppRelease = release(),
  options: Partial<HealthSettings> = {},
  now = NOW,
) {
  const health = evaluateApp(
    [row('11:58', CANARY, 5, canary), row('11:58', LIVE, 60, live)],
    of,
    now,
    settings(options),
  );
  if (!health.decision) throw new Error('no decision');
  return health.decision;
}

describe('the decision about a running canary', () => {
  it('aborts when the canary fails more than the margin above the live version, with the figures', () => {
    const decision = judged({ pageViews: 30, errors: 4, crashes: 2 }, { pageViews: 300, loadFailures: 3 });
    expect(decision.action).toBe('abort');
    expect(decision.reason).toBe(
      'canary pior que a versão no ar nos últimos 10 min: taxa de falhas do canary 20,0 % (6 em 30 visualizações) ' +
        'contra 1,0 % (3 em 300 visualizações) na versão no ar: 19,0 pontos acima, mais que a margem de 5,0 pontos, ' +
        'e além do acaso (teste exato de Fisher: p < 0,0001, nível 0,01)',
    );
    const noVitals = {
      canarySamples: 0,
      liveSamples: 0,
      canaryP75: null,
      liveP75: null,
      canaryAbove: 0,
      liveAbove: 0,
      pValue: null,
      worse: false,
    };
    expect(decision.figures).toEqual({
      window: { from: at('11:50:00'), to: at('12:00:30'), minutes: 10 },
      canary: expect.objectContaining({ version: CANARY, share: 10, pageViews: 30, failures: 6, failureRate: 0.2 }),
      live: expect.objectContaining({ version: LIVE, share: 90, pageViews: 300, failures: 3, failureRate: 0.01 }),
      thresholds: {
        minPageViews: 20,
        margin: 0.05,
        significance: 0.01,
        minFailures: 3,
        vitalsRatio: 1.5,
        inpMarginMs: 200,
        lcpMarginMs: 500,
      },
      runningMinutes: 8,
      autoPromoteMinutes: null,
      // What the test found, so the record alone shows the abort rests on it.
      evidence: {
        failures: {
          canaryViews: 30,
          canaryFailing: 6,
          liveViews: 300,
          liveFailing: 3,
          excess: 0.19,
          pValue: Number(fisherGreater(6, 30, 3, 300).toPrecision(4)),
          worse: true,
        },
        INP: noVitals,
        LCP: noVitals,
      },
    });
    expect(decision.figures.evidence.failures.pValue).toBeLessThan(0.0001);
    // Recordable as it is.
    expect(JSON.parse(JSON.stringify(decision.figures))).toEqual(decision.figures);
  });

  it('does not abort at exactly the margin, even where floating point says a hair more', () => {
    // 1100/2000 − 5000/10000 is 0.050000000000000044 in floating point; so many views make it significant.
    expect(fisherGreater(1100, 2000, 5000, 10_000)).toBeLessThan(0.001);
    expect(judged({ pageViews: 2000, errors: 1100 }, { pageViews: 10_000, errors: 5000 }).action).toBe('wait');
    expect(judged({ pageViews: 2000, errors: 1101 }, { pageViews: 10_000, errors: 5000 }).action).toBe('abort');
    // 0.15 − 0.05 is 0.09999999999999999: the margin of 0.1, not past it.
    const atTen = judged({ pageViews: 2000, errors: 300 }, { pageViews: 10_000, errors: 500 }, release(), {
      margin: 0.1,
    });
    expect(atTen.action).toBe('wait');
  });

  it('does not end a canary on a few failing views that chance explains, and records the test that said so', () => {
    // 7 failing of 60 (11,7 %) against 15 of 300 (5,0 %): 6,7 points, past the margin, but one time
    // in 18 two alike versions split their failures so.
    const decision = judged({ pageViews: 60, crashes: 7 }, { pageViews: 300, errors: 15 });
    expect(decision.action).toBe('wait');
    expect(decision.reason).toBe(
      'sem piora comprovada, sem promoção automática: taxa de falhas do canary 11,7 % (7 em 60 visualizações) contra ' +
        '5,0 % (15 em 300 visualizações) na versão no ar acima da margem, mas ao alcance do acaso (teste exato de ' +
        'Fisher: p = 0,0546, nível 0,01); taxa de falhas 11,7 % (7 em 60 visualizações) contra 5,0 % na versão no ar; ' +
        'p75 LCP — contra —; p75 INP — contra — nos últimos 10 min',
    );
    expect(decision.figures.evidence.failures).toEqual({
      canaryViews: 60,
      canaryFailing: 7,
      liveViews: 300,
      liveFailing: 15,
      excess: 0.0667,
      pValue: 0.05462,
      worse: false,
    });
    // The same split with a looser level, or with twice the views, is beyond chance.
    expect(
      judged({ pageViews: 60, crashes: 7 }, { pageViews: 300, errors: 15 }, release(), { significance: 0.1 }).action,
    ).toBe('abort');
    expect(judged({ pageViews: 120, crashes: 14 }, { pageViews: 600, errors: 30 }).action).toBe('abort');
    // 7 of 20 against 60 of 400 (35 % against 15 %): p = 0,027, still not at 0,01.
    expect(judged({ pageViews: 20, errors: 7 }, { pageViews: 400, errors: 60 }).action).toBe('wait');
  });

  it('ends the broken canary of the end-to-end spec: 8 of 8 views failing against about 32 clean live ones, at the default level', () => {
    // A 20 % share of fresh browsers (about 32 live views by the canary's 8th), every canary view
    // failing, no live one. (delivery.auto-rollback.spec.ts, CANARY_MIN_PAGE_VIEWS=8, sends half its
    // shoppers to each side: about 8 live views by then, the case below.)
    const e2e = { minPageViews: 8 };
    // The chance of all 8 failures landing on the canary's 8 of 40 views: 1 / C(40, 8).
    expect(fisherGreater(8, 8, 0, 32)).toBeCloseTo(1 / 76_904_685, 15);
    const decision = judged({ pageViews: 8, crashes: 8 }, { pageViews: 32 }, release(), e2e);
    expect(decision.action).toBe('abort');
    expect(decision.reason).toContain(
      'taxa de falhas do canary 100,0 % (8 em 8 visualizações) contra 0,0 % (0 em 32 visualizações) na versão no ar: ' +
        '100,0 pontos acima, mais que a margem de 5,0 pontos, e além do acaso (teste exato de Fisher: p < 0,0001, nível 0,01)',
    );
    expect(decision.figures.evidence.failures).toMatchObject({ pValue: 1.3e-8, worse: true });
    expect(decision.figures.thresholds).toMatchObject({ significance: DEFAULT_HEALTH_SETTINGS.significance });
    // Even when the live version has only its minimum of 8 views by then (1 / C(16, 8) = 1 / 12.870).
    expect(fisherGreater(8, 8, 0, 8)).toBeLessThan(DEFAULT_HEALTH_SETTINGS.significance);
    expect(judged({ pageViews: 8, crashes: 8 }, { pageViews: 8 }, release(), e2e).action).toBe('abort');
    // With 7 live views it waits for the 8th, which comes with the next few pages.
    expect(judged({ pageViews: 8, crashes: 8 }, { pageViews: 7 }, release(), e2e).action).toBe('wait');
  });

  it('needs minFailures failing views of the canary before its failure rate ends it', () => {
    // 2 of 20 against 0 of 400: 10 points and p = 0,002, but 2 failing views can be one visitor.
    const two = judged({ pageViews: 20, errors: 2 }, { pageViews: 400 });
    expect(two.action).toBe('wait');
    expect(two.reason).toContain('acima da margem, mas com 2 de 3 visualizações com falha mínimas');
    expect(judged({ pageViews: 20, errors: 2 }, { pageViews: 400 }, release(), { minFailures: 2 }).action).toBe(
      'abort',
    );
    expect(judged({ pageViews: 20, errors: 3 }, { pageViews: 400 }).action).toBe('abort');
  });

  it('counts a view once, however many failures it reported', () => {
    // 20 failures in 5 views are 5 failing views: 5 is below 8.
    const decision = judged({ pageViews: 5, crashes: 10, errors: 10 }, { pageViews: 40 }, release(), {
      minPageViews: 5,
      minFailures: 8,
    });
    expect(decision.action).toBe('wait');
    expect(decision.figures.evidence.failures).toMatchObject({ canaryViews: 5, canaryFailing: 5 });
  });

  it('waits for minPageViews page views of the canary before judging its failures', () => {
    const decision = judged({ pageViews: 19, errors: 19 }, { pageViews: 300 });
    expect(decision).toMatchObject({
      action: 'wait',
      reason: '19 de 20 visualizações mínimas do canary nos últimos 10 min',
    });
    expect(decision.figures.evidence.failures).toMatchObject({ canaryViews: 19, canaryFailing: 19, worse: false });
    expect(judged({ pageViews: 5, errors: 5 }, { pageViews: 300 }, release(), { minPageViews: 5 }).action).toBe(
      'abort',
    );
  });

  it('never ends a canary on missing data: without live views, or without rows at all, it waits and says what is missing', () => {
    const noLive = judged({ pageViews: 50, errors: 50 }, {});
    expect(noLive).toMatchObject({
      action: 'wait',
      reason: '0 de 20 visualizações mínimas da versão no ar nos últimos 10 min',
    });
    expect(noLive.figures.evidence.failures).toMatchObject({ liveViews: 0, pValue: null, worse: false });
    expect(judged({ pageViews: 50, errors: 50 }, { pageViews: 19 }).reason).toBe(
      '19 de 20 visualizações mínimas da versão no ar nos últimos 10 min',
    );
    expect(judged({ pageViews: 50, errors: 50 }, { pageViews: 20 }).action).toBe('abort');
    const nothing = evaluateApp([], release(), NOW).decision;
    expect(nothing).toMatchObject({
      action: 'wait',
      reason: '0 de 20 visualizações mínimas do canary e 0 de 20 da versão no ar nos últimos 10 min',
    });
    // No live version at all: nothing to compare with.
    const alone = evaluateApp([row('11:58', CANARY, 5, { pageViews: 50, crashes: 50 })], release({ live: null }), NOW);
    expect(alone.decision?.action).toBe('wait');
    // The vitals too: slow samples of the canary alone end nothing.
    expect(judged({ pageViews: 40, INP: times(40, 9000) }, { pageViews: 40 }).action).toBe('wait');
  });

  it('aborts on a markedly worse p75 INP: more than 1.5 times and at least 200 ms worse', () => {
    const healthy = { pageViews: 20 };
    const inp = (canary: number, live: number, liveSamples = 20) =>
      judged({ ...healthy, INP: times(20, canary) }, { ...healthy, INP: times(liveSamples, live) });
    const worse = inp(500, 200);
    expect(worse.action).toBe('abort');
    expect(worse.reason).toContain(
      'p75 de INP do canary 500 ms contra 200 ms na versão no ar: 2,5× e 300 ms pior (limite: mais de 1,5× e ao menos 200 ms pior)',
    );
    expect(worse.figures.canary.p75.INP).toBe(500);
    // At least 200 ms worse, exactly.
    expect(inp(400, 200).action).toBe('abort');
    // 2.5 times, but only 150 ms worse.
    expect(inp(250, 100).action).toBe('wait');
    // 400 ms worse, but only 1.4 times.
    expect(inp(1400, 1000).action).toBe('wait');
    // Exactly 1.5 times is not more than 1.5 times.
    expect(inp(600, 400).action).toBe('wait');
    // Too few samples of the live version to compare.
    expect(inp(900, 100, 19).action).toBe('wait');
  });

  it('aborts on a markedly worse p75 LCP: more than 1.5 times and at least 500 ms worse', () => {
    const lcp = (canary: number, live: number, canarySamples = 20) =>
      judged({ pageViews: 20, LCP: times(canarySamples, canary) }, { pageViews: 20, LCP: times(20, live) });
    expect(lcp(3100, 2000).action).toBe('abort');
    expect(lcp(1200, 700).action).toBe('abort');
    expect(lcp(1100, 700).action).toBe('wait');
    expect(lcp(2900, 2000).action).toBe('wait');
    expect(lcp(9000, 2000, 19).action).toBe('wait');
    expect(lcp(3100, 2000).reason).toContain(
      'p75 de LCP do canary 3.100 ms contra 2.000 ms na versão no ar: 1,6× e 1.100 ms pior',
    );
  });

  it('is not ended by a few extreme samples that move a small p75, only by more slow samples than chance explains', () => {
    // Live: 40 samples, 30 at 100 ms and 10 at 250 ms, p75 100 ms. Canary: 11 at 100 ms, 3 at 250 ms
    // and 6 at the schema's maximum: its p75 is 60.000 ms, yet 9 of its 20 samples above 100 ms
    // against 10 of 40 is one chance in 10.
    const live = { pageViews: 40, INP: [...times(30, 100), ...times(10, 250)] };
    const canary = { pageViews: 20, INP: [...times(11, 100), ...times(3, 250), ...times(6, VITAL_MAX.INP)] };
    const decision = judged(canary, live);
    expect(decision.figures.canary.p75.INP).toBe(VITAL_MAX.INP);
    expect(decision.action).toBe('wait');
    expect(decision.reason).toContain(
      'p75 de INP do canary 60.000 ms contra 100 ms na versão no ar passa do limite, mas ao alcance do acaso: ' +
        '9 de 20 amostras do canary acima do p75 da versão no ar contra 10 de 40 (teste exato de Fisher: p = 0,1020, nível 0,01)',
    );
    expect(decision.figures.evidence.INP).toEqual({
      canarySamples: 20,
      liveSamples: 40,
      canaryP75: 60_000,
      liveP75: 100,
      canaryAbove: 9,
      liveAbove: 10,
      pValue: 0.102,
      worse: false,
    });
    // LCP alike, at its maximum.
    const lcp = judged(
      { pageViews: 20, LCP: [...times(14, 1500), ...times(6, VITAL_MAX.LCP)] },
      { pageViews: 40, LCP: [...times(30, 1500), ...times(10, 2500)] },
    );
    expect(lcp.action).toBe('wait');
    // Most of the canary's samples slow: beyond chance, and ended.
    const slow = judged({ pageViews: 20, INP: [...times(6, 100), ...times(14, 900)] }, live);
    expect(slow.action).toBe('abort');
    expect(slow.figures.evidence.INP).toMatchObject({ canaryAbove: 14, liveAbove: 10, worse: true });
    expect(slow.reason).toContain(
      'e além do acaso: 14 de 20 amostras do canary acima do p75 da versão no ar contra 10 de 40',
    );
  });

  it('takes the ratio and the milliseconds from the settings', () => {
    const decision = judged({ pageViews: 20, INP: times(20, 300) }, { pageViews: 20, INP: times(20, 200) }, release(), {
      vitalsRatio: 1.2,
      inpMarginMs: 50,
    });
    expect(decision.action).toBe('abort');
    expect(decision.figures.thresholds).toMatchObject({ vitalsRatio: 1.2, inpMarginMs: 50 });
  });

  it('gives every reason found', () => {
    const decision = judged(
      { pageViews: 20, errors: 10, INP: times(20, 900), LCP: times(20, 5000) },
      { pageViews: 20, INP: times(20, 100), LCP: times(20, 1000) },
    );
    expect(decision.action).toBe('abort');
    expect(decision.reason.split('; ')).toHaveLength(3);
  });

  describe('with --auto-promote', () => {
    const auto = (minutes: number, since = '11:20:00') =>
      release({ canary: { version: CANARY, percent: 10, since: at(since), autoPromoteMinutes: minutes } });

    it('promotes a healthy canary once its minutes have passed, with the figures', () => {
      const decision = judged({ pageViews: 40, errors: 1, LCP: [1800] }, { pageViews: 400, errors: 4 }, auto(30));
      expect(decision.action).toBe('promote');
      expect(decision.reason).toBe(
        'canary saudável por 30 min (promoção automática): taxa de falhas 2,5 % (1 em 40 visualizações) contra 1,0 % ' +
          'na versão no ar; p75 LCP 1.800 ms contra —; p75 INP — contra — nos últimos 10 min',
      );
      expect(decision.figures).toMatchObject({ runningMinutes: 40, autoPromoteMinutes: 30 });
    });

    it('waits until the minutes have passed', () => {
      const decision = judged({ pageViews: 40 }, { pageViews: 400 }, auto(30, '11:40:00'));
      expect(decision.action).toBe('wait');
      expect(decision.reason).toMatch(/^saudável; promoção automática em 10 min: /);
      // Exactly the minutes since it started.
      expect(judged({ pageViews: 40 }, { pageViews: 400 }, auto(30, '11:30:30')).action).toBe('promote');
    });

    it('waits without enough page views, and aborts rather than promote an unhealthy canary', () => {
      expect(judged({ pageViews: 19 }, { pageViews: 400 }, auto(30)).action).toBe('wait');
      expect(judged({ pageViews: 40, crashes: 10 }, { pageViews: 400 }, auto(30)).action).toBe('abort');
    });

    it('defers the promotion, past its minutes, while either side lacks its trusted views in the window, and says so', () => {
      expect(judged({ pageViews: 12 }, { pageViews: 400 }, auto(30))).toMatchObject({
        action: 'wait',
        reason: 'promoção automática adiada: 12 de 20 visualizações confiáveis do canary nos últimos 10 min',
      });
      // However many the canary has, the live version needs its own to compare with.
      expect(judged({ pageViews: 400 }, { pageViews: 5 }, auto(30))).toMatchObject({
        action: 'wait',
        reason: 'promoção automática adiada: 5 de 20 visualizações confiáveis da versão no ar nos últimos 10 min',
      });
      expect(evaluateApp([], auto(30), NOW).decision).toMatchObject({
        action: 'wait',
        reason:
          'promoção automática adiada: 0 de 20 visualizações confiáveis do canary e 0 de 20 da versão no ar nos últimos 10 min',
      });
      // Once they are in, it is promoted.
      expect(judged({ pageViews: 20 }, { pageViews: 20 }, auto(30)).action).toBe('promote');
    });

    it('defers the promotion of a canary that looks worse, even within chance', () => {
      const doubtful = judged({ pageViews: 60, crashes: 7 }, { pageViews: 300, errors: 15 }, auto(30));
      expect(doubtful.action).toBe('wait');
      expect(doubtful.reason).toMatch(
        /^promoção automática adiada: taxa de falhas do canary 11,7 % \(7 em 60 visualizações\) contra 5,0 % \(15 em 300 visualizações\) na versão no ar acima da margem, mas ao alcance do acaso/,
      );
      const slowFew = judged(
        { pageViews: 20, INP: [...times(11, 100), ...times(3, 250), ...times(6, VITAL_MAX.INP)] },
        { pageViews: 40, INP: [...times(30, 100), ...times(10, 250)] },
        auto(30),
      );
      expect(slowFew.action).toBe('wait');
      expect(slowFew.reason).toMatch(/^promoção automática adiada: p75 de INP do canary 60\.000 ms/);
    });

    it('never promotes a canary started without it', () => {
      const decision = judged({ pageViews: 400 }, { pageViews: 400 }, release());
      expect(decision.action).toBe('wait');
      expect(decision.reason).toMatch(/^saudável, sem promoção automática: /);
    });
  });
});

describe('the report of every app', () => {
  it('gives each app its live version (and canary) with its share, and a decision only with a canary', () => {
    const rows = [
      row('11:58', '2.0.0-dddddddddd', 7, { pageViews: 12, errors: 3 }, 'shell'),
      row('11:58', CANARY, 5, { pageViews: 2 }),
      row('11:58', LIVE, 60, { pageViews: 20 }),
    ];
    const report = evaluateHealth(
      rows,
      [
        { app: 'shell', live: '2.0.0-dddddddddd', canary: null, shares: [] },
        release(),
        { app: 'catalog', live: null, canary: null, shares: [] },
      ],
      NOW,
    );
    expect(report.window).toEqual({ from: at('11:50:00'), to: at('12:00:30'), minutes: 10 });
    const [shell, checkout, catalog] = report.apps;
    expect(shell).toMatchObject({ app: 'shell', decision: null });
    expect(shell?.versions).toEqual([
      expect.objectContaining({ role: 'live', share: 100, pageViews: 12, failures: 3, failureRate: 0.25 }),
    ]);
    expect(checkout?.versions.map((v) => [v.role, v.share, v.pageViews])).toEqual([
      ['live', 90, 20],
      ['canary', 10, 2],
    ]);
    expect(checkout?.decision?.action).toBe('wait');
    expect(catalog).toEqual({ app: 'catalog', live: null, canary: null, versions: [], decision: null });
  });
});

describe('the settings', () => {
  it('come from flags or from the environment, the defaults for the rest', () => {
    expect(healthSettingsFromFlags({})).toEqual(DEFAULT_HEALTH_SETTINGS);
    expect(DEFAULT_HEALTH_SETTINGS).toEqual({
      windowMinutes: 10,
      minPageViews: 20,
      margin: 0.05,
      significance: 0.01,
      minFailures: 3,
      vitalsRatio: 1.5,
      inpMarginMs: 200,
      lcpMarginMs: 500,
    });
    expect(
      healthSettingsFromFlags({ window: '15', 'min-page-views': '50', margin: '0,02', 'inp-margin': '150' }),
    ).toEqual({ ...DEFAULT_HEALTH_SETTINGS, windowMinutes: 15, minPageViews: 50, margin: 0.02, inpMarginMs: 150 });
    expect(
      healthSettingsFromEnv({ CANARY_VITALS_RATIO: '2', CANARY_LCP_MARGIN_MS: '800', CANARY_WINDOW_MINUTES: '' }),
    ).toEqual({ ...DEFAULT_HEALTH_SETTINGS, vitalsRatio: 2, lcpMarginMs: 800 });
    expect(healthSettingsFromFlags({ significance: '0,05', 'min-failures': '5' })).toEqual({
      ...DEFAULT_HEALTH_SETTINGS,
      significance: 0.05,
      minFailures: 5,
    });
    expect(healthSettingsFromEnv({ CANARY_SIGNIFICANCE: '0.001', CANARY_MIN_FAILURES: '1' })).toEqual({
      ...DEFAULT_HEALTH_SETTINGS,
      significance: 0.001,
      minFailures: 1,
    });
  });

  it.each([
    [{ window: '0' }, '--window precisa ser um número inteiro de minutos'],
    [{ window: '2.5' }, '--window precisa ser um número inteiro de minutos'],
    [{ 'min-page-views': 'muitas' }, '--min-page-views precisa ser um número inteiro a partir de 1'],
    [{ margin: '5%' }, '--margin precisa ser uma fração de 0 a 1'],
    [{ margin: '1.5' }, '--margin precisa ser uma fração de 0 a 1'],
    [{ 'vitals-ratio': '0.5' }, '--vitals-ratio precisa ser um número de 1 a 100'],
    [{ significance: '0' }, '--significance precisa ser uma fração maior que 0 e até 0.5'],
    [{ significance: '0.6' }, '--significance precisa ser uma fração maior que 0 e até 0.5'],
    [{ 'min-failures': '0' }, '--min-failures precisa ser um número inteiro a partir de 1'],
  ])('refuses %p, naming the flag', (flags, message) => {
    try {
      healthSettingsFromFlags(flags);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(isRegistryError(error) && error.code).toBe('usage');
      expect((error as Error).message).toContain(message);
    }
  });

  it('refuses a variable of the environment that is no number, naming it', () => {
    expect(() => healthSettingsFromEnv({ CANARY_MIN_PAGE_VIEWS: '-3' })).toThrow(
      'CANARY_MIN_PAGE_VIEWS precisa ser um número inteiro a partir de 1 (recebido: -3).',
    );
  });
});
