/**
 * Canary releases of one remote: a published version goes to a share of browsers (those whose
 * bucket is below the share) while the others keep the live version; the share can be widened or
 * narrowed; then the canary is made the live version or ended. Each change goes through the
 * registry's store like a promote: under its lock, validated first when it widens what browsers
 * get, written with the pointer in one step, and recorded in the history (who, when, share, why).
 */
import { REMOTE_NAMES, isRemoteName, type Pointer } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import type { CanaryAction, HistoryRecord } from './history.js';
import { actorOf, liveVersionOf, type ChangeOptions } from './operations.js';
import { APP_NAMES, type AppName, type RemoteName } from './paths.js';
import {
  MAX_AUTO_PROMOTE_MINUTES,
  MAX_CANARY_PERCENT,
  MIN_CANARY_PERCENT,
  entryOf,
  isAutoPromoteMinutes,
  isCanaryPercent,
  refusal,
  validateRemote,
  type Canary,
} from './registry.js';
import { registryStore, type RegistryStore } from './store.js';

export interface CanaryOptions extends ChangeOptions {
  /** Who decides, as `by` (`auto` for an automatic decision); `by` wins when both are given. */
  who?: string;
  /** What an automatic decision was based on (error rates, latencies, …): recorded as given. */
  figures?: Record<string, unknown>;
  /**
   * Change the canary only while it is this one (the one an automatic decision looked at): when it
   * ended, or another one started meanwhile, the change is refused as `no-canary`, nothing changed.
   */
  ifCanary?: { version: string; since: string };
}

export interface CanaryStartOptions extends CanaryOptions {
  /** Minutes after which the canary watcher promotes the canary if it stayed healthy (`--auto-promote`). */
  autoPromoteMinutes?: number;
}

export interface CanaryResult {
  remote: RemoteName;
  action: CanaryAction;
  /** The live version before the change. */
  live: string | null;
  /** The canary's version. */
  version: string;
  /** The share of browsers that get the canary's version, in percent, before and after. */
  share: { from: number; to: number };
  /** The canary as it runs after the change (null once promoted or ended). */
  canary: Canary | null;
  warnings: string[];
  record: HistoryRecord;
}

/** The app named, when a canary may run for it: a remote (the shell has no canary). */
export function assertCanaryApp(app: AppName): RemoteName {
  if (isRemoteName(app)) return app;
  throw new RegistryError(
    'usage',
    `A shell não tem canary: ela decide a página inteira. Canary vale para ${APP_NAMES.filter((a) => a !== 'shell').join(', ')}.`,
  );
}

/** A share as given on the command line or by a caller: an integer from 1 to 99. */
export function parsePercent(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*%?\s*$/.test(value) ? parseInt(value, 10) : value;
  if (isCanaryPercent(number)) return number;
  throw new RegistryError(
    'usage',
    `--percent precisa ser um número inteiro de ${MIN_CANARY_PERCENT} a ${MAX_CANARY_PERCENT} (recebido: ${String(value)}).`,
  );
}

/** Minutes before an automatic promote as given on the command line or by a caller: an integer from 1 to a week. */
export function parseAutoPromote(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? parseInt(value, 10) : value;
  if (isAutoPromoteMinutes(number)) return number;
  throw new RegistryError(
    'usage',
    `--auto-promote precisa ser um número inteiro de minutos, de 1 a ${MAX_AUTO_PROMOTE_MINUTES} (recebido: ${String(value)}).`,
  );
}

function noCanary(app: RemoteName): RegistryError {
  return new RegistryError(
    'no-canary',
    `${app} não tem canary em andamento; comece um com: npm run mfe -- canary ${app} <versão> --percent <n>`,
  );
}

/** The running canary a change applies to: refused when there is none, or not the one `ifCanary` names. */
function runningCanary(app: RemoteName, current: Canary | null, options: CanaryOptions): Canary {
  if (!current) throw noCanary(app);
  const expected = options.ifCanary;
  if (expected && (expected.version !== current.version || expected.since !== current.since)) {
    throw new RegistryError(
      'no-canary',
      `O canary ${app}@${expected.version} (desde ${expected.since}) não está mais em andamento; ` +
        `o que corre agora é ${app}@${current.version} (desde ${current.since}).`,
    );
  }
  return current;
}

