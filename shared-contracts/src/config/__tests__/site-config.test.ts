import { SITE_CONFIG_ELEMENT_ID } from '../../delivery';
import { defaultSiteConfig, getSiteConfig, resetSiteConfig } from '../site-config';

type FetchArgs = Parameters<typeof fetch>;

const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

const answer = (body: unknown, ok = true): Response =>
  ({ ok, json: () => Promise.resolve(body) }) as unknown as Response;

function serve(reply: () => Promise<Response>): void {
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(() => reply());
  globalThis.fetch = fetchMock;
}

beforeEach(() => {
  resetSiteConfig();
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('getSiteConfig', () => {
  it('reads /site-config.json uncached, with same-origin credentials', async () => {
    const everySetting = {
      googleClientId: 'gid',
      fraudScriptHost: 'h2.example',
      tagManagerId: 'GTM-1',
      allowOverrides: true,
      remoteTimeoutMs: 3000,
    };
    serve(() => Promise.resolve(answer(everySetting)));
    await expect(getSiteConfig()).resolves.toEqual(everySetting);
    expect(fetchMock).toHaveBeenCalledWith('/site-config.json', { cache: 'no-store', credentials: 'same-origin' });
  });

  it('takes the settings the site server put in the page, with no request', async () => {
    serve(() => Promise.resolve(answer({ remoteTimeoutMs: 9999 })));
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SITE_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify({ allowOverrides: true, remoteTimeoutMs: 2500, googleClientId: null });
    document.head.append(element);
    try {
      await expect(getSiteConfig()).resolves.toEqual({
        ...defaultSiteConfig,
        allowOverrides: true,
        remoteTimeoutMs: 2500,
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      element.remove();
    }
  });

  it('reads once per page load', async () => {
    serve(() => Promise.resolve(answer({ tagManagerId: 'GTM-1' })));
    const first = await getSiteConfig();
    const second = await getSiteConfig();
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('trims texts and treats blank or non-text values as not configured', async () => {
    serve(() =>
      Promise.resolve(
        answer({
          googleClientId: '  gid  ',
          fraudScriptHost: '   ',
          tagManagerId: 42,
          allowOverrides: 'true',
          remoteTimeoutMs: '3000',
        }),
      ),
    );
    await expect(getSiteConfig()).resolves.toEqual({
      googleClientId: 'gid',
      fraudScriptHost: null,
      tagManagerId: null,
      allowOverrides: false,
      remoteTimeoutMs: null,
    });
  });

  it('gives the defaults for a non-ok answer', async () => {
    serve(() => Promise.resolve(answer({ googleClientId: 'gid' }, false)));
    await expect(getSiteConfig()).resolves.toEqual(defaultSiteConfig);
  });

  it('gives the defaults when the request fails', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getSiteConfig()).resolves.toEqual(defaultSiteConfig);
  });

  it('gives the defaults for a body that is not an object', async () => {
    serve(() => Promise.resolve(answer(null)));
    await expect(getSiteConfig()).resolves.toEqual(defaultSiteConfig);
  });

  it('defaults: nothing configured, no overrides', () => {
    expect(defaultSiteConfig).toEqual({
      googleClientId: null,
      fraudScriptHost: null,
      tagManagerId: null,
      allowOverrides: false,
      remoteTimeoutMs: null,
    });
  });
});
