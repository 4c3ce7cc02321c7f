import type { ComponentType, ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router';
import { isMobileUserAgent, type DataSnapshot } from 'shared-contracts';
import { DataSnapshotContext, PhoneGuessContext } from './data-snapshot';

/** What the shell hands a remote when it mounts it in its slot. */
export interface RemoteRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
  /** What the shell shows while a screen's code arrives, so the slot keeps the page's shape. */
  loading?: ReactNode;
  /**
   * The public answers the server drew the slot with (the page's payloads), while the parcel
   * hydrates the server's HTML; absent when the slot is drawn in the browser.
   */
  payloads?: DataSnapshot;
  /** Drawn for a phone (the server's guess from the user-agent); by default the browser's own user-agent says. */
  phone?: boolean;
}

/** The browser's guess, as the server makes it from the same user-agent. */
const browserPhone = (): boolean => typeof window !== 'undefined' && isMobileUserAgent(window.navigator.userAgent);

/**
 * A remote's root: its routes inside the shell's router. The browser's parcel and the server's
 * render draw this same tree, so the server's HTML is what the browser would draw.
 */
export function remoteRoot(Routes: ComponentType<{ loading?: ReactNode }>) {
  return function RemoteRoot({ location, navigator, loading, payloads, phone }: RemoteRootProps) {
    return (
      <DataSnapshotContext value={payloads ?? null}>
        <PhoneGuessContext value={phone ?? browserPhone()}>
          <Router location={location} navigator={navigator}>
            <Routes loading={loading} />
          </Router>
        </PhoneGuessContext>
      </DataSnapshotContext>
    );
  };
}
