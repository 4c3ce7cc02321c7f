import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual } from '../lib/tokens';
import { HttpError, MESSAGES } from '../http/errors';
import { XSRF_COOKIE, XSRF_HEADER, xsrfCookieOptions, type CookieSettings } from './cookies';

/*
 * Anti-forgery protection as a double-submit cookie.
 *
 * GET /sanctum/csrf-cookie hands out a random token in the script-readable
 * XSRF-TOKEN cookie. Every state-changing request must echo that value in the
 * X-XSRF-TOKEN header (axios does so by itself). A page on another site can make
 * the browser send the cookie but can neither read it nor set the header, so a
 * mismatch means the request was not made by our own pages.
 *
 * The token is not stored server-side: guests need one before any session exists
 * (the login form itself is protected). It is compared in constant time, issued
 * with SameSite=Lax, and replaced on login and on logout so a token seen before
 * a privilege change is worthless afterwards. Asking for the cookie again keeps
 * the current token, so parallel requests never invalidate each other.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfOptions {
  cookies: CookieSettings;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: require the anti-forgery header on a safe-method route (e.g. GET /api/logout).
     * false: a write route called by servers, never by browsers, that proves its sender otherwise
     * (the payment gateway's signed notifications).
     * 'open': a write any page may send, because it changes nobody's data and its sender cannot set
     * a header (the shell's health beacons, sent with navigator.sendBeacon).
     */
    csrf?: boolean | 'open';
  }
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[XSRF_HEADER];
  return typeof value === 'string' ? value : undefined;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[XSRF_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Accepts the header either decoded (as axios sends it) or still URL-encoded. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function tokenMatches(request: FastifyRequest): boolean {
  const expected = cookieToken(request);
  const received = headerToken(request);
  if (expected === undefined || received === undefined) return false;
  return safeEqual(expected, decodeHeader(received));
}

function requiresCsrf(request: FastifyRequest): boolean {
  if (request.is404) return false;
  const marked = request.routeOptions.config.csrf;
  if (marked === false || marked === 'open') return false;
  return UNSAFE_METHODS.has(request.method) || marked === true;
}

/** Sets a brand-new token (used on login and logout). */
export function rotateXsrfToken(reply: FastifyReply, cookies: CookieSettings): string {
  const token = randomToken();
  reply.setCookie(XSRF_COOKIE, token, xsrfCookieOptions(cookies));
  return token;
}

export function registerCsrfProtection(app: FastifyInstance, options: CsrfOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(requiresCsrf(request) && !tokenMatches(request) ? new HttpError(419, MESSAGES.csrfMismatch) : undefined);
  });

  const schema = {
    tags: ['autenticação'],
    summary: 'Entrega o cookie XSRF-TOKEN (antes de cada escrita, o cliente o devolve em X-XSRF-TOKEN)',
    response: { 204: { description: 'Cookie XSRF-TOKEN definido', type: 'null' } },
  };
  app.get('/sanctum/csrf-cookie', { schema }, async (request, reply) => {
    const current = cookieToken(request);
    const token = current !== undefined && TOKEN_PATTERN.test(current) ? current : randomToken();
    reply.setCookie(XSRF_COOKIE, token, xsrfCookieOptions(options.cookies));
    reply.header('cache-control', 'no-store');
    return reply.code(204).send(null);
  });
}
