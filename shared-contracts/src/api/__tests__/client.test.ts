import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { Subscription } from 'rxjs';
import { bus, type BusEvent } from '../../bus/events';
import { getUser, logout } from '../calls';
import { bodyOf, fetchCsrfCookie, http, needsCsrf, statusOf } from '../client';
import { recordingAdapter, type Responder } from './recording-adapter';

const originalAdapter = http.defaults.adapter;
const useServer = (responder?: Responder): ReturnType<typeof recordingAdapter> => {
  const recorder = recordingAdapter(responder);
  http.defaults.adapter = recorder.adapter;
  return recorder;
};

let expired: BusEvent[] = [];
let subscription: Subscription | undefined;
beforeEach(() => {
  expired = [];
  subscription = bus.on('session-expired').subscribe((e) => expired.push(e));
});
afterEach(() => {
  subscription?.unsubscribe();
  http.defaults.adapter = originalAdapter;
});

describe('headers and cookies (A-10)', () => {
  it('A-10 a GET carries X-Requested-With, Accept JSON and sends cookies', async () => {
    const { requests } = useServer();
    await http.get('/api/categories');
    const [request] = requests;
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.withCredentials).toBe(true);
  });

  it('A-10 a POST carries X-Requested-With, Accept and Content-Type JSON and sends cookies', async () => {
    const { requests } = useServer();
    await http.post('/api/newsletter/save', { name: 'Ana', email: 'ana@example.com' });
    const post = requests.find((r) => r.method === 'post');
    expect(post?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post?.headers.get('Accept')).toBe('application/json');
    expect(String(post?.headers.get('Content-Type'))).toMatch(/^application\/json/);
    expect(post?.withCredentials).toBe(true);
    expect(post?.body).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });

  it('A-10 the anti-forgery cookie request sends cookies too', async () => {
    const { requests } = useServer();
    await fetchCsrfCookie();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/sanctum/csrf-cookie');
    expect(requests[0]?.withCredentials).toBe(true);
  });
});

describe('anti-forgery cookie (C-20, A-08)', () => {
  it('C-20 a POST first requests /sanctum/csrf-cookie', async () => {
    const { requests } = useServer();
    await http.post('/api/cart/quote');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /sanctum/csrf-cookie', 'post /api/cart/quote']);
  });

  it.each(['put', 'patch', 'delete'] as const)(
    'C-20 a %s is state-changing and fetches the cookie first',
    async (method) => {
      const { requests } = useServer();
      await http.request({ method, url: '/api/thing' });
      expect(requests.map((r) => r.url)).toEqual(['/sanctum/csrf-cookie', '/api/thing']);
    },
  );

  it('C-20 every POST fetches the cookie again', async () => {
    const { requests } = useServer();
    await http.post('/api/cart/update', { item_key: 'a', count: 1 });
    await http.post('/api/cart/update', { item_key: 'a', count: -1 });
    expect(requests.map((r) => r.url)).toEqual([
      '/sanctum/csrf-cookie',
      '/api/cart/update',
      '/sanctum/csrf-cookie',
      '/api/cart/update',
    ]);
  });

  it('C-20 a plain GET does not request the cookie', async () => {
    const { requests } = useServer();
    await http.get('/api/cart');
    expect(requests.map((r) => r.url)).toEqual(['/api/cart']);
  });

  it('A-08 logout() is a GET that first requests the cookie', async () => {
    const { requests } = useServer();
    await expect(logout()).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /sanctum/csrf-cookie', 'get /api/logout']);
  });

  it('C-20 a POST is not sent when the cookie request fails', async () => {
    const { requests } = useServer((r) => (r.url === '/sanctum/csrf-cookie' ? { status: 419 } : { status: 200 }));
    await expect(http.post('/api/cart/process', {})).rejects.toBeInstanceOf(AxiosError);
    expect(requests.map((r) => r.url)).toEqual(['/sanctum/csrf-cookie']);
  });

  it('needsCsrf: state-changing methods or an explicit flag', () => {
    expect(needsCsrf({ method: 'post' })).toBe(true);
    expect(needsCsrf({ method: 'POST' })).toBe(true);
    expect(needsCsrf({ method: 'delete' })).toBe(true);
    expect(needsCsrf({ method: 'get' })).toBe(false);
    expect(needsCsrf({ method: undefined })).toBe(false);
    expect(needsCsrf({ method: 'get', csrf: true })).toBe(true);
    expect(needsCsrf({ method: 'post', csrf: false })).toBe(false);
  });
});

