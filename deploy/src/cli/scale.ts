/**
 * `npm run scale`: the production topology on loopback. nginx (from Debian's packages, installed
 * when missing) in front; behind it, API instances (`SCALE_API_INSTANCES`, default 2) sharing one
 * database, and the site server. nginx serves the version folders and the pointer itself, balances
 * /api over the instances and sends the pages to the site server. Prints the address; Ctrl+C stops
 * everything.
 *
 * The instances share the embedded SQLite file (WAL), which holds for one machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildApps } from '../build/build-apps.js';
import { repoRoot, siteDir } from '../registry/paths.js';
import { buildSiteServer } from '../server/site-server.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { buildApi, startApi } from './api-process.js';
import { ensureDebianProgram } from './debian-package.js';
import { freePort } from './free-port.js';

export interface ScaledSite {
  baseUrl: string;
  /** The API instances, in nginx's order; `restart(i)` brings a stopped one back. */
  apis: ChildProcess[];
  apiPorts: number[];
  restartApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ScaleOptions {
  port?: number;
  instances?: number;
  /** Where the shared database lives (default: a fresh temporary folder). */
  dataDir?: string;
  apiEnv?: NodeJS.ProcessEnv;
  /** Settings handed to the apps on top of the environment's. */
  siteConfig?: Record<string, unknown>;
  onCspViolation?: (report: unknown) => void;
}

/** Fills the template's `{{NAME}}` values. */
export function nginxConfig(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in the nginx template`);
    return value;
  });
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

export async function startScaledSite(options: ScaleOptions = {}): Promise<ScaledSite> {
  const nginx = ensureDebianProgram({
    paths: ['/usr/sbin/nginx'],
    packageName: 'nginx-light',
    purpose: 'para servir o site na frente das instâncias',
  });
  await buildApi();
  await buildApps(APPS);

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scale-'));
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-scale-data-')));
  await nginxScratch(workDir);
  const count = options.instances ?? 2;
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiEnv: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    // One process each: nginx is the balancer here.
    API_WORKERS: '1',
    API_TRUST_PROXY: '127.0.0.1',
    ...options.apiEnv,
  };

  // One after the other: the first prepares the database, the others find it ready.
  const apiPorts: number[] = [];
  const apis: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const apiPort = await freePort();
    apiPorts.push(apiPort);
    apis.push(await startApi(apiPort, apiEnv));
  }

  // The site server reads the API's public answers through nginx, like everyone else.
  const site = await buildSiteServer({
    siteDir: siteDir(),
    apiUrl: baseUrl,
    siteConfig: { ...siteConfigFromEnv(), ...options.siteConfig },
    trustUpstream: true,
    ...(options.onCspViolation ? { onCspViolation: options.onCspViolation } : {}),
  });
  const siteUrl = new URL(await site.listen({ port: 0, host: '127.0.0.1' }));

  const template = await fs.readFile(path.join(repoRoot, 'deploy/nginx/nginx.conf.template'), 'utf8');
  const config = nginxConfig(template, {
    PREFIX: workDir,
    PORT: String(port),
    SITE_DIR: siteDir(),
    API_UPSTREAMS: apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n'),
    SITE_UPSTREAMS: `    server 127.0.0.1:${siteUrl.port};`,
  });
  const configFile = path.join(workDir, 'nginx.conf');
  await fs.writeFile(configFile, config);
  const front = spawn(nginx, ['-p', workDir, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForAnswer(`${baseUrl}/api/health`, front);

  return {
    baseUrl,
    apis,
    apiPorts,
    async restartApi(index) {
      const apiPort = apiPorts[index];
      const current = apis[index];
      if (apiPort === undefined || current === undefined) throw new Error(`no API instance ${index}`);
      await stopProcess(current, 'SIGKILL');
      apis[index] = await startApi(apiPort, apiEnv);
    },
    async stop() {
      await stopProcess(front, 'SIGQUIT');
      await site.close();
      await Promise.all(apis.map((api) => stopProcess(api)));
      await fs.rm(workDir, { recursive: true, force: true });
      if (options.dataDir === undefined) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The end-to-end suite's site in the production topology: the same settings as `startTestSite`
 * (limits out of the way, no third-party scripts), over the built site folder itself.
 */
export async function startScaledTestSite(apiEnv: NodeJS.ProcessEnv) {
  const cspViolations: unknown[] = [];
  const scaled = await startScaledSite({
    apiEnv: { API_LOGINS_PER_MINUTE: '100000', API_WRITES_PER_MINUTE: '100000', ...apiEnv },
    siteConfig: { googleClientId: null, fraudScriptHost: null, tagManagerId: null, allowOverrides: true },
    onCspViolation: (report) => cspViolations.push(report),
  });
  return { baseUrl: scaled.baseUrl, siteDir: siteDir(), cspViolations, stop: () => scaled.stop() };
}

/** nginx's own folders; its workers run as `nobody` when it is started by root. */
async function nginxScratch(workDir: string): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await fs.chmod(workDir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'api-cache']) {
    const dir = path.join(workDir, name);
    await fs.mkdir(dir);
    if (asRoot) await fs.chown(dir, NOBODY, NOBODY);
  }
}

/** Debian's `nobody` / `nogroup`. */
const NOBODY = 65534;

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
  const scaled = await startScaledSite({
    port: Number(process.env.PORT ?? 8080),
    instances: Number(process.env.SCALE_API_INSTANCES ?? 2),
  });
  console.log(
    `\nMercado Brasil atrás do nginx em ${scaled.baseUrl}: ${scaled.apiPorts.length} instâncias da API (portas ${scaled.apiPorts.join(', ')}) e o servidor do site.`,
  );
  const stop = (): void => void scaled.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
