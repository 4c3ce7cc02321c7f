/**
 * The health of a canary beside the live version of its remote, from the API's per-minute
 * aggregates of the shell's beacons (`GET /api/operator/remote-health`), and what to do about it.
 * Pure: the same rows, releases, moment and settings give the same figures and the same decision.
 *
 * A row counts for the version it reports only when that is a version its bucket was given in
 * that minute: the canary's for the buckets below the share in force at the minute's start, the
 * live version's for the others, and, in a minute the share changed in, also the version a bucket
 * was given from the change on (the canary's first minute counts for it from the start on). A row
 * that disagrees (a tab opened before an earlier share change, a preview, a version since replaced)
 * is left out, so each version is judged by the browsers that were meant to run it.
 *
 * A canary is judged against the live version only when each has `minPageViews` views in the window,
 * and ended only on a difference chance does not explain (`significance.ts`): missing data, or a few
 * outcomes either way, make it wait, never end, and never promote.
 */
import type { HealthApp, VitalName } from 'shared-contracts/constants';
import type { RemoteHealthRow } from 'shared-contracts/schema';
import { shareAt, type ShareChange } from '../registry/canary.js';
import { fisherGreater } from './significance.js';

const MINUTE_MS = 60_000;

/** What a decision looks at and how much worse a canary may be before it is ended. */
export interface HealthSettings {
  /** The window: the aggregates of the minutes from `windowMinutes` ago up to now (default 10). */
  windowMinutes: number;
  /**
   * Page views (and vitals samples, for a vital) the canary and the live version each need before
   * the canary is judged or promoted (default 20).
   */
  minPageViews: number;
  /** How far the canary's failure rate may exceed the live one's, absolute (default 0.05: 5 points). */
  margin: number;
  /**
   * The significance level: a canary is ended only when the chance of its being this much worse by
   * luck alone (the one-sided p-value of Fisher's exact test) is at most this (default 0.01).
   */
  significance: number;
  /** Failing page views of the canary it takes before its failure rate can end it (default 3). */
  minFailures: number;
  /** How many times the live version's p75 INP or LCP the canary's may reach (default 1.5). */
  vitalsRatio: number;
  /** …and how many milliseconds worse its p75 INP must also be to count (default 200). */
  inpMarginMs: number;
  /** …and its p75 LCP (default 500). */
  lcpMarginMs: number;
}

export const DEFAULT_HEALTH_SETTINGS: Readonly<HealthSettings> = Object.freeze({
  windowMinutes: 10,
  minPageViews: 20,
  margin: 0.05,
  significance: 0.01,
  minFailures: 3,
  vitalsRatio: 1.5,
  inpMarginMs: 200,
  lcpMarginMs: 500,
});

/** The running canary of an app, as the registry gives it. */
export interface RunningCanary {
  version: string;
  /** Share of browsers, 1..99: the buckets below it get the canary. */
  percent: number;
  since: string;
  autoPromoteMinutes?: number;
}

/** What an app has out: its live version, its running canary and the share changes of its canaries. */
export interface AppRelease {
  app: HealthApp;
  live: string | null;
  canary: RunningCanary | null;
  /** Oldest first (`canaryStates()`); none for the shell. */
  shares: readonly ShareChange[];
}

export type Percentiles = Record<VitalName, number | null>;
export type SampleCounts = Record<VitalName, number>;

/** What the window's rows say of one version of an app. */
export interface VersionFigures {
  version: string;
  role: 'live' | 'canary';
  /** The share of browsers it goes to now, in percent. */
  share: number;
  pageViews: number;
  /** Load failures, crashes and errors together. */
  failures: number;
  loadFailures: number;
  crashes: number;
  errors: number;
  /** Failures per page view (may pass 1: a page can fail more than once); null without page views. */
  failureRate: number | null;
  /** 75th percentile of each vital's samples (LCP and INP in ms); null without samples. */
  p75: Percentiles;
  samples: SampleCounts;
}

export interface HealthWindow {
  /** The first minute counted (ISO 8601, UTC). */
  from: string;
  /** The moment of the evaluation. */
  to: string;
  minutes: number;
}

/**
 * What the failure-rate comparison found. A view counts as failing once, however many failures it
 * reported (the API counts at most one per app and view; older figures, where a page could fail
 * more than once, are capped at the views).
 */
