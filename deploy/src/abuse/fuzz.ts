/** Seeded malformed requests over the API's routes: the fuzzer of the abuse suite. */
import type { RawRequest } from './http.js';

export interface Route {
  method: string;
  url: string;
  csrf: boolean;
  /** A route a browser never calls (a signed gateway notification): refused by its signature. */
  csrfExempt: boolean;
  /** A write any page may send, that changes nobody's data (health beacons): no anti-forgery check. */
  open: boolean;
  /** A paged list (its querystring takes `page`). */
  paged: boolean;
}

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_TEXTS = [
  '',
  ' ',
  'a'.repeat(70_000),
  'olá\u0000mundo',
  '\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '😀'.repeat(600),
  'ção'.repeat(400),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00',
  '\u202etxt.exe',
  '1e309',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '{"a":',
];

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -(2 ** 63),
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[[[[[[[]]]]]]]]]]],
  ...ODD_TEXTS,
];

const FIELDS = [
  'email',
  'password',
  'name',
  'message',
  'product_id',
  'quantity',
  'product_variation_option_id',
  'address_id',
  'zip_code',
  'street',
  'number',
  'document',
  'phone',
  'cellphone',
  'order_data',
  'hashs',
  'coupon',
  'rating',
  'comment',
  'reason',
  'remember',
  'current_password',
  'password_confirmation',
  'id',
];

const ODD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%ff',
  'a%20b',
  '%E2%80%AE',
  encodeURIComponent('ção'),
  'x'.repeat(3000),
  '1',
  '2',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function oddBody(random: () => number): { body?: string | Buffer; type?: string } {
  switch (Math.floor(random() * 9)) {
    case 0: {
      const fields: Record<string, unknown> = {};
      for (let i = 0; i < 1 + Math.floor(random() * 5); i += 1) fields[pick(random, FIELDS)] = pick(random, ODD_VALUES);
      return { body: JSON.stringify(fields), type: 'application/json' };
    }
    case 1:
      return {
        body: pick(random, ['{', '{"a":1', '[', '"', '{"a":1}}', 'nul', '\u0000{}', '{"a":"\\u0000"}']),
        type: 'application/json',
      };
    case 2:
      return { body: JSON.stringify(pick(random, ODD_VALUES)), type: 'application/json' };
    case 3:
      return { body: 'email=a&password=b', type: 'application/x-www-form-urlencoded' };
    case 4:
      return {
        body: '<xml/>',
        type: pick(random, [
          'text/xml',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ]),
      };
    case 5:
      return { body: Buffer.alloc(1024 * 1024 + 1 + Math.floor(random() * 1000), 0x61), type: 'application/json' };
    case 6:
      return { body: '', type: 'application/json' };
    case 7:
      return { body: JSON.stringify({ a: 'b'.repeat(900_000) }), type: 'application/json' };
    default:
      return {};
  }
}

function oddHeaders(random: () => number): Record<string, string> {
  const headers: Record<string, string> = {};
  const roll = random();
  if (roll < 0.08) headers.expect = '100-continue';
  else if (roll < 0.12) headers.expect = 'nonsense';
  else if (roll < 0.18) headers.cookie = `marketplace_session=${'x'.repeat(12_000)}`;
  else if (roll < 0.22) headers['x-forwarded-for'] = '203.0.113.1, 10.0.0.1';
  else if (roll < 0.26) headers['content-encoding'] = 'gzip';
  else if (roll < 0.3) headers['accept'] = '*/*;q=abc';
  else if (roll < 0.33) headers['x-xsrf-token'] = '%E0%A4%A';
  else if (roll < 0.36) headers['if-none-match'] = '"'.repeat(100);
  return headers;
}

/** A path for the route with odd values in its parameters and an odd query. */
function oddPath(random: () => number, url: string): string {
  const path = url.replace(/:[A-Za-z_]+/g, () => pick(random, ODD_SEGMENTS));
  const roll = random();
  if (roll < 0.3) return path;
  if (roll < 0.5) return `${path}?page=${pick(random, ODD_SEGMENTS)}&page=2&per_page=${pick(random, ODD_SEGMENTS)}`;
  if (roll < 0.65)
    return `${path}?search=${encodeURIComponent(
      pick(random, ODD_TEXTS)
        .slice(0, 2000)
        .replace(/[\ud800-\udfff]/g, ''),
    )}`;
  if (roll < 0.75) return `${path}?after=${pick(random, ODD_SEGMENTS)}&sort=${pick(random, ODD_SEGMENTS)}`;
  if (roll < 0.85) return `${path}?a[b][c]=1&a=2&%zz=1`;
  return `${path}/${pick(random, ODD_SEGMENTS)}`;
}

/**
 * The next malformed request for one route. `session` headers (cookie and token) are added by the
 * caller for about half of them, so the handlers' own validation is reached, not only the guards.
 */
export function malformedRequest(random: () => number, route: Route): RawRequest {
  const method = random() < 0.9 ? route.method : pick(random, ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
  const { body, type } = method === 'GET' && random() < 0.8 ? {} : oddBody(random);
  const headers: Record<string, string> = { accept: 'application/json', ...oddHeaders(random) };
  if (type) headers['content-type'] = type;
  if (body !== undefined) {
    if (random() < 0.1) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(Buffer.byteLength(body));
  }
  return { method, path: oddPath(random, route.url), headers, body };
}

/**
 * Page numbers at the integer limits, and past them: the offset of 2^53 - 1 once overflowed
 * SQLite's integer into a 500. Each must get a 4xx, never a 5xx.
 */
export const PAGE_LIMITS: readonly string[] = [
  '0',
  '-1',
  String(2 ** 31 - 1),
  String(2 ** 31),
  String(2 ** 32),
  String(2 ** 53 - 1),
  String(2 ** 53),
  String(2 ** 63),
  '-9223372036854775808',
  '1e308',
  '1e309',
  '9'.repeat(400),
  '1.5',
  'NaN',
];

/** Every paged route of the API at every page limit: GET requests, its parameters filled with 1. */
export function pageLimitRequests(routes: readonly Route[]): RawRequest[] {
  return routes
    .filter((route) => route.paged && route.method === 'GET')
    .flatMap((route) =>
      PAGE_LIMITS.map((page) => ({
        method: 'GET',
        path: `${route.url.replace(/:[A-Za-z_]+/g, '1')}?page=${page}`,
        headers: { accept: 'application/json' },
      })),
    );
}

/** The site server's sitemap files at the same limits (a file number is a page of the API's). */
export function sitemapLimitRequests(sections: readonly string[]): RawRequest[] {
  return sections.flatMap((section) =>
    PAGE_LIMITS.map((page) => ({ method: 'GET', path: `/sitemaps/${section}-${page}.xml`, headers: {} })),
  );
}
