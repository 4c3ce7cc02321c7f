import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security for a year, subdomains included: only for a site served over HTTPS. */
  strictTransportSecurity?: boolean;
}

/** The HSTS of production answers: a year, subdomains included (not on the browsers' preload list). */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true, preload: false } as const;

/**
 * Security headers on every answer of the API (helmet): the API serves data, never pages, so its
 * CSP allows nothing to run or frame it; nosniff; a same-origin referrer; HSTS in production; no
 * caching by shared proxies is decided per route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: options.strictTransportSecurity ? STRICT_TRANSPORT_SECURITY : false,
  });
}
