/** How long a remote may take to load before its slot shows 'Tentar novamente'. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

/**
 * Retries of the federation runtime before a load counts as failed: the manifest fetch and the
 * entry and expose scripts are tried again (@module-federation/retry-plugin), scripts after a pause.
 */
export const RETRY = { times: 2, delayMs: 300 } as const;

export class RemoteTimeoutError extends Error {
  constructor(
    readonly remote: string,
    readonly ms: number,
  ) {
    super(`remote ${remote} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Rejects with a RemoteTimeoutError when the load takes longer than `ms`; never leaves a timer. */
export function withTimeout<T>(remote: string, load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote, ms)), ms);
  });
  return Promise.race([load, expired]).finally(() => clearTimeout(timer));
}

/**
 * The array through which a remote's code chunks hand their modules to its webpack runtime
 * (`output.chunkLoadingGlobal` in the build preset: `webpackChunk` and the remote's name).
 */
export const chunkLoadingGlobal = (remote: string): string => `webpackChunk${remote}`;

/**
 * For a retry: the remote's entry with a fresh query, so neither the browser nor the federation
 * runtime hands back a request still pending from the load that hung; the page's script and
 * preload elements of that remote that never finished are removed for the same reason. The
 * container and the chunks the failed attempt did install are forgotten too: the runtime would
 * otherwise hand back that container, and a new one would adopt those chunks' modules (one that
 * threw would throw again), instead of running the entry and fetching the chunks anew.
 */
export function freshEntry(remote: string, entry: string): string {
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    `script[src*="/remotes/${remote}/"], link[rel="preload"][href*="/remotes/${remote}/"], link[rel="modulepreload"][href*="/remotes/${remote}/"]`,
  )) {
    element.remove();
  }
  // The container the failed attempt installed (the remote's global, named after it) and its chunks.
  const page = window as unknown as Record<string, unknown>;
  page[remote] = undefined;
  Reflect.deleteProperty(page, chunkLoadingGlobal(remote));
  return `${entry}${entry.includes('?') ? '&' : '?'}tentativa=${Date.now()}`;
}

/** A shared module as the federation runtime keeps it: who offers it, and whether it was loaded. */
interface OfferedShare {
  from?: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

/** The runtime's shared modules: by scope, package and version. */
export type ShareScopes = Record<string, Record<string, Record<string, OfferedShare>>>;

/**
 * For a retry: the shared modules the failed attempt's container offered to the page and that
 * nobody has loaded (react-imask, say). Left there, the next remote to ask for one would be handed
 * that container's copy, whose chunk it fetches through the chunks' array `freshEntry` forgot: the
 * chunk arrives, the new container installs it, and the old one reports 'Loading chunk N failed'.
 * Forgotten, the new container offers its own.
 */
export function forgetOfferedShares(scopes: ShareScopes | undefined, remote: string): void {
  for (const packages of Object.values(scopes ?? {})) {
    for (const versions of Object.values(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === remote && !shared.loaded && !shared.loading && !shared.lib) delete versions[version];
      }
    }
  }
}
