import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { RemoteName } from 'shared-contracts';
import { usePageViews } from '../health/health-context';
import { useFirstViewRelease } from './first-view-release';
import { RemoteFallback, RemoteLoading } from './remote-fallback';
import { useRemoteApp } from './use-remote-app';
import styles from './remote-outlet.module.css';

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

/**
 * The content slot of one remote: loads its './app' lifecycles (useRemoteApp) and mounts them as a
 * single-spa parcel fed with the shell's location and navigator. It stays mounted while the route
 * stays in this remote. A remote that cannot be loaded or throws shows a fallback
 * with 'Tentar novamente' here, and nowhere else.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { state, contained, attempt, retry, fail } = useRemoteApp(remote);
  useFirstViewRelease(state.status, location.pathname + location.search);
  usePageViews(remote, location.pathname);

  return (
    <section
      className={styles.slot}
      data-remote={remote}
      data-remote-version={state.status === 'ready' ? (state.version ?? undefined) : undefined}
      data-remote-preview={state.status === 'ready' && state.preview ? 'true' : undefined}
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
