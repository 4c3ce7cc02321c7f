import type { Pointer } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import { defaultActor, liveStack, type HistoryRecord } from './history.js';
import type { LockOptions } from './lock.js';
import { APP_NAMES, isAppName, type AppName } from './paths.js';
import { entryOf, listVersions, refusal, validateVersion, type Canary, type PublishedVersion } from './registry.js';
import { registryStore, type RegistryStore } from './store.js';

export interface ChangeOptions {
  /** Who asks (default: MFE_BY or the system user). */
  by?: string;
  reason?: string;
  lock?: LockOptions;
  /** Where the pointer and its history are kept (default: the one the environment names). */
  store?: RegistryStore;
}

export interface ChangeResult {
  remote: AppName;
  action: 'promote' | 'rollback';
  from: string | null;
  to: string;
  /** False when the version was already live: the pointer file was not rewritten. */
  changed: boolean;
  warnings: string[];
  record: HistoryRecord;
  /** The app's canary this change ended (a promote or rollback ends it), or null. */
  endedCanary: Canary | null;
}

/** The actor of a change: `--by`, else MFE_BY or the system user. */
export const actorOf = (by: string | undefined): string => by?.trim() || defaultActor();

export function liveVersionOf(pointer: Pointer, app: AppName): string | null {
  return (app === 'shell' ? pointer.shell?.version : pointer.remotes[app]?.version) ?? null;
}

export function assertApp(name: string | undefined): AppName {
  if (name && isAppName(name)) return name;
  throw new RegistryError(
    'usage',
    name ? `'${name}' não é um app conhecido (${APP_NAMES.join(', ')})` : `Diga qual app (${APP_NAMES.join(', ')})`,
  );
}

/**
 * Validates `version` and makes it live, under the store's lock; appends the history record. On
 * any refusal nothing is written: the pointer stays byte for byte as it was.
 */
async function switchTo(
  app: AppName,
  version: string | ((pointer: Pointer, history: HistoryRecord[]) => string),
  action: 'promote' | 'rollback',
  options: ChangeOptions,
): Promise<ChangeResult> {
  const store = options.store ?? registryStore();
  return store.change(async ({ readLive, writeLive, readHistory, appendHistory }) => {
    const { pointer, canaries } = await readLive();
    const history = await readHistory(app);
    const target = typeof version === 'function' ? version(pointer, history) : version;
    const { problems, warnings, contractVersion } = await validateVersion(app, target, pointer);
    if (problems.length) throw refusal(`${app}@${target}`, problems);
    const from = liveVersionOf(pointer, app);
    const changed = from !== target;
    // The version an operator puts live is the one every browser gets: the app's canary ends.
    const endedCanary = app === 'shell' ? null : (canaries[app] ?? null);
    if (endedCanary && app !== 'shell') delete canaries[app];
    if (changed) {
      if (app === 'shell') pointer.shell = { version: target, contractVersion: contractVersion ?? '' };
      else pointer.remotes[app] = { version: target, entry: entryOf(app, target) };
    }
    if (changed || endedCanary) await writeLive({ pointer, canaries });
    const at = new Date().toISOString();
    const by = actorOf(options.by);
    const reason = options.reason?.trim() || null;
    if (endedCanary) {
      await appendHistory({
        at,
        by,
        remote: app,
        action: 'canary-abort',
        from,
        to: endedCanary.version,
        reason: `encerrado pelo ${action} para ${target}${reason ? ` — ${reason}` : ''}`,
        share: { from: endedCanary.percent, to: 0 },
      });
    }
    const record: HistoryRecord = { at, by, remote: app, action, from, to: target, reason };
    await appendHistory(record);
    if (endedCanary) {
      warnings.push(`o canary ${app}@${endedCanary.version} (${endedCanary.percent} %) foi encerrado`);
    }
    return { remote: app, action, from, to: target, changed, warnings, record, endedCanary };
  }, options.lock);
}

/** `promote <app> <version>`: makes a published version live. */
export function promote(app: AppName, version: string, options: ChangeOptions = {}): Promise<ChangeResult> {
  return switchTo(app, version, 'promote', options);
}

/**
 * `rollback <app> [--to <version>]`: without --to, back to the version that was live before the
 * current one came in (each further rollback walks one release further back).
 */
export function rollback(app: AppName, options: ChangeOptions & { to?: string } = {}): Promise<ChangeResult> {
  if (options.to) return switchTo(app, options.to, 'rollback', options);
  return switchTo(
    app,
    (pointer, history) => {
      const live = liveVersionOf(pointer, app);
      const stack = liveStack(history);
      // The stack ends with the live version when the pointer was last changed by the registry.
      if (live && stack.at(-1) === live) stack.pop();
      const previous = stack.at(-1);
      if (!previous) {
        throw new RegistryError(
          'no-previous',
          `${app}: não há versão anterior no histórico; use rollback ${app} --to <versão> (veja status).`,
        );
      }
      return previous;
    },
    'rollback',
    options,
  );
}

/** A running canary as status shows it. */
export interface CanaryStatus {
  version: string;
  percent: number;
  since: string;
  /** Minutes after which the watcher may promote it (`--auto-promote`), when set. */
  autoPromoteMinutes?: number;
}

export interface AppStatus {
  app: AppName;
  live: string | null;
  /** The app's running canary, or null. */
  canary: CanaryStatus | null;
  contractVersion: string | null;
  /** Where rollback without --to would go, when there is such a version. */
  previous: string | null;
  versions: Array<PublishedVersion & { live: boolean; canary: boolean }>;
}

/** `status`: live and published versions of the shell and every remote, and each running canary. */
export async function status(store: RegistryStore = registryStore()): Promise<AppStatus[]> {
  const { pointer, canaries } = await store.readLive();
  const history = await store.readHistory();
  return Promise.all(
    APP_NAMES.map(async (app) => {
      const live = liveVersionOf(pointer, app);
      const versions = await listVersions(app);
      const stack = liveStack(history.filter((r) => r.remote === app));
      if (live && stack.at(-1) === live) stack.pop();
      const canary = app === 'shell' ? undefined : canaries[app];
      return {
        app,
        live,
        canary: canary
          ? {
              version: canary.version,
              percent: canary.percent,
              since: canary.since,
              ...(canary.autoPromoteMinutes !== undefined ? { autoPromoteMinutes: canary.autoPromoteMinutes } : {}),
            }
          : null,
        contractVersion: versions.find((v) => v.version === live)?.contractVersion ?? null,
        previous: stack.at(-1) ?? null,
        versions: versions.map((v) => ({ ...v, live: v.version === live, canary: v.version === canary?.version })),
      };
    }),
  );
}

/** `history [<app>]`: pointer and canary changes, oldest first. */
export function history(app?: AppName, store: RegistryStore = registryStore()): Promise<HistoryRecord[]> {
  return store.readHistory(app);
}
