/** Every route of spec §2 with its owning remote, access and layout. */

export type RemoteName = 'catalog' | 'checkout' | 'account' | 'affiliates';
/** public: anyone; guest: guests only; auth: any signed-in user; customer / affiliate: that user type. */
export type Access = 'public' | 'guest' | 'auth' | 'customer' | 'affiliate';
export type Layout = 'standard' | 'minimal' | 'affiliate';

export interface RouteDef {
  name: RouteName;
  /** react-router pattern. */
  path: string;
  remote: RemoteName;
  access: Access;
  layout: Layout;
}

export type RouteName =
  | 'home'
  | 'login'
  | 'category'
  | 'search'
  | 'product'
  | 'store-list'
  | 'store'
  | 'blog'
  | 'blog-post'
  | 'customer-area-orders'
  | 'customer-area-payment-review'
  | 'customer-area-payment-refund'
  | 'customer-area-addresses'
  | 'customer-area-addresses-edit'
  | 'customer-personal-information'
  | 'cart'
  | 'confirm-purchase'
  | 'chat-index'
  | 'chat'
  | 'chat-start'
  | 'affiliated-home'
  | 'affiliated-market'
  | 'affiliated-market-category'
  | 'affiliated-market-product'
  | 'affiliated-products'
  | 'affiliated-profile'
  | 'affiliated-sales'
  | 'affiliated-payment-records'
  | 'page'
  | 'not-found';

const r = (
  name: RouteName,
  path: string,
  remote: RemoteName,
  access: Access,
  layout: Layout = 'standard',
): RouteDef => ({
  name,
  path,
  remote,
  access,
  layout,
});

export const ROUTES: readonly RouteDef[] = [
  r('home', '/', 'catalog', 'public'),
  r('login', '/login', 'account', 'guest', 'minimal'),
  r('category', '/categoria/:slug', 'catalog', 'public'),
  r('search', '/busca', 'catalog', 'public'),
  r('product', '/produto/:sellerSlug/:slug', 'catalog', 'public'),
  r('store-list', '/lojas', 'catalog', 'public'),
  r('store', '/loja/:slug', 'catalog', 'public'),
  r('blog', '/blog', 'catalog', 'public'),
  r('blog-post', '/blog/:slug', 'catalog', 'public'),
  r('customer-area-orders', '/cliente/pedidos', 'account', 'customer'),
  r('customer-area-payment-review', '/cliente/pedidos/avaliar/:id', 'account', 'customer'),
  r('customer-area-payment-refund', '/cliente/pedidos/solicitar-devolucao/:id', 'account', 'customer'),
  r('customer-area-addresses', '/cliente/enderecos', 'account', 'customer'),
  r('customer-area-addresses-edit', '/cliente/enderecos/:id', 'account', 'customer'),
  r('customer-personal-information', '/cliente/dados-pessoais', 'account', 'customer'),
  r('cart', '/carrinho', 'checkout', 'customer', 'minimal'),
  r('confirm-purchase', '/compra-realizada/:id', 'checkout', 'customer'),
  r('chat-index', '/cliente/chat', 'account', 'customer'),
  r('chat', '/cliente/chat/:chatId', 'account', 'customer'),
  r('chat-start', '/cliente/iniciar-chat/:productId', 'account', 'customer'),
  r('affiliated-home', '/afiliados/home', 'affiliates', 'affiliate', 'affiliate'),
  r('affiliated-market', '/afiliados/mercado', 'affiliates', 'affiliate', 'affiliate'),
  r('affiliated-market-category', '/afiliados/mercado/categoria/:slug', 'affiliates', 'affiliate', 'affiliate'),
  r(
    'affiliated-market-product',
    '/afiliados/mercado/produto/:sellerSlug/:slug',
    'affiliates',
    'affiliate',
    'affiliate',
  ),
  r('affiliated-products', '/afiliados/produtos', 'affiliates', 'affiliate', 'affiliate'),
  r('affiliated-profile', '/afiliados/meus-dados', 'affiliates', 'affiliate', 'affiliate'),
  r('affiliated-sales', '/afiliados/vendas', 'affiliates', 'affiliate', 'affiliate'),
  r('affiliated-payment-records', '/afiliados/extrato', 'affiliates', 'affiliate', 'affiliate'),
  r('page', '/:slug', 'catalog', 'public'),
  r('not-found', '*', 'catalog', 'public'),
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function routesOf(remote: RemoteName): RouteDef[] {
  return ROUTES.filter((route) => route.remote === remote);
}

/** The routes of the affiliated market, where header links point into the market. */
export const AFFILIATED_MARKET_ROUTES: readonly RouteName[] = [
  'affiliated-market',
  'affiliated-market-category',
  'affiliated-market-product',
];
