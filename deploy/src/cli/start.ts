/**
 * `npm start`: builds what is missing or out of date, starts the API on its embedded database and
 * the site server, and prints the address. Installs nothing. With NODE_ENV=production, the unsafe
 * settings of both servers are named, and the start refused, before anything else is built.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { repoRoot, siteDir } from '../registry/paths.js';
import { liveSourceFromEnv } from '../registry/store.js';
import {
  isProduction,
  siteProductionProblems,
  siteRefusalMessage,
  siteSecureCookies,
} from '../server/production-check.js';
import { buildSiteServer } from '../server/site-server.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { parseSiteUrl } from '../server/site-origin.js';
import { buildApi, checkApi, startApi } from './api-process.js';

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
  const production = isProduction(process.env);
  // A public origin that is no origin stops the start here, named.
  const siteUrl = parseSiteUrl(process.env.SITE_URL);
  if (!existsSync(path.join(repoRoot, 'node_modules'))) {
    console.error('As dependências não estão instaladas: rode npm install primeiro.');
    process.exit(1);
  }
  await buildApi();
  if (production) await refuseUnsafeProduction();
  await buildApps(APPS);
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
  });
  await site.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(
    `\nMercado Brasil no ar em http://localhost:${port} (pronto em ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
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
  console.error(error);
  process.exit(1);
});
