import { answeredStatus, createLoadRetries, isFinalAnswer } from '../load-retries';
import { RETRY } from '../load-timeout';

const BASE = `${window.location.origin}/remotes/checkout/1.4.0-cd`;
const MANIFEST = `${BASE}/mf-manifest.json`;
const ENTRY = `${BASE}/remoteEntry.js`;
const CHUNK = `${BASE}/473.8ea75d56.js`;

/** The browser's resource timing entries: what each file answered, and when it was asked for. */
let timings: Array<{ name: string; responseStatus: number; startTime: number }> = [];
const realGetEntriesByName = performance.getEntriesByName;
beforeEach(() => {
  timings = [];
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => timings.filter((entry) => entry.name === name),
  });
  // The pauses on a clock the test moves; the page's performance timeline stays the one above.
  jest.useFakeTimers({ doNotFake: ['performance'] });
});
afterEach(() => {
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: realGetEntriesByName });
  jest.useRealTimers();
});

/** A chunk that failed to load, as webpack's JSONP loader reports it. */
const chunkLoadError = (url: string): Error =>
  Object.assign(new Error(`Loading chunk 473 failed.\n(error: ${url})`), { name: 'ChunkLoadError', request: url });

/** Settles `promise` while moving the clock over every pause on the way. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([promise]).then(([result]) => result!);
  await jest.advanceTimersByTimeAsync(10_000);
  return settled;
}

describe('what counts as final', () => {
  it('is a 404 or 410 of a file in a version folder, nothing else', () => {
    expect(isFinalAnswer(CHUNK, 404)).toBe(true);
    expect(isFinalAnswer(MANIFEST, 410)).toBe(true);
    expect(isFinalAnswer(CHUNK, 503)).toBe(false);
    expect(isFinalAnswer(CHUNK, null)).toBe(false);
    expect(isFinalAnswer('/remotes.json', 404)).toBe(false);
    expect(isFinalAnswer('/main.2f3a9c01.js', 404)).toBe(false);
  });

  it("reads a script's answer from its latest resource timing entry, and nothing older than asked", async () => {
    timings.push(
      { name: CHUNK, responseStatus: 404, startTime: 10 },
      { name: CHUNK, responseStatus: 200, startTime: 20 },
    );
    expect(await answeredStatus(CHUNK)).toBe(200);
    timings.push({ name: CHUNK, responseStatus: 404, startTime: 30 });
    expect(await answeredStatus(CHUNK, 25)).toBe(404);
    expect(await settle(answeredStatus(CHUNK, 40))).toEqual({ status: 'fulfilled', value: null });
    expect(await settle(answeredStatus(`${BASE}/unknown.js`))).toEqual({ status: 'fulfilled', value: null });
  });
});

describe('the load retries', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  /** An answer as fetch gives it (its body read from a copy). */
  const answer = (status: number, text = '{"name":"checkout"}') => {
    const body = { json: async (): Promise<unknown> => JSON.parse(text) };
    return { ok: status >= 200 && status < 300, status, ...body, clone: () => body };
  };

  it('fails the manifest at once on a 404: it is asked for once', async () => {
    fetchMock.mockResolvedValue(answer(404, 'Não encontrado'));
    const { plugin } = createLoadRetries();
    const result = await settle(plugin.fetch!(MANIFEST, {}) as Promise<Response>);
    expect(result.status).toBe('rejected');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again for a manifest that answered 5xx, failed on the network or came cut short', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200, '{"name":'));
    const { plugin } = createLoadRetries();
    expect((await settle(plugin.fetch!(MANIFEST, {}) as Promise<Response>)).status).toBe('rejected');
    expect(fetchMock).toHaveBeenCalledTimes(1 + RETRY.times);

    fetchMock.mockReset().mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(200));
    const result = await settle(plugin.fetch!(MANIFEST, {}) as Promise<Response>);
    expect(result.status).toBe('fulfilled');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not load the expose's chunk again when it answered 404", async () => {
    timings.push({ name: CHUNK, responseStatus: 404, startTime: 5 });
    const get = jest.fn().mockRejectedValue(chunkLoadError(CHUNK));
    const { plugin } = createLoadRetries();
    const result = await settle(
      plugin.getModuleFactory!({
        remoteEntryExports: { get, init: jest.fn() },
        expose: './app',
        moduleInfo: {} as never,
      }) as Promise<unknown>,
    );
    expect(result).toMatchObject({ status: 'rejected', reason: { name: 'ChunkLoadError' } });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("loads the expose's chunk again after a 5xx, or when the browser does not tell the answer", async () => {
    const factory = () => ({ mount: jest.fn() });
    const { plugin } = createLoadRetries();
    timings.push({ name: CHUNK, responseStatus: 500, startTime: 5 });
    const get = jest.fn().mockRejectedValueOnce(chunkLoadError(CHUNK)).mockResolvedValueOnce(factory);
    const call = () =>
      plugin.getModuleFactory!({
        remoteEntryExports: { get, init: jest.fn() },
        expose: './app',
        moduleInfo: {} as never,
      }) as Promise<unknown>;
    expect(await settle(call())).toEqual({ status: 'fulfilled', value: factory });
    expect(get).toHaveBeenCalledTimes(2);

    timings = [];
    get.mockReset().mockRejectedValue(chunkLoadError(CHUNK));
    expect((await settle(call())).status).toBe('rejected');
    expect(get).toHaveBeenCalledTimes(1 + RETRY.times);
  });

  it('gives up on the entry script at once when it answered 404, and retries it otherwise', async () => {
    const { plugin } = createLoadRetries();
    const getRemoteEntry = jest.fn().mockResolvedValue({ get: jest.fn(), init: jest.fn() });
    const globalLoading: Record<string, Promise<void> | undefined> = { checkout: Promise.resolve() };
    const hook = () =>
      plugin.loadEntryError!({
        getRemoteEntry,
        origin: {} as never,
        remoteInfo: { name: 'checkout', entry: ENTRY } as never,
        globalLoading,
        uniqueKey: 'checkout',
      }) as Promise<unknown>;

    timings.push({ name: ENTRY, responseStatus: 404, startTime: 5 });
    expect(await settle(hook())).toEqual({ status: 'fulfilled', value: undefined });
    expect(getRemoteEntry).not.toHaveBeenCalled();

    timings = [{ name: ENTRY, responseStatus: 503, startTime: 5 }];
    expect(await settle(hook())).toMatchObject({ status: 'fulfilled', value: { get: expect.any(Function) } });
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    // The failed load is forgotten, so the runtime loads the script anew.
    expect(globalLoading.checkout).toBeUndefined();
  });

  it('forgets what the files answered before a fresh load of the remote', async () => {
    const { plugin, fresh } = createLoadRetries();
    timings.push({ name: CHUNK, responseStatus: 404, startTime: performance.now() - 1 });
    fresh('checkout');
    const get = jest.fn().mockRejectedValue(chunkLoadError(CHUNK));
    await settle(
      plugin.getModuleFactory!({
        remoteEntryExports: { get, init: jest.fn() },
        expose: './app',
        moduleInfo: {} as never,
      }) as Promise<unknown>,
    );
    expect(get).toHaveBeenCalledTimes(1 + RETRY.times);
  });

  it("leaves out of the runtime's preload the files the page already hints", async () => {
    document.head.innerHTML = `<link rel="preload" as="script" href="${CHUNK}">`;
    const { plugin } = createLoadRetries();
    const preloadOps = [
      { nameOrAlias: 'checkout', exposes: ['./app'] },
      { nameOrAlias: 'catalog', filter: (url: string) => !url.endsWith('.css') },
    ];
    await plugin.beforePreloadRemote!({ preloadOps, options: {} as never, origin: {} as never });
    const [checkout, catalog] = preloadOps;
    expect(checkout?.filter?.(CHUNK)).toBe(false);
    expect(checkout?.filter?.(`${BASE}/465.f993443a.js`)).toBe(true);
    expect(catalog?.filter?.(CHUNK)).toBe(false);
    expect(catalog?.filter?.(`${BASE}/465.00f57d71.css`)).toBe(false);
    expect(catalog?.filter?.(`${BASE}/465.f993443a.js`)).toBe(true);
    document.head.innerHTML = '';
  });
});
