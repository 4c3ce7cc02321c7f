import type { AddressInfo } from 'node:net';

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
    throw new Error(`SITE_URL não é um endereço: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL deve ser http(s): ${value}`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL deve ser só uma origem (esquema, host e porta): ${value}`);
  }
  return url.origin;
}

/**
 * The origin of the address the server listens on, for a server without SITE_URL (outside
 * production: it is required there): a wildcard address (0.0.0.0, ::) is named localhost, as
 * `npm start` prints it. Undefined while the server listens on no TCP port (fastify's inject()).
 */
export function listeningOrigin(address: AddressInfo | string | null | undefined): string | undefined {
  if (address === null || address === undefined || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The origin the page's absolute addresses (canonical, Open Graph, JSON-LD, robots.txt, sitemaps)
 * use: the configured one, or else the server's own, from where it listens. Never the request's
 * Host or X-Forwarded-Host: any visitor (or a cache in front, for everyone after it) would choose
 * the addresses the pages and the cached robots.txt hand out.
 */
export function siteOrigin(configured: string | undefined, listening: () => string | undefined): string {
  return configured ?? listening() ?? 'http://localhost';
}
