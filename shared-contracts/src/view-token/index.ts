/**
 * The page-view token and the signed bucket cookie, for the servers only (node:crypto): the site
 * server signs, the API verifies, both with the one secret `VIEW_TOKEN_SECRET`.
 *
 * The site server counts every page it serves itself and hands the page a token naming what it
 * served: the view's random id, the browser's canary bucket, the version of each app in the page's
 * pointer, when, and a key of the client (its address, hashed). The browser's health beacons carry
 * the token back, and the API counts a failure or a vital only for a view the token proves, only
 * for the versions it names, and attributes it to the token's bucket: nothing a browser writes
 * itself (a cookie, the beacon's own list of versions) decides where a failure is counted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BUCKET_COUNT, HEALTH_APPS, type HealthApp } from '../constants';

/** A token is accepted this long after it was issued: a page left open longer reports nothing. */
export const VIEW_TOKEN_LIFE_MS = 30 * 60_000;
/** A token issued this far in the future (another server's clock) is still taken. */
const CLOCK_SKEW_MS = 60_000;
/** Longest token accepted: a pointer of every app with the longest versions fits well within it. */
export const VIEW_TOKEN_MAX_LENGTH = 1024;
/** The HTTP header that carries the signature of the site server's view batches to the API. */
export const VIEW_BATCH_SIGNATURE_HEADER = 'x-view-signature';

/** What a token says of one page view. */
export interface ViewClaims {
  /** Random id of the view (base64url, 16 bytes). */
  view: string;
  /** The browser's canary bucket, 0 to 99. */
  bucket: number;
  /** The version served of each app of the page: the shell and every remote of its pointer. */
  apps: Partial<Record<HealthApp, string>>;
  /** When the page was served (epoch milliseconds). */
  issuedAt: number;
  /** The client's key (see `clientKey`): the same browser address gives the same key. */
  client: string;
}

/** Why a token is not taken. */
export type ViewTokenProblem = 'missing' | 'malformed' | 'signature' | 'expired';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** HMAC-SHA256 of `purpose` and `text` with the secret, base64url; each purpose signs apart. */
function mac(secret: string, purpose: string, text: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');
}

/** Compares two strings in constant time (for equal lengths). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new random view id. */
export function newViewId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A client's key from the address the site server sees for it: an HMAC with the secret, so the
 * key names no address and cannot be made up for another one.
 */
export function clientKey(secret: string, address: string): string {
  return mac(secret, 'client', address).slice(0, 22);
}

/** The token of a view: `<payload>.<signature>`, the payload a compact JSON array in base64url. */
export function signViewToken(secret: string, claims: ViewClaims): string {
  const apps = HEALTH_APPS.flatMap((app) => (claims.apps[app] === undefined ? [] : [[app, claims.apps[app]]]));
  const payload = Buffer.from(
    JSON.stringify([claims.view, claims.bucket, Object.fromEntries(apps), Math.floor(claims.issuedAt), claims.client]),
  ).toString('base64url');
  return `${payload}.${mac(secret, 'view', payload)}`;
}

function claimsOf(payload: string): ViewClaims | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null;
  const [view, bucket, apps, issuedAt, client] = parsed as unknown[];
  if (typeof view !== 'string' || !ID.test(view) || typeof client !== 'string' || !ID.test(client)) return null;
  if (!Number.isInteger(bucket) || (bucket as number) < 0 || (bucket as number) >= BUCKET_COUNT) return null;
  if (!Number.isSafeInteger(issuedAt)) return null;
  if (typeof apps !== 'object' || apps === null || Array.isArray(apps)) return null;
  const versions: Partial<Record<HealthApp, string>> = {};
  for (const [app, version] of Object.entries(apps)) {
    if (!(HEALTH_APPS as readonly string[]).includes(app) || typeof version !== 'string' || !VERSION.test(version)) {
      return null;
    }
    versions[app as HealthApp] = version;
  }
  return { view, bucket: bucket as number, apps: versions, issuedAt: issuedAt as number, client };
}

/**
 * The claims of a token signed with `secret` and issued within `VIEW_TOKEN_LIFE_MS` of `now`, or
 * why it is not taken.
 */
export function verifyViewToken(
  secret: string,
  token: string | undefined,
  now: number,
): { ok: true; claims: ViewClaims } | { ok: false; problem: ViewTokenProblem } {
  if (token === undefined || token === '') return { ok: false, problem: 'missing' };
  if (token.length > VIEW_TOKEN_MAX_LENGTH) return { ok: false, problem: 'malformed' };
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return { ok: false, problem: 'malformed' };
  if (!sameText(signature, mac(secret, 'view', payload))) return { ok: false, problem: 'signature' };
  const claims = claimsOf(payload);
  if (claims === null) return { ok: false, problem: 'malformed' };
  if (claims.issuedAt > now + CLOCK_SKEW_MS || now - claims.issuedAt > VIEW_TOKEN_LIFE_MS) {
    return { ok: false, problem: 'expired' };
  }
  return { ok: true, claims };
}

/** The bucket cookie's value: `<bucket>.<signature>`, so a browser cannot pick its own bucket. */
export function signBucket(secret: string, bucket: number): string {
  return `${bucket}.${mac(secret, 'bucket', String(bucket)).slice(0, 22)}`;
}

const SIGNED_BUCKET = /^(0|[1-9]\d?)\.([A-Za-z0-9_-]{22})$/;

/** The bucket of a signed cookie value, or null when it is missing, malformed or tampered with. */
export function verifyBucket(secret: string, value: string | null | undefined): number | null {
  const match = typeof value === 'string' ? SIGNED_BUCKET.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  const bucket = Number(match[1]);
  if (bucket >= BUCKET_COUNT) return null;
  return sameText(match[2], mac(secret, 'bucket', match[1]).slice(0, 22)) ? bucket : null;
}

/** The signature of a view batch's body (the `VIEW_BATCH_SIGNATURE_HEADER` header). */
export function signViewBatch(secret: string, body: string): string {
  return mac(secret, 'views', body);
}

/** Whether a view batch's body carries the site server's signature. */
export function verifyViewBatch(secret: string, body: string, signature: string | undefined): boolean {
  return typeof signature === 'string' && sameText(signature, signViewBatch(secret, body));
}

/** A secret for one start of the site and the API together, when none is configured. */
export function newViewSecret(): string {
  return randomBytes(32).toString('base64url');
}
