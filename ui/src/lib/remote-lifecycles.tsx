import React, { useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Router, type Location, type Navigator } from 'react-router';
import singleSpaReact from 'single-spa-react';

/** What the shell hands a remote when it mounts it in its slot. */
export interface RemoteRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
  /** What the shell shows while a screen's code arrives, so the slot keeps the page's shape. */
  loading?: ReactNode;
}

/** Hands a crash to the shell, which shows its fallback in the remote's slot. */
function ReportCrash({ error, onRemoteError }: { error: Error; onRemoteError?: (error: Error) => void }) {
  useEffect(() => onRemoteError?.(error), [error, onRemoteError]);
  return null;
}

/**
 * A remote's single-spa lifecycles (`bootstrap`, `mount`, `unmount`, `update`): its routes inside
 * the shell's router, and a crash reported to the shell. Each remote's federation expose is
 * `export const { bootstrap, mount, unmount, update } = remoteLifecycles(ItsRoutes)`.
 */
export function remoteLifecycles(Routes: ComponentType<{ loading?: ReactNode }>) {
  function RemoteRoot({ location, navigator, loading }: RemoteRootProps) {
    return (
      <Router location={location} navigator={navigator}>
        <Routes loading={loading} />
      </Router>
    );
  }
  return singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error, _info, props) => <ReportCrash error={error} onRemoteError={props.onRemoteError} />,
  });
}