export interface FailureEvidence {
  canaryViews: number;
  canaryFailing: number;
  liveViews: number;
  liveFailing: number;
  /** The canary's share of failing views minus the live version's; null without views on both sides. */
  excess: number | null;
  /** One-sided p-value of Fisher's exact test (see `significance.ts`); null without views on both sides. */
  pValue: number | null;
  /** Both sides had their views, the canary its failing ones, past the margin and significant. */
  worse: boolean;
}

/**
 * What the comparison of a vital found: the p75 rule, and whether the canary has more samples above
 * the live version's p75 than chance explains (a quarter of the live ones are, at most), so that a
 * few extreme samples, which move a p75 of few samples, do not end a canary.
 */
export interface VitalEvidence {
  canarySamples: number;
  liveSamples: number;
  canaryP75: number | null;
  liveP75: number | null;
  /** Samples strictly above the live version's p75, of each side. */
  canaryAbove: number;
  liveAbove: number;
  /** One-sided p-value of Fisher's exact test on those shares; null without samples on both sides. */
  pValue: number | null;
  worse: boolean;
}

/** What each comparison found, with its counts and p-value: what a decision rests on. */
export interface DecisionEvidence {
  failures: FailureEvidence;
  INP: VitalEvidence;
  LCP: VitalEvidence;
}

/** The figures a decision rests on, as recorded in the history with an automatic abort or promote. */
export interface DecisionFigures extends Record<string, unknown> {
  window: HealthWindow;
  canary: VersionFigures;
  live: VersionFigures | null;
  thresholds: Omit<HealthSettings, 'windowMinutes'>;
  /** The tests behind the decision: a record alone shows on what evidence it was taken. */
  evidence: DecisionEvidence;
  /** Minutes the canary has run. */
  runningMinutes: number;
  autoPromoteMinutes: number | null;
  /**
   * The watcher's check of the same canary before the one that changed it (null on its first
   * check; absent where no watcher decided): with `window.to`, it shows the change came on the
   * first check whose evidence was enough, one interval after a check whose evidence was not.
   */
  previousCheck?: PreviousCheck | null;
}

/** What a watcher's earlier check of a canary decided, and on what failure counts. */
export interface PreviousCheck {
  /** The moment of that check (ISO 8601, UTC). */
  at: string;
  action: CanaryAction;
  failures: FailureEvidence;
}

export type CanaryAction = 'abort' | 'promote' | 'wait';

export interface CanaryDecision {
  action: CanaryAction;
  /** Why, in Portuguese, with the figures: the reason recorded with an automatic change. */
  reason: string;
  figures: DecisionFigures;
}

export interface AppHealth {
  app: HealthApp;
  live: string | null;
  canary: RunningCanary | null;
  /** The live version, then the canary, each when there is one. */
  versions: VersionFigures[];
  /** What to do with the running canary; null without one. */
  decision: CanaryDecision | null;
}

export interface HealthReport {
  window: HealthWindow;
  apps: AppHealth[];
}

/** The start of the minute `at` falls in. */
export const minuteOf = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** The first minute of the window that ends at `now`: the one `windowMinutes` ago. */
export function windowStart(now: number, windowMinutes: number): number {
  return minuteOf(now - windowMinutes * MINUTE_MS);
}

export function healthWindow(now: number, windowMinutes: number): HealthWindow {
  return {
    from: new Date(windowStart(now, windowMinutes)).toISOString(),
    to: new Date(now).toISOString(),
    minutes: windowMinutes,
  };
}

/**
 * The version a browser of `bucket` was given at the moment `minute` (a minute's start): the
 * canary's below the share in force then, else the live one. Before a canary started, the live
 * version; a promoted canary's version is the live one.
 */
export function expectedVersion(release: AppRelease, minute: number, bucket: number): string | null {
  const share = shareAt(release.shares, minute);
  if (share && share.percent > 0 && share.percent < 100 && bucket < share.percent) return share.version;
  return release.live;
}

/**
 * The versions a browser of `bucket` may have been given during the minute that starts at `minute`:
 * the one at the minute's start (`expectedVersion`) and, for each share change within the minute,
 * the one from that change on. A minute that began before a canary started thus counts the
 * canary's rows of the buckets it went to, as well as the live version's rows of the moments before.
 */
