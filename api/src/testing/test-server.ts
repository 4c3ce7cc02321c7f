import { randomUUID } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppOptions } from '../app';
import { removeDbFiles, tempDbFile } from './db-files';
import { TestClient } from './test-client';

// What the tests that start no server also use lives in modules of its own, which do not reach the
// database under test (see `testDatabaseServer`): these names stay importable from here too.
export { removeDbFiles, tempDbFile } from './db-files';
export { parseSetCookie, TestClient } from './test-client';
export type { RequestOptions, SetCookie, TestResponse } from './test-client';

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
  const rateLimits = {
    loginsPerMinute: 100_000,
    writesPerMinute: 100_000,
    beaconsPerMinute: 100_000,
    clicksPerMinute: 100_000,
    viewsPerMinute: 100_000,
    ...appOptions.rateLimits,
  };
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
