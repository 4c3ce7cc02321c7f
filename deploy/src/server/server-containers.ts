/**
 * The server builds of the published versions (`<version folder>/server/`): Module Federation
 * containers for Node, loaded at run time by the version the pointer (or a browser's preview) names,
 * so a promote or a rollback changes the next page's HTML without a restart.
 *
 * A version folder never changes once published: each version's container is loaded once and kept
 * while the live pointer, a canary or a preview names it, and let go once none has for a while
 * (each version's container is some megabytes of code: a team that ships many times a day would
 * otherwise fill the server). One that is missing (a version built before server builds) is
 * remembered as missing; one that failed to load is tried again after a while, not on every page.
 * Nothing here ever makes a page fail: whatever goes wrong, the page is drawn in the browser, as
 * before.
 */
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { RegistryError } from '../registry/errors.js';

/** The version folder's server build, beside the browser build (see scripts/webpack/preset.cjs). */
export const SERVER_BUILD_DIR = 'server';
const SERVER_ENTRY = 'remoteEntry.js';
const SERVER_EXPOSE = './app';

/**
 * What a server build's './app' draws for one request: a remote's screen (ui/server's
 * ServerRenderRequest) or the shell's frame (shell/src/server.tsx's ShellRenderRequest).
 */
export interface ServerRenderRequest {
  url: string;
  payloads: Readonly<Record<string, unknown>>;
  identifierPrefix: string;
  publicPath?: string;
  /** The request's user-agent: the shell draws a phone's header or a computer's by it. */
  userAgent?: string;
  /** The screen already drawn for the page's remote: the shell's frame keeps it in the remote's slot. */
  slot?: { remote: string; version: string; html: string };
  signal?: AbortSignal;
}

/** A server build's './app'. */
export interface ServerApp {
  renderToHtml(request: ServerRenderRequest): Promise<string>;
}

/** A federation container as a CommonJS module exports it. */
interface Container {
  init(shareScope: Record<string, unknown>): unknown;
  get(module: string): unknown;
}

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Container).init === 'function' &&
  typeof (value as Container).get === 'function';

const isServerApp = (value: unknown): value is ServerApp =>
  typeof value === 'object' && value !== null && typeof (value as ServerApp).renderToHtml === 'function';

/** Why a version's server render did not happen (for the log; the page is the same either way). */
export type RenderMiss = 'missing' | 'failed' | 'slow';

export type RenderResult = { ok: true; html: string } | { ok: false; reason: RenderMiss; error?: unknown };

/**
 * How long a version's container stays loaded once nothing names it (default of `idleMs`): a
 * minute. Past a promote, the version it replaced is named again only by a rollback or a tab's
 * preview, and loading it again costs one page drawn in the browser while it loads in the
 * background. Each loaded version holds some 10 MB, so the idle time bounds the memory of a team
 * that ships often: one promote a minute keeps two or three loaded, where five minutes kept six
 * or seven, and memory climbed for the first minutes of every busy hour.
 */
export const SERVER_BUILD_IDLE_MS = 60_000;

/**
 * SERVER_BUILD_IDLE_SECONDS: how long a version's server build stays loaded once no page names it
 * (default 60). A value that is not a number of seconds from 1 to a day is refused, named (as
 * the other settings the start reads: one sentence, no stack).
 */
export function serverBuildIdleMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = env.SERVER_BUILD_IDLE_SECONDS;
  if (seconds === undefined || seconds === '') return SERVER_BUILD_IDLE_MS;
  const value = Number(seconds);
  if (!(Number.isFinite(value) && value >= 1 && value <= 86_400)) {
    throw new RegistryError(
      'usage',
      `SERVER_BUILD_IDLE_SECONDS precisa ser um número de segundos de 1 a 86400 (recebido: ${seconds}).`,
    );
  }
  return value * 1000;
}