describe('401 handling (A-09)', () => {
  it('A-09 a 401 emits session-expired with the called url and still rejects', async () => {
    useServer(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    const error: unknown = await http.get('/api/cart').catch((e: unknown) => e);
    expect(statusOf(error)).toBe(401);
    expect(expired).toEqual([{ type: 'session-expired', url: '/api/cart' }]);
  });

  it('A-09 a 401 on a POST emits session-expired', async () => {
    useServer((r) => (r.url === '/api/cart/coupon-validate' ? { status: 401 } : { status: 200 }));
    await expect(http.post('/api/cart/coupon-validate', { code: 'X' })).rejects.toBeInstanceOf(AxiosError);
    expect(expired).toEqual([{ type: 'session-expired', url: '/api/cart/coupon-validate' }]);
  });

  it('A-09 A-02 a 401 on getUser({ silent: true }) is not a session expiry', async () => {
    const { requests } = useServer(() => ({ status: 401 }));
    await expect(getUser({ silent: true })).rejects.toBeInstanceOf(AxiosError);
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
    expect(expired).toEqual([]);
  });

  it('A-09 a 401 on getUser() without silent is a session expiry', async () => {
    useServer(() => ({ status: 401 }));
    await expect(getUser()).rejects.toBeInstanceOf(AxiosError);
    expect(expired).toEqual([{ type: 'session-expired', url: '/api/user' }]);
  });

  it('A-09 silent401 on any call suppresses the event', async () => {
    useServer(() => ({ status: 401 }));
    await expect(http.get('/api/cart', { silent401: true })).rejects.toBeInstanceOf(AxiosError);
    expect(expired).toEqual([]);
  });

  it('A-08 a 401 on logout() is not a session expiry', async () => {
    useServer((r) => (r.url === '/api/logout' ? { status: 401 } : { status: 200 }));
    await expect(logout()).rejects.toBeInstanceOf(AxiosError);
    expect(expired).toEqual([]);
  });

  it.each([403, 404, 419, 422, 500])('A-09 a %i is not a session expiry', async (status) => {
    useServer(() => ({ status }));
    const error: unknown = await http.get('/api/cart').catch((e: unknown) => e);
    expect(statusOf(error)).toBe(status);
    expect(expired).toEqual([]);
  });

  it('A-09 a network failure without an answer is not a session expiry', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const error: unknown = await http.get('/api/cart').catch((e: unknown) => e);
    expect(statusOf(error)).toBeNull();
    expect(expired).toEqual([]);
  });
});

describe('statusOf and bodyOf', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const withResponse = (status: number, data: unknown): AxiosError =>
    new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    });

  it('reads the status and body of an answered failure', () => {
    const body = { message: 'Dados inválidos', errors: { email: ['Obrigatório'] } };
    const error = withResponse(422, body);
    expect(statusOf(error)).toBe(422);
    expect(bodyOf(error)).toEqual(body);
  });

  it('gives null status and undefined body when no answer came', () => {
    const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    expect(statusOf(error)).toBeNull();
    expect(bodyOf(error)).toBeUndefined();
  });

  it.each([new Error('boom'), 'text', null, undefined, { response: { status: 500, data: 'x' } }])(
    'ignores non-axios errors (%p)',
    (error) => {
      expect(statusOf(error)).toBeNull();
      expect(bodyOf(error)).toBeUndefined();
    },
  );

  it('reads a real failure from the client', async () => {
    useServer(() => ({ status: 422, data: { errors: { code: ['Cupom inválido'] } } }));
    const error: unknown = await http.post('/api/cart/coupon-validate', { code: 'X' }).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(422);
    expect(bodyOf(error)).toEqual({ errors: { code: ['Cupom inválido'] } });
  });
});
