import {
  AFFILIATED_MARKET_ROUTES,
  ROUTES,
  routeByName,
  routesOf,
  type Access,
  type Layout,
  type RemoteName,
  type RouteName,
} from '../table';

/** Spec §2 route table; access "signed in" is the customer area (spec §6), layouts per L-01..L-03. */
const SPEC: Array<[RouteName, string, RemoteName, Access, Layout]> = [
  ['home', '/', 'catalog', 'public', 'standard'],
  ['login', '/login', 'account', 'guest', 'minimal'],
  ['category', '/categoria/:slug', 'catalog', 'public', 'standard'],
  ['search', '/busca', 'catalog', 'public', 'standard'],
  ['product', '/produto/:sellerSlug/:slug', 'catalog', 'public', 'standard'],
  ['store-list', '/lojas', 'catalog', 'public', 'standard'],
  ['store', '/loja/:slug', 'catalog', 'public', 'standard'],
  ['blog', '/blog', 'catalog', 'public', 'standard'],
  ['blog-post', '/blog/:slug', 'catalog', 'public', 'standard'],
  ['customer-area-orders', '/cliente/pedidos', 'account', 'customer', 'standard'],
  ['customer-area-payment-review', '/cliente/pedidos/avaliar/:id', 'account', 'customer', 'standard'],
  ['customer-area-payment-refund', '/cliente/pedidos/solicitar-devolucao/:id', 'account', 'customer', 'standard'],
  ['customer-area-addresses', '/cliente/enderecos', 'account', 'customer', 'standard'],
  ['customer-area-addresses-edit', '/cliente/enderecos/:id', 'account', 'customer', 'standard'],
  ['customer-personal-information', '/cliente/dados-pessoais', 'account', 'customer', 'standard'],
  ['cart', '/carrinho', 'checkout', 'customer', 'minimal'],
  ['confirm-purchase', '/compra-realizada/:id', 'checkout', 'customer', 'standard'],
  ['chat-index', '/cliente/chat', 'account', 'customer', 'standard'],
  ['chat', '/cliente/chat/:chatId', 'account', 'customer', 'standard'],
  ['chat-start', '/cliente/iniciar-chat/:productId', 'account', 'customer', 'standard'],
  ['affiliated-home', '/afiliados/home', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-market', '/afiliados/mercado', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-market-category', '/afiliados/mercado/categoria/:slug', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-market-product', '/afiliados/mercado/produto/:sellerSlug/:slug', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-products', '/afiliados/produtos', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-profile', '/afiliados/meus-dados', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-sales', '/afiliados/vendas', 'affiliates', 'affiliate', 'affiliate'],
  ['affiliated-payment-records', '/afiliados/extrato', 'affiliates', 'affiliate', 'affiliate'],
  ['page', '/:slug', 'catalog', 'public', 'standard'],
];

describe('ROUTES', () => {
  it.each(SPEC)('route %s is %s, owned by %s, access %s, layout %s', (name, path, remote, access, layout) => {
    expect(routeByName(name)).toEqual({ name, path, remote, access, layout });
    expect(ROUTES).toContainEqual({ name, path, remote, access, layout });
  });

  it('has unique names', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has unique paths', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds only the spec routes plus a not-found fallback', () => {
    const extra = ROUTES.filter((route) => !SPEC.some(([name]) => name === route.name));
    expect(extra).toEqual([{ name: 'not-found', path: '*', remote: 'catalog', access: 'public', layout: 'standard' }]);
  });

  it('L-01 only cart and login use the minimal layout', () => {
    expect(
      ROUTES.filter((r) => r.layout === 'minimal')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/carrinho', '/login']);
  });

  it('L-02 exactly the eight /afiliados/* routes use the affiliate layout', () => {
    const affiliateLayout = ROUTES.filter((r) => r.layout === 'affiliate');
    expect(affiliateLayout).toHaveLength(8);
    expect(affiliateLayout.every((r) => r.path.startsWith('/afiliados/'))).toBe(true);
    expect(ROUTES.filter((r) => r.path.startsWith('/afiliados/'))).toEqual(affiliateLayout);
  });

  it('L-03 every other route uses the standard layout', () => {
    const others = ROUTES.filter((r) => !['/carrinho', '/login'].includes(r.path) && !r.path.startsWith('/afiliados/'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.layout === 'standard')).toBe(true);
  });

  it('keeps the catch-all content page and the not-found route after every specific route', () => {
    const index = (name: RouteName): number => ROUTES.findIndex((r) => r.name === name);
    expect(index('page')).toBe(ROUTES.length - 2);
    expect(index('not-found')).toBe(ROUTES.length - 1);
  });

  it('throws for an unknown route name', () => {
    expect(() => routeByName('nope' as RouteName)).toThrow('Unknown route nope');
  });
});

describe('routesOf', () => {
  it.each(['catalog', 'checkout', 'account', 'affiliates'] as const)('returns exactly the routes of %s', (remote) => {
    const expected = ROUTES.filter((r) => r.remote === remote);
    expect(routesOf(remote)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('gives checkout the cart and the purchase confirmation', () => {
    expect(routesOf('checkout').map((r) => r.name)).toEqual(['cart', 'confirm-purchase']);
  });

  it('gives affiliates the eight affiliated routes', () => {
    expect(routesOf('affiliates').map((r) => r.name)).toEqual([
      'affiliated-home',
      'affiliated-market',
      'affiliated-market-category',
      'affiliated-market-product',
      'affiliated-products',
      'affiliated-profile',
      'affiliated-sales',
      'affiliated-payment-records',
    ]);
  });

  it('splits every route among the four remotes', () => {
    const total = (['catalog', 'checkout', 'account', 'affiliates'] as const).reduce(
      (n, remote) => n + routesOf(remote).length,
      0,
    );
    expect(total).toBe(ROUTES.length);
  });
});

describe('AFFILIATED_MARKET_ROUTES', () => {
  it('L-07 lists the market, its category and its product routes', () => {
    expect([...AFFILIATED_MARKET_ROUTES]).toEqual([
      'affiliated-market',
      'affiliated-market-category',
      'affiliated-market-product',
    ]);
  });
});
