import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RETRY } from './load-timeout';

/** A file of a remote's version folder (`/remotes/<remote>/<version>/…`): its content never changes. */
const VERSION_FILE = /^\/remotes\/([^/]+)\/[^/]+\//;

/** How long to wait for the browser to record a failed file's timing entry (it is usually there already). */
const TIMING_WAIT_MS = 50;

/** What the runtime's `loadEntryError` hook answers: the entry's exports, recovered, or nothing. */
type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(url: string): URL | null {
  try {
    return new URL(url, document.baseURI);
  } catch {
    return null;
  }
}

/** The remote whose version folder holds the file, if one does. */
const remoteOfFile = (url: string): string | null => VERSION_FILE.exec(urlOf(url)?.pathname ?? '')?.[1] ?? null;

/**
 * A version's file answered 404 or 410: it is not there and never will be (a version folder is
 * immutable), so asking again only makes the visitor wait. Any other failure (5xx, a network
 * error, a timeout) may pass, and is retried.
 */
export function isFinalAnswer(url: string, status: number | null): boolean {
  return (status === 404 || status === 410) && remoteOfFile(url) !== null;
}

/** The error a manifest fetch fails with on an answer that is not OK. */
export class AnswerError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'AnswerError';
  }
}

type TimedEntry = PerformanceEntry & { responseStatus?: number };

/**
 * The HTTP status the browser got for a script of a remote, or for the page's preload of it,
 * since `since` (a `performance.now()` time). A script's error event says nothing of the answer,
 * and asking for the file again (a HEAD) would be one more request for a file that is not there;
 * the status is in the file's resource timing entry instead (`responseStatus`, same-origin
 * files; Chromium 109+, not yet every browser). In Chromium the entry is there by the time the
 * runtime hands over the failure (the fault matrix checks that no file is asked for twice); it is
 * looked for once more after a short pause all the same. Null where the browser does not tell:
 * the failure is then retried, as any other.
 */
export async function answeredStatus(url: string, since = 0): Promise<number | null> {
  const href = urlOf(url)?.href;
  if (!href || typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return null;
  const look = (): number | null => {
    const statuses = (performance.getEntriesByName(href) as TimedEntry[])
      .filter((entry) => entry.startTime >= since && (entry.responseStatus ?? 0) > 0)
      .map((entry) => entry.responseStatus ?? 0);
    return statuses.at(-1) ?? null;
  };
  const now = look();
  if (now !== null) return now;
  await pause(TIMING_WAIT_MS);
  return look();
}

/** The script a failed load was fetching: a webpack chunk load error names it (`request`). */
function requestOf(error: unknown): string | null {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' ? request : null;
}

/** Runs `attempt`, and again up to `times` times after a pause, unless a failure is final. */
async function withRetries<T>(
  attempt: () => Promise<T>,
  isFinal: (error: unknown) => Promise<boolean>,
  times: number = RETRY.times,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= times || (await isFinal(error))) throw error;
      await pause(RETRY.delayMs);
    }
  }
}

/** Whether the page already hints the file (a `<link rel="preload">` the site server wrote). */
function isHinted(url: string): boolean {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some(
    (link) => link.href === url,
  );
}

export interface LoadRetries {
  plugin: ModuleFederationRuntimePlugin;
  /**
   * A fresh load of the remote starts ('Tentar novamente'): what its files answered before (a 404
   * while they were missing) says nothing of the new requests.
   */
  fresh(remote: string): void;
}

/**
 * The federation runtime's retries (in place of `@module-federation/retry-plugin`'s): the
 * manifest, the remote's entry script and the expose's chunks are tried again (`RETRY`), after a
 * pause, when they fail — unless a version's file answered 404 or 410, which fails the load at
 * once. The manifest's answer carries its status; a script's is read from the browser's resource
 * timing (`answeredStatus`). A file is asked for once: the runtime does not preload the files the
 * page already hints.
 */
export function createLoadRetries(): LoadRetries {
  const freshSince = new Map<string, number>();
  const isFinalScript = async (url: string | null): Promise<boolean> => {
    if (!url) return false;
    const remote = remoteOfFile(url);
    return remote !== null && isFinalAnswer(url, await answeredStatus(url, freshSince.get(remote) ?? 0));
  };

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'shell-load-retries',
    // The runtime preloads an expose's chunks with scripts of its own. A file the page hints is
    // fetched already, and webpack's loader takes the hinted answer; the runtime's script would
    // take it first, and when it is a 404 webpack would ask for the file once more.
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const keep = op.filter;
        op.filter = (url) => !isHinted(url) && (keep ? keep(url) : true);
      }
    },
    fetch(url: string, init: RequestInit): Promise<Response> {
      return withRetries(
        async () => {
          const response = await fetch(url, init);
          if (!response.ok) throw new AnswerError(url, response.status);
          // A manifest cut short is retried too; the runtime reads the answer itself.
          await response.clone().json();
          return response;
        },
        async (error) => error instanceof AnswerError && isFinalAnswer(url, error.status),
      );
    },
    // The entry script's first load failed: answering nothing lets the runtime throw its error.
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): EntryRecovery {
      if (await isFinalScript(remoteInfo.entry)) return undefined;
      await pause(RETRY.delayMs);
      const retried = withRetries(
        () => {
          // The failed load is forgotten, so the runtime loads the script again.
          delete globalLoading[uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        },
        () => isFinalScript(remoteInfo.entry),
        RETRY.times - 1,
      );
      return retried.then((exports) => exports || undefined);
    },
    // The expose's chunks: webpack names the one that failed.
    getModuleFactory({ remoteEntryExports, expose }) {
      // The container's `get` answers a promise of the module's factory (whatever its type says).
      const get = (): Promise<() => unknown> =>
        Promise.resolve(remoteEntryExports.get(expose) as unknown as Promise<() => unknown>);
      return withRetries(get, (error) => isFinalScript(requestOf(error)));
    },
  };

  return {
    plugin,
    fresh(remote) {
      if (typeof performance !== 'undefined') freshSince.set(remote, performance.now());
    },
  };
}