export function versionsGivenDuring(release: AppRelease, minute: number, bucket: number): Set<string | null> {
  const versions = new Set([expectedVersion(release, minute, bucket)]);
  for (const change of release.shares) {
    const at = Date.parse(change.at);
    if (at > minute && at < minute + MINUTE_MS) versions.add(expectedVersion(release, at, bucket));
  }
  return versions;
}

/** The 75th percentile by nearest rank (the value three quarters of the samples are at or below). */
export function p75(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

interface Tally {
  pageViews: number;
  loadFailures: number;
  crashes: number;
  errors: number;
  vitals: Record<VitalName, number[]>;
}

const emptyTally = (): Tally => ({
  pageViews: 0,
  loadFailures: 0,
  crashes: 0,
  errors: 0,
  vitals: { LCP: [], INP: [], CLS: [] },
});

/** Sums the window's rows of the app's live version and canary, each row only where its bucket agrees. */
function tallies(rows: readonly RemoteHealthRow[], release: AppRelease, from: number, to: number): Map<string, Tally> {
  const counted = new Map<string, Tally>();
  const wanted = [release.live, release.canary?.version].filter((v): v is string => v !== null && v !== undefined);
  for (const version of wanted) counted.set(version, emptyTally());
  for (const row of rows) {
    if (row.app !== release.app) continue;
    const minute = Date.parse(row.minute);
    if (!(minute >= from && minute <= to)) continue;
    const tally = counted.get(row.version);
    if (!tally || !versionsGivenDuring(release, minute, row.bucket).has(row.version)) continue;
    tally.pageViews += row.pageViews;
    tally.loadFailures += row.loadFailures;
    tally.crashes += row.crashes;
    tally.errors += row.errors;
    for (const name of ['LCP', 'INP', 'CLS'] as const) tally.vitals[name].push(...row.vitals[name]);
  }
  return counted;
}

function figuresOf(version: string, role: VersionFigures['role'], share: number, tally: Tally): VersionFigures {
  const failures = tally.loadFailures + tally.crashes + tally.errors;
  return {
    version,
    role,
    share,
    pageViews: tally.pageViews,
    failures,
    loadFailures: tally.loadFailures,
    crashes: tally.crashes,
    errors: tally.errors,
    failureRate: tally.pageViews > 0 ? failures / tally.pageViews : null,
    p75: { LCP: p75(tally.vitals.LCP), INP: p75(tally.vitals.INP), CLS: p75(tally.vitals.CLS) },
    samples: { LCP: tally.vitals.LCP.length, INP: tally.vitals.INP.length, CLS: tally.vitals.CLS.length },
  };
}

/** Comparisons of rates and times made with a tolerance, so a difference equal to a limit is not past it. */
const EPSILON = 1e-9;

const decimal = (value: number, digits: number): string =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** A rate as Brazilian percent text: `12,5 %`. */
export const percentText = (rate: number | null): string => (rate === null ? '—' : `${decimal(rate * 100, 1)} %`);
/** Milliseconds as text: `2.300 ms`. */
export const msText = (value: number | null): string => (value === null ? '—' : `${decimal(Math.round(value), 0)} ms`);
/** A CLS value as text: `0,05`. */
export const clsText = (value: number | null): string => (value === null ? '—' : decimal(value, 2));

const viewsText = (count: number): string => `visualizaç${count === 1 ? 'ão' : 'ões'}`;
const countText = (failing: number, views: number): string => `${failing} em ${views} ${viewsText(views)}`;

/** A p-value as text: `p = 0,0123`, or `p < 0,0001` below that. */
export const pValueText = (p: number | null): string =>
  p === null ? 'p —' : p < 0.0001 ? 'p < 0,0001' : `p = ${decimal(p, 4)}`;

const levelText = (significance: number): string =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 12 }).format(significance);

const fisherText = (p: number | null, settings: HealthSettings): string =>
  `teste exato de Fisher: ${pValueText(p)}, nível ${levelText(settings.significance)}`;

/** The samples of each vital of one version in the window. */
export type VitalSamples = Record<VitalName, readonly number[]>;

/** The samples of the canary and of the live version (none for a version without rows). */
export interface DecisionSamples {
  canary: VitalSamples;
  live: VitalSamples;
}

