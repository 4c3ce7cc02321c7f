/**
 * Prints every route of the API as JSON `[{ method, url, csrf }]` (built on an empty database in a
 * temporary folder), so tools such as the abuse suite cover a new route without being told.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';

export interface RouteEntry {
  method: string;
  url: string;
  /** Marked for the anti-forgery check although its method is safe (GET /api/logout). */
  csrf: boolean;
  /** Out of the anti-forgery check because the caller is not a browser (a signed gateway notification). */
  csrfExempt: boolean;
  /** Out of the anti-forgery check because any page may send it: it changes nobody's data (health beacons). */
  open: boolean;
  /** A paged list: its querystring takes `page` (the fuzzer tries the integer limits on each). */
  paged: boolean;
}

/** A route with the schema it declares (body, querystring, params, headers, response...). */
export interface RouteWithSchema extends RouteEntry {
  schema: Record<string, unknown> | undefined;
}

/** Every route of the API with its schema (built on an empty database in a temporary folder). */
export async function listRouteSchemas(): Promise<RouteWithSchema[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-routes-'));
  const routes: RouteWithSchema[] = [];
  try {
    const app = await buildApp({
      dbFile: path.join(dir, 'db.sqlite'),
      seed: false,
      onRoute: ({ method, url, config, schema }) => {
        const marked = (config as { csrf?: unknown } | undefined)?.csrf;
        const csrf = marked === true;
        const csrfExempt = marked === false;
        const open = marked === 'open';
        const declared =
          typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : undefined;
        const query = declared?.querystring as { properties?: Record<string, unknown> } | undefined;
        const paged = query?.properties?.page !== undefined;
        for (const m of Array.isArray(method) ? method : [method]) {
          if (m !== 'HEAD' && m !== 'OPTIONS')
            routes.push({ method: m, url, csrf, csrfExempt, open, paged, schema: declared });
        }
      },
    });
    await app.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return routes;
}

export async function listRoutes(): Promise<RouteEntry[]> {
  return (await listRouteSchemas()).map(({ method, url, csrf, csrfExempt, open, paged }) => ({
    method,
    url,
    csrf,
    csrfExempt,
    open,
    paged,
  }));
}

if (require.main === module) {
  listRoutes()
    .then((routes) => process.stdout.write(JSON.stringify(routes)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
