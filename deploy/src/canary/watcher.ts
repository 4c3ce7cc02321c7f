/**
 * The canary watcher: every few seconds it reads the running canaries from the registry and, when
 * any runs, the API's health aggregates of the window; it ends a canary that does worse than the
 * live version and promotes one whose `--auto-promote` minutes passed in good health, as `auto`,
 * with the reason and the figures in the history.
 *
 * Several site servers may each run one over the same registry: the registry's lock serializes
 * their changes, and a change names the canary it was decided about (`ifCanary`), so the second
 * abort of the same canary finds it ended and is dropped quietly, and never ends a newer one. The
 * loop never throws: what goes wrong is logged, once until it changes.
 *
 * A change records, beside the figures it was decided on, what this watcher's check before it
 * decided (`previousCheck`): the record alone shows the change came on the first check whose
 * evidence sufficed, without a clock outside the watcher's.
 */
import { abortCanary, canaryStates, promoteCanary, type CanaryOptions } from '../registry/canary.js';
import { isRegistryError, RegistryError } from '../registry/errors.js';
import type { RemoteName } from '../registry/paths.js';
import { registryStore, type RegistryStore } from '../registry/store.js';
import {
  DEFAULT_HEALTH_SETTINGS,
  evaluateApp,
  windowStart,
  type CanaryAction,
  type CanaryDecision,
  type HealthSettings,
  type PreviousCheck,
} from './health.js';
import { healthSettingsFromEnv } from './health-settings.js';
import type { HealthRows } from './health-source.js';

export const DEFAULT_CHECK_SECONDS = 10;
/** How long a decision waits for the registry's lock before it is tried again on the next check. */
const LOCK_TIMEOUT_MS = 5_000;

/** Where the watcher says what it did and what went wrong (Portuguese sentences). */
export interface WatchLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface CanaryWatchOptions {
  /** The API's aggregates (`apiHealthRows`). */
  rows: HealthRows;
  store?: RegistryStore;
  settings?: HealthSettings;
  /** Time between checks (default 10 s, CANARY_CHECK_SECONDS). */
  intervalMs?: number;
  /** The clock (epoch milliseconds); tests move it. */
  now?: () => number;
  log?: WatchLog;
}

/** What one check did about one running canary. */
export interface WatchOutcome {
  app: RemoteName;
  version: string;
  action: CanaryAction;
  /** True when this watcher changed the canary; false for `wait`, a refusal, or a canary already ended. */
  applied: boolean;
  reason: string;
}

/** One check: reads the canaries and, when any runs, the window's aggregates; applies what is decided. Never throws. */
export type CanaryCheck = () => Promise<WatchOutcome[]>;

export interface CanaryWatcher {
  /** One check, now, besides the loop's. */
  check: CanaryCheck;
  /** Stops the loop, waiting for a check under way. */
  stop(): Promise<void>;
}

const consoleLog: WatchLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

