import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { paymentSettingsFromEnv } from './features/payments/payment-settings';

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

async function main(): Promise<void> {
  const port = parsePort(process.env.API_PORT, 8081);
  const host = process.env.API_HOST || '127.0.0.1';
  // The compiled file lives in dist/ and the source in src/; both sit one level below the package.
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', 'data'));
  mkdirSync(dataDir, { recursive: true });

  const app = await buildApp({
    dbFile: path.join(dataDir, 'marketplace.sqlite'),
    logger: true,
    logLevel: process.env.API_LOG_LEVEL || 'warn',
    secureCookies: process.env.API_SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(process.env.API_TRUST_PROXY),
    rateLimits: {
      writesPerMinute: parseLimit('API_WRITES_PER_MINUTE'),
      loginsPerMinute: parseLimit('API_LOGINS_PER_MINUTE'),
    },
    payments: paymentSettingsFromEnv(process.env),
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
  console.log(`Marketplace API listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
