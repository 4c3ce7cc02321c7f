import { Router, type Location, type Navigator } from 'react-router';
import { AffiliatesRoutes } from './affiliates-routes';

export interface AffiliatesRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
}

export function AffiliatesRoot({ location, navigator }: AffiliatesRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <AffiliatesRoutes />
    </Router>
  );
}
