import { releaseFailedPreloads } from '../release-preloads';

describe('a retry of a remote whose hinted files failed', () => {
  it('asks once more for the hinted files of that remote whose preload failed, and drops the elements', async () => {
    document.head.innerHTML = '';
    const origin = window.location.origin;
    const timing = (path: string, initiatorType: string, responseStatus: number) =>
      ({ name: `${origin}${path}`, entryType: 'resource', initiatorType, responseStatus }) as PerformanceResourceTiming;
    const entries = [
      timing('/remotes/account/1.0.0-a/130.abcd.js', 'link', 404),
      timing('/remotes/account/1.0.0-a/130.abcd.css', 'link', 404),
      // Loaded fine, asked for by a script, or another remote's: left alone.
      timing('/remotes/account/1.0.0-a/473.ef01.js', 'link', 200),
      timing('/remotes/account/1.0.0-a/mf-manifest.json', 'fetch', 404),
      timing('/remotes/catalog/1.0.0-b/9.aaaa.js', 'link', 404),
    ];
    // jsdom keeps no resource timings: the page's, as a browser would list them.
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries });
    try {
      const released = releaseFailedPreloads('account');
      const asked = Array.from(document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script, link'));
      expect(asked.map((element) => ('src' in element ? element.src : element.href))).toEqual([
        `${origin}/remotes/account/1.0.0-a/130.abcd.js`,
        `${origin}/remotes/account/1.0.0-a/130.abcd.css`,
      ]);
      expect(asked[1]).toHaveAttribute('rel', 'stylesheet');
      // The browser answers with the failure it kept.
      for (const element of asked) element.dispatchEvent(new Event('error'));
      await released;
      expect(document.head.children).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
  });
});
