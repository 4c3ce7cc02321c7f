import { preloadable } from 'shared-contracts';
import { remoteScreens } from 'ui';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), and entering one screen never downloads the others.
const loaders = {
  'affiliated-home': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-home" */ '../features/dashboard/home-page').then((m) => ({
      default: m.HomePage,
    })),
  ),
  'affiliated-market': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-market" */ '../features/market/market-page').then((m) => ({
      default: m.MarketPage,
    })),
  ),
  'affiliated-market-product': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-market-product" */ '../features/market/market-product-page').then(
      (m) => ({ default: m.MarketProductPage }),
    ),
  ),
  'affiliated-products': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-products" */ '../features/products/products-page').then((m) => ({
      default: m.ProductsPage,
    })),
  ),
  'affiliated-sales': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-sales" */ '../features/sales/sales-page').then((m) => ({
      default: m.SalesPage,
    })),
  ),
  'affiliated-payment-records': preloadable(() =>
    import(
      /* webpackChunkName: "route-affiliated-payment-records" */ '../features/payment-records/payment-records-page'
    ).then((m) => ({ default: m.PaymentRecordsPage })),
  ),
  'affiliated-profile': preloadable(() =>
    import(/* webpackChunkName: "route-affiliated-profile" */ '../features/profile/profile-page').then((m) => ({
      default: m.ProfilePage,
    })),
  ),
};

/** This remote's screens, matched from the shared route table, and their code fetched ahead on demand. */
export const { ScreenRoutes: AffiliatesRoutes, preloadScreens } = remoteScreens('affiliates', {
  ...loaders,
  'affiliated-market-category': loaders['affiliated-market'],
});
