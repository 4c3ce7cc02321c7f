import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  OVERRIDE_PARAM,
  SITE_CONFIG_ELEMENT_ID,
  VERSION_NAME,
  identifierPrefixOf,
  isMobileUserAgent,
  isRemoteName,
  jsonForScript,
  type Pointer,
} from 'shared-contracts/delivery';
import { ROUTES, type RemoteName, type RouteName } from 'shared-contracts/routes';
import type { HealthApp } from 'shared-contracts/constants';
import { clientKey, newViewId, newViewSecret, signViewToken } from 'shared-contracts/view-token';
import { readLiveLenient, serializePointer, type LiveState } from '../registry/registry.js';
import { HEAD_TAG_SEPARATOR, escapeAttr } from './html.js';
import { registerApiProxy } from './api-proxy.js';
import { InlineStyles } from './inline-styles.js';
import { bucketCookie, bucketOf, browserBucket, versionsForBrowser } from './canary-split.js';
import { registerCrawlerFiles } from './crawler-files.js';
import { registerOperatorTools, type SiteCanaryWatch } from './operator-tools.js';
import { assemblePage } from './page-assembly.js';
import { registerSecurityHeaders, styleAttributeSources, withStyleSources } from './security.js';
import { PageHints } from './page-hints.js';
import { pageHead, withPageHead } from './page-head.js';
import { publicApiFetcher } from './public-api.js';
import { listeningOrigin, siteOrigin } from './site-origin.js';
import { SERVER_BUILD_DIR, SERVER_BUILD_IDLE_MS, ServerContainers } from './server-containers.js';
import { ViewCounter } from './view-counter.js';
import {
  FRAME_SHARE_OF_BUDGET,
  SERVER_RENDERED_ROUTES,
  SERVER_RENDER_BUDGET_MS,
  SERVER_SLOT_CSS,
  SHELL_IDENTIFIER_PREFIX,
  isServerRendered,
  serverFrameMarkup,
  serverSlotMarkup,
  type ServerSlot,
} from './server-slot.js';
import type { PageData } from './page-data.js';
import type { PageRequest } from './page-hints.js';

export interface SiteOptions {
  siteDir: string;
  apiUrl: string;
  /** Run-time settings handed to the apps in every page and as /site-config.json. */
  siteConfig: Record<string, unknown>;
  logger?: boolean;
  /** Called with each CSP violation report (default: a warning in the log). */
  onCspViolation?: (report: unknown) => void;
  /** Trust X-Forwarded-For from an upstream proxy in front of the site (default: no). */
  trustUpstream?: boolean;
  /**
   * Where the live pointer and the running canaries are read on every request when they are not
   * the site folder's `remotes.json`: the registry's database, which several site servers share.
   */
  liveSource?: () => Promise<LiveState>;
  /** Give the bucket cookie the Secure attribute, as the site's other cookies (default: no). */
  secureCookies?: boolean;
  /** Send Strict-Transport-Security (a site served only over HTTPS: production). */
  strictTransportSecurity?: boolean;
  /**
   * The site's public origin (`SITE_URL`, e.g. `https://loja.example`) for canonical, Open Graph,
   * JSON-LD, robots.txt and sitemap addresses (required in production). Default: the address the
   * server listens on; never a request's Host or forwarded host.
   */
  siteUrl?: string;
  /** How long the site server waits for the API's public data of a page (default 300 ms). */
  publicApiTimeoutMs?: number;
  /** URLs per sitemap file (default and most: 50,000). */
  sitemapPageSize?: number;
  /**
   * How long loading the server builds and drawing a screen and the shell's frame with them may
   * take in all (default 300 ms); past it, the browser draws what was not drawn.
   */
  serverRenderBudgetMs?: number;
  /**
   * OPERATOR_TOKEN, the one the API has: with it, the server opens the operator page
   * (`/operacao/remotes`) and runs the canary watcher, both reading the API's health figures with it.
   * Unset or empty: neither (the page's address is the site's ordinary 404).
   */
  operatorToken?: string;
  /** The canary watcher: on by default while operatorToken is set (`enabled: false` turns it off here). */
  canaryWatch?: SiteCanaryWatch;
  /**
   * VIEW_TOKEN_SECRET, the one the API has: with it the server signs the bucket cookie and each
   * page's view token (`<meta name="marketplace-view">`), and counts the page views it serves to
   * the API. Unset: no token and no view is counted (no beacon of these pages counts), and the
   * bucket cookie is signed with a secret of this process only (a lone server's).
   */
  viewSecret?: string;
  /** How often the counted page views go to the API (default 2 s). */
  viewBatchMs?: number;
  /**
   * How long a version's server build stays loaded once no live pointer, canary or preview names
   * it (default 5 minutes, SERVER_BUILD_IDLE_SECONDS).
   */
  serverBuildIdleMs?: number;
}