function describeError(error: unknown): string {
  if (isRegistryError(error)) return [error.message, ...error.problems].join(' ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * The watcher's check, without a loop (see `startCanaryWatcher`). It remembers the problems it
 * logged, so one that lasts is logged once, and its end is said.
 */
export function createCanaryCheck(options: CanaryWatchOptions): CanaryCheck {
  const store = options.store ?? registryStore();
  const settings = options.settings ?? DEFAULT_HEALTH_SETTINGS;
  const now = options.now ?? Date.now;
  const log = options.log ?? consoleLog;
  /** The problems logged by the last check: the same one is not logged again while it lasts. */
  let reported = new Set<string>();
  let problems = new Set<string>();
  /** The last check's decision about each running canary (by app, version and start). */
  let previous = new Map<string, PreviousCheck>();

  const problem = (message: string): void => {
    problems.add(message);
    if (!reported.has(message)) log.warn(message);
  };

  async function apply(app: RemoteName, since: string, version: string, decision: CanaryDecision): Promise<boolean> {
    const change: CanaryOptions = {
      store,
      who: 'auto',
      reason: decision.reason,
      figures: decision.figures,
      ifCanary: { version, since },
      lock: { timeoutMs: LOCK_TIMEOUT_MS },
    };
    const abort = decision.action === 'abort';
    try {
      if (abort) await abortCanary(app, change);
      else await promoteCanary(app, change);
    } catch (error) {
      // Ended meanwhile (by another watcher, or an operator): nothing left to do.
      if (isRegistryError(error) && error.code === 'no-canary') return false;
      problem(
        `Vigia de canaries: não foi possível ${abort ? 'encerrar' : 'promover'} o canary ${app}@${version}: ${describeError(error)}`,
      );
      return false;
    }
    log.info(`Canary ${app}@${version} ${abort ? 'encerrado' : 'promovido'} automaticamente: ${decision.reason}`);
    return true;
  }

  async function check(): Promise<WatchOutcome[]> {
    problems = new Set();
    const outcomes: WatchOutcome[] = [];
    try {
      const { canaries } = await store.readLive();
      if (Object.keys(canaries).length > 0) {
        const moment = now();
        const running = (await canaryStates(store)).filter((state) => state.canary);
        const rows = await options.rows(windowStart(moment, settings.windowMinutes));
        const checked = new Map<string, PreviousCheck>();
        for (const state of running) {
          const canary = state.canary;
          const found = evaluateApp(rows, state, moment, settings).decision;
          if (!canary || !found) continue;
          const key = `${state.app}@${canary.version}@${canary.since}`;
          const decision = { ...found, figures: { ...found.figures, previousCheck: previous.get(key) ?? null } };
          checked.set(key, {
            at: new Date(moment).toISOString(),
            action: decision.action,
            failures: decision.figures.evidence.failures,
          });
          const applied =
            decision.action === 'wait' ? false : await apply(state.app, canary.since, canary.version, decision);
          outcomes.push({
            app: state.app,
            version: canary.version,
            action: decision.action,
            applied,
            reason: decision.reason,
          });
        }
        previous = checked;
      } else previous = new Map();
    } catch (error) {
      problem(`Vigia de canaries: ${describeError(error)}`);
    }
    if (reported.size > 0 && problems.size === 0) log.info('Vigia de canaries: voltou a funcionar.');
    reported = problems;
    return outcomes;
  }

  return check;
}

/**
 * Starts the watcher's loop: a check every `intervalMs` (the first one after the first interval),
 * the next one scheduled when the previous ended, so two never overlap. `stop()` ends it.
 */
export function startCanaryWatcher(options: CanaryWatchOptions): CanaryWatcher {
  const check = createCanaryCheck(options);
  const intervalMs = options.intervalMs ?? DEFAULT_CHECK_SECONDS * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let underWay: Promise<unknown> | null = null;
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      underWay = check().finally(() => {
        underWay = null;
        schedule();
      });
    }, intervalMs);
    // A watcher alone does not keep a process alive.
    timer.unref();
  };
  schedule();
  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await underWay;
    },
  };
}

/** The watcher's settings from the site server's environment. */
export interface CanaryWatchSettings {
  /** CANARY_WATCH: `false` turns the watcher off; unset or `true`, it runs wherever OPERATOR_TOKEN is set. */
  enabled: boolean;
  intervalMs: number;
  settings: HealthSettings;
}

/**
 * CANARY_WATCH (`true` or `false`), CANARY_CHECK_SECONDS (default 10) and the evaluator's thresholds
 * (CANARY_WINDOW_MINUTES, CANARY_MIN_PAGE_VIEWS, CANARY_MARGIN, …). A value that is not one is
 * refused, named.
 */
export function canaryWatchFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryWatchSettings {
  const watch = env.CANARY_WATCH;
  if (watch && watch !== 'true' && watch !== 'false') {
    throw new RegistryError('usage', `CANARY_WATCH precisa ser true ou false (recebido: ${watch}).`);
  }
  const seconds = env.CANARY_CHECK_SECONDS;
  const interval = seconds ? Number(seconds) : DEFAULT_CHECK_SECONDS;
  if (!(Number.isFinite(interval) && interval > 0 && interval <= 3600)) {
    throw new RegistryError(
      'usage',
      `CANARY_CHECK_SECONDS precisa ser um número de segundos maior que 0 e até 3600 (recebido: ${seconds}).`,
    );
  }
  return { enabled: watch !== 'false', intervalMs: interval * 1000, settings: healthSettingsFromEnv(env) };
}