const NO_SAMPLES: VitalSamples = Object.freeze({ LCP: [], INP: [], CLS: [] });

/** What one comparison found, and what it says: a reason to end the canary, or a doubt that holds back its promotion. */
interface Finding<Evidence> {
  evidence: Evidence;
  /** Why the canary is worse (set when `evidence.worse`). */
  reason?: string;
  /** Past a limit, but not yet beyond chance or the minimums: not a reason to end it, nor to promote it. */
  doubt?: string;
}

/**
 * The failure rates compared: worse when both sides have `minPageViews` views, the canary
 * `minFailures` failing ones, its share of failing views exceeds the live one's by more than
 * `margin`, and Fisher's test puts that at or below `significance`.
 */
function compareFailures(
  canary: VersionFigures,
  live: VersionFigures | null,
  settings: HealthSettings,
): Finding<FailureEvidence> {
  const canaryViews = canary.pageViews;
  const canaryFailing = Math.min(canary.failures, canaryViews);
  const liveViews = live?.pageViews ?? 0;
  const liveFailing = Math.min(live?.failures ?? 0, liveViews);
  const counts = { canaryViews, canaryFailing, liveViews, liveFailing };
  if (canaryViews === 0 || liveViews === 0)
    return { evidence: { ...counts, excess: null, pValue: null, worse: false } };
  const canaryRate = canaryFailing / canaryViews;
  const liveRate = liveFailing / liveViews;
  const excess = canaryRate - liveRate;
  const pValue = fisherGreater(canaryFailing, canaryViews, liveFailing, liveViews);
  const enoughViews = canaryViews >= settings.minPageViews && liveViews >= settings.minPageViews;
  const pastMargin = excess - settings.margin > EPSILON;
  const enoughFailures = canaryFailing >= settings.minFailures;
  const significant = pValue <= settings.significance;
  const worse = enoughViews && pastMargin && enoughFailures && significant;
  const evidence = { ...counts, excess, pValue, worse };
  const rates =
    `taxa de falhas do canary ${percentText(canaryRate)} (${countText(canaryFailing, canaryViews)}) contra ` +
    `${percentText(liveRate)} (${countText(liveFailing, liveViews)}) na versão no ar`;
  if (worse) {
    return {
      evidence,
      reason:
        `${rates}: ${decimal(excess * 100, 1)} pontos acima, mais que a margem de ${decimal(settings.margin * 100, 1)} pontos, ` +
        `e além do acaso (${fisherText(pValue, settings)})`,
    };
  }
  if (!enoughViews || !pastMargin) return { evidence };
  return {
    evidence,
    doubt: enoughFailures
      ? `${rates} acima da margem, mas ao alcance do acaso (${fisherText(pValue, settings)})`
      : `${rates} acima da margem, mas com ${canaryFailing} de ${settings.minFailures} visualizações com falha mínimas`,
  };
}

/**
 * A vital compared: worse when both sides have `minPageViews` samples, the canary's p75 is more than
 * `vitalsRatio` times the live one's and at least `marginMs` worse, and the canary has more samples
 * above the live p75 than chance explains (Fisher's test on those shares at `significance`).
 */
function compareVital(
  name: 'INP' | 'LCP',
  marginMs: number,
  canary: VersionFigures,
  live: VersionFigures | null,
  samples: DecisionSamples,
  settings: HealthSettings,
): Finding<VitalEvidence> {
  const ours = canary.p75[name];
  const theirs = live?.p75[name] ?? null;
  const canarySamples = samples.canary[name].length;
  const liveSamples = samples.live[name].length;
  const base = { canarySamples, liveSamples, canaryP75: ours, liveP75: theirs };
  if (ours === null || theirs === null) {
    return { evidence: { ...base, canaryAbove: 0, liveAbove: 0, pValue: null, worse: false } };
  }
  const above = (values: readonly number[]): number => values.filter((value) => value - theirs > EPSILON).length;
  const canaryAbove = above(samples.canary[name]);
  const liveAbove = above(samples.live[name]);
  const pValue = fisherGreater(canaryAbove, canarySamples, liveAbove, liveSamples);
  const enough = canarySamples >= settings.minPageViews && liveSamples >= settings.minPageViews;
  const worseBy = ours - theirs;
  const pastLimit = ours - settings.vitalsRatio * theirs > EPSILON && worseBy - marginMs > -EPSILON;
  const significant = pValue <= settings.significance;
  const worse = enough && pastLimit && significant;
  const evidence = { ...base, canaryAbove, liveAbove, pValue, worse };
  if (!enough || !pastLimit) return { evidence };
  const times = theirs > 0 ? `${decimal(ours / theirs, 1)}×` : 'muito';
  const shares =
    `${canaryAbove} de ${canarySamples} amostras do canary acima do p75 da versão no ar contra ${liveAbove} de ` +
    `${liveSamples} (${fisherText(pValue, settings)})`;
  const p75s = `p75 de ${name} do canary ${msText(ours)} contra ${msText(theirs)} na versão no ar`;
  if (worse) {
    return {
      evidence,
      reason:
        `${p75s}: ${times} e ${msText(worseBy)} pior (limite: mais de ${decimal(settings.vitalsRatio, 1)}× e ao menos ` +
        `${msText(marginMs)} pior), e além do acaso: ${shares}`,
    };
  }
  return { evidence, doubt: `${p75s} passa do limite, mas ao alcance do acaso: ${shares}` };
}

