import { renderStandalone } from 'ui';
import { AccountRoutes } from './account-routes';

// This remote on its own, for its team: the same screens with a router of its own.
renderStandalone(AccountRoutes);
