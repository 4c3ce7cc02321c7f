/**
 * `npm run scale [-- --sqlite] [--redis] [--registry-db]`: the production topology on loopback.
 * nginx (from Debian's packages, installed when missing) in front; behind it, API instances
 * (`SCALE_API_INSTANCES`, default 2) on one database, and the site servers (`SCALE_SITE_SERVERS`,
 * default 1). nginx serves the version folders, balances /api over the instances and the pages and
 * the pointer (each browser's, as a canary splits them) over the site servers.
 * Prints the address; Ctrl+C stops everything.
 *
 * A temporary PostgreSQL (Debian's, installed when missing) is handed to every instance as
 * DATABASE_URL; the live events travel between them by LISTEN/NOTIFY. `--sqlite` puts the instances
 * on one shared SQLite file (DATA_DIR) instead: one machine only. `--redis` adds a temporary Redis
 * (REDIS_URL: events and limits). `--registry-db` keeps the live pointer and its canaries in the
 * database, read by the site server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { newViewSecret } from 'shared-contracts/view-token';
import { APPS, buildApps } from '../build/build-apps.js';
import { siteDir } from '../registry/paths.js';
import { postgresRegistryStore } from '../registry/postgres-store.js';
import { readLiveLenient } from '../registry/registry.js';
import { buildSiteServer } from '../server/site-server.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { NGINX_TEMPLATE, findNginx, nginxConfig, nginxScratch } from '../services/nginx.js';
import { startTemporaryPostgres, type TemporaryPostgres } from '../services/postgres.js';
import { startTemporaryRedis, type TemporaryRedis } from '../services/redis.js';
import { addWorkerAccountsToPostgres, addWorkerAccountsToSqlite } from '../testing/e2e-accounts.js';
import { buildApi, startApi } from './api-process.js';
import { freePort } from './free-port.js';
import { startViewSecret } from './view-secret.js';

export interface ScaledSite {
  baseUrl: string;
  /** Each site server's own address, in nginx's order. */
  siteUrls: string[];
  /** The API instances, in nginx's order; `restart(i)` brings a stopped one back. */
  apis: ChildProcess[];
  apiPorts: number[];
  restartApi(index: number): Promise<void>;
  /** The instances' PostgreSQL, when there is one. */
  databaseUrl?: string;
  /** Whether the API keeps its data there (false: in the shared SQLite file). */
  apiOnPostgres: boolean;
  /** The instances' DATA_DIR (their shared SQLite file, when the data is not in PostgreSQL). */
  dataDir: string;
  /** Where the live pointer and its canaries are kept when not in the site folder (REGISTRY_DATABASE_URL). */
  registryDatabaseUrl?: string;
  redisUrl?: string;
  stop(): Promise<void>;
}

export type ScaleDatabase = 'postgres' | 'sqlite';

export interface ScaleOptions {
  port?: number;
  instances?: number;
  /** Site servers behind nginx (default 1), each reading the same pointer and canaries. */
  siteServers?: number;
  /** The instances' database: a temporary PostgreSQL (default) or the shared SQLite file alone. */
  database?: ScaleDatabase;
  /** A temporary Redis for the live events and the limits (REDIS_URL). */
  redis?: boolean;
  /** The live pointer in the database (needs PostgreSQL): the site server reads it there. */
  registryInDatabase?: boolean;
  /** Where the shared SQLite file lives (default: a fresh temporary folder). */
  dataDir?: string;
  apiEnv?: NodeJS.ProcessEnv;
  /** Settings handed to the apps on top of the environment's. */
  siteConfig?: Record<string, unknown>;
  onCspViolation?: (report: unknown) => void;
}

/** Whether the API made its tables in the database (an API without PostgreSQL support leaves it empty). */
async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

