/**
 * The health of a canary beside the live version of its remote, from the API's per-minute
 * aggregates of the shell's beacons (`GET /api/operator/remote-health`), and what to do about it.
 * Pure: the same rows, releases, moment and settings give the same figures and the same decision.
 *
 * A row counts for the version it reports only when that is the version its bucket was given at
 * that minute: the canary's for the buckets below the share in force at the minute's start, the
 * live version's for the others. A row that disagrees (a tab opened before a share change, a
 * preview, a version since replaced) is left out, so each version is judged by the browsers that
 * were meant to run it.
 */
import type { HealthApp, VitalName } from 'shared-contracts/constants';
import type { RemoteHealthRow } from 'shared-contracts/schema';
import { shareAt, type ShareChange } from '../registry/canary.js';

const MINUTE_MS = 60_000;

/** What a decision looks at and how much worse a canary may be before it is ended. */
export interface HealthSettings {
  /** The window: the aggregates of the minutes from `windowMinutes` ago up to now (default 10). */
  windowMinutes: number;
  /** Page views (and vitals samples, for a vital) a version needs before it is judged (default 20). */
  minPageViews: number;
  /** How far the canary's failure rate may exceed the live one's, absolute (default 0.05: 5 points). */
  margin: number;
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

/** The figures a decision rests on, as recorded in the history with an automatic abort or promote. */
export interface DecisionFigures extends Record<string, unknown> {
  window: HealthWindow;
  canary: VersionFigures;
  live: VersionFigures | null;
  thresholds: Omit<HealthSettings, 'windowMinutes'>;
  /** Minutes the canary has run. */
  runningMinutes: number;
  autoPromoteMinutes: number | null;
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
 * The version a browser of `bucket` was given at `minute`: the canary's below the share in force at
 * the minute's start, else the live one. A minute before a canary started counts for the live version
 * only; a promoted canary's version is the live one.
 */
export function expectedVersion(release: AppRelease, minute: number, bucket: number): string | null {
  const share = shareAt(release.shares, minute);
  if (share && share.percent > 0 && share.percent < 100 && bucket < share.percent) return share.version;
  return release.live;
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
    if (!tally || expectedVersion(release, minute, row.bucket) !== row.version) continue;
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

const countText = (figures: VersionFigures): string =>
  `${figures.failures} em ${figures.pageViews} visualizaç${figures.pageViews === 1 ? 'ão' : 'ões'}`;

/** Why a canary is worse than the live version, one sentence per reason found (none: it is not). */
function abortReasons(canary: VersionFigures, live: VersionFigures | null, settings: HealthSettings): string[] {
  const reasons: string[] = [];
  const baseline = live?.failureRate ?? 0;
  if (canary.pageViews >= settings.minPageViews && canary.failureRate !== null) {
    const excess = canary.failureRate - baseline;
    if (excess - settings.margin > EPSILON) {
      const liveText = live?.pageViews ? `${percentText(baseline)} (${countText(live)})` : '0 % (sem visualizações)';
      reasons.push(
        `taxa de falhas do canary ${percentText(canary.failureRate)} (${countText(canary)}) contra ${liveText} na versão no ar: ` +
          `${decimal(excess * 100, 1)} pontos acima, mais que a margem de ${decimal(settings.margin * 100, 1)} pontos`,
      );
    }
  }
  const vitals: Array<[VitalName, number]> = [
    ['INP', settings.inpMarginMs],
    ['LCP', settings.lcpMarginMs],
  ];
  for (const [name, marginMs] of vitals) {
    const ours = canary.p75[name];
    const theirs = live?.p75[name] ?? null;
    if (ours === null || theirs === null || !live) continue;
    if (canary.samples[name] < settings.minPageViews || live.samples[name] < settings.minPageViews) continue;
    const worseBy = ours - theirs;
    if (ours - settings.vitalsRatio * theirs > EPSILON && worseBy - marginMs > -EPSILON) {
      const times = theirs > 0 ? `${decimal(ours / theirs, 1)}×` : 'muito';
      reasons.push(
        `p75 de ${name} do canary ${msText(ours)} contra ${msText(theirs)} na versão no ar: ${times} e ${msText(worseBy)} pior ` +
          `(limite: mais de ${decimal(settings.vitalsRatio, 1)}× e ao menos ${msText(marginMs)} pior)`,
      );
    }
  }
  return reasons;
}

const round = (value: number | null, digits: number): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** The figures as recorded: rates to four decimals, times to the millisecond, CLS to three decimals. */
function recorded(figures: VersionFigures): VersionFigures {
  return {
    ...figures,
    failureRate: round(figures.failureRate, 4),
    p75: { LCP: round(figures.p75.LCP, 0), INP: round(figures.p75.INP, 0), CLS: round(figures.p75.CLS, 3) },
  };
}

/**
 * What to do with a running canary: `abort` when, with at least `minPageViews` page views, its
 * failure rate exceeds the live version's by more than `margin`, or when its p75 INP or LCP is more
 * than `vitalsRatio` times the live version's and at least `inpMarginMs` / `lcpMarginMs` worse (with
 * at least `minPageViews` samples on both sides); `promote` when it was started with
 * `autoPromoteMinutes`, has run that long, has its page views and no reason to abort; else `wait`.
 */
export function decide(
  release: AppRelease & { canary: RunningCanary },
  canary: VersionFigures,
  live: VersionFigures | null,
  now: number,
  settings: HealthSettings,
): CanaryDecision {
  const window = healthWindow(now, settings.windowMinutes);
  const runningMinutes = Math.max(0, Math.floor((now - Date.parse(release.canary.since)) / MINUTE_MS));
  const autoPromoteMinutes = release.canary.autoPromoteMinutes ?? null;
  const { windowMinutes, ...thresholds } = settings;
  const figures: DecisionFigures = {
    window,
    canary: recorded(canary),
    live: live ? recorded(live) : null,
    thresholds,
    runningMinutes,
    autoPromoteMinutes,
  };
  const period = `nos últimos ${windowMinutes} min`;
  const reasons = abortReasons(canary, live, settings);
  if (reasons.length > 0) {
    return { action: 'abort', reason: `canary pior que a versão no ar ${period}: ${reasons.join('; ')}`, figures };
  }
  const enough = canary.pageViews >= settings.minPageViews;
  if (!enough) {
    return {
      action: 'wait',
      reason: `${canary.pageViews} de ${settings.minPageViews} visualizações mínimas do canary ${period}`,
      figures,
    };
  }
  const summary =
    `taxa de falhas ${percentText(canary.failureRate)} (${countText(canary)}) contra ` +
    `${percentText(live?.failureRate ?? null)} na versão no ar; p75 LCP ${msText(canary.p75.LCP)} contra ` +
    `${msText(live?.p75.LCP ?? null)}; p75 INP ${msText(canary.p75.INP)} contra ${msText(live?.p75.INP ?? null)} ${period}`;
  if (autoPromoteMinutes === null) {
    return { action: 'wait', reason: `saudável, sem promoção automática: ${summary}`, figures };
  }
  const elapsedMs = now - Date.parse(release.canary.since);
  if (elapsedMs < autoPromoteMinutes * MINUTE_MS) {
    const left = Math.ceil((autoPromoteMinutes * MINUTE_MS - elapsedMs) / MINUTE_MS);
    return { action: 'wait', reason: `saudável; promoção automática em ${left} min: ${summary}`, figures };
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
  const live = release.live
    ? figuresOf(release.live, 'live', 100 - canaryShare, counted.get(release.live) ?? emptyTally())
    : null;
  const canary =
    release.canary && release.canary.version !== release.live
      ? figuresOf(release.canary.version, 'canary', canaryShare, counted.get(release.canary.version) ?? emptyTally())
      : null;
  const decision =
    release.canary && canary ? decide({ ...release, canary: release.canary }, canary, live, now, settings) : null;
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
