import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import {
  authenticate,
  cartReset,
  http,
  logOut,
  queryCache,
  ROUTES,
  setAuth,
  setCart,
  type Category,
  type CartSellerGroup,
  type Layout,
  type UserType,
} from 'shared-contracts';
import { SiteLayout } from '../site-layout';

export const CATEGORIES: Category[] = [
  {
    category: { name: 'Eletrônicos', slug: 'eletronicos', image: '/img/eletronicos.png' },
    items: [
      { name: 'Celulares', slug: 'celulares' },
      { name: 'Notebooks', slug: 'notebooks' },
    ],
  },
  {
    category: { name: 'Casa e Jardim', slug: 'casa-e-jardim', image: '/img/casa.png' },
    items: [{ name: 'Móveis', slug: 'moveis' }],
  },
  {
    category: { name: 'Moda', slug: 'moda', image: '/img/moda.png' },
    items: [],
  },
];

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

export interface FakeApi {
  /** 'GET /api/categories' for every request the boundary saw. */
  requests: string[];
}

const originalAdapter = http.defaults.adapter;

/**
 * The network boundary: GET /api/categories answers `categories` (or fails with `status`); any
 * other request fails the test.
 */
export function fakeApi({
  categories = CATEGORIES,
  status = 200,
}: { categories?: Category[]; status?: number } = {}): FakeApi {
  const requests: string[] = [];
  const adapter: Adapter = async (config) => {
    const line = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    requests.push(line);
    if (line !== 'GET /api/categories') throw new Error(`Unexpected request: ${line}`);
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { status });
    return { data: categories, status, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { requests };
}

export function resetLayoutTestState(): void {
  http.defaults.adapter = originalAdapter;
  queryCache.clear();
  setAuth(logOut());
  setCart(cartReset());
  localStorage.clear();
  jest.restoreAllMocks();
}

export function signIn(userType: UserType, name = userType === 2 ? 'Ana Souza' : 'Maria Silva'): void {
  setAuth(
    authenticate(logOut(), {
      user: { name, document: '123.456.789-09', phone: '', cellphone: '', user_type: userType },
      user_type: userType,
    }),
  );
}

export function sellerGroup(id: number): CartSellerGroup {
  return { seller: { id, name: `Loja ${id}` }, items: [] };
}

export function setCartGroups(count: number): void {
  setCart({ ...cartReset(), content: Array.from({ length: count }, (_, i) => sellerGroup(i + 1)) });
}

export function mockUserAgent(ua: string): void {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Shows where the router is, as a page would. */
function Page() {
  const location = useLocation();
  return <p>Página {location.pathname}</p>;
}

function LayoutRoute({ layout }: { layout: Layout }) {
  return (
    <SiteLayout layout={layout}>
      <Outlet />
    </SiteLayout>
  );
}

/** The shell's shape: one pathless layout route per layout holding the routes of the table. */
export function siteRoutes(): RouteObject[] {
  const layouts: Layout[] = ['standard', 'minimal', 'affiliate'];
  return layouts.map((layout) => ({
    element: <LayoutRoute layout={layout} />,
    children: ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.name,
      path: route.path,
      element: <Page />,
    })),
  }));
}

/** One layout for every path (to look at a header outside its usual routes). */
export function fixedLayoutRoutes(layout: Layout): RouteObject[] {
  return [{ element: <LayoutRoute layout={layout} />, children: [{ path: '*', element: <Page /> }] }];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Reports every location the router settles on. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** The links inside an element, in order, as [text, href]. */
export function linksIn(element: HTMLElement): [string | null, string | null][] {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Each link named here is inside the element and leads to its address. */
export function expectLinkTargets(element: HTMLElement, targets: Record<string, string>): void {
  for (const [name, href] of Object.entries(targets)) {
    expect(within(element).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** Lets pending answers of the fake network land inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Renders the site at the last of `entries` (the earlier ones are the history behind it) and
 * waits for the categories request to settle.
 * MemoryRouter keeps the test free of the Fetch API a data router wants; the layouts use no
 * data-router API.
 */
export async function renderSite(entries: string | string[], routes: RouteObject[] = siteRoutes()) {
  const initialEntries = Array.isArray(entries) ? entries : [entries];
  let current: Location | null = null;
  const record = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      <Routes routes={routes} />
      <LocationProbe onChange={record} />
    </MemoryRouter>,
  );
  await settle();
  const location = (): string => {
    const at = current as Location | null;
    return at ? `${at.pathname}${at.search}` : '';
  };
  return { ...view, user, location };
}

/** Renders the affiliated market to a signed-in affiliate (in its own layout unless `routes` say otherwise). */
export function renderMarket(routes?: RouteObject[]) {
  fakeApi();
  signIn(2);
  return renderSite('/afiliados/mercado', routes);
}
