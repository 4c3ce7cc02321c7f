import type { ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router';
import { CheckoutRoutes } from './checkout-routes';

export interface CheckoutRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
  /** What the shell shows while a screen's code arrives, so the slot keeps the page's shape. */
  loading?: ReactNode;
}

export function CheckoutRoot({ location, navigator, loading }: CheckoutRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <CheckoutRoutes loading={loading} />
    </Router>
  );
}
