import { renderStandalone } from 'ui';
import { CatalogRoutes } from './catalog-routes';

// This remote on its own, for its team: the same screens with a router of its own.
renderStandalone(CatalogRoutes);
