import { listRouteSchemas, type RouteWithSchema } from '../../testing/route-list';

let routes: RouteWithSchema[];

beforeAll(async () => {
  routes = await listRouteSchemas();
});

const name = (route: RouteWithSchema): string => `${route.method} ${route.url}`;
/** The docs page's own routes (Swagger UI's files), left out of the OpenAPI document. */
const documented = (route: RouteWithSchema): boolean => route.schema?.hide !== true;
const responsesOf = (route: RouteWithSchema): Record<string, unknown> =>
  (route.schema?.response as Record<string, unknown> | undefined) ?? {};

describe('route schemas', () => {
  it('lists the API routes', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(name)).toEqual(expect.arrayContaining(['GET /api/search', 'POST /api/cart/process']));
  });

  it('every route declares a schema', () => {
    expect(routes.filter((route) => route.schema === undefined).map(name)).toEqual([]);
  });

  it('every documented route declares its successful answer', () => {
    const missing = routes
      .filter(documented)
      .filter((route) => !Object.keys(responsesOf(route)).some((status) => /^[23]\d\d$/.test(status)))
      .map(name);
    expect(missing).toEqual([]);
  });

  it('every route that reads a body or a query string declares its 422', () => {
    const missing = routes
      .filter(documented)
      .filter((route) => route.schema?.body !== undefined || route.schema?.querystring !== undefined)
      // Banners and pictures never refuse a query: an unknown group or width falls back.
      .filter((route) => route.url !== '/api/banners' && !route.url.endsWith('.svg'))
      // A beacon is refused with 400 and the same field errors (its sender, the shell, reads no answer).
      .filter((route) => route.url !== '/api/beacons')
      .filter((route) => responsesOf(route)['422'] === undefined)
      .map(name);
    expect(missing).toEqual([]);
  });

  it('every path parameter is described', () => {
    const missing = routes.filter(documented).flatMap((route) => {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const params = route.schema?.params as { properties?: Record<string, unknown> } | undefined;
      return names
        .filter((param) => params?.properties?.[param] === undefined)
        .map((param) => `${name(route)} :${param}`);
    });
    expect(missing).toEqual([]);
  });
});
