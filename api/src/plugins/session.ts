import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
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

// Per-request cache so several guards in one request read the table once.
const resolved = new WeakMap<FastifyRequest, SessionRecord | null>();

function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function currentSession(request: FastifyRequest): SessionRecord | null {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const token = sessionToken(request);
  const session = token === undefined ? null : request.server.sessions.find(token);
  resolved.set(request, session);
  return session;
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
export function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
): SessionRecord {
  const store = request.server.sessions;
  const previous = sessionToken(request);
  if (previous !== undefined) store.destroy(previous);

  const { token, record } = store.create(userId, remember, {
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
export function endSession(request: FastifyRequest, reply: FastifyReply): void {
  const token = sessionToken(request);
  if (token !== undefined) request.server.sessions.destroy(token);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request.server.cookieSettings));
  reply.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(request.server.cookieSettings));
  resolved.set(request, null);
}

export function registerSessions(app: FastifyInstance, db: Db, cookies: CookieSettings): void {
  const store = new SessionStore(db);
  app.decorate('sessions', store);
  app.decorate('cookieSettings', cookies);

  // The session is gone (expired, pruned, signed out elsewhere): the browser's marker goes too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401 && request.cookies[SIGNED_IN_COOKIE] !== undefined) {
      reply.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(cookies));
    }
    done(null, payload);
  });

  store.pruneExpired();
  const timer = setInterval(() => {
    try {
      store.pruneExpired();
    } catch (error) {
      app.log.error({ err: error }, 'session pruning failed');
    }
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
