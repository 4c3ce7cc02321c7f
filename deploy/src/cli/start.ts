/**
 * `npm start`: builds what is missing or out of date, starts the API on its embedded database and
 * the site server, and prints the address. Installs nothing.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { repoRoot, siteDir } from '../registry/paths.js';
import { pointerSourceFromEnv } from '../registry/store.js';
import { buildSiteServer } from '../server/site-server.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { buildApi, startApi } from './api-process.js';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8081);

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(path.join(repoRoot, 'node_modules'))) {
    console.error('As dependências não estão instaladas: rode npm install primeiro.');
    process.exit(1);
  }
  await buildApi();
  await buildApps(APPS);
  const api: ChildProcess = await startApi(apiPort);
  const site = await buildSiteServer({
    siteDir: siteDir(),
    apiUrl: `http://127.0.0.1:${apiPort}`,
    siteConfig: siteConfigFromEnv(),
    trustUpstream: process.env.SITE_TRUST_PROXY === 'true',
    pointerSource: pointerSourceFromEnv(),
  });
  await site.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(
    `\nMercado Brasil no ar em http://localhost:${port} (pronto em ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log('Contas de demonstração: cliente@demo.com.br e afiliado@demo.com.br, senha demo1234.\n');

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