/** Validates a version as promote does; refuses with every reason, nothing changed. */
async function assertValid(app: RemoteName, version: string, pointer: Pointer): Promise<string[]> {
  const { problems, warnings } = await validateRemote(app, version, pointer);
  if (problems.length) throw refusal(`${app}@${version}`, problems);
  return warnings;
}

/**
 * One change of a canary under the store's lock: `decide` reads the live state and returns what
 * the canary becomes; the state and the history record are written together.
 */
async function changeCanary(
  app: RemoteName,
  action: CanaryAction,
  options: CanaryOptions,
  decide: (
    live: string | null,
    current: Canary | null,
    pointer: Pointer,
  ) => Promise<{ version: string; next: Canary | null; promote: boolean; warnings: string[] }>,
): Promise<CanaryResult> {
  const store = options.store ?? registryStore();
  return store.change(async ({ readLive, writeLive, appendHistory }) => {
    const { pointer, canaries } = await readLive();
    const live = liveVersionOf(pointer, app);
    const current = canaries[app] ?? null;
    const { version, next, promote, warnings } = await decide(live, current, pointer);
    if (next) canaries[app] = next;
    else delete canaries[app];
    if (promote) pointer.remotes[app] = { version, entry: entryOf(app, version) };
    await writeLive({ pointer, canaries });
    const share = { from: current?.percent ?? 0, to: promote ? 100 : (next?.percent ?? 0) };
    const record: HistoryRecord = {
      at: new Date().toISOString(),
      by: actorOf(options.by ?? options.who),
      remote: app,
      action,
      from: live,
      to: version,
      reason: options.reason?.trim() || null,
      share,
      ...(options.figures !== undefined ? { figures: options.figures } : {}),
      ...(action === 'canary-start' && next?.autoPromoteMinutes !== undefined
        ? { autoPromoteMinutes: next.autoPromoteMinutes }
        : {}),
    };
    await appendHistory(record);
    return { remote: app, action, live, version, share, canary: next, warnings, record };
  }, options.lock);
}

/**
 * `canary <app> <version> --percent <n> [--auto-promote <minutes>]`: sends a published, valid
 * version (validated as promote does) to n % of browsers. Refused when the version is the live one,
 * when nothing of the app is live, and while another canary of the app runs.
 */
export async function startCanary(
  app: RemoteName,
  version: string,
  percent: number,
  options: CanaryStartOptions = {},
): Promise<CanaryResult> {
  const share = parsePercent(percent);
  const autoPromoteMinutes =
    options.autoPromoteMinutes === undefined ? undefined : parseAutoPromote(options.autoPromoteMinutes);
  return changeCanary(app, 'canary-start', options, async (live, current, pointer) => {
    if (current) {
      throw new RegistryError(
        'conflict',
        `Já há um canary de ${app}: ${app}@${current.version} para ${current.percent} % dos navegadores. ` +
          `Mude a parcela (--percent), promova (--promote) ou encerre (--abort) antes de começar outro.`,
      );
    }
    const warnings = await assertValid(app, version, pointer);
    if (!live) {
      throw new RegistryError(
        'conflict',
        `${app} não tem versão no ar para dividir os navegadores; ponha uma no ar com promote primeiro.`,
      );
    }
    if (live === version) {
      throw new RegistryError('conflict', `${app}@${version} já é a versão no ar; um canary precisa de outra versão.`);
    }
    const next: Canary = {
      version,
      entry: entryOf(app, version),
      percent: share,
      since: new Date().toISOString(),
      ...(autoPromoteMinutes !== undefined ? { autoPromoteMinutes } : {}),
    };
    return { version, next, promote: false, warnings };
  });
}

/**
 * `canary <app> --percent <m>`: widens or narrows the running canary's share. Widening validates the
 * version again (it may have been removed, or the shell changed); narrowing never is refused.
 */
