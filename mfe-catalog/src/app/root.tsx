import { Router, type Location, type Navigator } from 'react-router';
import { CatalogRoutes } from './catalog-routes';

export interface CatalogRootProps {
  /** The shell router's location and navigator: links here drive the one router of the site. */
  location: Location;
  navigator: Navigator;
  onRemoteError?: (error: Error) => void;
}

export function CatalogRoot({ location, navigator }: CatalogRootProps) {
  return (
    <Router location={location} navigator={navigator}>
      <CatalogRoutes />
    </Router>
  );
}
