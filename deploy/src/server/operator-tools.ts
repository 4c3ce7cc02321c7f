/**
 * What the site server does for operators while OPERATOR_TOKEN is set: the operator page
 * (`/operacao/remotes`) and the canary watcher's loop, both over the registry's store and the API's
 * health figures (read with the same token). The watcher stops when the server closes.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HEALTH_SETTINGS, type HealthSettings } from '../canary/health.js';
import { apiHealthRows, type HealthRows } from '../canary/health-source.js';
import { startCanaryWatcher, type WatchLog } from '../canary/watcher.js';
import { siteDir as registrySiteDir } from '../registry/paths.js';
import { registryStore, type RegistryStore } from '../registry/store.js';
import { readOperatorView, registerOperatorPage } from './operator-page.js';
import type { SiteMemory } from './site-server.js';

/** The canary watcher of a site server (`canaryWatchFromEnv` gives the first three). */
export interface SiteCanaryWatch {
  /** Whether this server runs the watcher's loop (default: yes, while the operator token is set). */
  enabled?: boolean;
  /** Time between checks (default 10 s). */
  intervalMs?: number;
  /** The evaluator's thresholds, for the watcher and the operator page alike. */
  settings?: HealthSettings;
  /** The registry (default: the one the environment names). */
  store?: RegistryStore;
  /** The health figures (default: the API's, read with the operator token). */
  rows?: HealthRows;
  now?: () => number;
  log?: WatchLog;
}

export interface OperatorToolsOptions {
  siteDir: string;
  apiUrl: string;
  operatorToken: string;
  canaryWatch: SiteCanaryWatch;
  /** Where the watcher writes (the server's log, or the console). */
  log: WatchLog;
  /** What the site server holds in memory now (shown on the page). */
  memory?: () => SiteMemory;
}

/**
 * Registers the operator page and starts the watcher. With the registry in the site folder's files,
 * both need this server's folder to be the registry's (SITE_DIR): a server over a copy of the site
 * gets neither, and says so.
 */
export async function registerOperatorTools(app: FastifyInstance, options: OperatorToolsOptions): Promise<void> {
  const watch = options.canaryWatch;
  const log = watch.log ?? options.log;
  const store = watch.store ?? registryStore();
  if (store.kind === 'file' && path.resolve(options.siteDir) !== registrySiteDir()) {
    log.warn(
      `Página de operação e vigia de canaries desligados neste servidor: ele serve ${path.resolve(options.siteDir)}, ` +
        `e o registro é o de ${registrySiteDir()} (SITE_DIR).`,
    );
    return;
  }
  const rows = watch.rows ?? apiHealthRows({ apiUrl: options.apiUrl, token: options.operatorToken });
  const settings = watch.settings ?? DEFAULT_HEALTH_SETTINGS;
  await registerOperatorPage(app, {
    operatorToken: options.operatorToken,
    read: async () => ({
      ...(await readOperatorView({ store, rows, settings, ...(watch.now ? { now: watch.now } : {}) })),
      ...(options.memory ? { memory: options.memory() } : {}),
    }),
  });
  if (watch.enabled === false) return;
  const watcher = startCanaryWatcher({
    rows,
    store,
    settings,
    log,
    ...(watch.intervalMs !== undefined ? { intervalMs: watch.intervalMs } : {}),
    ...(watch.now ? { now: watch.now } : {}),
  });
  app.addHook('onClose', () => watcher.stop());
}
