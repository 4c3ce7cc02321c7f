import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { hooks } from './request-validation';

/**
 * How a public answer may be kept.
 * - 'shared': the same for everyone and changed only by catalog writes: kept here and by a CDN.
 * - 'revalidate': the same for everyone, but each request must reach the API (the product page
 *   counts a view): only the ETag saves the bytes.
 */
type Keeping = 'shared' | 'revalidate';

/** The public catalog GETs. Nothing else is ever marked cacheable: private answers stay no-store. */
export const PUBLIC_ROUTES: Readonly<Record<string, Keeping>> = {
  '/api/categories': 'shared',
  '/api/banners': 'shared',
  '/api/search': 'shared',
  '/api/product-list': 'shared',
  '/api/products/:id/related': 'shared',
  '/api/products/:id/reviews': 'shared',
  '/api/stores': 'shared',
  '/api/stores/:slug': 'shared',
  '/api/blog': 'shared',
  '/api/blog/:slug': 'shared',
  '/api/pages/:slug': 'shared',
  '/api/sitemap': 'shared',
  '/api/sitemap/products': 'shared',
  '/api/sitemap/categories': 'shared',
  '/api/sitemap/stores': 'shared',
  '/api/sitemap/blog': 'shared',
  '/api/sitemap/pages': 'shared',
  '/api/products/:sellerSlug/:slug': 'revalidate',
};

/** Seconds a CDN (or the nginx in front) may serve a shared answer without asking again. */
export const SHARED_MAX_AGE_SECONDS = 30;
/** Seconds after that it may still serve it while it asks in the background. */
export const SHARED_STALE_SECONDS = 60;

/**
 * Browsers keep the answer but ask again every time (a 304 when nothing changed): a shopper who
 * has just reviewed or bought sees it at once. A CDN reads its own header (RFC 9213).
 */
const BROWSER_CACHE_CONTROL = 'public, no-cache';
const CDN_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

/** An answer kept in memory is also dropped after this, whatever happened (the 'mais-vistos' list). */
const MEMORY_LIFETIME_MS = SHARED_MAX_AGE_SECONDS * 1000;
/** The memory cache's bounds: entries and bytes of payload. */
const MEMORY_MAX_ENTRIES = 2000;
const MEMORY_MAX_BYTES = 64 * 1024 * 1024;

interface Kept {
  /** The answer's bytes, encoded once: a hit sends them as they are. */
  payload: Buffer;
  etag: string;
  contentType: string;
  /** `catalog_version` when the request that built it started. */
  version: number;
  storedAt: number;
}

/** Least recently used first out, by count and by size. */
class AnswerCache {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  get(key: string, version: number, now: number): Kept | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined) return undefined;
    this.entries.delete(key);
    if (kept.version !== version || now - kept.storedAt > MEMORY_LIFETIME_MS) {
      this.bytes -= kept.payload.length;
      return undefined;
    }
    this.entries.set(key, kept);
    return kept;
  }

  set(key: string, kept: Kept): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous.payload.length;
    }
    if (kept.payload.length > MEMORY_MAX_BYTES / 16) return;
    this.entries.set(key, kept);
    this.bytes += kept.payload.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MEMORY_MAX_ENTRIES && this.bytes <= MEMORY_MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.payload.length;
    }
  }
}

/** Strong validator of a payload: its sha1, as the media routes do. */
export function payloadEtag(payload: string): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether `If-None-Match` names this ETag (a list, or `*`). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const startedAt = new WeakMap<FastifyRequest, number>();

/**
 * The `catalog_version` read when this request to a shared catalog route began, for what a route
 * keeps of its own between requests; `undefined` on any other route.
 */
export function catalogVersionOf(request: FastifyRequest): number | undefined {
  return startedAt.get(request);
}
const fromMemory = new WeakSet<FastifyReply>();

function headersFor(reply: FastifyReply, keeping: Keeping, etag: string): void {
  reply.header('etag', etag).header('cache-control', BROWSER_CACHE_CONTROL);
  if (keeping === 'shared') {
    // The same lifetime for the nginx in front (deploy/nginx), which keeps this header to itself.
    reply.header('cdn-cache-control', CDN_CACHE_CONTROL).header('x-accel-expires', String(SHARED_MAX_AGE_SECONDS));
  }
}

/**
 * How the hook reads `catalog_version`, which every shared answer asks first. On the embedded
 * SQLite file it is a read of one row on the process's own connection, done at once, without the
 * query builder's round through the event loop; on PostgreSQL a query like any other.
 */
function versionReader(app: FastifyInstance): () => number | Promise<number> {
  if (app.engine === 'sqlite') {
    const statement = app.db.prepare<[], { version: number }>('SELECT version FROM catalog_version');
    return () => statement.get()?.version ?? 0;
  }
  // Built once: the hook only runs it.
  const versionQuery = app.kysely.selectFrom('catalog_version').select('version').compile();
  return async () => (await app.kysely.executeQuery(versionQuery)).rows[0]?.version ?? 0;
}

/**
 * Public catalog answers carry an ETag and cache rules, and a 304 answers a request whose
 * `If-None-Match` still holds. The 'shared' ones are also kept in memory while `catalog_version`
 * (moved by a trigger on every catalog write, from any process) is unchanged, so a hot search or
 * list is answered without touching the database again. Every other answer gets
 * `Cache-Control: no-store`: nothing private is kept by a browser or a proxy.
 */
export function registerPublicCache(app: FastifyInstance): void {
  const memory = new AnswerCache();
  const currentVersion = versionReader(app);

  const answerFromMemory: onRequestHookHandler = (request, reply, done) => {
    const version = currentVersion();
    if (typeof version === 'number') {
      answerAt(version, request, reply, done);
      return;
    }
    version.then(
      (read) => answerAt(read, request, reply, done),
      (error: unknown) => done(error as Error),
    );
  };

  const answerAt = (
    version: number,
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void => {
    startedAt.set(request, version);
    const kept = memory.get(request.url, version, Date.now());
    if (kept === undefined) {
      done();
      return;
    }
    fromMemory.add(reply);
    headersFor(reply, 'shared', kept.etag);
    if (matches(request, kept.etag)) {
      reply.code(304).send();
      return;
    }
    reply.type(kept.contentType).send(kept.payload);
  };

  const keep =
    (keeping: Keeping): onSendHookHandler<unknown> =>
    (request, reply, payload, done) => {
      if (fromMemory.has(reply) || reply.statusCode !== 200 || typeof payload !== 'string') {
        done(null, payload);
        return;
      }
      // An answer that sets a cookie is someone's own: it is never kept.
      if (reply.hasHeader('set-cookie')) {
        reply.header('cache-control', 'no-store');
        done(null, payload);
        return;
      }
      const etag = payloadEtag(payload);
      headersFor(reply, keeping, etag);
      const version = startedAt.get(request);
      if (keeping === 'shared' && version !== undefined) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        memory.set(request.url, { payload: Buffer.from(payload), etag, contentType, version, storedAt: Date.now() });
      }
      if (matches(request, etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
      done(null, payload);
    };

  const noStore: onSendHookHandler<unknown> = (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const keeping = methods.includes('GET') ? PUBLIC_ROUTES[route.url] : undefined;
    const own = hooks(route.onSend);
    if (keeping === undefined) {
      route.onSend = [...own, noStore];
      return;
    }
    route.onSend = [...own, keep(keeping)];
    if (keeping === 'shared') {
      route.onRequest = [...hooks(route.onRequest), answerFromMemory];
    }
  });
}
