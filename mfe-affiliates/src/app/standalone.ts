import { renderStandalone } from 'ui';
import { AffiliatesRoutes } from './affiliates-routes';

// This remote on its own, for its team: the same screens with a router of its own.
renderStandalone(AffiliatesRoutes);
