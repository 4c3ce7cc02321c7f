/**
 * The releases made during a soak, with the registry's own functions on the soak's copy of the
 * site (SITE_DIR): a new catalog version published and promoted every minute, and one checkout
 * canary for 20 % of browsers, started and ended later. Each version is a copy of the live one with
 * one file more, so it needs no build. The soak's older catalog versions are removed as it goes,
 * so the disk it takes stays bounded however long it runs.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isRegistryError } from '../registry/errors.js';
import { readHistory } from '../registry/history.js';
import { promoteCanary, startCanary } from '../registry/canary.js';
import { promote } from '../registry/operations.js';
import { siteDir, versionDir, type RemoteName } from '../registry/paths.js';
import { publishApp } from '../registry/publish.js';

/** One thing the soak did to the releases, or tried. */
export interface ReleaseEvent {
  /** Milliseconds since the soak started. */
  atMs: number;
  action: 'promote' | 'canary-start' | 'canary-end';
  app: RemoteName;
  version: string | null;
  ok: boolean;
  detail: string;
}

/** Versions of the soak's own kept on disk: the live one and the one before it. */
const KEPT_VERSIONS = 2;
const BY = 'soak';

async function liveVersion(app: RemoteName): Promise<string> {
  const pointer = JSON.parse(await fs.readFile(path.join(siteDir(), 'remotes.json'), 'utf8')) as {
    remotes: Partial<Record<RemoteName, { version: string }>>;
  };
  const version = pointer.remotes[app]?.version;
  if (!version) throw new Error(`${app} não está no ar`);
  return version;
}

/** Publishes a copy of the app's live version with one file more: a version of its own. */
async function publishCopy(app: RemoteName, workDir: string, mark: string): Promise<string> {
  const live = await liveVersion(app);
  const copy = path.join(workDir, `${app}-${mark}`);
  try {
    await fs.cp(versionDir(app, live), copy, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
    await fs.writeFile(path.join(copy, 'soak.txt'), `${mark}\n`);
    return (await publishApp(app, copy)).version;
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface ReleaseOptions {
  workDir: string;
  startedAt: number;
  deadline: number;
  signal: AbortSignal;
  events: ReleaseEvent[];
}

/** When, in ms since the start, the catalog is promoted and the canary starts and ends, for a run of `durationMs`. */
export function releasePlan(durationMs: number): {
  promotesAtMs: number[];
  canaryStartMs: number;
  canaryEndMs: number;
} {
  const promotesAtMs: number[] = [];
  // Every minute, from half a minute in, and none in the last ten seconds.
  for (let at = 30_000; at < durationMs - 10_000 && promotesAtMs.length < 10_000; at += 60_000) promotesAtMs.push(at);
  return {
    promotesAtMs,
    canaryStartMs: Math.round(durationMs * 0.35),
    canaryEndMs: Math.round(durationMs * 0.75),
  };
}

function until(atMs: number, startedAt: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, startedAt + atMs - Date.now()));
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Promotes the catalog every minute; resolves when the last one is done or the soak ends. */
export async function runCatalogPromotes(options: ReleaseOptions): Promise<void> {
  const { startedAt, deadline, signal, events } = options;
  const published: string[] = [];
  for (const atMs of releasePlan(deadline - startedAt).promotesAtMs) {
    await until(atMs, startedAt, signal);
    if (signal.aborted) return;
    const at = Date.now() - startedAt;
    let version: string | null = null;
    try {
      version = await publishCopy('catalog', options.workDir, `catalogo-${at}`);
      const result = await promote('catalog', version, { by: BY, reason: 'soak: uma versão nova por minuto' });
      events.push({ atMs: at, action: 'promote', app: 'catalog', version, ok: true, detail: `de ${result.from}` });
      published.push(version);
      for (const old of published.splice(0, Math.max(0, published.length - KEPT_VERSIONS))) {
        await fs.rm(versionDir('catalog', old), { recursive: true, force: true });
      }
    } catch (error) {
      events.push({ atMs: at, action: 'promote', app: 'catalog', version, ok: false, detail: describe(error) });
    }
  }
}

/** Starts a checkout canary for 20 % of browsers, and ends it later by promoting it, unless it ended already. */
export async function runCanary(options: ReleaseOptions): Promise<void> {
  const { startedAt, deadline, signal, events } = options;
  const plan = releasePlan(deadline - startedAt);
  await until(plan.canaryStartMs, startedAt, signal);
  if (signal.aborted) return;
  let version: string | null = null;
  try {
    version = await publishCopy('checkout', options.workDir, `checkout-${Date.now() - startedAt}`);
    await startCanary('checkout', version, 20, { by: BY, reason: 'soak: canary de checkout' });
    events.push({
      atMs: Date.now() - startedAt,
      action: 'canary-start',
      app: 'checkout',
      version,
      ok: true,
      detail: '20 %',
    });
  } catch (error) {
    const detail = describe(error);
    events.push({ atMs: Date.now() - startedAt, action: 'canary-start', app: 'checkout', version, ok: false, detail });
    return;
  }
  await until(plan.canaryEndMs, startedAt, signal);
  try {
    await promoteCanary('checkout', { by: BY, reason: 'soak: fim do canary' });
    events.push({
      atMs: Date.now() - startedAt,
      action: 'canary-end',
      app: 'checkout',
      version,
      ok: true,
      detail: 'promovido',
    });
  } catch (error) {
    // The canary watcher may have ended it first: the history says who did, and why.
    const ended = isRegistryError(error) && error.code === 'no-canary';
    const last = ended
      ? (await readHistory('checkout')).filter((r) => r.action.startsWith('canary-') && r.to === version).at(-1)
      : undefined;
    events.push({
      atMs: Date.now() - startedAt,
      action: 'canary-end',
      app: 'checkout',
      version,
      ok: ended,
      detail: last
        ? `já encerrado: ${last.action} por ${last.by}${last.reason ? ` (${last.reason})` : ''}`
        : describe(error),
    });
  }
}
