import { Router, type Location, type Navigator } from 'react-router';
import { CheckoutRoutes } from './checkout-routes';

export interface CheckoutRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
}

export function CheckoutRoot({ location, navigator }: CheckoutRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <CheckoutRoutes />
    </Router>
  );
}
