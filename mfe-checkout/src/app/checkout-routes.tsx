import { preloadable } from 'shared-contracts';
import { remoteScreens } from 'ui';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), and entering one screen never downloads the others.
const loaders = {
  cart: preloadable(() =>
    import(/* webpackChunkName: "route-cart" */ '../features/cart/cart-page').then((m) => ({ default: m.CartPage })),
  ),
  'confirm-purchase': preloadable(() =>
    import(/* webpackChunkName: "route-confirm-purchase" */ '../features/confirmation/confirmation-page').then((m) => ({
      default: m.ConfirmationPage,
    })),
  ),
};

/** This remote's screens, matched from the shared route table, and their code fetched ahead on demand. */
export const { ScreenRoutes: CheckoutRoutes, preloadScreens } = remoteScreens('checkout', loaders);
