/**
 * The site server's own calls to the API's public GETs: the payloads pages carry, what their heads
 * say, and the sitemaps. Nothing private passes here: no cookie is sent.
 */

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

/** Only the API's own 404 — a JSON body, as every answer of the API — says that something is missing. */
async function answerOf(response: Response): Promise<PublicAnswer> {
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status === 404) {
    await response.body?.cancel();
    return json ? { status: 'missing' } : UNAVAILABLE;
  }
  if (!response.ok || !json) {
    await response.body?.cancel();
    return UNAVAILABLE;
  }
  return { status: 'found', body: (await response.json()) as unknown };
}

/**
 * Public GET calls of the API for the site server: found answers are kept a few seconds (they are
 * the same for everyone); a slow or failed call is `unavailable`, and only the API's 404 is
 * `missing`, so that a slow API never turns a page into a 'not found' one.
 */
export function publicApiFetcher(apiUrl: string, { ttlMs = 10_000, timeoutMs = 300 } = {}): PublicFetch {
  const cache = new Map<string, { expires: number; answer: Promise<PublicAnswer> }>();
  return (pathAndQuery, { fresh = false, forwardedFor } = {}) => {
    const now = Date.now();
    const hit = fresh ? undefined : cache.get(pathAndQuery);
    if (hit && hit.expires > now) return hit.answer;
    // Only a fresh answer is one visitor's: a kept one is everyone's.
    const visitor: Record<string, string> = fresh && forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const answer = fetch(new URL(pathAndQuery, apiUrl), {
      headers: { accept: 'application/json', ...visitor },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(answerOf)
      .catch(() => UNAVAILABLE);
    if (fresh) return answer;
    cache.set(pathAndQuery, { expires: now + ttlMs, answer });
    void answer.then((value) => value.status !== 'found' && cache.delete(pathAndQuery));
    return answer;
  };
}