export async function setCanaryShare(
  app: RemoteName,
  percent: number,
  options: CanaryOptions = {},
): Promise<CanaryResult> {
  const share = parsePercent(percent);
  return changeCanary(app, 'canary-share', options, async (_live, found, pointer) => {
    const current = runningCanary(app, found, options);
    const warnings = share > current.percent ? await assertValid(app, current.version, pointer) : [];
    return { version: current.version, next: { ...current, percent: share }, promote: false, warnings };
  });
}

/**
 * `canary <app> --promote`: makes the canary's version the live one, validated as promote does, and
 * ends the canary.
 */
export function promoteCanary(app: RemoteName, options: CanaryOptions = {}): Promise<CanaryResult> {
  return changeCanary(app, 'canary-promote', options, async (_live, found, pointer) => {
    const current = runningCanary(app, found, options);
    const warnings = await assertValid(app, current.version, pointer);
    return { version: current.version, next: null, promote: true, warnings };
  });
}

/** `canary <app> --abort`: ends the canary; every browser gets the live version again. Never validated. */
export function abortCanary(app: RemoteName, options: CanaryOptions = {}): Promise<CanaryResult> {
  return changeCanary(app, 'canary-abort', options, async (_live, found) => {
    const current = runningCanary(app, found, options);
    return { version: current.version, next: null, promote: false, warnings: [] };
  });
}

/** A change of a canary's share, as the history recorded it. */
export interface ShareChange {
  at: string;
  action: CanaryAction;
  /** The canary's version. */
  version: string;
  /**
   * The share of browsers given `version` from `at` on: 0 once the canary ended, 100 once it was
   * promoted (every browser gets it, as the live version).
   */
  percent: number;
  by: string;
  reason: string | null;
  figures?: Record<string, unknown>;
  /** A start only, when given: the minutes after which the watcher may promote the canary. */
  autoPromoteMinutes?: number;
}

/** The canary state of one remote: its running canary, if any, and every share change of its canaries. */
export interface CanaryState {
  app: RemoteName;
  live: string | null;
  canary: { version: string; percent: number; since: string; autoPromoteMinutes?: number } | null;
  /** Oldest first; for the share in force at a moment, see `shareAt`. */
  shares: ShareChange[];
}

/** The share changes among an app's history records, oldest first. */
export function shareChanges(records: readonly HistoryRecord[]): ShareChange[] {
  return records.flatMap((record) =>
    record.share
      ? [
          {
            at: record.at,
            action: record.action as CanaryAction,
            version: record.to,
            percent: record.share.to,
            by: record.by,
            reason: record.reason,
            ...(record.figures !== undefined ? { figures: record.figures } : {}),
            ...(record.autoPromoteMinutes !== undefined ? { autoPromoteMinutes: record.autoPromoteMinutes } : {}),
          },
        ]
      : [],
  );
}

/**
 * The canary's version and share in force at a moment (e.g. the start of a minute): the last change
 * at or before it. Null before the first canary; percent 0 after one ended.
 */
export function shareAt(
  shares: readonly ShareChange[],
  moment: Date | string | number,
): { version: string; percent: number } | null {
  const time = new Date(moment).getTime();
  let found: ShareChange | null = null;
  for (const change of shares) {
    if (Date.parse(change.at) <= time) found = change;
    else break;
  }
  return found ? { version: found.version, percent: found.percent } : null;
}

/** A running canary as readers see it: without its entry. */
const runningOf = ({ version, percent, since, autoPromoteMinutes }: Canary): NonNullable<CanaryState['canary']> => ({
  version,
  percent,
  since,
  ...(autoPromoteMinutes !== undefined ? { autoPromoteMinutes } : {}),
});

/** Every remote's canary state, read from the store at one moment, with the share changes of its history. */
export async function canaryStates(store: RegistryStore = registryStore()): Promise<CanaryState[]> {
  const { pointer, canaries } = await store.readLive();
  const records = await store.readHistory();
  return REMOTE_NAMES.map((app) => {
    const canary = canaries[app];
    return {
      app,
      live: liveVersionOf(pointer, app),
      canary: canary ? runningOf(canary) : null,
      shares: shareChanges(records.filter((r) => r.remote === app)),
    };
  });
}
