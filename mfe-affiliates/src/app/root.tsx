import type { ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router';
import { AffiliatesRoutes } from './affiliates-routes';

export interface AffiliatesRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
  /** What the shell shows while a screen's code arrives, so the slot keeps the page's shape. */
  loading?: ReactNode;
}

export function AffiliatesRoot({ location, navigator, loading }: AffiliatesRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <AffiliatesRoutes loading={loading} />
    </Router>
  );
}
