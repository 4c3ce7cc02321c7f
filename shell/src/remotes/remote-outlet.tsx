import { Component, useContext, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { RemoteName } from 'shared-contracts';
import { useFirstViewRelease } from './first-view-release';
import { loadWithinTimeout } from './load-timeout';
import { previewVersionOf } from './preview-state';
import { liveVersion, loadRemoteApp, type RemoteApp } from './registry';
import { RemoteFallback, RemoteLoading } from './remote-fallback';
import styles from './remote-outlet.module.css';

type LoadState =
  { status: 'loading' } | { status: 'ready'; app: RemoteApp; version: string | null } | { status: 'failed' };

class SlotBoundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(Object.assign(error, { componentStack: info.componentStack }));
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function report(remote: RemoteName, error: unknown): void {
  console.error(`[remote ${remote}]`, error);
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
 * The content slot of one remote: loads its './app' lifecycles through the federation runtime and
 * mounts them as a single-spa parcel fed with the shell's location and navigator. It stays mounted
 * while the route stays in this remote. A remote that cannot be loaded or throws shows a fallback
 * with 'Tentar novamente' here, and nowhere else.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useFirstViewRelease(state.status, location.pathname + location.search);

  useEffect(() => {
    let current = true;
    // A load that hangs (a stalled CDN) falls back after the site's time limit, like a failed one.
    loadWithinTimeout(remote, () => Promise.all([loadRemoteApp(remote, attempt > 0), liveVersion(remote)]))
      .then(([app, version]) => current && setState({ status: 'ready', app, version }))
      .catch((error: unknown) => {
        report(remote, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = (): void => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const fail = useMemo(
    () =>
      (error: unknown): void => {
        report(remote, error);
        setState({ status: 'failed' });
      },
    [remote],
  );
  const app = state.status === 'ready' ? state.app : null;
  const contained = useMemo(() => (app ? contain(app, fail) : null), [app, fail]);

  return (
    <section
      className={styles.slot}
      data-remote={remote}
      data-remote-version={state.status === 'ready' ? (state.version ?? undefined) : undefined}
      data-remote-preview={state.status === 'ready' && previewVersionOf(remote) ? 'true' : undefined}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'loading' && <RemoteLoading />}
      {state.status === 'failed' && <RemoteFallback onRetry={retry} />}
      {contained && (
        <SlotBoundary key={attempt} onError={fail}>
          <Parcel
            config={contained}
            mountParcel={mountRootParcel}
            handleError={fail}
            wrapClassName={styles.parcel}
            location={location}
            navigator={navigator}
            onRemoteError={fail}
            loading={<RemoteLoading />}
          />
        </SlotBoundary>
      )}
    </section>
  );
}
