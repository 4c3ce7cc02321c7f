import { resetSiteConfig } from 'shared-contracts';
import { DEFAULT_REMOTE_TIMEOUT_MS, RemoteTimeoutError, remoteTimeoutMs, withTimeout } from '../load-timeout';

afterEach(() => {
  jest.useRealTimers();
  resetSiteConfig();
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
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    fetchMock.mockResolvedValueOnce({ ok: true, json: async () => ({}) });
    expect(await remoteTimeoutMs()).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_TIMEOUT_MS).toBe(8000);
    resetSiteConfig();
    fetchMock.mockResolvedValueOnce({ ok: true, json: async () => ({ remoteTimeoutMs: 2500 }) });
    expect(await remoteTimeoutMs()).toBe(2500);
  });
});
