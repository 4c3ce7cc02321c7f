import { preloadable } from 'shared-contracts';
import { remoteScreens } from 'ui';

// Each screen is a chunk of its own, named after its route: the site server hints the one a page
// needs (route-<name> in chunk-map.json), and entering one screen never downloads the others.
const loaders = {
  login: preloadable(() =>
    import(/* webpackChunkName: "route-login" */ '../features/login/login-page').then((m) => ({
      default: m.LoginPage,
    })),
  ),
  'customer-personal-information': preloadable(() =>
    import(
      /* webpackChunkName: "route-customer-personal-information" */ '../features/personal-information/personal-information-page'
    ).then((m) => ({ default: m.PersonalInformationPage })),
  ),
  'customer-area-addresses': preloadable(() =>
    import(/* webpackChunkName: "route-customer-area-addresses" */ '../features/addresses/addresses-page').then(
      (m) => ({ default: m.AddressesPage }),
    ),
  ),
  'customer-area-addresses-edit': preloadable(() =>
    import(/* webpackChunkName: "route-customer-area-addresses-edit" */ '../features/addresses/address-edit-page').then(
      (m) => ({ default: m.AddressEditPage }),
    ),
  ),
  'customer-area-orders': preloadable(() =>
    import(/* webpackChunkName: "route-customer-area-orders" */ '../features/orders/orders-page').then((m) => ({
      default: m.OrdersPage,
    })),
  ),
  'customer-area-payment-review': preloadable(() =>
    import(
      /* webpackChunkName: "route-customer-area-payment-review" */ '../features/order-review/order-review-page'
    ).then((m) => ({ default: m.OrderReviewPage })),
  ),
  'customer-area-payment-refund': preloadable(() =>
    import(
      /* webpackChunkName: "route-customer-area-payment-refund" */ '../features/order-refund/order-refund-page'
    ).then((m) => ({ default: m.OrderRefundPage })),
  ),
  'chat-index': preloadable(() =>
    import(/* webpackChunkName: "route-chat-index" */ '../features/chats/chats-page').then((m) => ({
      default: m.ChatsPage,
    })),
  ),
  chat: preloadable(() =>
    import(/* webpackChunkName: "route-chat" */ '../features/chats/chat-page').then((m) => ({ default: m.ChatPage })),
  ),
  'chat-start': preloadable(() =>
    import(/* webpackChunkName: "route-chat-start" */ '../features/chats/chat-start-page').then((m) => ({
      default: m.ChatStartPage,
    })),
  ),
};

/** This remote's screens, matched from the shared route table, and their code fetched ahead on demand. */
export const { ScreenRoutes: AccountRoutes, preloadScreens } = remoteScreens('account', loaders);
