import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { SERVER_SLOT_STYLE_SOURCE } from './server-slot.js';

export interface SecurityOptions {
  /** The apps' run-time settings: third-party hosts named there are allowed, and only those. */
  siteConfig: Record<string, unknown>;
  /** Called with each CSP violation report browsers send (default: a warning in the log). */
  onCspViolation?: (report: unknown) => void;
  /** Strict-Transport-Security for a year, subdomains included: only for a site served over HTTPS. */
  strictTransportSecurity?: boolean;
}

/** The HSTS of production answers: a year, subdomains included (not on the browsers' preload list). */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true, preload: false } as const;

/** Where browsers report what the CSP blocked. */
export const CSP_REPORT_PATH = '/csp-report';

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

function configuredHost(value: unknown): string | null {
  return typeof value === 'string' && HOST.test(value) ? value : null;
}

/**
 * The Content-Security-Policy of the site. Scripts and styles come from the site's own origin
 * only, with one exception: the stylesheet that places a screen drawn on the server alone, allowed
 * by its hash (a drawn screen carries no inline script); the style attributes of drawn HTML are
 * allowed per page (see styleAttributeSources). The inline data blocks in the page's head
 * (`type="application/json"`) are never executed, so they need none.
 * Third-party hosts appear only when their setting is on: Google Tag Manager (GTM_ID), the
 * anti-fraud script (FRAUD_SCRIPT_HOST) and Google sign-in (GOOGLE_CLIENT_ID, a redirect handled
 * by the API, so only a navigation target).
 */
export function contentSecurityPolicy(siteConfig: Record<string, unknown>): Record<string, string[]> {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  const frames: string[] = [];
  if (typeof siteConfig.tagManagerId === 'string' && siteConfig.tagManagerId) {
    scripts.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    );
    images.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  const fraud = configuredHost(siteConfig.fraudScriptHost);
  if (fraud) {
    scripts.push(`https://${fraud}`);
    connect.push(`https://${fraud}`);
    images.push(`https://${fraud}`);
    frames.push(`https://${fraud}`);
  }
  return {
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", SERVER_SLOT_STYLE_SOURCE],
    'img-src': images,
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': frames.length ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
  };
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The CSP sources that let exactly the `style` attributes of a server-drawn page apply: the hash of
 * each value (as the browser reads it, entities decoded) and 'unsafe-hashes', which lets hashes
 * cover attributes. A screen sets a few sizes that way (a rating's filled width, a skeleton's);
 * once React runs it sets them through the DOM, which the CSP does not govern, but the HTML
 * drawn on the server must show them before that. None when the HTML has no such attribute.
 */
export function styleAttributeSources(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, raw = ''] of html.matchAll(STYLE_ATTRIBUTE)) {
    const value = raw.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    hashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
  return hashes.size === 0 ? [] : ["'unsafe-hashes'", ...[...hashes].sort()];
}

/** A CSP header with more sources in its `style-src`. */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('style-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}

/**
 * Security headers on every answer of the site server (HTML, static files, the pointer and the
 * API answers passing through): CSP, anti-framing, nosniff, Referrer-Policy and the rest of
 * helmet's defaults. HSTS only makes sense over HTTPS: it is sent in production, where the site
 * is served behind a TLS front.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.siteConfig) },
    crossOriginEmbedderPolicy: false,
    // Same-origin files only; nothing of the site is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: options.strictTransportSecurity ? STRICT_TRANSPORT_SECURITY : false,
  });

  const report = options.onCspViolation ?? ((body: unknown) => app.log.warn({ csp: body }, 'CSP violation'));
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      if (request.body !== null && typeof request.body === 'object') report(request.body);
      return reply.code(204).send();
    });
  });
}
