import SwaggerParser from '@apidevtools/swagger-parser';
import { serverForAll } from '../../testing/server-for-tests';
import { listRouteSchemas, type RouteWithSchema } from '../../testing/route-list';
import { DOCS_CSP } from '../openapi';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const server = serverForAll();
let doc: OpenApiDocument;
let routes: RouteWithSchema[];

beforeAll(async () => {
  const response = await server.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  doc = response.body as OpenApiDocument;
  routes = (await listRouteSchemas()).filter((route) => route.schema?.hide !== true);
});

/** '/api/products/:id/:position.svg' → '/api/products/{id}/{position}.svg' */
const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

function operation(route: RouteWithSchema): Operation | undefined {
  return doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

function jsonSchema(op: Operation, status: string): Record<string, unknown> | undefined {
  return op.responses[status]?.content?.['application/json']?.schema;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('lists every route of the API with its successful answer', () => {
    const missing = routes.filter((route) => operation(route) === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const route of routes) {
      const statuses = Object.keys(operation(route)?.responses ?? {});
      expect({ route: `${route.method} ${route.url}`, ok: statuses.some((s) => /^[23]\d\d$/.test(s)) }).toEqual({
        route: `${route.method} ${route.url}`,
        ok: true,
      });
    }
  });

  it('gives the 200 shape of the entities and the 422 shape of every route that validates input', () => {
    const search = operation(routes.find((route) => route.url === '/api/search') as RouteWithSchema) as Operation;
    const ok = jsonSchema(search, '200') as { properties: Record<string, unknown> };
    expect(Object.keys(ok.properties)).toEqual(
      expect.arrayContaining(['products', 'product_situations', 'product_types', 'product_categories']),
    );
    expect(search.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['search', 'page', 'order']));

    const withInput = routes.filter((route) => (operation(route)?.responses ?? {})['422'] !== undefined);
    expect(withInput.length).toBeGreaterThan(30);
    for (const route of withInput) {
      const unprocessable = jsonSchema(operation(route) as Operation, '422') as
        { properties?: Record<string, unknown>; required?: string[] } | undefined;
      expect([`${route.method} ${route.url}`, unprocessable?.required]).toEqual([
        `${route.method} ${route.url}`,
        ['message', 'errors'],
      ]);
    }
  });

  it('carries the pt-BR messages of the fields the schemas check', () => {
    const newsletter = doc.paths['/api/newsletter/save']?.post as Operation;
    const body = JSON.stringify(newsletter.requestBody);
    expect(body).toContain('O campo e-mail deve ser um endereço de e-mail válido.');
  });
});

describe('/api/docs', () => {
  it('serves the browsable page with a policy that lets it run, on its own paths only', async () => {
    const client = server.client();
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(page.text).toContain('swagger-ui-bundle.js');

    const script = await client.get('/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    const api = await client.get('/api/health');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('content-security-policy')).not.toContain('script-src');
  });
});
