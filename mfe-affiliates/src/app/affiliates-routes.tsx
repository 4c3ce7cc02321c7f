import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { HomePage } from '../features/dashboard/home-page';
import { MarketPage } from '../features/market/market-page';
import { MarketProductPage } from '../features/market/market-product-page';
import { PaymentRecordsPage } from '../features/payment-records/payment-records-page';
import { ProductsPage } from '../features/products/products-page';
import { ProfilePage } from '../features/profile/profile-page';
import { SalesPage } from '../features/sales/sales-page';

/** The screen of each of this remote's routes (spec §2, the eight affiliated-* routes). */
const screens: Partial<Record<RouteName, ComponentType>> = {
  'affiliated-home': HomePage,
  'affiliated-market': MarketPage,
  'affiliated-market-category': MarketPage,
  'affiliated-market-product': MarketProductPage,
  'affiliated-products': ProductsPage,
  'affiliated-sales': SalesPage,
  'affiliated-payment-records': PaymentRecordsPage,
  'affiliated-profile': ProfilePage,
};

/** This remote's screens, matched from the shared route table. */
export function AffiliatesRoutes() {
  return (
    <Routes>
      {routesOf('affiliates').map((route) => {
        const Screen = screens[route.name];
        return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
      })}
    </Routes>
  );
}
