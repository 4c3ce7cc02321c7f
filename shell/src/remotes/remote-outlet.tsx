import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from 'react-router-dom';
import { mountRootParcel, type Parcel as MountedParcel } from 'single-spa';
import { SERVER_RENDERED_ATTRIBUTE, SERVER_SLOT_ELEMENT_ID, type RemoteName } from 'shared-contracts';
import { usePageViews } from '../health/health-context';
import type { RemoteApp } from './registry';
import { useServerSlotSource, type ServerSlot } from './server-slot';
import { RemoteFallback, RemoteLoading } from './remote-fallback';
import { useRemoteApp } from './use-remote-app';
import styles from './remote-outlet.module.css';

/**
 * single-spa-react's parcel component, for a slot the browser draws. A page whose screen the
 * server drew hydrates it with its own parcel (HydratedParcel), so it needs none of this code on
 * its way to its first paint: it comes when a slot first draws in the browser, fetched as the
 * remote itself loads.
 */
const loadParcel = () => import(/* webpackChunkName: "parcel" */ 'single-spa-react/parcel');
type ParcelProps = ComponentProps<typeof import('single-spa-react/parcel').default>;

/** The parcel of a slot the browser draws, once its code is here (a new one for each attempt). */
function BrowserParcel(props: ParcelProps) {
  // A retry remounts this with the slot's boundary: it asks again for a file that did not come.
  const [Parcel] = useState(() => lazy(loadParcel));
  return (
    <Suspense fallback={props.loading}>
      <Parcel {...props} />
    </Suspense>
  );
}

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

let parcels = 0;

/**
 * The parcel of a slot the server drew: mounted on the server's own element (taken into the slot),
 * whose root hydrates it in place, with the payloads the server drew with; then updated with the
 * shell's location like any parcel.
 */
function HydratedParcel({
  app,
  slot,
  location,
  navigator,
  onError,
  onHydrated,
}: {
  app: RemoteApp;
  slot: ServerSlot;
  location: Location;
  navigator: Navigator;
  onError: (error: unknown) => void;
  /** Told once the parcel has hydrated the server's element (its screen answers from then on). */
  onHydrated: () => void;
}) {
  const parcel = useRef<MountedParcel | null>(null);
  const latest = useRef({ location, navigator });
  /** The location and navigator the parcel was last handed (at its mount, then by an update). */
  const handed = useRef<typeof latest.current | null>(null);
  /**
   * Hands the parcel the latest location once it is mounted and no update is under way, and again
   * when that update ends if the location moved meanwhile: two quick moves (back, back) both reach
   * the screen, the last one last. (single-spa refuses an update while mounting or updating.)
   */
  const handLatest = useCallback(() => {
    const hand = (): void => {
      const mounted = parcel.current;
      const next = latest.current;
      if (!mounted || mounted.getStatus() !== 'MOUNTED' || handed.current === next) return;
      handed.current = next;
      mounted.update?.(next).then(hand, onError);
    };
    hand();
  }, [onError]);
  useEffect(() => {
    latest.current = { location, navigator };
    handLatest();
  }, [location, navigator, handLatest]);
  useEffect(() => {
    if (!slot.element) return undefined;
    const mountedWith = latest.current;
    const props = {
      domElement: slot.element,
      name: `server-slot-${(parcels += 1)}`,
      ...mountedWith,
      payloads: slot.payloads,
      onRemoteError: onError,
    };
    const mounted = mountRootParcel(app as Parameters<typeof mountRootParcel>[0], props);
    parcel.current = mounted;
    handed.current = mountedWith;
    mounted.mountPromise.then(() => {
      onHydrated();
      handLatest();
    }, onError);
    return () => {
      parcel.current = null;
      handed.current = null;
      void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [app, slot, onError, onHydrated, handLatest]);
  return null;
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
  // The screen the server drew for this page, if any: 'server-rendered' until its parcel hydrates it.
  const takeServerSlot = useServerSlotSource();
  const [server] = useState(() => takeServerSlot(remote));
  const section = useRef<HTMLElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const drawn = server !== null && state.status !== 'failed' && attempt === 0 ? server : null;
  useLayoutEffect(() => {
    // Into the slot before the first paint of the shell's frame, so nothing moves (an element the
    // frame draws itself is in place already).
    if (drawn?.element && drawn.html === null && section.current && drawn.element.parentElement !== section.current)
      section.current.append(drawn.element);
  }, [drawn]);
  useEffect(() => {
    // A slot that failed (or is retried) draws its own: the server's HTML goes (the frame's own
    // element goes with the render).
    if (server?.element && server.html === null && !drawn) server.element.remove();
  }, [server, drawn]);
  usePageViews(remote, location.pathname);
  useEffect(() => {
    if (!drawn) void loadParcel();
  }, [drawn]);

  return (
    <section
      ref={section}
      className={styles.slot}
      data-remote={remote}
      data-remote-version={state.status === 'ready' ? (state.version ?? undefined) : drawn ? drawn.version : undefined}
      data-remote-preview={state.status === 'ready' && state.preview ? 'true' : undefined}
      data-server-rendered={drawn ? 'true' : undefined}
      data-hydrated={drawn && hydrated ? 'true' : undefined}
      aria-busy={state.status === 'loading' && !drawn}
    >
      {drawn?.html != null && (
        // Drawn by the server inside the frame: kept as the server wrote it (never compared, never
        // rewritten) until the remote's parcel hydrates it in place.
        <div
          id={SERVER_SLOT_ELEMENT_ID}
          data-remote={remote}
          {...{ [SERVER_RENDERED_ATTRIBUTE]: drawn.version }}
          dangerouslySetInnerHTML={{ __html: drawn.html }}
          suppressHydrationWarning
        />
      )}
      {state.status === 'loading' && !drawn && <RemoteLoading />}
      {state.status === 'failed' && <RemoteFallback onRetry={retry} />}
      {drawn && contained && state.status === 'ready' && (
        <HydratedParcel
          app={contained}
          slot={drawn}
          location={location}
          navigator={navigator}
          onError={fail}
          onHydrated={markHydrated}
        />
      )}
      {!drawn && contained && (
        <SlotBoundary key={attempt} onError={fail}>
          <BrowserParcel
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
