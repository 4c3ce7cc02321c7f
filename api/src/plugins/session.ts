import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  sessionCookieOptions,
  signedInCookieOptions,
  type CookieSettings,
} from './cookies';
import { HttpError, MESSAGES } from '../http/errors';
import { REMEMBER_LIFETIME_MS, SessionStore, type SessionRecord } from './session-store';

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    cookieSettings: CookieSettings;
  }
}

// The session of each request, read once before its handlers run (see registerSessions).
const resolved = new WeakMap<FastifyRequest, SessionRecord | null>();

function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function currentSession(request: FastifyRequest): SessionRecord | null {
  return resolved.get(request) ?? null;
}

/** The signed-in user's id, or a 401 `{ message: 'Unauthenticated.' }`. */
export function requireUserId(request: FastifyRequest): number {
  const userId = currentSession(request)?.userId ?? null;
  if (userId === null) throw new HttpError(401, MESSAGES.unauthenticated);
  return userId;
}

/** Route guard: `{ preHandler: requireAuth }`. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  requireUserId(request);
}

/**
 * Signs a user in: any session the browser already had is destroyed and a new
 * id is issued (no session fixation). Remembered sessions get a 30-day cookie;
 * the others a browser-session cookie backed by the 2-hour idle limit.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
): Promise<SessionRecord> {
  const store = request.server.sessions;
  const previous = sessionToken(request);
  if (previous !== undefined) await store.destroy(previous);

  const { token, record } = await store.create(userId, remember, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const maxAge = remember ? Math.floor(REMEMBER_LIFETIME_MS / 1000) : undefined;
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request.server.cookieSettings, maxAge));
  reply.setCookie(SIGNED_IN_COOKIE, '1', signedInCookieOptions(request.server.cookieSettings, maxAge));
  resolved.set(request, record);
  return record;
}

/** Signs out: deletes the stored session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token !== undefined) await request.server.sessions.destroy(token);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request.server.cookieSettings));
  reply.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(request.server.cookieSettings));
  resolved.set(request, null);
}

export async function registerSessions(app: FastifyInstance, cookies: CookieSettings): Promise<void> {
  const store = new SessionStore(app.kysely);
  app.decorate('sessions', store);
  app.decorate('cookieSettings', cookies);

  // A request with a session cookie has its session read before anything else runs (the rate
  // limits and the guards read it without waiting); one without the cookie costs nothing.
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    if (token !== undefined) resolved.set(request, await store.find(token));
  });

  // The session is gone (expired, pruned, signed out elsewhere): the browser's marker goes too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401 && request.cookies[SIGNED_IN_COOKIE] !== undefined) {
      reply.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(cookies));
    }
    done(null, payload);
  });

  await store.pruneExpired();
  const timer = setInterval(() => {
    store.pruneExpired().catch((error: unknown) => app.log.error({ err: error }, 'session pruning failed'));
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
