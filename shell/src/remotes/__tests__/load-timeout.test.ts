import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  RemoteTimeoutError,
  chunkLoadingGlobal,
  forgetOfferedShares,
  freshEntry,
  withTimeout,
} from '../load-timeout';
import { testRegistry } from './registry-fixtures';

afterEach(() => {
  jest.useRealTimers();
});

describe('remote load time limit', () => {
  it('rejects a load that never answers once the time is up', async () => {
    jest.useFakeTimers();
    const hanging = new Promise<never>(() => undefined);
    const limited = withTimeout('account', hanging, 8000);
    const outcome = expect(limited).rejects.toBeInstanceOf(RemoteTimeoutError);
    jest.advanceTimersByTime(7999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await outcome;
  });

  it('passes a load that answers in time, and a failure as it is', async () => {
    await expect(withTimeout('catalog', Promise.resolve('ok'), 50)).resolves.toBe('ok');
    const failure = new Error('RUNTIME-008');
    await expect(withTimeout('catalog', Promise.reject(failure), 50)).rejects.toBe(failure);
  });

  it('is 8 s by default and the site setting when there is one', async () => {
    expect(await testRegistry().registry.timeoutMs()).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_TIMEOUT_MS).toBe(8000);
    expect(await testRegistry({ config: { remoteTimeoutMs: 2500 } }).registry.timeoutMs()).toBe(2500);
  });
});

describe('a retry of a remote that failed', () => {
  it('asks for a fresh entry and forgets the files and chunks the failed attempt left behind', () => {
    document.head.innerHTML = `
      <script src="/remotes/account/1.0.0-a/remoteEntry.js"></script>
      <link rel="preload" as="script" href="/remotes/account/1.0.0-a/123.abcd.js">
      <script src="/remotes/catalog/1.0.0-b/remoteEntry.js"></script>`;
    const page = window as unknown as Record<string, unknown>;
    // The chunks a failed load installed, whose module factories threw.
    page[chunkLoadingGlobal('account')] = [[[123], { 1: () => undefined }]];
    page[chunkLoadingGlobal('catalog')] = [[[9], { 2: () => undefined }]];
    page.account = { get: () => undefined, init: () => undefined };
    page.catalog = { get: () => undefined, init: () => undefined };

    const entry = freshEntry('account', '/remotes/account/1.0.0-a/mf-manifest.json');

    expect(entry).toMatch(/^\/remotes\/account\/1\.0\.0-a\/mf-manifest\.json\?tentativa=\d+$/);
    expect(freshEntry('account', '/m.json?x=1')).toMatch(/^\/m\.json\?x=1&tentativa=\d+$/);
    expect(page[chunkLoadingGlobal('account')]).toBeUndefined();
    expect(page.account).toBeUndefined();
    expect(document.querySelectorAll('[src*="/remotes/account/"], [href*="/remotes/account/"]')).toHaveLength(0);
    // Another remote keeps what it has.
    expect(page[chunkLoadingGlobal('catalog')]).toHaveLength(1);
    expect(page.catalog).toBeDefined();
    expect(document.querySelectorAll('script[src*="/remotes/catalog/"]')).toHaveLength(1);
  });

  it('forgets the shared modules the failed container offered and nobody loaded, so the new one offers its own', () => {
    const scopes = {
      default: {
        'react-imask': { '7.6.1': { from: 'checkout' } },
        react: { '19.3.1': { from: 'shell', loaded: true } },
        'single-spa-react': { '6.0.2': { from: 'checkout', loaded: true } },
        swiper: { '14.0.0': { from: 'catalog' } },
      },
    };
    forgetOfferedShares(scopes, 'checkout');
    expect(scopes.default).toEqual({
      'react-imask': {},
      react: { '19.3.1': { from: 'shell', loaded: true } },
      // One already in use stays: its code is there, nothing is fetched for it.
      'single-spa-react': { '6.0.2': { from: 'checkout', loaded: true } },
      swiper: { '14.0.0': { from: 'catalog' } },
    });
    expect(() => forgetOfferedShares(undefined, 'checkout')).not.toThrow();
  });
});
