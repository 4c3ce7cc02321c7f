import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'marketplace_session';
/**
 * Readable by scripts on purpose and holding no secret ("1"): tells the site a session may exist,
 * so a guest's first visit does not ask GET /api/user (and log its 401). Set with the session,
 * cleared with it, and on any 401 answered to a browser that still carries it.
 */
export const SIGNED_IN_COOKIE = 'marketplace_signed_in';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface CookieSettings {
  /** Adds the Secure attribute; on when the site is served over HTTPS. */
  secure: boolean;
}

/** Session cookie: never readable by scripts. */
export function sessionCookieOptions(settings: CookieSettings, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** Anti-forgery cookie: readable by scripts on purpose, so the client can echo it in a header. */
export function xsrfCookieOptions(settings: CookieSettings): CookieSerializeOptions {
  return { path: '/', httpOnly: false, sameSite: 'lax', secure: settings.secure };
}

/** The signed-in marker: the session cookie's lifetime, readable by scripts. */
export function signedInCookieOptions(settings: CookieSettings, maxAgeSeconds?: number): CookieSerializeOptions {
  return { ...sessionCookieOptions(settings, maxAgeSeconds), httpOnly: false };
}
