/**
 * `npm start`: builds what is missing or out of date, starts the API on its embedded database and
 * the site server, and prints the address. Installs nothing. With NODE_ENV=production, the unsafe
 * settings of both servers are named, and the start refused, before anything else is built. Both
 * servers get the same OPERATOR_TOKEN (outside production a random one when none is given), so the
 * site server's canary watcher reads the API's health figures, and the same VIEW_TOKEN_SECRET (a
 * random one outside production), so the API counts the page views and beacons the site signed.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { canaryWatchFromEnv } from '../canary/watcher.js';
import { isRegistryError } from '../registry/errors.js';
import { repoRoot, siteDir } from '../registry/paths.js';
import { liveSourceFromEnv } from '../registry/store.js';
import {
  isProduction,
  siteProductionProblems,
  siteRefusalMessage,
  siteNodeEnvRefusal,
  siteSecureCookies,
} from '../server/production-check.js';
import { serverBuildIdleMsFromEnv } from '../server/server-containers.js';
import { buildSiteServer } from '../server/site-server.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { parseSiteUrl } from '../server/site-origin.js';
import { buildApi, checkApi, startApi } from './api-process.js';
import { startOperatorToken, watcherNotice } from './operator-token.js';
import { startViewSecret } from './view-secret.js';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);

/** In production: the site's check and the API's own (which prints its refusal), both before the apps are built. */
async function refuseUnsafeProduction(): Promise<void> {
  const siteProblems = siteProductionProblems(process.env);
  if (siteProblems.length > 0) console.error(siteRefusalMessage(siteProblems));
  const apiSafe = await checkApi();
  if (siteProblems.length > 0 || !apiSafe) process.exit(1);
}

async function main(): Promise<void> {
  const started = Date.now();
  // A NODE_ENV that is no accepted value stops the start here, naming the accepted ones.
  const unknownEnv = siteNodeEnvRefusal(process.env);
  if (unknownEnv) {
    console.error(unknownEnv);
    process.exit(1);
  }
  const production = isProduction(process.env);
  // A public origin that is no origin stops the start here, named.
  const siteUrl = parseSiteUrl(process.env.SITE_URL);
  // So are the canary watcher's settings (CANARY_WATCH, CANARY_CHECK_SECONDS, the thresholds).
  const canaryWatch = canaryWatchFromEnv(process.env);
  // And how long a version's server build stays loaded once no page names it.
  const serverBuildIdleMs = serverBuildIdleMsFromEnv(process.env);
  if (!existsSync(path.join(repoRoot, 'node_modules'))) {
    console.error('As dependências não estão instaladas: rode npm install primeiro.');
    process.exit(1);
  }
  await buildApi();
  if (production) await refuseUnsafeProduction();
  await buildApps(APPS);
  const operator = startOperatorToken(process.env);
  // The API reads it from its environment, which it inherits.
  if (operator.token) process.env.OPERATOR_TOKEN = operator.token;
  // The same view secret for both: the API counts only what the site server signed.
  const viewSecret = startViewSecret(process.env);
  if (viewSecret) process.env.VIEW_TOKEN_SECRET = viewSecret;
  const api: ChildProcess = await startApi(apiPort);
  const site = await buildSiteServer({
    siteDir: siteDir(),
    apiUrl: `http://127.0.0.1:${apiPort}`,
    siteConfig: siteConfigFromEnv(),
    trustUpstream: process.env.SITE_TRUST_PROXY === 'true',
    liveSource: liveSourceFromEnv(),
    secureCookies: siteSecureCookies(process.env),
    strictTransportSecurity: production,
    siteUrl,
    ...(operator.token ? { operatorToken: operator.token } : {}),
    ...(viewSecret ? { viewSecret } : {}),
    canaryWatch,
    serverBuildIdleMs,
  });
  await site.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(
    `\nMercado Brasil no ar em http://localhost:${port} (pronto em ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log(watcherNotice(operator, canaryWatch));
  if (!production) console.log('Contas de demonstração: cliente@demo.com.br e afiliado@demo.com.br, senha demo1234.\n');

  const stop = (): void => {
    api.kill('SIGTERM');
    void site.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`A API parou (código ${code}).`);
    void site.close().finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  // A refused setting is said in one sentence; anything else with its stack.
  console.error(isRegistryError(error) ? error.message : error);
  process.exit(1);
});
