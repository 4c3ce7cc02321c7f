import { Router, type Location, type Navigator } from 'react-router';
import { AccountRoutes } from './account-routes';

export interface AccountRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
}

export function AccountRoot({ location, navigator }: AccountRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <AccountRoutes />
    </Router>
  );
}
