/** How long a retry waits at most for the browser to hand back a failed preload (it answers at once). */
const RELEASE_LIMIT_MS = 3000;

const isResourceTiming = (entry: PerformanceEntry): entry is PerformanceResourceTiming => 'responseStatus' in entry;

/**
 * For a retry: the preloads of the remote's files that the server hinted and that failed (a 404
 * while the remote's files were down). The browser keeps each failed answer and hands it to the
 * first script or stylesheet of the page that asks for the same address — that would be the retry's
 * own, failing again after the fault has passed. Each is asked for here once, by an element that
 * is removed as soon as it has its answer, so that the retry's request goes to the network.
 */
export async function releaseFailedPreloads(remote: string): Promise<void> {
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  const failed = new Set(
    entries
      .filter(isResourceTiming)
      .filter(
        (entry) =>
          entry.initiatorType === 'link' &&
          entry.responseStatus >= 400 &&
          new URL(entry.name, document.baseURI).pathname.startsWith(`/remotes/${remote}/`),
      )
      .map((entry) => entry.name),
  );
  await Promise.all(
    [...failed].map(
      (url) =>
        new Promise<void>((resolve) => {
          const element = new URL(url).pathname.endsWith('.css')
            ? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url })
            : Object.assign(document.createElement('script'), { src: url, async: true });
          const done = (): void => {
            clearTimeout(limit);
            element.remove();
            resolve();
          };
          const limit = setTimeout(done, RELEASE_LIMIT_MS);
          element.addEventListener('load', done);
          element.addEventListener('error', done);
          document.head.append(element);
        }),
    ),
  );
}
