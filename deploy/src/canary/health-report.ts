/**
 * The health report operators read (`mfe status --health`, the operator page): each app's live
 * version and canary from the registry, judged on the API's aggregates of the window.
 */
import { canaryStates } from '../registry/canary.js';
import { registryStore, type RegistryStore } from '../registry/store.js';
import {
  DEFAULT_HEALTH_SETTINGS,
  evaluateHealth,
  windowStart,
  type AppRelease,
  type HealthReport,
  type HealthSettings,
} from './health.js';
import type { HealthRows } from './health-source.js';

/** The shell (live only: it has no canary), then every remote with its canary and share changes. */
export async function appReleases(store: RegistryStore = registryStore()): Promise<AppRelease[]> {
  const [pointer, states] = await Promise.all([store.readPointer(), canaryStates(store)]);
  return [{ app: 'shell', live: pointer.shell?.version ?? null, canary: null, shares: [] }, ...states];
}

export interface HealthReportOptions {
  rows: HealthRows;
  store?: RegistryStore;
  now?: number;
  settings?: HealthSettings;
}

/** Reads the releases and the window's rows, and judges them (the API's refusals pass through). */
export async function readHealthReport(options: HealthReportOptions): Promise<HealthReport> {
  const now = options.now ?? Date.now();
  const settings = options.settings ?? DEFAULT_HEALTH_SETTINGS;
  const [releases, rows] = await Promise.all([
    appReleases(options.store),
    options.rows(windowStart(now, settings.windowMinutes)),
  ]);
  return evaluateHealth(rows, releases, now, settings);
}
