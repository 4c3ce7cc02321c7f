/** The browser-like HTTP client of the API tests, on any server's address (it needs no database). */
export interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  maxAge: number | undefined;
  expires: Date | undefined;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, separator),
    value: decodeURIComponent(pair.slice(separator + 1)),
    httpOnly: false,
    secure: false,
    sameSite: undefined,
    path: undefined,
    maxAge: undefined,
    expires: undefined,
  };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.toLowerCase();
    const value = rest.join('=');
    if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = value;
    else if (key === 'path') cookie.path = value;
    else if (key === 'max-age') cookie.maxAge = Number(value);
    else if (key === 'expires') cookie.expires = new Date(value);
  }
  return cookie;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the answer is not JSON. */
  body: unknown;
  setCookies: SetCookie[];
  cookie(name: string): SetCookie | undefined;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Anti-forgery header. By default it is sent whenever the jar holds an
   * XSRF-TOKEN cookie (as axios does); `false` omits it; a string sends that value.
   */
  xsrf?: boolean | string;
}

/** A browser-like client: keeps cookies between calls and echoes XSRF-TOKEN like axios. */
export class TestClient {
  readonly jar = new Map<string, string>();
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    }
    const xsrfCookie = this.jar.get('XSRF-TOKEN');
    if (typeof options.xsrf === 'string') headers['x-xsrf-token'] = options.xsrf;
    else if (options.xsrf !== false && xsrfCookie !== undefined) headers['x-xsrf-token'] = xsrfCookie;

    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }

    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const expired =
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: isJson && text !== '' ? (JSON.parse(text) as unknown) : undefined,
      setCookies,
      cookie: (name) => setCookies.find((cookie) => cookie.name === name),
    };
  }

  get(url: string, options?: RequestOptions): Promise<TestResponse> {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('POST', url, { ...options, body: body ?? options.body });
  }

  /** GET /sanctum/csrf-cookie and return the token now in the jar. */
  async csrf(): Promise<string> {
    const response = await this.get('/sanctum/csrf-cookie');
    const token = this.jar.get('XSRF-TOKEN');
    if (response.status !== 204 || token === undefined) {
      throw new Error(`csrf-cookie answered ${response.status} without a token`);
    }
    return token;
  }

  /** Fetches the anti-forgery cookie and signs in. */
  async login(email: string, password: string, remember = false): Promise<TestResponse> {
    await this.csrf();
    return this.post('/api/login', { email, password, remember });
  }
}
