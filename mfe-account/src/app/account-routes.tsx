import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { routesOf, type RouteName } from 'shared-contracts';
import { AddressEditPage } from '../features/addresses/address-edit-page';
import { AddressesPage } from '../features/addresses/addresses-page';
import { ChatPage } from '../features/chats/chat-page';
import { ChatStartPage } from '../features/chats/chat-start-page';
import { ChatsPage } from '../features/chats/chats-page';
import { LoginPage } from '../features/login/login-page';
import { OrderRefundPage } from '../features/order-refund/order-refund-page';
import { OrderReviewPage } from '../features/order-review/order-review-page';
import { OrdersPage } from '../features/orders/orders-page';
import { PersonalInformationPage } from '../features/personal-information/personal-information-page';

const screens: Partial<Record<RouteName, ComponentType>> = {
  login: LoginPage,
  'customer-personal-information': PersonalInformationPage,
  'customer-area-addresses': AddressesPage,
  'customer-area-addresses-edit': AddressEditPage,
  'customer-area-orders': OrdersPage,
  'customer-area-payment-review': OrderReviewPage,
  'customer-area-payment-refund': OrderRefundPage,
  'chat-index': ChatsPage,
  chat: ChatPage,
  'chat-start': ChatStartPage,
};

/** This remote's screens, matched from the shared route table. */
export function AccountRoutes() {
  return (
    <Routes>
      {routesOf('account').map((route) => {
        const Screen = screens[route.name];
        return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
      })}
    </Routes>
  );
}
