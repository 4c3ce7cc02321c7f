import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  STORAGE_KEY,
  authenticate,
  bus,
  cartReset,
  currentAuth,
  currentCart,
  http,
  initialAuth,
  logOut,
  setAuth,
  setCart,
  type UserResponse,
} from 'shared-contracts';
import { maySignedIn, startSession, type SessionRouter } from '../session';

const customer: UserResponse = {
  user: { id: 1, name: 'Mariana Souza', document: '52998224725', phone: '', cellphone: '', user_type: 1 },
  user_type: 1,
  addresses: [],
};

let calls: string[] = [];
function answer(status: (url: string) => number, body: unknown = customer): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    calls.push(`${config.method} ${url}`);
    const code = status(url);
    const response = { data: body, status: code, statusText: '', headers: new AxiosHeaders(), config };
    if (code >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(code), config, null, response);
    }
    return response;
  };
}

function fakeRouter(pathname = '/', search = ''): SessionRouter & { navigate: jest.Mock } {
  return { navigate: jest.fn(), state: { location: { pathname, search } } };
}

const original = http.defaults.adapter;

/** Runs `steps` with the browser's EventSource replaced by `fake`, and puts it back after. */
async function withEventSource(fake: unknown, steps: () => Promise<void>): Promise<void> {
  const scope = globalThis as { EventSource?: unknown };
  const browsers = scope.EventSource;
  scope.EventSource = fake;
  try {
    await steps();
  } finally {
    scope.EventSource = browsers;
  }
}

let stop: () => void = () => undefined;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls = [];
  // The API's signed-in marker: a session may exist, so the shell asks who it is.
  document.cookie = 'marketplace_signed_in=1; path=/';
  setAuth(logOut());
  setCart(cartReset());
  (window as { dataLayer?: unknown[] }).dataLayer = undefined;
});
afterEach(() => {
  stop();
  http.defaults.adapter = original;
});

describe('the session the shell owns', () => {
  it('A-01 a successful start-up user fetch authenticates', async () => {
    http.defaults.adapter = answer(() => 200);
    stop = startSession(fakeRouter());
    await flush();
    expect(currentAuth()).toMatchObject({ authenticated: true, user_type: 1, user: { name: 'Mariana Souza' } });
  });

  it('A-02 A-09 a guest start-up 401 logs out silently: no redirect', async () => {
    setAuth(authenticate(initialAuth, customer));
    http.defaults.adapter = answer(() => 401, { message: 'Unauthenticated.' });
    const router = fakeRouter('/busca', '?search=cafe');
    stop = startSession(router);
    await flush();
    expect(currentAuth()).toEqual(logOut());
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('without the signed-in marker asks nothing at start-up: a guest logs no 401', async () => {
    document.cookie = 'marketplace_signed_in=; path=/; max-age=0';
    http.defaults.adapter = answer(() => 401, { message: 'Unauthenticated.' });
    const router = fakeRouter('/', '');
    stop = startSession(router);
    await flush();
    expect(calls).toEqual([]);
    expect(currentAuth()).toEqual(logOut());
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('without the marker, a stored signed-in state is of an ended session: signed out locally', async () => {
    document.cookie = 'marketplace_signed_in=; path=/; max-age=0';
    setAuth(authenticate(initialAuth, customer));
    http.defaults.adapter = answer(() => 200);
    stop = startSession(fakeRouter('/cliente/enderecos', '?x=1'));
    await flush();
    expect(calls).toEqual([]);
    expect(currentAuth().authenticated).toBe(false);
  });

  it('reads the marker among other cookies', () => {
    expect(maySignedIn('XSRF-TOKEN=abc; marketplace_signed_in=1')).toBe(true);
    expect(maySignedIn('XSRF-TOKEN=abc; other_marketplace_signed_in=1')).toBe(false);
    expect(maySignedIn('')).toBe(false);
  });

  it('A-09 a 401 on any other call while signed in logs out and goes to login with path and query', async () => {
    http.defaults.adapter = answer((url) => (url === '/api/user' ? 200 : 401));
    const router = fakeRouter('/cliente/pedidos', '?pagina=2');
    stop = startSession(router);
    await flush();
    setCart({ ...cartReset(), subtotal: 10 });
    await http.get('/api/orders').catch(() => undefined);
    expect(currentAuth().authenticated).toBe(false);
    expect(currentCart().subtotal).toBe(0);
    expect(router.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcliente%2Fpedidos%3Fpagina%3D2', {
      replace: true,
    });
  });

  it('A-09 a 401 while already a guest changes nothing', async () => {
    http.defaults.adapter = answer(() => 401);
    const router = fakeRouter('/');
    stop = startSession(router);
    await flush();
    bus.emit({ type: 'session-expired', url: '/api/categories' });
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('login-succeeded from a remote stores the user', async () => {
    http.defaults.adapter = answer(() => 401);
    stop = startSession(fakeRouter('/login'));
    await flush();
    bus.emit({
      type: 'login-succeeded',
      response: { ...customer, user: { ...customer.user, user_type: 2 }, user_type: 2 },
    });
    expect(currentAuth()).toMatchObject({ authenticated: true, user_type: 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').auth.authenticated).toBe(true);
  });

  it('A-08 logout: anti-forgery cookie, sign out, then home', async () => {
    http.defaults.adapter = answer(() => 200);
    const router = fakeRouter('/cliente/pedidos');
    stop = startSession(router);
    await flush();
    calls = [];
    bus.emit({ type: 'logout-requested' });
    await flush();
    await flush();
    expect(calls).toEqual(['get /sanctum/csrf-cookie', 'get /api/logout']);
    expect(currentAuth()).toEqual(logOut());
    expect(router.navigate).toHaveBeenCalledWith('/', { flushSync: true });
  });

  it('pushes analytics events to window.dataLayer', async () => {
    http.defaults.adapter = answer(() => 401);
    stop = startSession(fakeRouter());
    bus.emit({ type: 'analytics', event: 'view_item_list', data: { item_list_name: 'Mais vendidos' } });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'view_item_list', item_list_name: 'Mais vendidos' },
    ]);
  });

  it('A-11 opens the push channel once a signed-in session is confirmed, and closes it on logout', async () => {
    const opened: Array<{ url: string; closed: boolean }> = [];
    class FakeEventSource {
      readonly entry: { url: string; closed: boolean };
      constructor(url: string) {
        this.entry = { url, closed: false };
        opened.push(this.entry);
      }
      addEventListener(): void {}
      close(): void {
        this.entry.closed = true;
      }
    }
    await withEventSource(FakeEventSource, async () => {
      http.defaults.adapter = answer(() => 200);
      stop = startSession(fakeRouter());
      await flush();
      expect(opened).toEqual([{ url: '/api/events', closed: false }]);
      bus.emit({ type: 'logout-requested' });
      await flush();
      await flush();
      expect(opened[0]?.closed).toBe(true);
    });
  });

  it('A-11 opens no push channel for a guest', async () => {
    const construct = jest.fn();
    await withEventSource(construct, async () => {
      http.defaults.adapter = answer(() => 401);
      stop = startSession(fakeRouter());
      await flush();
      expect(construct).not.toHaveBeenCalled();
    });
  });
});
