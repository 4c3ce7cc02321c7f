/**
 * The server builds of the published versions (`<version folder>/server/`): Module Federation
 * containers for Node, loaded at run time by the version the pointer (or a browser's preview) names,
 * so a promote or a rollback changes the next page's HTML without a restart.
 *
 * A version folder never changes once published: each version's container is loaded once and kept.
 * One that is missing (a version built before server builds) is remembered as missing; one that
 * failed to load is tried again after a while, not on every page. Nothing here ever makes a page
 * fail: whatever goes wrong, the page is drawn in the browser, as before.
 */
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

export interface ServerContainersOptions {
  /** After a failed load, how long before the version is tried again (default 30 s). */
  retryAfterMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Told of each load that failed and each render that failed or ran late. */
  onProblem?: (problem: { folder: string; reason: RenderMiss; error?: unknown }) => void;
}

interface Loaded {
  app: Promise<ServerApp | null>;
  /** When the load failed (then tried again after `retryAfterMs`). */
  failedAt?: number;
}

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
  // Node's own require, relative to the entry: the container reads its chunks beside it.
  const container: unknown = createRequire(entry)(entry);
  if (!isContainer(container)) throw new Error(`${entry} não é um contêiner do Module Federation`);
  await container.init({});
  const factory = await container.get(SERVER_EXPOSE);
  if (typeof factory !== 'function') throw new Error(`${entry} não expõe ${SERVER_EXPOSE}`);
  const app: unknown = await (factory as () => unknown)();
  if (!isServerApp(app)) throw new Error(`o ${SERVER_EXPOSE} de ${entry} não tem renderToHtml`);
  return app;
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
  private readonly now: () => number;

  constructor(
    private readonly options: ServerContainersOptions = {},
    private readonly load: (folder: string) => Promise<ServerApp | null> = loadServerApp,
  ) {
    this.retryAfterMs = options.retryAfterMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** A version folder's server './app' (loaded once per folder): null when it has none or failed to load. */
  app(folder: string): Promise<ServerApp | null> {
    const key = path.resolve(folder);
    const known = this.loaded.get(key);
    if (known && (known.failedAt === undefined || this.now() - known.failedAt < this.retryAfterMs)) return known.app;
    const entry: Loaded = { app: Promise.resolve(null) };
    entry.app = this.load(key).catch((error: unknown) => {
      entry.failedAt = this.now();
      this.options.onProblem?.({ folder: key, reason: 'failed', error });
      return null;
    });
    this.loaded.set(key, entry);
    return entry.app;
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