export interface ServerContainersOptions {
  /** After a failed load, how long before the version is tried again (default 30 s). */
  retryAfterMs?: number;
  /** How long a version's container is kept once nothing names it (default 5 minutes). */
  idleMs?: number;
  /** Told of each container let go, with how many stay loaded. */
  onRelease?: (release: { folder: string; loaded: number }) => void;
  /** The clock (tests). */
  now?: () => number;
  /** Told of each load that failed and each render that failed or ran late. */
  onProblem?: (problem: { folder: string; reason: RenderMiss; error?: unknown }) => void;
}

interface Loaded {
  app: Promise<ServerApp | null>;
  /** When the load failed (then tried again after `retryAfterMs`). */
  failedAt?: number;
  /** When a page last named the version (a live pointer, a canary, a preview). */
  namedAt: number;
  /** Whether the load has ended (a load under way is never let go: it would leave its modules behind). */
  settled: boolean;
  /** Whether it gave a server app (not missing, not failed). */
  present: boolean;
}

/** Node's module cache, which holds every CommonJS module a server build was loaded from. */
const moduleCache = createRequire(import.meta.url).cache;

/**
 * The federation runtime's own global record (`globalThis.__FEDERATION__`): each container's
 * runtime adds its instance to `__INSTANCES__` as it loads, which holds the container's modules
 * for the life of the process unless taken out. The other entries (share scopes by app name and
 * version, a plugin list) are a few objects per app, not per build.
 */
interface FederationGlobal {
  __INSTANCES__?: unknown[];
}

