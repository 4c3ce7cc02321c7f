/**
 * `npm run test:scaled [-- <Playwright arguments>]`: the end-to-end tests of the production
 * topology. Builds what is missing (the builds of `npm run e2e` are reused as they are), starts
 * nginx in front of two API instances on one database (SCALED_DATABASE=postgres, the default, or
 * sqlite: the shared file) and two site servers over a copy of the site, then runs
 * `playwright.scaled.config.ts`: the
 * purchase, sign-in and chat specs of e2e/ unchanged through nginx, and the specs of e2e-scaled/
 * (a chat message across instances, the login throttle across instances, an instance killed under
 * load). Writes `{ passed, failed, … }` to SCALED_E2E_REPORT (default
 * test-results/scaled-e2e.json), as the other steps of `npm test` do.
 *
 * The specs reach each instance directly (SCALED_API_URLS), each site server directly
 * (SCALED_SITE_URLS), the database (SCALED_DATABASE_URL, or SCALED_SQLITE_FILE while the API keeps
 * its data in the shared file), the registry's database when the pointer is kept there
 * (SCALED_REGISTRY_DATABASE_URL; SITE_DIR is the run's copy of the site either way) and a loopback
 * control address (SCALED_CONTROL_URL) that kills or restarts an instance.
 */
import { existsSync, promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { newViewSecret } from 'shared-contracts/view-token';
import { repoRoot } from '../registry/paths.js';
import { ensureTestChromium } from './chromium.js';
import { runPlaywright, testPaymentEnv } from './playwright-run.js';
import { startScaledTestSite, type ScaledSite } from './scale.js';
import { countsOf, scaledDatabase, type PlaywrightStats, type ScaledE2eReport } from './scaled-report.js';

/**
 * `POST /instances/<i>/kill` ends instance i at once (SIGKILL) and answers once it is gone;
 * `POST /instances/<i>/restart` starts it again on its port (restartApi). Loopback only.
 */
async function startControl(site: ScaledSite): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const match = /^\/instances\/(\d+)\/(kill|restart)$/.exec(request.url ?? '');
    const index = Number(match?.[1]);
    const api = site.apis[index];
    if (request.method !== 'POST' || !match || !api) {
      response.writeHead(404).end();
      return;
    }
    const done = (): void => void response.writeHead(204).end();
    const failed = (error: unknown): void => void response.writeHead(500).end(String(error));
    if (match[2] === 'restart') {
      site.restartApi(index).then(done, failed);
    } else if (api.exitCode !== null || api.signalCode !== null) {
      done();
    } else {
      api.once('exit', done);
      api.kill('SIGKILL');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function run(playwrightArgs: string[]): Promise<{ code: number; report: ScaledE2eReport }> {
  const started = Date.now();
  const database = scaledDatabase(process.env.SCALED_DATABASE);
  const chromium = await ensureTestChromium();
  // The payment lifecycle at test speed, as in npm run e2e.
  const paymentEnv = testPaymentEnv();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scaled-e2e-'));
  const dataDir = path.join(scratch, 'data');
  await fs.mkdir(dataDir);
  const playwrightReport = path.join(scratch, 'playwright.json');
  // Every site server and API instance signs and checks with it; the specs sign their buckets too.
  const viewSecret = newViewSecret();
  const site = await startScaledTestSite({ ...paymentEnv, VIEW_TOKEN_SECRET: viewSecret }, { database, dataDir });
  const control = await startControl(site.scaled);
  try {
    const where = site.scaled.apiOnPostgres
      ? { SCALED_DATABASE_URL: site.scaled.databaseUrl }
      : { SCALED_SQLITE_FILE: path.join(dataDir, 'marketplace.sqlite') };
    console.log(
      `nginx em ${site.baseUrl}; instâncias da API nas portas ${site.scaled.apiPorts.join(', ')}; ${
        site.scaled.siteUrls.length
      } servidores do site; dados ${site.scaled.apiOnPostgres ? 'no PostgreSQL' : 'no arquivo SQLite compartilhado'}.`,
    );
    const code = await runPlaywright('playwright.scaled.config.ts', playwrightArgs, {
      BASE_URL: site.baseUrl,
      SITE_DIR: site.siteDir,
      SCALED_PLAYWRIGHT_REPORT: playwrightReport,
      SCALED_API_URLS: site.scaled.apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
      SCALED_SITE_URLS: site.scaled.siteUrls.join(','),
      ...(site.scaled.registryDatabaseUrl ? { SCALED_REGISTRY_DATABASE_URL: site.scaled.registryDatabaseUrl } : {}),
      SCALED_CONTROL_URL: control.url,
      E2E_VIEW_TOKEN_SECRET: viewSecret,
      CHROMIUM_PATH: chromium,
      ...where,
      ...paymentEnv,
    });
    const stats = existsSync(playwrightReport)
      ? (JSON.parse(await fs.readFile(playwrightReport, 'utf8')) as { stats: PlaywrightStats }).stats
      : null;
    // No page may break the Content-Security-Policy here either.
    const violations = site.cspViolations.length;
    for (const violation of site.cspViolations) console.error(JSON.stringify(violation));
    const counts = countsOf(stats);
    const report = {
      ...counts,
      failed: counts.failed + (violations > 0 ? 1 : 0),
      database,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    return { code: code !== 0 || report.failed > 0 ? 1 : 0, report };
  } finally {
    await control.close();
    await site.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const output = process.env.SCALED_E2E_REPORT ?? path.join(repoRoot, 'test-results/scaled-e2e.json');
  const { code, report } = await run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    const database = process.env.SCALED_DATABASE === 'sqlite' ? 'sqlite' : 'postgres';
    return { code: 1, report: { passed: 0, failed: 1, flaky: 0, database, seconds: 0 } as ScaledE2eReport };
  });
  await fs.mkdir(path.dirname(output), { recursive: true });
  await fs.writeFile(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nTopologia de produção (${report.database}): ${report.passed} aprovados, ${report.failed} falharam (${report.seconds} s)`,
  );
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
