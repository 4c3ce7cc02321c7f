import { renderStandalone } from 'ui';
import { CheckoutRoutes } from './checkout-routes';

// This remote on its own, for its team: the same screens with a router of its own.
renderStandalone(CheckoutRoutes);