const round = (value: number | null, digits: number): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** p-values as recorded: four significant digits, the small ones as precise as the large ones. */
const roundP = (value: number | null): number | null => (value === null ? null : Number(value.toPrecision(4)));

/** The figures as recorded: rates to four decimals, times to the millisecond, CLS to three decimals. */
function recorded(figures: VersionFigures): VersionFigures {
  return {
    ...figures,
    failureRate: round(figures.failureRate, 4),
    p75: { LCP: round(figures.p75.LCP, 0), INP: round(figures.p75.INP, 0), CLS: round(figures.p75.CLS, 3) },
  };
}

const recordedVital = (evidence: VitalEvidence): VitalEvidence => ({
  ...evidence,
  canaryP75: round(evidence.canaryP75, 0),
  liveP75: round(evidence.liveP75, 0),
  pValue: roundP(evidence.pValue),
});

/**
 * What to do with a running canary.
 *
 * `abort` when the canary is worse beyond chance: its failure rate exceeds the live version's by
 * more than `margin`, with at least `minFailures` failing views, at `significance` (see
 * `compareFailures`); or its p75 INP or LCP is more than `vitalsRatio` times the live version's and
 * at least `inpMarginMs` / `lcpMarginMs` worse, with more samples above the live p75 than chance
 * explains (see `compareVital`). Each needs `minPageViews` views (samples) on both sides: missing
 * data never ends a canary.
 *
 * `promote` when it was started with `autoPromoteMinutes`, has run that long, both sides have
 * their views in the window and nothing is even in doubt; a canary whose minutes passed without
 * that stays (`wait`), and the reason says what it lacks. Else `wait`.
 */
