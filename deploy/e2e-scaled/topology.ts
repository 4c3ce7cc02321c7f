import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the specs of the production topology know of it, from `npm run test:scaled`: nginx
 * (BASE_URL), each API instance's and each site server's own address, the database, the registry's
 * and the control address that kills and restarts an instance.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these specs with npm run test:scaled`);
  return value;
}

export const nginxUrl = (): string => required('BASE_URL');

/** The API instances' own addresses, in nginx's order (A, B). */
export function instanceUrls(): string[] {
  return required('SCALED_API_URLS').split(',');
}

/** The site servers' own addresses, in nginx's order. */
export function siteServerUrls(): string[] {
  return required('SCALED_SITE_URLS').split(',');
}

/**
 * What the `mfe` command line needs besides the site folder (SITE_DIR) to change this topology's
 * pointer: the registry's database, when the pointer and its canaries are kept there.
 */
export function registryEnv(): Record<string, string> {
  const url = process.env.SCALED_REGISTRY_DATABASE_URL;
  return url ? { REGISTRY_DATABASE_URL: url } : {};
}

/** Kills instance `index` at once (SIGKILL); resolves when its process is gone. */
export async function killInstance(index: number): Promise<void> {
  const response = await fetch(`${required('SCALED_CONTROL_URL')}/instances/${index}/kill`, { method: 'POST' });
  expect(response.status, 'instance killed').toBe(204);
}

/** Starts instance `index` again on its port and waits until it answers. */
export async function restartInstance(index: number): Promise<void> {
  const response = await fetch(`${required('SCALED_CONTROL_URL')}/instances/${index}/restart`, { method: 'POST' });
  expect(response.status, 'instance restarted').toBe(204);
}

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/**
 * A client of the API at `baseURL` with its own cookies, as a second device would be. The
 * anti-forgery token is fetched and echoed on every state-changing call, as axios does.
 */
export class ApiClient {
  private constructor(readonly context: APIRequestContext) {}

  static async at(baseURL: string): Promise<ApiClient> {
    return new ApiClient(await playwrightRequest.newContext({ baseURL }));
  }

  async get(path: string, baseURL?: string) {
    return this.context.get(`${baseURL ?? ''}${path}`, { headers: JSON_HEADERS });
  }

  async post(path: string, data?: unknown, baseURL?: string) {
    return this.postWithToken(await this.xsrfToken(baseURL), path, data, baseURL);
  }

  /** Fetches the anti-forgery cookie (one per host: every instance on 127.0.0.1 accepts it). */
  async xsrfToken(baseURL?: string): Promise<string> {
    await this.context.get(`${baseURL ?? ''}/sanctum/csrf-cookie`, { headers: JSON_HEADERS });
    const token = (await this.context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    return decodeURIComponent(token ?? '');
  }

  /** A state-changing call with a token fetched before, so calls sent together send only themselves. */
  async postWithToken(token: string, path: string, data?: unknown, baseURL?: string) {
    return this.context.post(`${baseURL ?? ''}${path}`, {
      data,
      headers: { ...JSON_HEADERS, 'X-XSRF-TOKEN': token },
    });
  }

  async signIn(email: string, password = 'demo1234', baseURL?: string): Promise<void> {
    const response = await this.post('/api/login', { email, password }, baseURL);
    expect(response.ok(), `login ${email}`).toBe(true);
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }
}

/**
 * A loopback front for one browser page that sends /api and /sanctum straight to one API instance
 * and everything else (pages, files) to nginx: the page's push channel is then held by that
 * instance. Responses are streamed, so the event stream flows through it.
 */
export async function pinnedFront(apiUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const api = new URL(apiUrl);
  const front = new URL(nginxUrl());
  const server = http.createServer((incoming, outgoing) => {
    const target = /^\/(api|sanctum)\//.test(incoming.url ?? '') ? api : front;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Plain SQL on the topology's database: PostgreSQL, or the shared SQLite file until the API moves. */
export interface Sql {
  /** `?` placeholders, whatever the engine. */
  all<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(): Promise<Sql> {
  const url = process.env.SCALED_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      async all<T>(text: string, params: unknown[] = []) {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows as T[];
      },
      close: () => client.end(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(required('SCALED_SQLITE_FILE'), { readonly: true, fileMustExist: true });
  return {
    async all<T>(text: string, params: unknown[] = []) {
      return db.prepare(text).all(...params) as T[];
    },
    close: async () => void db.close(),
  };
}
