import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/** Thrown when no answer came within the time limit. */
export class HungRequest extends Error {
  constructor(readonly request: RawRequest) {
    super(`no answer in time: ${request.method} ${request.path}`);
  }
}

/**
 * One HTTP/1.1 request as it is written (odd methods, headers and paths included), answered or
 * counted as hung after `timeoutMs`. A connection the server closes counts as an answer of 0.
 */
export function send(base: URL, request: RawRequest, agent: http.Agent, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
        insecureHTTPParser: false,
      },
      (res) => {
        // An event stream stays open by design: its answer is the status and headers.
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', () => {
          clearTimeout(timer);
          resolve({ status: 0, headers: {}, body: '' });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new HungRequest(request));
    }, timeoutMs);
    req.on('error', () => {
      clearTimeout(timer);
      resolve({ status: 0, headers: {}, body: '' });
    });
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/** A browser-like session: its cookies and anti-forgery token, through the site. */
export class Session {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: URL,
    readonly agent: http.Agent,
    /** A client address to claim in X-Forwarded-For (only a trusting proxy would believe it). */
    readonly claimedAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  xsrf(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<RawResponse & { json: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const token = this.xsrf();
    if (options.xsrf !== false && token) headers['x-xsrf-token'] = token;
    if (this.claimedAddress) headers['x-forwarded-for'] = this.claimedAddress;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const response = await send(this.base, { method, path, headers, body: payload }, this.agent);
    for (const line of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return { ...response, json };
  }

  async signIn(email: string, password = 'demo1234'): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
    const response = await this.request('POST', '/api/login', { email, password });
    if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${response.body}`);
  }
}