/** What the site server holds in memory that grows with visitors or deploys, for the operators. */
export interface SiteMemory {
  /** The version folders whose server build is loaded, relative to the site folder. */
  serverBuilds: string[];
  /** The API's public answers kept (see public-api.ts), and the bytes of their JSON. */
  publicAnswers: { entries: number; bytes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the site server holds now (the operator page shows it; the memory bench reads it). */
    siteMemory(): SiteMemory;
  }
}

/** The meta tag of the page's view token, which the shell's beacons carry back. */
export const VIEW_META_NAME = 'marketplace-view';

const YEAR = 'public, max-age=31536000, immutable';
/** The remote that owns each route. */
const ROUTE_OWNERS = new Map<RouteName, RemoteName>(ROUTES.map((route) => [route.name, route.remote]));
const NO_CACHE = 'no-cache';
/**
 * Pages and the pointer as one browser gets them: its bucket (a canary's share) and its previews
 * decide their versions, and a first page gives the bucket cookie. No shared cache may keep them.
 */
const PER_BROWSER = 'private, no-cache';
/** A route whose answers are compressed as they are sent (see the compress plugin's registration). */
const PAGE_ROUTE = { compress: {} };
/** A file name with a content hash (`main.c09fe9ce.js`): its content never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The live pointer and canaries of the site folder (empty while nothing is published). */
const readLiveFile = (siteDir: string): Promise<LiveState> => readLiveLenient(path.join(siteDir, 'remotes.json'));

/** Which shell version the pointer serves (the pointer's `shell` entry). */
function liveShellVersion(pointer: { shell?: { version?: unknown } }): string | null {
  const version = pointer.shell?.version;
  return typeof version === 'string' && VERSION_NAME.test(version) ? version : null;
}

/**
 * The folder of the shell version the pointer serves; before the first versioned shell, the flat
 * `shell/` folder. A hashed file that is not there is looked for in the other shell versions
 * (otherShellRoots), so a tab opened before a shell promote still gets its lazy chunks.
 */
function shellRoot(siteDir: string, pointer: { shell?: { version?: unknown } }): string {
  const shellDir = path.join(siteDir, 'shell');
  const live = liveShellVersion(pointer);
  return live ? path.join(shellDir, live) : shellDir;
}

/** The folders of the shell's other versions, newest first. */
async function otherShellRoots(siteDir: string, live: string): Promise<string[]> {
  const shellDir = path.join(siteDir, 'shell');
  const entries = await fs.readdir(shellDir, { withFileTypes: true }).catch(() => []);
  const dirs = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && VERSION_NAME.test(e.name))
      .map(async (e) => {
        const dir = path.join(shellDir, e.name);
        return { dir, mtime: (await fs.stat(dir)).mtimeMs };
      }),
  );
  return dirs
    .sort((a, b) => b.mtime - a.mtime)
    .map((d) => d.dir)
    .filter((dir) => dir !== live);
}

/**
 * A path inside a version folder's server build: never served. A remote's
 * (`/remotes/<app>/<version>/server/…`), and the shell's, whose folder is served at the site's root
 * (`/server/…`; `/server` alone is a page address). The shell's file handler also refuses a file
 * under any `server/` folder (a flat `shell/` folder holds version folders).
 */
function namesServerBuild(url: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return false;
  }
  const segments = path.posix.normalize(pathname.replace(/\\/g, '/')).split('/').filter(Boolean);
  if (segments[0] === 'remotes') return segments.length >= 4 && segments[3] === SERVER_BUILD_DIR;
  return segments.length >= 2 && segments[0] === SERVER_BUILD_DIR;
}

