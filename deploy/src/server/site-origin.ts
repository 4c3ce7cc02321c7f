import type { FastifyRequest } from 'fastify';

/** A host as a Host header may name it: a name or an IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The public origin of the site from its setting (`SITE_URL`: `https://loja.example`, no path),
 * or undefined when it is not set. Anything else is refused, naming the setting.
 */
export function parseSiteUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_URL is not an address: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be http(s): ${value}`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be an origin alone (scheme, host and port): ${value}`);
  }
  return url.origin;
}

/**
 * The origin the page's absolute addresses (canonical, Open Graph, sitemaps) use: the configured
 * one, or else the request's own as the site server sees it — its Host and scheme, or, only when
 * the server trusts the proxy in front (`trustUpstream`), the X-Forwarded-Host and -Proto it sets.
 * A host that is no host name falls back to localhost: it never ends up in a page.
 */
export function requestOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${protocol}://${host}`;
}
