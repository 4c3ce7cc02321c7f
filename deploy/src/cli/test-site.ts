import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newViewSecret } from 'shared-contracts/view-token';
import { APPS, buildApps } from '../build/build-apps.js';
import { siteDir } from '../registry/paths.js';
import { buildSiteServer } from '../server/site-server.js';
import { addWorkerAccountsToSqlite } from '../testing/e2e-accounts.js';
import { buildApi, startApi } from './api-process.js';
import { freePort } from './free-port.js';

export interface TestSite {
  baseUrl: string;
  /** A copy of the built site that the run may change freely. */
  siteDir: string;
  /** A scratch folder that goes away with the site. */
  workDir: string;
  /** Every CSP violation the browsers reported so far. */
  cspViolations: unknown[];
  /** Port of the API process behind the site. */
  apiPort: number;
  /**
   * The API's OPERATOR_TOKEN (random, unless `apiEnv` names one; empty when it is set empty): the
   * main site server has it too, so its canary watcher runs and its operator page opens with it.
   */
  operatorToken: string;
  /** The VIEW_TOKEN_SECRET the API and every site server of the run share (random, unless `apiEnv` names one). */
  viewSecret: string;
  /**
   * The sites of their own asked for (`ownSites`), by name: each a copy of the built site with its
   * own site server, in front of the same API, so a suite that breaks or changes remotes there
   * leaves every other page alone.
   */
  ownSites: Record<string, { baseUrl: string; siteDir: string }>;
  /** Stops the API process at once (SIGKILL) and starts it again on the same database. */
  restartApi(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Builds what is missing, then serves a copy of the site with the API on a fresh database, on
 * free loopback ports: what the end-to-end tests and the benches run against.
 */
export interface TestSiteOptions {
  allowOverrides?: boolean;
  prefix?: string;
  /** Environment for the API process on top of the suite's defaults. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Settings handed to the apps on top of the suite's defaults. */
  siteConfig?: Record<string, unknown>;
  /** Adds the end-to-end workers' own customers and affiliates (src/testing/e2e-accounts.ts). */
  workerAccounts?: boolean;
  /** Names of further copies of the site, each with a site server of its own (`TestSite.ownSites`). */
  ownSites?: string[];
  /**
   * The own sites whose server trusts the loopback proxy's X-Forwarded-For: the shoppers of a spec
   * all come from 127.0.0.1, and send each an address of its own there, as nginx would, so the API
   * tells them apart as clients (each counts at most a few views of a version).
   */
  trustLoopbackProxy?: string[];
}

export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  await buildApi();
  await buildApps(APPS);

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), options.prefix ?? 'marketplace-site-'));
  const copy = path.join(workDir, 'site');
  await fs.cp(siteDir(), copy, { recursive: true });
  const previousSite = process.env.SITE_DIR;
  process.env.SITE_DIR = copy;

  const apiPort = await freePort();
  const dataDir = path.join(workDir, 'data');
  const operatorToken =
    options.apiEnv && 'OPERATOR_TOKEN' in options.apiEnv
      ? (options.apiEnv.OPERATOR_TOKEN ?? '')
      : randomBytes(32).toString('base64url');
  const viewSecret = options.apiEnv?.VIEW_TOKEN_SECRET || newViewSecret();
  const apiEnv: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    VIEW_TOKEN_SECRET: viewSecret,
    // Every browser of the end-to-end suite signs in from the same address, many times a minute.
    API_LOGINS_PER_MINUTE: '100000',
    API_WRITES_PER_MINUTE: '100000',
    // …and sends its pages' health beacons from it: a canary's rollback is proved with a hundred
    // shoppers' pages a minute (production allows one address 60 beacons a minute). What a flood
    // adds to the figures stays what its tokens allow, as in production.
    API_BEACONS_PER_MINUTE: '100000',
    // …and follows affiliate links and opens product pages from it, each counted.
    API_CLICKS_PER_MINUTE: '100000',
    API_VIEWS_PER_MINUTE: '100000',
    // One process, so that restartApi stops and starts the whole API (the workers have a test of their own).
    API_WORKERS: '1',
    ...options.apiEnv,
  };
  let api = await startApi(apiPort, apiEnv);
  // The API has made and seeded its database by the time it answers.
  if (options.workerAccounts) await addWorkerAccountsToSqlite(path.join(dataDir, 'marketplace.sqlite'));
  const cspViolations: unknown[] = [];
  const serveSite = (dir: string, operator: boolean, trustLoopback = false) =>
    buildSiteServer({
      viewSecret,
      ...(trustLoopback ? { trustUpstream: true } : {}),
      // The operator page and the canary watcher on the main site only: the registry is its folder's.
      ...(operator && operatorToken ? { operatorToken } : {}),
      onCspViolation: (report) => cspViolations.push(report),
      siteDir: dir,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      // Two browsers, two more sites and the API share two cores: the production limits (300 ms for
      // the API's public data and for drawing a page) would turn pages into their fallback at
      // random. The fallback itself is tested on its own (deploy/src/server/__tests__).
      publicApiTimeoutMs: 5_000,
      serverRenderBudgetMs: 5_000,
      siteConfig: {
        googleClientId: null,
        fraudScriptHost: null,
        tagManagerId: null,
        allowOverrides: options.allowOverrides ?? true,
        ...options.siteConfig,
      },
    });
  const server = await serveSite(copy, true);
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  const servers = [server];
  const ownSites: TestSite['ownSites'] = {};
  for (const name of options.ownSites ?? []) {
    const dir = path.join(workDir, `site-${name}`);
    await fs.cp(siteDir(), dir, { recursive: true });
    const own = await serveSite(dir, false, options.trustLoopbackProxy?.includes(name) ?? false);
    servers.push(own);
    ownSites[name] = { baseUrl: await own.listen({ port: 0, host: '127.0.0.1' }), siteDir: dir };
  }

  return {
    baseUrl,
    siteDir: copy,
    workDir,
    cspViolations,
    apiPort,
    operatorToken,
    viewSecret,
    ownSites,
    async restartApi(signal = 'SIGKILL') {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill(signal);
      await exited;
      api = await startApi(apiPort, apiEnv);
    },
    async stop() {
      await Promise.all(servers.map((each) => each.close()));
      api.kill('SIGTERM');
      if (previousSite === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = previousSite;
      await fs.rm(workDir, { recursive: true, force: true });
    },
  };
}
