import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { CartPage } from '../features/cart/cart-page';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';

const screens: Partial<Record<RouteName, () => ReactNode>> = {
  cart: () => <CartPage />,
  'confirm-purchase': () => <ConfirmationPage />,
};

/** This remote's screens, matched from the shared route table. */
export function CheckoutRoutes() {
  return (
    <Routes>
      {routesOf('checkout').map((route) => {
        const screen = screens[route.name];
        return screen ? <Route key={route.name} path={route.path} element={screen()} /> : null;
      })}
    </Routes>
  );
}