/** A request path as a relative file path, or null when it leaves the folder or names a dot file. */
function relativeFile(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
  const rel = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (!rel || rel.startsWith('..') || rel.split('/').some((part) => part.startsWith('.'))) return null;
  return rel;
}

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * One origin for the whole site: the live shell (index.html never cached, hashed assets for a
 * year), every remote version folder (immutable), the live pointer (re-read on each request,
 * never cached, so a promote or rollback needs no restart), the API behind /api and /sanctum, and
 * /robots.txt and the sitemaps (an hour). While a remote has a canary, each browser's bucket
 * cookie decides which of its versions the browser's pages and pointer name.
 */
export async function buildSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  const trustUpstream = options.trustUpstream ?? false;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: trustUpstream });
  const siteDir = path.resolve(options.siteDir);
  /** The live pointer and canaries, read on every request, so a change needs no restart. */
  const readLive = options.liveSource ?? (() => readLiveFile(siteDir));
  const secureCookies = options.secureCookies === true;
  const viewSecret = options.viewSecret === '' ? undefined : options.viewSecret;
  // Without the shared secret the bucket is still signed, with one only this process knows.
  const bucketSecret = viewSecret ?? newViewSecret();
  const views = viewSecret
    ? new ViewCounter({
        apiUrl: options.apiUrl,
        secret: viewSecret,
        ...(options.viewBatchMs ? { intervalMs: options.viewBatchMs } : {}),
        onDrop: (count, reason) => app.log.warn({ views: count, reason }, 'visualizações descartadas'),
      })
    : null;
  if (views) app.addHook('onClose', async () => views.close());

  await registerSecurityHeaders(app, {
    siteConfig: options.siteConfig,
    onCspViolation: options.onCspViolation,
    strictTransportSecurity: options.strictTransportSecurity === true,
  });
  await registerApiProxy(app, { apiUrl: options.apiUrl, prefixes: ['/api', '/sanctum'], trustUpstream });
  // Pages and crawler files are written per request: compressed as they go, on the routes that ask
  // (`PAGE_ROUTE`). The version folders' and the shell's files come precompressed.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  // app.parseCookie, for the canary's bucket and the previews a browser keeps: called by the pages
  // and the pointer only, not on every static file and proxied API call.
  await app.register(fastifyCookie, { hook: false });
  const cookiesOf = (request: FastifyRequest) => app.parseCookie(request.headers.cookie ?? '');

  // A version's server build is the site server's to run, never a file to hand out.
  app.addHook('onRequest', async (request, reply) => {
    if (namesServerBuild(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
    return undefined;
  });

  // The pointer this browser's pages name (the shell reads it again on a retry): a browser in a
  // canary's share keeps the canary's version. A browser without a bucket gets the live versions.
  app.get('/remotes.json', async (request, reply) => {
    const { pointer, canaries } = await readLive();
    const body = serializePointer(versionsForBrowser(pointer, canaries, bucketOf(cookiesOf(request), bucketSecret)));
    return reply.header('cache-control', PER_BROWSER).header('vary', 'Cookie').type('application/json').send(body);
  });

  app.get('/site-config.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(options.siteConfig),
  );

  // Version folders never change once published: cached for a year everywhere.
  await app.register(fastifyStatic, {
    root: path.join(siteDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', YEAR),
  });

  // The shell's files: served by the handler below from whichever shell version is live.
  await app.register(fastifyStatic, {
    root: path.join(siteDir, 'shell'),
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      const name = file.replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', !name.endsWith('.html') && HASHED.test(name) ? YEAR : NO_CACHE);
    },
  });

  const fetchPublic = publicApiFetcher(options.apiUrl, { timeoutMs: options.publicApiTimeoutMs ?? 300 });
  const hints = new PageHints({
    siteDir,
    allowOverrides: options.siteConfig.allowOverrides === true,
    fetchPublic,
  });
  // Fixed once the server listens; the request plays no part in it (see siteOrigin).
  const originOf = (): string => siteOrigin(options.siteUrl, () => listeningOrigin(app.server.address()));
  // The server's own log when it has one; else the console, where npm start prints.
  const log = options.logger
    ? { info: (message: string) => app.log.info(message), warn: (message: string) => app.log.warn(message) }
    : { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const containers = new ServerContainers({
    ...(options.serverBuildIdleMs === undefined ? {} : { idleMs: options.serverBuildIdleMs }),
    onProblem: ({ folder, reason, error }) =>
      app.log.warn({ folder, reason, err: error }, 'tela desenhada no navegador'),
    onRelease: ({ folder, loaded }) =>
      log.info(
        `Build de servidor de ${path.relative(siteDir, folder)} liberado da memória: nenhuma página o usou em ` +
          `${Math.round((options.serverBuildIdleMs ?? SERVER_BUILD_IDLE_MS) / 1000)} s (${loaded} carregado(s)).`,
      ),
  });
  const siteMemory = (): SiteMemory => ({
    serverBuilds: containers.loadedFolders().map((folder) => path.relative(siteDir, folder)),
    publicAnswers: fetchPublic.kept(),
  });
  app.decorate('siteMemory', siteMemory);
  const budgetMs = options.serverRenderBudgetMs ?? SERVER_RENDER_BUDGET_MS;
  const inlineStyles = new InlineStyles(siteDir);

  /**
   * The server builds of the live versions of remotes with server-drawn routes, and of the live
   * shell (which draws the frame around their screens): loaded ahead.
   */
  const warmLive = (pointer: Pointer): void => {
    const remotes = new Set(SERVER_RENDERED_ROUTES.map((name) => ROUTE_OWNERS.get(name)));
    const folders: string[] = [];
    for (const remote of remotes) {
      const entry = remote ? pointer.remotes[remote]?.entry : undefined;
      if (entry?.startsWith('/remotes/')) folders.push(path.join(siteDir, path.posix.dirname(entry)));
    }
    const shell = liveShellVersion(pointer);
    if (shell) folders.push(path.join(siteDir, 'shell', shell));
    containers.warm(folders);
  };
  // Loaded as the server starts, so its first pages are drawn too.
  void readLive().then(
    (live) => warmLive(live.pointer),
    () => undefined,
  );

  /**
   * The page's screen drawn by the version of its remote this browser will load (the live one, or
   * its preview), with the page's own data, within `budget` ms: the drawn screen, or null (the
   * browser draws it). Only a page whose data came and says the subject exists is drawn.
   */
  const drawScreen = async (
    page: PageRequest,
    pointer: Pointer,
    data: PageData,
    budget: number,
  ): Promise<ServerSlot | null> => {
    const route = data.route;
    if (!route || !isServerRendered(route) || data.status !== 200 || data.main === null) return null;
    if (!isRemoteName(route.remote)) return null;
    const effective = await hints.effectiveRemote(route.remote, pointer, page);
    if (!effective?.folder) return null;
    const result = await containers.render(
      effective.folder,
      {
        url: `${data.url.pathname}${data.url.search}`,
        payloads: data.payloads,
        identifierPrefix: identifierPrefixOf(route.remote),
        publicPath: `${path.posix.dirname(effective.entry)}/`,
        userAgent: page.userAgent ?? '',
      },
      budget,
    );
    if (!result.ok) return null;
    return { remote: route.remote, version: effective.version, html: result.html };
  };

  /**
   * The shell's frame, by the server build of the shell version this page is served from, within
   * `budget` ms: around the drawn screen, or, with no screen (null), around the remote's slot in its
   * loading state, as the browser's first render has it. The app's root with the frame, or null
   * (the screen, if any, goes alone after the root, and the browser draws the frame).
   */
  const drawFrame = async (
    shell: { folder: string; version: string },
    page: PageRequest,
    data: PageData,
    slot: ServerSlot | null,
    budget: number,
  ): Promise<string | null> => {
    // The address as the shell's router reads it: a preview asked for in it is taken out first.
    const address = new URL(data.url);
    address.searchParams.delete(OVERRIDE_PARAM);
    const result = await containers.render(
      shell.folder,
      {
        url: `${address.pathname}${address.search}`,
        payloads: data.payloads,
        identifierPrefix: SHELL_IDENTIFIER_PREFIX,
        publicPath: '/',
        userAgent: page.userAgent ?? '',
        ...(slot ? { slot } : {}),
      },
      Math.max(0, budget),
    );
    return result.ok ? serverFrameMarkup(shell.version, result.html) : null;
  };
  registerCrawlerFiles(app, {
    fetchPublic,
    originOf,
    ...(options.sitemapPageSize ? { pageSize: options.sitemapPageSize } : {}),
  });

  if (options.operatorToken) {
    await registerOperatorTools(app, {
      siteDir,
      apiUrl: options.apiUrl,
      operatorToken: options.operatorToken,
      canaryWatch: options.canaryWatch ?? {},
      log,
      memory: siteMemory,
    });
  }

  /**
   * The versions this browser's page loads of each app: the shell of the pointer, and each remote
   * as the browser will load it (the canary of its bucket, or a preview the site allows).
   */
  const servedVersions = async (pointer: Pointer, page: PageRequest): Promise<Partial<Record<HealthApp, string>>> => {
    const served: Partial<Record<HealthApp, string>> = {};
    const shell = liveShellVersion(pointer);
    if (shell) served.shell = shell;
    for (const name of Object.keys(pointer.remotes)) {
      if (!isRemoteName(name)) continue;
      const effective = await hints.effectiveRemote(name, pointer, page);
      if (effective) served[name] = effective.version;
    }
    return served;
  };

  /**
   * Counts the page as one view of the route's remote and of the shell, in the browser's bucket,
   * for its client (the address the server sees, through a trusted proxy, hashed with the
   * secret), and signs the page its view token: what the page's beacons may report on, for
   * which versions. The meta tag of the token.
   */
  const countView = async (
    request: FastifyRequest,
    page: PageRequest,
    pointer: Pointer,
    bucket: number,
    data: PageData,
    secret: string,
  ): Promise<string> => {
    const served = await servedVersions(pointer, page);
    const view = newViewId();
    const client = clientKey(secret, request.ip);
    const owner = data.route?.remote;
    const counted: Partial<Record<HealthApp, string>> = {};
    if (served.shell) counted.shell = served.shell;
    if (owner && isRemoteName(owner) && served[owner]) counted[owner] = served[owner];
    if (Object.keys(counted).length > 0) views?.count({ view, client, bucket, apps: counted });
    const token = signViewToken(secret, { view, bucket, apps: served, issuedAt: Date.now(), client });
    return `<meta name="${VIEW_META_NAME}" content="${escapeAttr(token)}">`;
  };

  /**
   * The shell's page with the page's own title, description, canonical, social and structured
   * data tags, the live pointer, the page's hints and its public payloads in its head, and the
   * screen and frame the server drew, where it drew them. A page whose subject the API says does
   * not exist (or a path no route matches) is the same page with status 404: the shell or the
   * remote shows its not-found screen. Only the API's own 404 counts: a slow or failing API leaves
   * the page at 200.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, url = request.url) => {
    const live = await readLive();
    const root = shellRoot(siteDir, live.pointer);
    const html = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('O site ainda não foi construído. Rode npm start.');
    }
    const cookies = cookiesOf(request);
    const page = {
      url,
      cookies,
      userAgent: request.headers['user-agent'],
      clientAddress: request.ip,
    };
    // The browser's bucket, given on its first page: it picks the canary's version or the live one,
    // for the inline pointer, the hints and the drawn screen alike.
    const { bucket, assigned } = browserBucket(cookies, bucketSecret);
    if (assigned) reply.header('set-cookie', bucketCookie(bucket, { secure: secureCookies, secret: bucketSecret }));
    const pointer = versionsForBrowser(live.pointer, live.canaries, bucket);
    warmLive(pointer);
    const data = await hints.data(page);
    const viewTag = views && viewSecret ? await countView(request, page, pointer, bucket, data, viewSecret) : null;
    // The status is the data's, decided before anything is drawn. On a route whose screen the
    // server draws, the live shell's frame is drawn in what the screen left of the budget: around
    // the screen, or, when the screen could not be drawn (no server build, an error, too slow, no
    // data, a subject that does not exist), around the remote's slot loading, which the browser
    // hydrates and fills as usual. The screen leaves the frame a share of the budget at least. A
    // shell whose frame could not be drawn leaves the screen alone after the root, or the page as
    // it was (the browser's render).
    const started = Date.now();
    const shellVersion = liveShellVersion(pointer);
    const framed = shellVersion !== null && isServerRendered(data.route);
    const screenBudget = framed ? budgetMs - Math.round(budgetMs * FRAME_SHARE_OF_BUDGET) : budgetMs;
    const slot = await drawScreen(page, pointer, data, screenBudget);
    const frame = framed
      ? await drawFrame({ folder: root, version: shellVersion }, page, data, slot, budgetMs - (Date.now() - started))
      : null;
    const screen = slot && !frame ? serverSlotMarkup(slot, isMobileUserAgent(page.userAgent ?? '')) : null;
    const { headWithout, stylesheets, frameStylesheets } = await hints.page(page, root, pointer, data);
    // The settings travel with the page too: no round trip before a remote may load.
    const config = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForScript(options.siteConfig)}</script>`;
    // A drawn screen is styled from the start: the stylesheets the route's remote and the shell
    // will load; alone, it is laid over the content area until the shell takes it in. A frame drawn
    // without the screen needs the shell's alone: the remote's, which block the page's scripts
    // until they come, may be the very files that do not come.
    const linked = slot ? stylesheets : frame ? frameStylesheets : [];
    // They go inline (see inline-styles.ts), the remote's and the shell's, and need no preload then.
    const inline = await Promise.all(linked.map((href) => inlineStyles.read(href, root)));
    const head = headWithout(new Set(linked.filter((_, i) => inline[i])));
    const styles = [
      ...linked.map((href, i) => {
        const style = inline[i];
        return style
          ? `<style data-href="${escapeAttr(href)}">${style.css}</style>`
          : `<link rel="stylesheet" href="${escapeAttr(href)}">`;
      }),
      ...(screen ? [`<style>${SERVER_SLOT_CSS}</style>`] : []),
    ];
    const ownHead = withPageHead(html, pageHead(data, originOf()));
    const drawn = frame ?? screen;
    if (drawn) {
      // The drawn HTML's own style attributes, allowed one by one (see styleAttributeSources), and
      // the stylesheets put inline, each by its hash.
      const policy = reply.getHeader('content-security-policy');
      const inlineSources = inline.flatMap((style) => (style ? [style.source] : []));
      if (typeof policy === 'string')
        reply.header(
          'content-security-policy',
          withStyleSources(policy, [...styleAttributeSources(drawn), ...inlineSources]),
        );
    }
    return reply
      .code(data.status)
      .header('cache-control', PER_BROWSER)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(
        assemblePage(ownHead, {
          head: [...(viewTag ? [viewTag] : []), head, ...styles, config].join(HEAD_TAG_SEPARATOR),
          afterRoot: screen ?? '',
          ...(frame ? { root: frame } : {}),
        }),
      );
  };

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');

  app.get('/', PAGE_ROUTE, (request, reply) => sendIndex(request, reply));

  // A file of the shell, or else a page of the shell's router (SPA fallback). Missing files stay 404.
  app.get('/*', PAGE_ROUTE, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (!looksLikeFile) return sendIndex(request, reply);
    const rel = relativeFile(url);
    // The shell's page asked for by its file name is the home page.
    if (!rel || rel === 'index.html') return rel ? sendIndex(request, reply, '/') : notFound(reply);
    // No file of a server build, whichever shell folder it would come from.
    if (rel.split('/').slice(0, -1).includes(SERVER_BUILD_DIR)) return notFound(reply);
    const root = shellRoot(siteDir, (await readLive()).pointer);
    if (await isFile(path.join(root, rel))) return reply.sendFile(rel, root);
    if (HASHED.test(rel)) {
      for (const other of await otherShellRoots(siteDir, root)) {
        if (await isFile(path.join(other, rel))) return reply.sendFile(rel, other);
      }
    }
    return notFound(reply);
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));

  return app;
}
