import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import { fakeShellBuild, removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { PROXY_MESSAGES } from '../api-proxy.js';
import { SERVER_SLOT_STYLE_SOURCE } from '../server-slot.js';
import { buildSiteServer } from '../site-server.js';

/** A stand-in API that echoes what it received, refusing bodies over 1 MB as the real one does. */
async function echoApi(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/api/*', async (request) => ({
    method: request.method,
    url: request.url,
    headers: request.headers,
    length: Buffer.isBuffer(request.body) ? request.body.length : 0,
  }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** A raw HTTP/1.1 request, for headers fetch() would not send. */
function rawRequest(port: number, lines: string[], body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let received = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('hung')));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}$/.test(received)) socket.end();
    });
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

let site: string;
let api: { app: FastifyInstance; url: string };
let server: FastifyInstance;
let base: string;
let port: number;
const builds: string[] = [];

beforeEach(async () => {
  site = await tempSite();
  api = await echoApi();
  server = await buildSiteServer({ siteDir: site, apiUrl: api.url, siteConfig: { allowOverrides: false } });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await server.close();
  await api.app.close();
  await removeAll(site, ...builds.splice(0));
});

describe('the API behind the site', () => {
  it('answers a request with Expect: 100-continue, and keeps answering after a burst of them', async () => {
    const one = await rawRequest(port, [
      'GET /api/health HTTP/1.1',
      'Host: 127.0.0.1',
      'Expect: 100-continue',
      'Connection: close',
    ]);
    expect(one).toMatch(/HTTP\/1\.1 200/);
    const burst = await Promise.all(
      Array.from({ length: 100 }, () =>
        rawRequest(port, ['GET /api/health HTTP/1.1', 'Host: 127.0.0.1', 'Expect: 100-continue', 'Connection: close']),
      ),
    );
    expect(burst.filter((text) => /HTTP\/1\.1 200/.test(text))).toHaveLength(100);
    const after = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) });
    expect(after.status).toBe(200);
  });

  it('forwards only the allow-list of headers, and sets the client address itself', async () => {
    const response = await fetch(`${base}/api/echo?a=1`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-real-ip': '203.0.113.8',
        forwarded: 'for=203.0.113.9',
        'x-xsrf-token': 'abc',
        cookie: 'XSRF-TOKEN=abc',
        'x-custom': 'não',
      },
    });
    const { headers, url } = (await response.json()) as { headers: Record<string, string>; url: string };
    expect(url).toBe('/api/echo?a=1');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-custom']).toBeUndefined();
    expect(headers['x-xsrf-token']).toBe('abc');
    expect(headers.cookie).toBe('XSRF-TOKEN=abc');
  });

  it('answers 413 with a Portuguese JSON body for a body over 1 MB, every time, and keeps the connection usable', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/api/chats`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }),
      ),
    );
    for (const response of results) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: PROXY_MESSAGES.tooLarge });
    }
    const small = await fetch(`${base}/api/chats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(((await small.json()) as { length: number }).length).toBe(7);
  });

  it('answers 400 for a broken percent-encoding, never 5xx', async () => {
    const query = await fetch(`${base}/api/addresses?a=%zz`);
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({ message: PROXY_MESSAGES.badRequest });
    // A broken path is refused by the router itself, before the proxy.
    expect((await fetch(`${base}/api/chats/%E0%A4%A/messages`)).status).toBe(400);
  });

  it('answers 503 with a Portuguese JSON body when the API is down, never 500', async () => {
    await api.app.close();
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: PROXY_MESSAGES.unavailable });
  });
});

describe('security headers', () => {
  it('are on the HTML, static files and API answers, with a CSP of the site’s own origin', async () => {
    const dir = await fakeShellBuild('loja', 'main.11111111.js');
    builds.push(dir);
    await promote(
      'shell',
      (await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version,
    );
    for (const url of ['/', '/carrinho', '/main.11111111.js', '/api/health', '/remotes.json']) {
      const response = await fetch(`${base}${url}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      // Styles: the site's files, and the stylesheet that places a drawn screen by its hash (never
      // 'unsafe-inline').
      expect(csp).toContain(`style-src 'self' ${SERVER_SLOT_STYLE_SOURCE};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it('names a third-party host only when its setting is on', async () => {
    await server.close();
    server = await buildSiteServer({
      siteDir: site,
      apiUrl: api.url,
      siteConfig: { tagManagerId: 'GTM-1', fraudScriptHost: 'h.example' },
    });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
    const csp = (await fetch(`${base}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://h.example;");
  });
});
