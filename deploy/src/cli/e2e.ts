/**
 * `npm run e2e`: builds what is missing, serves a copy of the site with the API on a fresh
 * database, and runs the Playwright tests in Debian's Chromium against it.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { deployDir, repoRoot, siteDir } from '../registry/paths.js';
import { buildSiteServer } from '../server/site-server.js';
import { buildApi, startApi } from './api-process.js';
import { freePort } from './free-port.js';
import { ensureChromium } from './chromium.js';

const chromium = await ensureChromium();
await buildApi();
await buildApps(APPS);

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-'));
const testSite = path.join(work, 'site');
await fs.cp(siteDir(), testSite, { recursive: true });

const apiPort = await freePort();
const api = await startApi(apiPort, { DATA_DIR: path.join(work, 'data') });
const site = await buildSiteServer({
  siteDir: testSite,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  siteConfig: { googleClientId: null, fraudScriptHost: null, tagManagerId: null, allowOverrides: true },
});
const baseUrl = await site.listen({ port: 0, host: '127.0.0.1' });

const report = process.env.E2E_REPORT ?? path.join(repoRoot, 'test-results/e2e-report.json');
const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(deployDir, 'playwright.config.ts'),
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: baseUrl, SITE_DIR: testSite, E2E_REPORT: report, CHROMIUM_PATH: chromium },
    },
  );
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

api.kill('SIGTERM');
await site.close();
await fs.rm(work, { recursive: true, force: true });
process.exit(code);
