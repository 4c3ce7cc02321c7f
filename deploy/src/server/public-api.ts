/**
 * The site server's own calls to the API's public GETs: the payloads pages carry, what their heads
 * say, and the sitemaps. Nothing private passes here: no cookie is sent.
 */
import { LRUCache } from 'lru-cache';

/**
 * What a public call gave:
 * - `found`: the API answered 200 with this body;
 * - `missing`: the API answered 404 — what the path names does not exist;
 * - `unavailable`: no usable answer (slow, down, a 5xx, a body that is not JSON). The page then
 *   goes without what it would have carried, and is never taken for a missing one.
 */
export type PublicAnswer = { status: 'found'; body: unknown } | { status: 'missing' } | { status: 'unavailable' };

/**
 * A public GET of the API (`/api/...` with its query). `fresh`: never from a kept answer (a call
 * that counts each page view, or whose data moves with stock and prices). `forwardedFor`: the
 * visitor's address, sent as X-Forwarded-For on a fresh call, so the API meters the view it counts
 * per visitor rather than all of them as the site server's one address.
 */
export type PublicFetch = (
  pathAndQuery: string,
  options?: { fresh?: boolean; forwardedFor?: string },
) => Promise<PublicAnswer>;

export const UNAVAILABLE: PublicAnswer = { status: 'unavailable' };

/** The body of a found answer, or null. */
export function bodyOf(answer: PublicAnswer): unknown {
  return answer.status === 'found' ? answer.body : null;
}

/** A found answer with the size of its JSON text (what the cache counts it for). */
type Read = { answer: PublicAnswer; bytes: number };

/** Only the API's own 404 — a JSON body, as every answer of the API — says that something is missing. */
async function answerOf(response: Response): Promise<Read> {
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status === 404) {
    await response.body?.cancel();
    return { answer: json ? { status: 'missing' } : UNAVAILABLE, bytes: 0 };
  }
  if (!response.ok || !json) {
    await response.body?.cancel();
    return { answer: UNAVAILABLE, bytes: 0 };
  }
  const text = await response.text();
  return { answer: { status: 'found', body: JSON.parse(text) as unknown }, bytes: Buffer.byteLength(text) };
}

/**
 * How many answers are kept at most. The addresses a page asks for are the visitor's to choose (a
 * search term, a page number, a sitemap file): without a bound, each new one stays. The answers
 * worth keeping are the few that many visitors share (the menu, the first pages of the lists, the
 * sitemaps), a few hundred at most; past this, the least recently asked goes.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;

/**
 * How many bytes of answers (their JSON text) are kept at most: a store list or a sitemap file is
 * a few KB to a few hundred KB of JSON, and parsed it takes two to three times that, so 16 MB of
 * text keeps the server's share of the cache within some 50 MB, whatever the visitors ask.
 */
export const PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface PublicApiOptions {
  /** How long a found answer is kept (default 10 s). */
  ttlMs?: number;
  /** How long the site server waits for the API (default 300 ms). */
  timeoutMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

/** The public GETs, and what their cache holds now (for the operator and the tests). */
export type PublicFetcher = PublicFetch & { kept(): { entries: number; bytes: number } };

/**
 * Public GET calls of the API for the site server: found answers are kept a few seconds (they are
 * the same for everyone), within a count and a size, the least recently asked going first; a
 * slow or failed call is `unavailable`, and only the API's 404 is `missing`, so that a slow API
 * never turns a page into a 'not found' one.
 */
export function publicApiFetcher(
  apiUrl: string,
  {
    ttlMs = 10_000,
    timeoutMs = 300,
    maxEntries = PUBLIC_CACHE_MAX_ENTRIES,
    maxBytes = PUBLIC_CACHE_MAX_BYTES,
    now = () => performance.now(),
  }: PublicApiOptions = {},
): PublicFetcher {
  // A call in flight is kept too, so that the pages asking the same address at once share it; it
  // counts as one byte until its answer comes, and then for its JSON text.
  const cache = new LRUCache<string, Promise<PublicAnswer>>({
    max: maxEntries,
    maxSize: maxBytes,
    ttl: ttlMs,
    perf: { now },
    // Every lookup reads the clock (a cheap call): an answer past its lifetime is never handed out.
    ttlResolution: 0,
  });
  let purgedAt = now();
  const fetcher: PublicFetch = (pathAndQuery, { fresh = false, forwardedFor } = {}) => {
    // Expired answers go even when no one asks for them again: a sweep at most once per lifetime.
    if (now() - purgedAt >= ttlMs) {
      purgedAt = now();
      cache.purgeStale();
    }
    const hit = fresh ? undefined : cache.get(pathAndQuery);
    if (hit) return hit;
    // Only a fresh answer is one visitor's: a kept one is everyone's.
    const visitor: Record<string, string> = fresh && forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const read = fetch(new URL(pathAndQuery, apiUrl), {
      headers: { accept: 'application/json', ...visitor },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(answerOf)
      .catch((): Read => ({ answer: UNAVAILABLE, bytes: 0 }));
    const answer = read.then(({ answer: value }) => value);
    if (fresh) return answer;
    cache.set(pathAndQuery, answer, { size: 1 });
    void read.then(({ answer: value, bytes }) => {
      // Only a found answer is kept, for its size (one too large for the whole cache is dropped),
      // and its lifetime counts from the answer's arrival.
      if (cache.peek(pathAndQuery) !== answer) return;
      // Set anew, since the cache keeps the size of an entry set again with the same value.
      cache.delete(pathAndQuery);
      if (value.status === 'found') cache.set(pathAndQuery, answer, { size: Math.max(1, bytes) });
    });
    return answer;
  };
  return Object.assign(fetcher, { kept: () => ({ entries: cache.size, bytes: cache.calculatedSize }) });
}
