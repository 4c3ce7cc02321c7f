import type { Pointer } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import { defaultActor, liveStack, type HistoryRecord } from './history.js';
import type { LockOptions } from './lock.js';
import { APP_NAMES, isAppName, type AppName } from './paths.js';
import { entryOf, listVersions, refusal, validateVersion, type PublishedVersion } from './registry.js';
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
}

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
  return store.change(async ({ readPointer, writePointer, readHistory, appendHistory }) => {
    const pointer = await readPointer();
    const history = await readHistory(app);
    const target = typeof version === 'function' ? version(pointer, history) : version;
    const { problems, warnings, contractVersion } = await validateVersion(app, target, pointer);
    if (problems.length) throw refusal(`${app}@${target}`, problems);
    const from = liveVersionOf(pointer, app);
    const changed = from !== target;
    if (changed) {
      if (app === 'shell') pointer.shell = { version: target, contractVersion: contractVersion ?? '' };
      else pointer.remotes[app] = { version: target, entry: entryOf(app, target) };
      await writePointer(pointer);
    }
    const record: HistoryRecord = {
      at: new Date().toISOString(),
      by: options.by?.trim() || defaultActor(),
      remote: app,
      action,
      from,
      to: target,
      reason: options.reason?.trim() || null,
    };
    await appendHistory(record);
    return { remote: app, action, from, to: target, changed, warnings, record };
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

export interface AppStatus {
  app: AppName;
  live: string | null;
  contractVersion: string | null;
  /** Where rollback without --to would go, when there is such a version. */
  previous: string | null;
  versions: Array<PublishedVersion & { live: boolean }>;
}

/** `status`: live and published versions of the shell and every remote. */
export async function status(store: RegistryStore = registryStore()): Promise<AppStatus[]> {
  const pointer = await store.readPointer();
  const history = await store.readHistory();
  return Promise.all(
    APP_NAMES.map(async (app) => {
      const live = liveVersionOf(pointer, app);
      const versions = await listVersions(app);
      const stack = liveStack(history.filter((r) => r.remote === app));
      if (live && stack.at(-1) === live) stack.pop();
      return {
        app,
        live,
        contractVersion: versions.find((v) => v.version === live)?.contractVersion ?? null,
        previous: stack.at(-1) ?? null,
        versions: versions.map((v) => ({ ...v, live: v.version === live })),
      };
    }),
  );
}

/** `history [<app>]`: pointer changes, oldest first. */
export function history(app?: AppName, store: RegistryStore = registryStore()): Promise<HistoryRecord[]> {
  return store.readHistory(app);
}