export function decide(
  release: AppRelease & { canary: RunningCanary },
  canary: VersionFigures,
  live: VersionFigures | null,
  now: number,
  settings: HealthSettings,
  samples: DecisionSamples = { canary: NO_SAMPLES, live: NO_SAMPLES },
): CanaryDecision {
  const window = healthWindow(now, settings.windowMinutes);
  const elapsedMs = now - Date.parse(release.canary.since);
  const runningMinutes = Math.max(0, Math.floor(elapsedMs / MINUTE_MS));
  const autoPromoteMinutes = release.canary.autoPromoteMinutes ?? null;
  const { windowMinutes, ...thresholds } = settings;
  const failures = compareFailures(canary, live, settings);
  const inp = compareVital('INP', settings.inpMarginMs, canary, live, samples, settings);
  const lcp = compareVital('LCP', settings.lcpMarginMs, canary, live, samples, settings);
  const figures: DecisionFigures = {
    window,
    canary: recorded(canary),
    live: live ? recorded(live) : null,
    thresholds,
    runningMinutes,
    autoPromoteMinutes,
    evidence: {
      failures: {
        ...failures.evidence,
        excess: round(failures.evidence.excess, 4),
        pValue: roundP(failures.evidence.pValue),
      },
      INP: recordedVital(inp.evidence),
      LCP: recordedVital(lcp.evidence),
    },
  };
  const period = `nos últimos ${windowMinutes} min`;
  const findings = [failures, inp, lcp];
  const reasons = findings.flatMap((finding) => (finding.reason ? [finding.reason] : []));
  if (reasons.length > 0) {
    return { action: 'abort', reason: `canary pior que a versão no ar ${period}: ${reasons.join('; ')}`, figures };
  }
  const due = autoPromoteMinutes !== null && elapsedMs >= autoPromoteMinutes * MINUTE_MS;
  const lacking = [
    { views: canary.pageViews, side: 'do canary' },
    { views: live?.pageViews ?? 0, side: 'da versão no ar' },
  ].filter(({ views }) => views < settings.minPageViews);
  const [first, second] = lacking;
  if (first) {
    // "12 de 20 visualizações mínimas do canary e 5 de 20 da versão no ar": the noun said once.
    const of = (count: number): string => `${count} de ${settings.minPageViews}`;
    const also = second ? ` e ${of(second.views)} ${second.side}` : '';
    const missing = (kind: string): string => `${of(first.views)} visualizações ${kind} ${first.side}${also} ${period}`;
    return {
      action: 'wait',
      reason: due ? `promoção automática adiada: ${missing('confiáveis')}` : missing('mínimas'),
      figures,
    };
  }
  const doubts = findings.flatMap((finding) => (finding.doubt ? [finding.doubt] : []));
  const summary =
    `taxa de falhas ${percentText(canary.failureRate)} (${countText(canary.failures, canary.pageViews)}) contra ` +
    `${percentText(live?.failureRate ?? null)} na versão no ar; p75 LCP ${msText(canary.p75.LCP)} contra ` +
    `${msText(live?.p75.LCP ?? null)}; p75 INP ${msText(canary.p75.INP)} contra ${msText(live?.p75.INP ?? null)} ${period}`;
  const state = doubts.length > 0 ? 'sem piora comprovada' : 'saudável';
  const detail = doubts.length > 0 ? `${doubts.join('; ')}; ${summary}` : summary;
  if (autoPromoteMinutes === null) {
    return { action: 'wait', reason: `${state}, sem promoção automática: ${detail}`, figures };
  }
  if (!due) {
    const left = Math.ceil((autoPromoteMinutes * MINUTE_MS - elapsedMs) / MINUTE_MS);
    return { action: 'wait', reason: `${state}; promoção automática em ${left} min: ${detail}`, figures };
  }
  if (doubts.length > 0) {
    return { action: 'wait', reason: `promoção automática adiada: ${detail}`, figures };
  }
  return {
    action: 'promote',
    reason: `canary saudável por ${autoPromoteMinutes} min (promoção automática): ${summary}`,
    figures,
  };
}

/** The health of one app in the window ending at `now`, with the decision about its running canary. */
export function evaluateApp(
  rows: readonly RemoteHealthRow[],
  release: AppRelease,
  now: number,
  settings: HealthSettings = DEFAULT_HEALTH_SETTINGS,
): AppHealth {
  const from = windowStart(now, settings.windowMinutes);
  const counted = tallies(rows, release, from, now);
  const canaryShare = release.canary?.percent ?? 0;
  const liveTally = (release.live ? counted.get(release.live) : undefined) ?? emptyTally();
  const canaryTally = (release.canary ? counted.get(release.canary.version) : undefined) ?? emptyTally();
  const live = release.live ? figuresOf(release.live, 'live', 100 - canaryShare, liveTally) : null;
  const canary =
    release.canary && release.canary.version !== release.live
      ? figuresOf(release.canary.version, 'canary', canaryShare, canaryTally)
      : null;
  const samples = { canary: canaryTally.vitals, live: liveTally.vitals };
  const decision =
    release.canary && canary
      ? decide({ ...release, canary: release.canary }, canary, live, now, settings, samples)
      : null;
  return {
    app: release.app,
    live: release.live,
    canary: release.canary,
    versions: [live, canary].filter((v): v is VersionFigures => v !== null),
    decision,
  };
}

/** Every app's health in the window ending at `now` (see `evaluateApp`). */
export function evaluateHealth(
  rows: readonly RemoteHealthRow[],
  releases: readonly AppRelease[],
  now: number,
  settings: HealthSettings = DEFAULT_HEALTH_SETTINGS,
): HealthReport {
  return {
    window: healthWindow(now, settings.windowMinutes),
    apps: releases.map((release) => evaluateApp(rows, release, now, settings)),
  };
}
