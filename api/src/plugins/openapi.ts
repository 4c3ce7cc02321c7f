import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The API's version, from its package.json (two folders up from both src/plugins and dist/plugins). */
function apiVersion(): string {
  const file = path.join(__dirname, '../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The browsable page's policy: its own scripts, styles (Swagger UI sets some inline) and images,
 * and calls to the API itself. Only the pages under DOCS_PREFIX get it; the rest of the API keeps
 * its "nothing runs" policy.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * OpenAPI 3.1 built from the routes' schemas. Registered before any route, so each one is
 * collected as it is added; `registerApiDocs` then publishes it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Marketplace API',
        description:
          'API do marketplace. Erros de validação respondem 422 `{ message, errors: { campo: [mensagens] } }` ' +
          'com mensagens em português; as demais falhas respondem `{ message }`.',
        version: apiVersion(),
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'marketplace_session' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
        },
      },
    },
  });
}

/** `GET /api/openapi.json` and its browsable page under `/api/docs`. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}
