/**
 * The split of browsers between a remote's canary and its live version. Each browser holds a
 * bucket, 0 to 99, in a first-party cookie given on its first page, signed with the view secret so
 * that a browser cannot pick a bucket (a canary's, to report against it); the buckets below a canary's
 * share get the canary's version, in the page's inline pointer and in its preload hints alike. The
 * bucket never changes, so a browser keeps its version across pages and reloads while the share
 * stays, and every site server behind the front splits the same way: the bucket travels with the
 * browser, the canaries come from the one store.
 */
import { randomInt } from 'node:crypto';
import { REMOTE_NAMES, type Pointer } from 'shared-contracts/delivery';
import { BUCKET_COOKIE } from 'shared-contracts/constants';
import { signBucket, verifyBucket } from 'shared-contracts/view-token';
import type { Canaries } from '../registry/registry.js';

/** The cookie that holds a browser's bucket, `<bucket>.<signature>`. */
export { BUCKET_COOKIE };

/** Buckets are 0..BUCKETS-1: one per percent of browsers. */
export const BUCKETS = 100;
/** A year: the bucket outlives any canary. */
const BUCKET_MAX_AGE = 31_536_000;

/** A new bucket, uniform over 0..99, from the operating system's cryptographic randomness. */
export function newBucket(): number {
  return randomInt(0, BUCKETS);
}

/**
 * A cookie value read as a bucket: `<bucket>.<signature>` signed with `secret`; anything else
 * (unsigned, tampered, signed with another secret) is null, and gets replaced.
 */
export function parseBucket(value: string | null | undefined, secret: string): number | null {
  return verifyBucket(secret, value);
}

/** A request's cookies, by name, as @fastify/cookie's parseCookie gives them (the first of a name, decoded). */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/** The bucket a request's cookies carry, or null when there is none or it is not a signed bucket. */
export function bucketOf(cookies: RequestCookies, secret: string): number | null {
  return parseBucket(cookies[BUCKET_COOKIE], secret);
}

/**
 * The bucket of a browser asking for a page: the one its cookie holds, or a new one to give it
 * (`assigned`), when it has none or an invalid or tampered one.
 */
export function browserBucket(cookies: RequestCookies, secret: string): { bucket: number; assigned: boolean } {
  const kept = bucketOf(cookies, secret);
  return kept === null ? { bucket: newBucket(), assigned: true } : { bucket: kept, assigned: false };
}

/**
 * The Set-Cookie value that gives a browser its bucket: first party, the whole site, a year, sent on
 * top-level navigations from other sites (Lax), never readable by scripts, and `Secure` where the
 * site's other cookies are.
 */
export function bucketCookie(bucket: number, options: { secure: boolean; secret: string }): string {
  const attributes = [
    `${BUCKET_COOKIE}=${signBucket(options.secret, bucket)}`,
    'Path=/',
    `Max-Age=${BUCKET_MAX_AGE}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The pointer a browser gets: the live pointer with each remote's canary in place of the live
 * version when the browser's bucket is below the canary's share (a preview takes its place later,
 * in the page's hints). No bucket (null): the live versions. A canary of a remote with no live
 * version is not served. The shell's entry is kept as it is. Pure: the same arguments give the
 * same pointer.
 */
export function versionsForBrowser(pointer: Pointer, canaries: Canaries, bucket: number | null): Pointer {
  const remotes: Pointer['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const live = pointer.remotes[name];
    if (!live) continue;
    const canary = canaries[name];
    remotes[name] =
      canary && bucket !== null && bucket < canary.percent
        ? { version: canary.version, entry: canary.entry }
        : { version: live.version, entry: live.entry };
  }
  return pointer.shell ? { remotes, shell: { ...pointer.shell } } : { remotes };
}
