import { decideAccess, homeOf, type GuardAuth, type GuardDecision, type GuardLocation } from '../guard';
import { safeRedirect } from '../paths';
import type { Access } from '../table';

const guest: GuardAuth = { authenticated: false, user_type: 1 };
const customer: GuardAuth = { authenticated: true, user_type: 1 };
const affiliate: GuardAuth = { authenticated: true, user_type: 2 };

const at = (pathname: string, search = ''): GuardLocation => ({ pathname, search });
const allow: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

describe('decideAccess', () => {
  const table: Array<[Access, string, GuardAuth, GuardLocation, GuardDecision]> = [
    // public: everyone passes
    ['public', 'guest', guest, at('/'), allow],
    ['public', 'customer', customer, at('/'), allow],
    ['public', 'affiliate', affiliate, at('/'), allow],
    // guest routes (login): A-05
    ['guest', 'guest', guest, at('/login'), allow],
    ['guest', 'customer', customer, at('/login'), to('/cliente/dados-pessoais')],
    ['guest', 'affiliate', affiliate, at('/login'), to('/afiliados/home')],
    // any signed-in user: A-06
    ['auth', 'guest', guest, at('/cliente/chat'), to('/login?redirect=%2Fcliente%2Fchat')],
    ['auth', 'customer', customer, at('/cliente/chat'), allow],
    ['auth', 'affiliate', affiliate, at('/cliente/chat'), allow],
    // customer routes
    ['customer', 'guest', guest, at('/carrinho'), to('/login?redirect=%2Fcarrinho')],
    ['customer', 'customer', customer, at('/carrinho'), allow],
    ['customer', 'affiliate', affiliate, at('/carrinho'), to('/afiliados/home')],
    // affiliate routes
    ['affiliate', 'guest', guest, at('/afiliados/vendas'), to('/login?redirect=%2Fafiliados%2Fvendas')],
    ['affiliate', 'customer', customer, at('/afiliados/vendas'), to('/cliente/dados-pessoais')],
    ['affiliate', 'affiliate', affiliate, at('/afiliados/vendas'), allow],
  ];

  it.each(table)(
    'A-05..A-07 access %s for a %s gives the expected decision',
    (access, _who, auth, location, expected) => {
      expect(decideAccess(access, auth, location)).toEqual(expected);
    },
  );

  it('covers every access level for every auth situation', () => {
    const accesses = new Set(table.map(([access]) => access));
    expect([...accesses].sort()).toEqual(['affiliate', 'auth', 'customer', 'guest', 'public']);
    for (const access of accesses) {
      expect(table.filter(([a]) => a === access).map(([, who]) => who)).toEqual(['guest', 'customer', 'affiliate']);
    }
  });

  it('A-06 sends a guest on /carrinho to exactly /login?redirect=%2Fcarrinho', () => {
    expect(decideAccess('customer', guest, at('/carrinho'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcarrinho',
    });
  });

  it('A-06 keeps the query string in the login redirect', () => {
    expect(decideAccess('customer', guest, at('/cliente/pedidos', '?page=2'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcliente%2Fpedidos%3Fpage%3D2',
    });
  });

  it('A-06 login redirect round-trips through URLSearchParams to the original path and query', () => {
    const decision = decideAccess('affiliate', guest, at('/afiliados/mercado', '?search=café com leite&page=3'));
    expect(decision.kind).toBe('redirect');
    if (decision.kind !== 'redirect') return;
    const url = new URL(decision.to, 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/afiliados/mercado?search=café com leite&page=3');
  });

  it.each([
    ['customer', customer, '/cliente/dados-pessoais'],
    ['affiliate', affiliate, '/afiliados/home'],
  ] as const)('A-05 a signed-in %s on /login without a redirect query goes to %s', (_who, auth, home) => {
    expect(decideAccess('guest', auth, at('/login', '?foo=bar'))).toEqual(to(home));
  });

  it('A-05 A-06 a user who just signed in on /login?redirect=… goes back to that path and query', () => {
    const login = new URL('/login?redirect=%2Fcliente%2Fpedidos%3Fpage%3D2', 'http://localhost');
    expect(decideAccess('guest', customer, at(login.pathname, login.search))).toEqual(to('/cliente/pedidos?page=2'));
    expect(decideAccess('guest', affiliate, at('/login', '?redirect=%2Fafiliados%2Fvendas'))).toEqual(
      to('/afiliados/vendas'),
    );
  });

  it('A-05 the login redirect round-trips: guard to login, sign in, back to the start', () => {
    const first = decideAccess('customer', guest, at('/carrinho', '?cupom=PROMO 10'));
    if (first.kind !== 'redirect') throw new Error('expected a redirect to login');
    const login = new URL(first.to, 'http://localhost');
    expect(decideAccess('guest', customer, at(login.pathname, login.search))).toEqual(to('/carrinho?cupom=PROMO 10'));
  });

  it.each([
    ['another host', '?redirect=%2F%2Fevil.com'],
    ['an absolute url', '?redirect=https%3A%2F%2Fevil.com'],
    ['a backslash path', '?redirect=%2F%5Cevil.com'],
    ['a tab-split path', '?redirect=%2F%09%2Fevil.com'],
    ['an empty redirect', '?redirect='],
  ])('A-05 a signed-in user on /login with %s goes to their own area instead', (_label, search) => {
    expect(decideAccess('guest', customer, at('/login', search))).toEqual(to('/cliente/dados-pessoais'));
    expect(decideAccess('guest', affiliate, at('/login', search))).toEqual(to('/afiliados/home'));
  });

  it('A-05 a guest route lets a signed-out user through whatever the stored user_type', () => {
    expect(decideAccess('guest', { authenticated: false, user_type: 2 }, at('/login'))).toEqual(allow);
  });
});

describe('homeOf', () => {
  it.each([
    [1, '/cliente/dados-pessoais'],
    [2, '/afiliados/home'],
  ] as const)('A-05 user_type %i belongs at %s', (userType, path) => {
    expect(homeOf(userType)).toBe(path);
  });
});

describe('safeRedirect', () => {
  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil',
    '',
    'javascript:alert(1)',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
  ])('refuses %p and falls back to /', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('refuses null and undefined', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('uses the given fallback when refusing', () => {
    expect(safeRedirect('//evil.com', '/cliente/dados-pessoais')).toBe('/cliente/dados-pessoais');
    expect(safeRedirect(null, '/afiliados/home')).toBe('/afiliados/home');
  });

  it.each(['/', '/carrinho', '/cliente/pedidos?page=2', '/busca?search=a%20b#top'])(
    'follows the site path %p',
    (value) => {
      expect(safeRedirect(value, '/fallback')).toBe(value);
    },
  );
});
