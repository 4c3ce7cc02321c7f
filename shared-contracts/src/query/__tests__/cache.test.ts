import { AxiosError, type AxiosResponse } from 'axios';
import { authenticate, logOut, setAuth, setCart, cartReset } from '../../bus/state';
import type { UserResponse } from '../../model/entities';
import { createQueryCache, followBus, type QueryCache } from '../cache';

/** A request the test answers when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const answered = (status: number) =>
  new AxiosError('failed', 'ERR', undefined, undefined, { status, data: {} } as AxiosResponse);
const network = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let cache: QueryCache;
beforeEach(() => {
  cache = createQueryCache(() => 0);
});

describe('the query cache', () => {
  it('starts loading, then holds the answer', async () => {
    expect(cache.read('a')).toMatchObject({ status: 'loading', data: undefined, isFetching: false });
    await cache.fetch('a', async () => [1, 2]);
    expect(cache.read('a')).toMatchObject({ status: 'success', data: [1, 2], isFetching: false });
  });

  it('shares one request between screens asking for the same key together', async () => {
    const fetcher = jest.fn(async () => 'categorias');
    const [first, second] = await Promise.all([cache.fetch('k', fetcher), cache.fetch('k', fetcher)]);
    expect(first).toBe('categorias');
    expect(second).toBe('categorias');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while the answer is fresh, and again once it is stale', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const fetcher = jest.fn(async () => 'x');
    await cache.fetch('k', fetcher, { staleTime: 100 });
    now.mockReturnValue(1_050);
    await cache.fetch('k', fetcher, { staleTime: 100 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_200);
    await cache.fetch('k', fetcher, { staleTime: 100 });
    expect(fetcher).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('shows the stale data while it is read again (stale-while-revalidate)', async () => {
    await cache.fetch('k', async () => 'old');
    const next = deferred<string>();
    const done = cache.fetch('k', () => next.promise);
    expect(cache.read('k')).toMatchObject({ status: 'success', data: 'old', isFetching: true });
    next.resolve('new');
    await done;
    expect(cache.read('k')).toMatchObject({ status: 'success', data: 'new', isFetching: false });
  });

  it('keeps the data shown when reading it again fails', async () => {
    await cache.fetch('k', async () => 'old');
    await expect(cache.fetch('k', () => Promise.reject(answered(500)))).rejects.toBeInstanceOf(AxiosError);
    expect(cache.read('k')).toMatchObject({ status: 'success', data: 'old', isFetching: false });
  });

  it('tells listeners of every change', async () => {
    const listener = jest.fn();
    const stop = cache.subscribe('k', listener);
    await cache.fetch('k', async () => 1);
    expect(listener).toHaveBeenCalledTimes(2); // fetching, then the answer
    stop();
    await cache.fetch('k', async () => 2, {}, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('retry', () => {
    it('retries network errors and 5xx as many times as asked', async () => {
      const fetcher = jest
        .fn<Promise<string>, [AbortSignal]>()
        .mockRejectedValueOnce(network())
        .mockRejectedValueOnce(answered(503))
        .mockResolvedValueOnce('ok');
      await expect(cache.fetch('k', fetcher, { retry: 2 })).resolves.toBe('ok');
      expect(fetcher).toHaveBeenCalledTimes(3);
    });

    it('never retries a 4xx', async () => {
      const fetcher = jest.fn(() => Promise.reject(answered(404)));
      await expect(cache.fetch('k', fetcher, { retry: 3 })).rejects.toBeInstanceOf(AxiosError);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(cache.read('k')).toMatchObject({ status: 'error', isFetching: false });
    });

    it('retries nothing by default: the screen offers a retry, which shows loading again', async () => {
      const fetcher = jest
        .fn<Promise<string>, [AbortSignal]>()
        .mockRejectedValueOnce(answered(500))
        .mockResolvedValueOnce('ok');
      await expect(cache.fetch('k', fetcher)).rejects.toBeInstanceOf(AxiosError);
      expect(cache.read('k').status).toBe('error');
      const again = cache.fetch('k', fetcher, {}, true);
      expect(cache.read('k')).toMatchObject({ status: 'loading', isFetching: true });
      await expect(again).resolves.toBe('ok');
      expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it('leaves a 401 to the shell: the entry keeps loading instead of showing an error', async () => {
      await expect(cache.fetch('k', () => Promise.reject(answered(401)))).rejects.toBeInstanceOf(AxiosError);
      expect(cache.read('k')).toMatchObject({ status: 'loading', isFetching: false });
    });
  });

  describe('races', () => {
    it('an older answer never overwrites a newer one', async () => {
      const older = deferred<string>();
      const newer = deferred<string>();
      const first = cache.fetch('k', () => older.promise);
      const second = cache.fetch('k', () => newer.promise, {}, true);
      newer.resolve('newer');
      await second;
      older.resolve('older');
      await first;
      expect(cache.read('k').data).toBe('newer');
    });

    it('aborts the request a newer one replaces', async () => {
      let signal: AbortSignal | undefined;
      void cache.fetch('k', (s) => {
        signal = s;
        return new Promise(() => undefined);
      });
      void cache.fetch('k', async () => 'newer', {}, true);
      expect(signal?.aborted).toBe(true);
    });

    it('an answer set by hand wins over a read still on its way', async () => {
      const read = deferred<string>();
      const pending = cache.fetch('k', () => read.promise);
      cache.set('k', 'saved');
      read.resolve('read');
      await pending;
      expect(cache.read('k')).toMatchObject({ status: 'success', data: 'saved', isFetching: false });
    });
  });

  describe('invalidation', () => {
    it('reads again the matching keys on screen, and only marks the others stale', async () => {
      const shown = jest.fn(async () => 'shown');
      const hidden = jest.fn(async () => 'hidden');
      await cache.fetch('shown', shown, { staleTime: Infinity });
      await cache.fetch('hidden', hidden, { staleTime: Infinity });
      cache.subscribe('shown', () => undefined);
      cache.invalidate(() => true);
      await settle();
      expect(shown).toHaveBeenCalledTimes(2);
      expect(hidden).toHaveBeenCalledTimes(1);
      await cache.fetch('hidden', hidden, { staleTime: Infinity });
      expect(hidden).toHaveBeenCalledTimes(2);
    });
  });
});

describe('the cache on the bus', () => {
  const customer = (id: number): UserResponse =>
    ({ user: { id, name: 'Ana', email: `ana${id}@exemplo.com.br` }, user_type: 1 }) as unknown as UserResponse;
  let stop: () => void;

  beforeEach(() => {
    setAuth(authenticate(logOut(), customer(1)));
    stop = followBus(cache);
  });
  afterEach(() => stop());

  it('drops private data on sign-out, without asking for it again', async () => {
    const orders = jest.fn(async () => ['pedido']);
    await cache.fetch('/api/orders', orders, { private: true });
    await cache.fetch('/api/categories', async () => ['categoria'], { staleTime: Infinity });
    cache.subscribe('/api/orders', () => undefined);
    setAuth(logOut());
    await settle();
    expect(cache.read('/api/orders')).toMatchObject({ status: 'loading', data: undefined });
    expect(orders).toHaveBeenCalledTimes(1);
    expect(cache.read('/api/categories').data).toEqual(['categoria']);
  });

  it('voids a private read on its way when the person signs out', async () => {
    const read = deferred<string[]>();
    const pending = cache.fetch('/api/orders', () => read.promise, { private: true });
    setAuth(logOut());
    read.resolve(['pedido de outra pessoa']);
    await pending;
    expect(cache.read('/api/orders').data).toBeUndefined();
  });

  it('reads private data on screen again for another account', async () => {
    const orders = jest.fn(async () => ['pedido']);
    await cache.fetch('/api/orders', orders, { private: true });
    cache.subscribe('/api/orders', () => undefined);
    setAuth(authenticate(logOut(), customer(2)));
    await settle();
    expect(orders).toHaveBeenCalledTimes(2);
  });

  it('keeps private data when the same person is confirmed again', async () => {
    await cache.fetch('/api/orders', async () => ['pedido'], { private: true });
    setAuth(authenticate(logOut(), customer(1)));
    expect(cache.read('/api/orders').data).toEqual(['pedido']);
  });

  it('forgets private data once no screen shows it', async () => {
    const stop = cache.subscribe('/api/addresses', () => undefined);
    await cache.fetch('/api/addresses', async () => ['Casa'], { private: true });
    stop();
    expect(cache.read('/api/addresses')).toMatchObject({ status: 'loading', data: undefined });
  });

  it('reads again what depends on the cart when the cart changes', async () => {
    const quote = jest.fn(async () => 'frete');
    await cache.fetch('quote', quote, { cart: true, staleTime: Infinity });
    cache.subscribe('quote', () => undefined);
    setCart({ ...cartReset(), total: 123 });
    await settle();
    expect(quote).toHaveBeenCalledTimes(2);
  });
});
