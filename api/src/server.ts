import cluster from 'node:cluster';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { databaseLocation, openEngine, type DatabaseLocation } from './db/engine';
import { prepareDatabase } from './db/prepare';
import { paymentSettingsFromEnv } from './features/payments/payment-settings';
import { isProduction, nodeEnvProblem } from './lib/env-switch';
import { redisLimitsFromEnv } from './plugins/redis-limits';
import {
  demoPasswordAccounts,
  productionProblems,
  refusalMessage,
  startSettingsFromEnv,
  type DatabaseFindings,
  type StartSettings,
} from './production-check';

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid API_PORT: ${value}`);
  }
  return port;
}

/** "true", "false", or a comma-separated list of trusted proxy addresses/ranges. */
function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** A whole number of requests per minute from the environment, or the default when unset. */
function parseLimit(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid ${name}: ${value}`);
  return limit;
}

/** API processes on this machine: `API_WORKERS`, or one per core. */
function parseWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return os.availableParallelism();
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`Invalid API_WORKERS: ${value}`);
  return workers;
}

function databaseFile(): string {
  // The compiled file lives in dist/ and the source in src/; both sit one level below the package.
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', 'data'));
  mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'marketplace.sqlite');
}

/** A worker that ends without being asked is started again, at most this often. */
const RESTART_DELAY_MS = 500;

/**
 * Several API processes on one machine: the database is prepared once here, then each worker
 * serves the same port (the primary hands connections out in turn) over the same SQLite file in
 * WAL mode. Push events travel between the workers through the database, as between machines.
 */
async function runPrimary(workers: number, settings: StartSettings): Promise<void> {
  const database = openEngine(databaseLocation(process.env.DATABASE_URL, databaseFile()));
  try {
    await prepareDatabase(database, true, { demoAccounts: settings.seedDemoAccounts });
  } finally {
    await database.close();
  }
  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });
  const shutdown = (): void => {
    if (closing) process.exit(1);
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (let i = 0; i < workers; i += 1) cluster.fork();
}

/**
 * What the database holds that the production check looks at; nothing is created or changed (a
 * SQLite file that does not exist yet holds nothing).
 */
async function databaseFindings(location: DatabaseLocation): Promise<DatabaseFindings> {
  if (location.engine === 'sqlite' && !existsSync(location.file)) return { demoPasswordAccounts: [] };
  const database = openEngine(location);
  try {
    return { demoPasswordAccounts: await demoPasswordAccounts(database.kysely) };
  } finally {
    await database.close();
  }
}

/**
 * With NODE_ENV=production, a start with any unsafe setting ends here, naming each one. With
 * `--check`, the check is all this process does (0: it would start).
 */
async function refuseUnsafeStart(): Promise<void> {
  // A NODE_ENV that is no accepted value is refused first: read as "not production", it would
  // turn the demo's settings back on and let the check pass.
  const unknownEnv = nodeEnvProblem(process.env);
  if (unknownEnv) {
    console.error(`A API não sobe: ${unknownEnv}.`);
    process.exit(1);
  }
  const location = databaseLocation(process.env.DATABASE_URL, databaseFile());
  const production = isProduction(process.env);
  const findings = production ? await databaseFindings(location) : { demoPasswordAccounts: [] };
  const problems = productionProblems(process.env, findings);
  if (problems.length > 0) {
    console.error(refusalMessage(problems));
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log(production ? 'Configuração de produção segura.' : 'Fora de produção (NODE_ENV não é production).');
    process.exit(0);
  }
}

async function main(): Promise<void> {
  if (cluster.isPrimary) await refuseUnsafeStart();
  const settings = startSettingsFromEnv(process.env);
  const port = parsePort(process.env.API_PORT, 8081);
  const host = process.env.API_HOST || '127.0.0.1';
  const workers = parseWorkers(process.env.API_WORKERS);
  if (cluster.isPrimary && workers > 1) {
    await runPrimary(workers, settings);
    return;
  }

  // With REDIS_URL the limits count in Redis; otherwise in the database.
  const redisLimits = redisLimitsFromEnv();
  const app = await buildApp({
    dbFile: databaseFile(),
    databaseUrl: process.env.DATABASE_URL,
    // A worker's database was prepared by the primary.
    seed: !cluster.isWorker,
    demoAccounts: settings.seedDemoAccounts,
    // Other processes or machines may serve the same database: push events travel through it.
    relayPushEvents: true,
    logger: true,
    logLevel: process.env.API_LOG_LEVEL || 'warn',
    secureCookies: settings.secureCookies,
    strictTransportSecurity: settings.strictTransportSecurity,
    trustProxy: parseTrustProxy(process.env.API_TRUST_PROXY),
    rateLimits: {
      writesPerMinute: parseLimit('API_WRITES_PER_MINUTE'),
      loginsPerMinute: parseLimit('API_LOGINS_PER_MINUTE'),
      beaconsPerMinute: parseLimit('API_BEACONS_PER_MINUTE'),
      clicksPerMinute: parseLimit('API_CLICKS_PER_MINUTE'),
      viewsPerMinute: parseLimit('API_VIEWS_PER_MINUTE'),
      ...(redisLimits ? { store: redisLimits.rateLimitStore } : {}),
    },
    ...(redisLimits ? { loginThrottle: { store: redisLimits.throttleStore } } : {}),
    payments: paymentSettingsFromEnv(process.env),
    remoteHealth: { operatorToken: process.env.OPERATOR_TOKEN, viewSecret: process.env.VIEW_TOKEN_SECRET },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`Shutdown after ${signal} failed:`, error);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const address = await app.listen({ port, host });
  console.log(`Marketplace API listening on ${address}${cluster.isWorker ? ` (process ${process.pid})` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
