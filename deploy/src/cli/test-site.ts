import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { siteDir } from '../registry/paths.js';
import { buildSiteServer } from '../server/site-server.js';
import { buildApi, startApi } from './api-process.js';
import { freePort } from './free-port.js';

export interface TestSite {
  baseUrl: string;
  /** A copy of the built site that the run may change freely. */
  siteDir: string;
  /** A scratch folder that goes away with the site. */
  workDir: string;
  stop(): Promise<void>;
}

/**
 * Builds what is missing, then serves a copy of the site with the API on a fresh database, on
 * free loopback ports: what the end-to-end tests and the benches run against.
 */
export async function startTestSite(
  options: { allowOverrides?: boolean; prefix?: string; apiEnv?: NodeJS.ProcessEnv } = {},
): Promise<TestSite> {
  await buildApi();
  await buildApps(APPS);

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), options.prefix ?? 'marketplace-site-'));
  const copy = path.join(workDir, 'site');
  await fs.cp(siteDir(), copy, { recursive: true });
  const previousSite = process.env.SITE_DIR;
  process.env.SITE_DIR = copy;

  const apiPort = await freePort();
  const api = await startApi(apiPort, { ...options.apiEnv, DATA_DIR: path.join(workDir, 'data') });
  const server = await buildSiteServer({
    siteDir: copy,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    siteConfig: {
      googleClientId: null,
      fraudScriptHost: null,
      tagManagerId: null,
      allowOverrides: options.allowOverrides ?? true,
    },
  });
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });

  return {
    baseUrl,
    siteDir: copy,
    workDir,
    async stop() {
      await server.close();
      api.kill('SIGTERM');
      if (previousSite === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = previousSite;
      await fs.rm(workDir, { recursive: true, force: true });
    },
  };
}
