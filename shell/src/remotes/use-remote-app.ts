import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-contracts';
import { firstStackUrl, versionFolderOf } from '../health/beacons';
import { useHealth } from '../health/health-context';
import { withTimeout } from './load-timeout';
import { useRemoteRegistry, type RemoteApp } from './registry';

/**
 * A remote's slot: loading, ready with the version loaded (live, or previewed), or failed: its code
 * could not be loaded ('load'), or it threw once loaded ('crash').
 */
export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; app: RemoteApp; version: string | null; preview: boolean }
  | { status: 'failed'; reason: 'load' | 'crash' };

function report(remote: RemoteName, error: unknown): void {
  console.error(`[remote ${remote}]`, error);
}

/**
 * A piece of the remote's code that failed to load (webpack's ChunkLoadError), from any version of
 * that remote: the chunk it names, else the first script of the error's stack.
 */
export function isChunkFailureOf(remote: RemoteName, reason: unknown): boolean {
  const error = reason as { name?: unknown; request?: unknown } | null;
  if (error?.name !== 'ChunkLoadError') return false;
  const url = typeof error.request === 'string' ? error.request : firstStackUrl(error);
  return url !== null && versionFolderOf(url)?.app === remote;
}

/**
 * The remote's lifecycles, with every failure handed to the slot instead of escaping into
 * single-spa (which would rethrow it globally) or the parcel (which rejects unhandled).
 */
function contain(app: RemoteApp, onError: (error: unknown) => void): RemoteApp {
  const guard =
    (step: ((props: object) => Promise<unknown>) | undefined) =>
    (props: object): Promise<unknown> =>
      step ? step(props).catch(onError) : Promise.resolve();
  return {
    bootstrap: guard(app.bootstrap),
    mount: guard(app.mount),
    unmount: guard(app.unmount),
    update: guard(app.update),
  };
}

/**
 * Loads a remote's './app' through the page's registry, within the site's time limit: a load that
 * fails, or hangs (a stalled CDN), leaves the state 'failed', and `retry` ('Tentar novamente')
 * loads it afresh. `contained` is the loaded app with each failure of its lifecycles handed to
 * `fail`; `attempt` counts the retries, so the slot mounts a new attempt afresh.
 */
export function useRemoteApp(remote: RemoteName) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    registry
      .timeoutMs()
      .then((ms) => withTimeout(remote, registry.load(remote, attempt > 0), ms))
      .then(({ app, version }) => {
        const preview = registry.previews.versionOf(remote) !== null;
        if (current) setState({ status: 'ready', app, version, preview });
      })
      .catch((error: unknown) => {
        report(remote, error);
        if (current) setState({ status: 'failed', reason: 'load' });
      });
    return () => {
      current = false;
    };
  }, [registry, remote, attempt]);

  const retry = useCallback((): void => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const fail = useCallback(
    (error: unknown): void => {
      report(remote, error);
      // One failure per attempt: the same crash may come through several of the parcel's paths.
      setState((now) => (now.status === 'failed' ? now : { status: 'failed', reason: 'crash' }));
    },
    [remote],
  );

  // A chunk the remote's own code asked for without waiting for it (a field's mask, say) and that
  // failed to load: the remote is missing a piece, so its slot fails, instead of the rejection
  // reaching the page uncaught.
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent): void => {
      if (!isChunkFailureOf(remote, event.reason)) return;
      event.preventDefault();
      fail(event.reason);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [remote, fail]);

  // Each failed attempt is told to the page's health beacons once.
  const health = useHealth();
  useEffect(() => {
    if (state.status !== 'failed') return;
    health?.report({ type: state.reason === 'load' ? 'load-failure' : 'crash', app: remote });
  }, [health, remote, state]);

  const app = state.status === 'ready' ? state.app : null;
  const contained = useMemo(() => (app ? contain(app, fail) : null), [app, fail]);
  return { state, contained, attempt, retry, fail };
}
