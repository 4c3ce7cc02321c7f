import { randomUUID } from 'node:crypto';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppOptions } from '../app';

/** A fresh database path in the system temp folder. */
export function tempDbFile(): string {
  return path.join(tmpdir(), `marketplace-test-${randomUUID()}.sqlite`);
}

/** Removes a SQLite file together with its WAL side files. */
export async function removeDbFiles(file: string): Promise<void> {
  await Promise.all(['', '-wal', '-shm', '-journal'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
}

/**
 * With `TEST_DATABASE_URL` (a PostgreSQL server the tests may create databases on), each test app
 * gets a database of its own there, dropped when it closes; without it, a temporary SQLite file.
 */
export function testDatabaseServer(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** A new database on the test server, empty or a copy of `template`; its address and how to drop it. */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `marketplace_test_${randomUUID().replace(/-/g, '')}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropTestDatabase(serverUrl, name) };
}

export interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  maxAge: number | undefined;
  expires: Date | undefined;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, separator),
    value: decodeURIComponent(pair.slice(separator + 1)),
    httpOnly: false,
    secure: false,
    sameSite: undefined,
    path: undefined,
    maxAge: undefined,
    expires: undefined,
  };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.toLowerCase();
    const value = rest.join('=');
    if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = value;
    else if (key === 'path') cookie.path = value;
    else if (key === 'max-age') cookie.maxAge = Number(value);
    else if (key === 'expires') cookie.expires = new Date(value);
  }
  return cookie;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the answer is not JSON. */
  body: unknown;
  setCookies: SetCookie[];
  cookie(name: string): SetCookie | undefined;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Anti-forgery header. By default it is sent whenever the jar holds an
   * XSRF-TOKEN cookie (as axios does); `false` omits it; a string sends that value.
   */
  xsrf?: boolean | string;
}

/** A browser-like client: keeps cookies between calls and echoes XSRF-TOKEN like axios. */
export class TestClient {
  readonly jar = new Map<string, string>();
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    }
    const xsrfCookie = this.jar.get('XSRF-TOKEN');
    if (typeof options.xsrf === 'string') headers['x-xsrf-token'] = options.xsrf;
    else if (options.xsrf !== false && xsrfCookie !== undefined) headers['x-xsrf-token'] = xsrfCookie;

    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }

    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const expired =
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: isJson && text !== '' ? (JSON.parse(text) as unknown) : undefined,
      setCookies,
      cookie: (name) => setCookies.find((cookie) => cookie.name === name),
    };
  }

  get(url: string, options?: RequestOptions): Promise<TestResponse> {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('POST', url, { ...options, body: body ?? options.body });
  }

  /** GET /sanctum/csrf-cookie and return the token now in the jar. */
  async csrf(): Promise<string> {
    const response = await this.get('/sanctum/csrf-cookie');
    const token = this.jar.get('XSRF-TOKEN');
    if (response.status !== 204 || token === undefined) {
      throw new Error(`csrf-cookie answered ${response.status} without a token`);
    }
    return token;
  }

  /** Fetches the anti-forgery cookie and signs in. */
  async login(email: string, password: string, remember = false): Promise<TestResponse> {
    await this.csrf();
    return this.post('/api/login', { email, password, remember });
  }
}

export interface TestServer {
  app: FastifyInstance;
  dbFile: string;
  /** The PostgreSQL database of the app, when the tests run on a server (else `dbFile`). */
  databaseUrl: string | undefined;
  baseUrl: string;
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * The real application on a temporary database, listening on a random local
 * port, exercised over HTTP with real cookies.
 */
export async function startTestServer(
  options: Partial<AppOptions> & { beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<TestServer> {
  const { beforeListen, ...appOptions } = options;
  const dbFile = appOptions.dbFile ?? tempDbFile();
  const serverUrl = appOptions.dbFile === undefined ? testDatabaseServer() : undefined;
  // The test run's seeded database (global-setup.ts), copied, when the app wants the demo data.
  const seeded = appOptions.dbFile === undefined && appOptions.seed !== false;
  const seededFile = seeded ? process.env.TEST_SEEDED_DB_FILE : undefined;
  const database =
    serverUrl === undefined
      ? undefined
      : await createTestDatabase(serverUrl, seeded ? process.env.TEST_SEEDED_DATABASE : undefined);
  if (database === undefined && seededFile !== undefined) await copyFile(seededFile, dbFile);
  // Every client of a test signs in and writes from the same address, many times a second: the
  // request limits are out of the way unless a test sets its own.
  const rateLimits = { loginsPerMinute: 100_000, writesPerMinute: 100_000, ...appOptions.rateLimits };
  const app = await buildApp({
    ...appOptions,
    rateLimits,
    dbFile,
    ...(database ? { databaseUrl: database.url } : {}),
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  beforeListen?.(app);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    dbFile,
    databaseUrl: database?.url,
    baseUrl,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      await removeDbFiles(dbFile);
      await database?.drop();
    },
  };
}