export async function startScaledSite(options: ScaleOptions = {}): Promise<ScaledSite> {
  const nginx = findNginx();
  const database = options.database ?? 'postgres';
  if (options.registryInDatabase && database !== 'postgres') {
    throw new Error('the pointer in the database needs PostgreSQL (leave out --sqlite)');
  }
  await buildApi();
  await buildApps(APPS);

  // Whatever started is stopped again if a later step fails.
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    return await startInOrder(options, database, nginx, cleanups, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function startInOrder(
  options: ScaleOptions,
  database: ScaleDatabase,
  nginx: string,
  cleanups: Array<() => Promise<void>>,
  cleanUp: () => Promise<void>,
): Promise<ScaledSite> {
  let postgres: TemporaryPostgres | undefined;
  let redis: TemporaryRedis | undefined;
  if (database === 'postgres') {
    postgres = await startTemporaryPostgres();
    cleanups.push(() => postgres?.close() ?? Promise.resolve());
  }
  if (options.redis) {
    redis = await startTemporaryRedis();
    cleanups.push(() => redis?.close() ?? Promise.resolve());
  }

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scale-'));
  cleanups.push(() => fs.rm(workDir, { recursive: true, force: true }));
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scale-data-')));
  if (options.dataDir === undefined) cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  await nginxScratch(workDir);
  const count = options.instances ?? 2;
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every API instance and every site server share the one view secret.
  const viewSecret = options.apiEnv?.VIEW_TOKEN_SECRET || startViewSecret(process.env) || newViewSecret();
  const apiEnv: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    VIEW_TOKEN_SECRET: viewSecret,
    // One process each: nginx is the balancer here.
    API_WORKERS: '1',
    API_TRUST_PROXY: '127.0.0.1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...options.apiEnv,
  };

  // One after the other: the first prepares the database, the others find it ready.
  const apiPorts: number[] = [];
  const apis: ChildProcess[] = [];
  cleanups.push(() => Promise.all(apis.map((api) => stopProcess(api))).then(() => undefined));
  for (let i = 0; i < count; i += 1) {
    const apiPort = await freePort();
    apiPorts.push(apiPort);
    apis.push(await startApi(apiPort, apiEnv));
  }
  const apiOnPostgres = postgres ? await hasTables(postgres.url) : false;

  // The pointer (and its canaries) in the database starts as the site folder's.
  const registry = options.registryInDatabase && postgres ? postgresRegistryStore(postgres.url) : undefined;
  if (registry) {
    cleanups.push(() => registry.close());
    const current = await readLiveLenient();
    await registry.change((change) => change.writeLive(current));
  }

  // The site servers read the API's public answers through nginx, like everyone else.
  const siteUrls: string[] = [];
  for (let i = 0; i < (options.siteServers ?? 1); i += 1) {
    const site = await buildSiteServer({
      siteDir: siteDir(),
      apiUrl: baseUrl,
      siteConfig: { ...siteConfigFromEnv(), ...options.siteConfig },
      trustUpstream: true,
      // The front's address: the forwarded host is whatever a visitor sent.
      siteUrl: baseUrl,
      viewSecret,
      ...(registry ? { liveSource: () => registry.readLive() } : {}),
      ...(options.onCspViolation ? { onCspViolation: options.onCspViolation } : {}),
    });
    cleanups.push(() => site.close());
    siteUrls.push(await site.listen({ port: 0, host: '127.0.0.1' }));
  }

  const template = await fs.readFile(NGINX_TEMPLATE, 'utf8');
  const config = nginxConfig(template, {
    // Started as root, nginx's workers would drop to nobody, who may not open a site folder inside
    // a private temporary folder (a fresh clone's, a CI's): here they stay the site's own user.
    WORKER_USER: process.getuid?.() === 0 ? 'user root;' : '',
    PREFIX: workDir,
    PORT: String(port),
    SITE_DIR: siteDir(),
    API_UPSTREAMS: apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n'),
    SITE_UPSTREAMS: siteUrls.map((url) => `    server 127.0.0.1:${new URL(url).port};`).join('\n'),
  });
  const configFile = path.join(workDir, 'nginx.conf');
  await fs.writeFile(configFile, config);
  const front = spawn(nginx, ['-p', workDir, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(() => stopProcess(front, 'SIGQUIT'));
  await waitForAnswer(`${baseUrl}/api/health`, front);

  return {
    baseUrl,
    siteUrls,
    apis,
    apiPorts,
    async restartApi(index) {
      const apiPort = apiPorts[index];
      const current = apis[index];
      if (apiPort === undefined || current === undefined) throw new Error(`no API instance ${index}`);
      await stopProcess(current, 'SIGKILL');
      apis[index] = await startApi(apiPort, apiEnv);
    },
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    apiOnPostgres,
    dataDir,
    ...(registry && postgres ? { registryDatabaseUrl: postgres.url } : {}),
    ...(redis ? { redisUrl: redis.url } : {}),
    stop: cleanUp,
  };
}

/**
 * The end-to-end suite's site in the production topology: the same settings as `startTestSite`
 * (limits out of the way, no third-party scripts), over a copy of the built site that the run may
 * publish to, with two site servers behind nginx. On PostgreSQL the live pointer and its canaries
 * are in the database (REGISTRY_DATABASE_URL), as several site servers read them in production; on
 * the shared SQLite file, both servers read the copy's remotes.json.
 */
export async function startScaledTestSite(
  apiEnv: NodeJS.ProcessEnv,
  options: Pick<ScaleOptions, 'database' | 'dataDir'> = {},
) {
  const cspViolations: unknown[] = [];
  // What is missing is built into the site folder first; the copy is of the built site.
  await buildApi();
  await buildApps(APPS);
  const built = siteDir();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scaled-site-'));
  const copy = path.join(workDir, 'site');
  await fs.cp(built, copy, { recursive: true });
  const previousSite = process.env.SITE_DIR;
  process.env.SITE_DIR = copy;
  const restore = async (): Promise<void> => {
    if (previousSite === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = previousSite;
    await fs.rm(workDir, { recursive: true, force: true });
  };
  // SCALE_DATABASE=sqlite and SCALE_REDIS=true choose as npm run scale's flags do.
  const database = options.database ?? (process.env.SCALE_DATABASE === 'sqlite' ? 'sqlite' : 'postgres');
  let scaled: ScaledSite;
  try {
    scaled = await startScaledSite({
      database,
      redis: process.env.SCALE_REDIS === 'true',
      registryInDatabase: database === 'postgres',
      siteServers: 2,
      ...options,
      apiEnv: {
        API_LOGINS_PER_MINUTE: '100000',
        API_WRITES_PER_MINUTE: '100000',
        API_CLICKS_PER_MINUTE: '100000',
        API_VIEWS_PER_MINUTE: '100000',
        ...apiEnv,
      },
      siteConfig: { googleClientId: null, fraudScriptHost: null, tagManagerId: null, allowOverrides: true },
      onCspViolation: (report) => cspViolations.push(report),
    });
  } catch (error) {
    await restore();
    throw error;
  }
  const stop = async (): Promise<void> => {
    await scaled.stop();
    await restore();
  };
  try {
    // The specs of e2e/ it runs sign in as their worker's own accounts.
    if (scaled.apiOnPostgres && scaled.databaseUrl) await addWorkerAccountsToPostgres(scaled.databaseUrl);
    else await addWorkerAccountsToSqlite(path.join(scaled.dataDir, 'marketplace.sqlite'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: scaled.baseUrl, siteDir: copy, cspViolations, scaled, stop };
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${url}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: flags } = parseArgs({
    options: {
      sqlite: { type: 'boolean', default: false },
      redis: { type: 'boolean', default: false },
      'registry-db': { type: 'boolean', default: false },
    },
  });
  const scaled = await startScaledSite({
    port: Number(process.env.PORT ?? 8080),
    instances: Number(process.env.SCALE_API_INSTANCES ?? 2),
    siteServers: Number(process.env.SCALE_SITE_SERVERS ?? 1),
    database: flags.sqlite ? 'sqlite' : 'postgres',
    redis: flags.redis,
    registryInDatabase: flags['registry-db'],
  });
  console.log(
    `\nMercado Brasil atrás do nginx em ${scaled.baseUrl}: ${scaled.apiPorts.length} instâncias da API (portas ${scaled.apiPorts.join(', ')}) e ${
      scaled.siteUrls.length === 1 ? 'o servidor do site' : `${scaled.siteUrls.length} servidores do site`
    }.`,
  );
  if (scaled.databaseUrl) {
    console.log(`PostgreSQL temporário: ${scaled.databaseUrl}`);
    if (!scaled.apiOnPostgres) {
      console.log(
        'Esta API ainda guarda os dados no arquivo SQLite compartilhado; o PostgreSQL leva os eventos ao vivo entre as instâncias.',
      );
    }
  }
  if (scaled.redisUrl) console.log(`Redis temporário: ${scaled.redisUrl} (eventos ao vivo e limites)`);
  if (flags['registry-db']) console.log('O ponteiro /remotes.json vem do banco (REGISTRY_DATABASE_URL acima).');
  const stop = (): void => void scaled.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
