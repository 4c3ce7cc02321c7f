import { registerPlugins } from '@module-federation/enhanced/runtime';
import { getSiteConfig } from 'shared-contracts';

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

/** The time limit of this page's remote loads: the site's `remoteTimeoutMs` setting, else 8 s. */
export async function remoteTimeoutMs(): Promise<number> {
  const { remoteTimeoutMs: ms } = await getSiteConfig();
  return ms ?? DEFAULT_REMOTE_TIMEOUT_MS;
}

/** Rejects with a RemoteTimeoutError when the load takes longer than `ms`; never leaves a timer. */
export function withTimeout<T>(remote: string, load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote, ms)), ms);
  });
  return Promise.race([load, expired]).finally(() => clearTimeout(timer));
}

let retries: Promise<void> | null = null;

/**
 * Adds the retry plugin to the federation runtime, once per page. Loaded on first use, in a chunk
 * of its own, so the page's first scripts stay as they are.
 */
export function registerRetries(): Promise<void> {
  retries ??= import('@module-federation/retry-plugin')
    .then(({ RetryPlugin }) => {
      registerPlugins([
        RetryPlugin({
          fetch: { retryTimes: RETRY.times },
          script: { retryTimes: RETRY.times, retryDelay: RETRY.delayMs },
        }),
      ]);
    })
    // Without the plugin, loads are simply not retried; the time limit still applies.
    .catch(() => undefined);
  return retries;
}

/** A remote's load with the runtime's retries and the page's time limit around it. */
export async function loadWithinTimeout<T>(remote: string, load: () => Promise<T>): Promise<T> {
  const ms = await remoteTimeoutMs();
  return withTimeout(remote, registerRetries().then(load), ms);
}

/**
 * For a retry: the remote's entry with a fresh query, so neither the browser nor the federation
 * runtime hands back a request still pending from the load that hung; and the page's script and
 * preload elements of that remote that never finished are removed for the same reason.
 */
export function freshEntry(remote: string, entry: string): string {
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    `script[src*="/remotes/${remote}/"], link[rel="preload"][href*="/remotes/${remote}/"], link[rel="modulepreload"][href*="/remotes/${remote}/"]`,
  )) {
    element.remove();
  }
  return `${entry}${entry.includes('?') ? '&' : '?'}tentativa=${Date.now()}`;
}
