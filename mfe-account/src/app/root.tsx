import type { ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router';
import { AccountRoutes } from './account-routes';

export interface AccountRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
  /** What the shell shows while a screen's code arrives, so the slot keeps the page's shape. */
  loading?: ReactNode;
}

export function AccountRoot({ location, navigator, loading }: AccountRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <AccountRoutes loading={loading} />
    </Router>
  );
}
