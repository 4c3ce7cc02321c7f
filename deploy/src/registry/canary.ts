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
  MAX_CANARY_PERCENT,
  MIN_CANARY_PERCENT,
  entryOf,
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

function noCanary(app: RemoteName): RegistryError {
  return new RegistryError(
    'no-canary',
    `${app} não tem canary em andamento; comece um com: npm run mfe -- canary ${app} <versão> --percent <n>`,
  );
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
    };
    await appendHistory(record);
    return { remote: app, action, live, version, share, canary: next, warnings, record };
  }, options.lock);
}

/**
 * `canary <app> <version> --percent <n>`: sends a published, valid version (validated as promote
 * does) to n % of browsers. Refused when the version is the live one, when nothing of the app is
 * live, and while another canary of the app runs.
 */
export async function startCanary(
  app: RemoteName,
  version: string,
  percent: number,
  options: CanaryOptions = {},
): Promise<CanaryResult> {
  const share = parsePercent(percent);
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
    const next: Canary = { version, entry: entryOf(app, version), percent: share, since: new Date().toISOString() };
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
  return changeCanary(app, 'canary-share', options, async (_live, current, pointer) => {
    if (!current) throw noCanary(app);
    const warnings = share > current.percent ? await assertValid(app, current.version, pointer) : [];
    return { version: current.version, next: { ...current, percent: share }, promote: false, warnings };
  });
}

/**
 * `canary <app> --promote`: makes the canary's version the live one, validated as promote does, and
 * ends the canary.
 */
export function promoteCanary(app: RemoteName, options: CanaryOptions = {}): Promise<CanaryResult> {
  return changeCanary(app, 'canary-promote', options, async (_live, current, pointer) => {
    if (!current) throw noCanary(app);
    const warnings = await assertValid(app, current.version, pointer);
    return { version: current.version, next: null, promote: true, warnings };
  });
}

/** `canary <app> --abort`: ends the canary; every browser gets the live version again. Never validated. */
export function abortCanary(app: RemoteName, options: CanaryOptions = {}): Promise<CanaryResult> {
  return changeCanary(app, 'canary-abort', options, async (_live, current) => {
    if (!current) throw noCanary(app);
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
}

/** The canary state of one remote: its running canary, if any, and every share change of its canaries. */
export interface CanaryState {
  app: RemoteName;
  live: string | null;
  canary: { version: string; percent: number; since: string } | null;
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

/** Every remote's canary state, read from the store at one moment, with the share changes of its history. */
export async function canaryStates(store: RegistryStore = registryStore()): Promise<CanaryState[]> {
  const { pointer, canaries } = await store.readLive();
  const records = await store.readHistory();
  return REMOTE_NAMES.map((app) => {
    const canary = canaries[app];
    return {
      app,
      live: liveVersionOf(pointer, app),
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      shares: shareChanges(records.filter((r) => r.remote === app)),
    };
  });
}