const federationInstances = (): unknown[] =>
  (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__?.__INSTANCES__ ?? [];

/**
 * A server build reads its chunks from disk and runs them with `vm.runInThisContext`, and V8's
 * compilation cache keeps each such script (its source and bytecode, some 4 MB for the catalog's
 * build) keyed by its file, for the life of the process: measured, the heap grew 4 MB with each
 * version loaded and let go, and stayed flat with the cache off. The site server compiles its own
 * code once either way, so the cache saves it nothing; it is turned off before the first build
 * is loaded (the flag is read at each compilation).
 */
let compilationCacheOff = false;
function turnCompilationCacheOff(): void {
  if (compilationCacheOff) return;
  v8.setFlagsFromString('--no-compilation-cache');
  compilationCacheOff = true;
}

/** The federation instances each loaded server build added, by its folder. */
const instancesOf = new Map<string, unknown[]>();

/**
 * Loads a version's server container: `require` of its `server/remoteEntry.js`, `init` with a share
 * scope of its own (a server build shares nothing) and `get('./app')`. Null when the folder has no
 * server build.
 */
export async function loadServerApp(folder: string): Promise<ServerApp | null> {
  const entry = path.join(folder, SERVER_BUILD_DIR, SERVER_ENTRY);
  const found = await fs.stat(entry).then(
    (stats) => stats.isFile(),
    () => false,
  );
  if (!found) return null;
  // Node's own require, relative to the entry: the container reads its chunks beside it. Its
  // runtime registers its federation instance as the entry runs (synchronously): what it added is
  // taken out again when the version is let go.
  turnCompilationCacheOff();
  const before = new Set(federationInstances());
  const container: unknown = createRequire(entry)(entry);
  instancesOf.set(
    path.resolve(folder),
    federationInstances().filter((instance) => !before.has(instance)),
  );
  if (!isContainer(container)) throw new Error(`${entry} não é um contêiner do Module Federation`);
  await container.init({});
  const factory = await container.get(SERVER_EXPOSE);
  if (typeof factory !== 'function') throw new Error(`${entry} não expõe ${SERVER_EXPOSE}`);
  const app: unknown = await (factory as () => unknown)();
  if (!isServerApp(app)) throw new Error(`o ${SERVER_EXPOSE} de ${entry} não tem renderToHtml`);
  return app;
}

/**
 * Lets a version's server build go: its modules leave Node's module cache (the entry and whatever
 * it required from its folder) and its federation instances leave the runtime's global record, so
 * nothing of it stays reachable once the last page drawn with it is done.
 */
export function unloadServerApp(folder: string): void {
  const key = path.resolve(folder);
  const prefix = path.join(key, SERVER_BUILD_DIR) + path.sep;
  for (const file of Object.keys(moduleCache)) if (file.startsWith(prefix)) delete moduleCache[file];
  const added = instancesOf.get(key) ?? [];
  const instances = federationInstances();
  for (const instance of added) {
    const at = instances.indexOf(instance);
    if (at >= 0) instances.splice(at, 1);
  }
  instancesOf.delete(key);
}

/** Settles with `promise`, or with `late` once `ms` have passed (whichever comes first). */
function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const LATE = Symbol('late');

export class ServerContainers {
  private readonly loaded = new Map<string, Loaded>();
  private readonly retryAfterMs: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly options: ServerContainersOptions = {},
    private readonly load: (folder: string) => Promise<ServerApp | null> = loadServerApp,
    private readonly unload: (folder: string) => void = unloadServerApp,
  ) {
    this.retryAfterMs = options.retryAfterMs ?? 30_000;
    this.idleMs = options.idleMs ?? SERVER_BUILD_IDLE_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * A version folder's server './app' (loaded once per folder, while pages name it): null when it
   * has none or failed to load. Each call lets go the versions no page named for `idleMs`.
   */
  app(folder: string): Promise<ServerApp | null> {
    const key = path.resolve(folder);
    const now = this.now();
    this.releaseIdle(now, key);
    const known = this.loaded.get(key);
    if (known && (known.failedAt === undefined || now - known.failedAt < this.retryAfterMs)) {
      known.namedAt = now;
      return known.app;
    }
    if (known?.settled) this.unload(key);
    const entry: Loaded = { app: Promise.resolve(null), namedAt: now, settled: false, present: false };
    entry.app = this.load(key)
      .then((app) => {
        entry.present = app !== null;
        return app;
      })
      .catch((error: unknown) => {
        entry.failedAt = this.now();
        this.options.onProblem?.({ folder: key, reason: 'failed', error });
        return null;
      })
      .finally(() => {
        entry.settled = true;
      });
    this.loaded.set(key, entry);
    return entry.app;
  }

  /** The version folders whose server build is loaded now (their number is the operators' to see). */
  loadedFolders(): string[] {
    return [...this.loaded].filter(([, entry]) => entry.present).map(([key]) => key);
  }

  /**
   * Lets go every version no page named for `idleMs` (but `keep`, named now): out of this map, of
   * Node's module cache and of the federation runtime's record. A page still drawing with it keeps
   * what it holds until it is done.
   */
  releaseIdle(now = this.now(), keep?: string): void {
    for (const [key, entry] of this.loaded) {
      if (key === keep || !entry.settled || now - entry.namedAt < this.idleMs) continue;
      this.loaded.delete(key);
      this.unload(key);
      if (entry.present) this.options.onRelease?.({ folder: key, loaded: this.loadedFolders().length });
    }
  }

  /** Loads these versions now, in the background (a version the pointer names for the first time). */
  warm(folders: readonly string[]): void {
    for (const folder of folders) void this.app(folder);
  }

  /**
   * Draws a page's slot with a version's server build, within `budgetMs` (loading included): the
   * HTML, or why not. A load that runs late goes on in the background, for the next page.
   */
  async render(folder: string, request: Omit<ServerRenderRequest, 'signal'>, budgetMs: number): Promise<RenderResult> {
    const started = this.now();
    const app = await within(this.app(folder), budgetMs, LATE);
    if (app === LATE) return this.miss(folder, 'slow');
    if (app === null) {
      const failed = this.loaded.get(path.resolve(folder))?.failedAt !== undefined;
      return failed ? { ok: false, reason: 'failed' } : { ok: false, reason: 'missing' };
    }
    const controller = new AbortController();
    const left = Math.max(0, budgetMs - (this.now() - started));
    try {
      const html = await within(app.renderToHtml({ ...request, signal: controller.signal }), left, LATE);
      if (html !== LATE) return { ok: true, html };
      controller.abort(new Error('tempo esgotado'));
      return this.miss(folder, 'slow');
    } catch (error) {
      return this.miss(folder, 'failed', error);
    }
  }

  private miss(folder: string, reason: RenderMiss, error?: unknown): RenderResult {
    this.options.onProblem?.({ folder: path.resolve(folder), reason, error });
    return { ok: false, reason, error };
  }
}
