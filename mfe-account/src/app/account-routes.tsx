import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { AddressEditPage } from '../features/addresses/address-edit-page';
import { AddressesPage } from '../features/addresses/addresses-page';
import { LoginPage } from '../features/login/login-page';
import { PersonalInformationPage } from '../features/personal-information/personal-information-page';
import { ComingSoon } from '../components/coming-soon';

const screens: Partial<Record<RouteName, ComponentType>> = {
  login: LoginPage,
  'customer-personal-information': PersonalInformationPage,
  'customer-area-addresses': AddressesPage,
  'customer-area-addresses-edit': AddressEditPage,
};

/** This remote's screens, matched from the shared route table. */
export function AccountRoutes() {
  return (
    <Routes>
      {routesOf('account').map((route) => {
        const Screen = screens[route.name];
        return (
          <Route key={route.name} path={route.path} element={Screen ? <Screen /> : <ComingSoon route={route.name} />} />
        );
      })}
    </Routes>
  );
}
