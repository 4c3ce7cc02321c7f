import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'marketplace_session';
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
