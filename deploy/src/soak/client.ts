/**
 * One simulated browser of the soak: its cookie jar, its anti-forgery token, and every request it
 * makes timed and counted by process and route (src/soak/figures.ts). It talks to the site's
 * loopback address only: the API is reached through the site, as a browser reaches it.
 */
import { NO_ANSWER, RouteFigures, processOf, routeOf, type RoutePattern } from './figures.js';

/** The longest a request may take before it counts as unanswered. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  body: string;
  /** The body as JSON, or undefined when it is none. */
  json: unknown;
}

/** What every client of one soak shares: the site's address, the patterns, the figures. */
export interface ClientContext {
  baseUrl: string;
  figures: RouteFigures;
  patterns: { api: readonly RoutePattern[]; site: readonly RoutePattern[] };
  /** Aborted when the soak ends: requests in flight give up at once. */
  signal: AbortSignal;
}

export class SoakClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly context: ClientContext) {
    const base = new URL(context.baseUrl);
    // The soak sends nothing anywhere else: a base that is not the loopback stops it before it starts.
    if (base.hostname !== '127.0.0.1') throw new Error(`soak traffic goes to 127.0.0.1 only, not ${base.hostname}`);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request through the site, timed from its start to the end of its body. `path` is the path
   * and query; a JSON `body` is sent with the anti-forgery header a browser's app sends.
   */
  async request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; accept?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(path, this.context.baseUrl);
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf !== undefined) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const process = processOf(url.pathname);
    const route = routeOf(url.pathname, this.context.patterns[process]);
    const started = performance.now();
    let status = NO_ANSWER;
    let text = '';
    // One controller per request, let go of when it ends: the soak's signal holds a listener only
    // while the request is in flight.
    const controller = new AbortController();
    const giveUp = (): void => controller.abort();
    const timer = setTimeout(giveUp, REQUEST_TIMEOUT_MS);
    this.context.signal.addEventListener('abort', giveUp, { once: true });
    try {
      const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: controller.signal });
      text = await response.text();
      status = response.status;
      this.remember(response);
    } catch {
      // The soak's own end is no failure of the site: nothing is counted then. Otherwise the
      // connection failed or the time ran out, and the request counts as unanswered.
      if (this.context.signal.aborted) return { status: NO_ANSWER, body: '', json: undefined };
    } finally {
      clearTimeout(timer);
      this.context.signal.removeEventListener('abort', giveUp);
    }
    this.context.figures.record(process, route, status, performance.now() - started, path);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status, body: text, json };
  }

  /** A page of the site as a browser asks for it: HTML. */
  page(path: string): Promise<Answer> {
    return this.request('GET', path, { accept: 'text/html,application/xhtml+xml' });
  }

  /** Signs in through the API as the account's owner would; true when the API accepted it. */
  async signIn(email: string, password = 'demo1234'): Promise<boolean> {
    await this.request('GET', '/sanctum/csrf-cookie');
    return (await this.request('POST', '/api/login', { body: { email, password } })).status === 200;
  }
}
