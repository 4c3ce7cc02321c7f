import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';

/** The API's own body limit: bigger bodies are answered 413 here, before they reach it. */
export const API_BODY_LIMIT = 1024 * 1024;

export interface ApiProxyOptions {
  /** Where the API listens, e.g. http://127.0.0.1:8000. */
  apiUrl: string;
  /** Path prefixes sent to the API. */
  prefixes: string[];
  /**
   * Whether an upstream proxy in front of the site may tell the client address (X-Forwarded-For).
   * Off by default: the address is then the connection's peer, whatever the request claims.
   */
  trustUpstream?: boolean;
  /** How long the API may take to answer, in ms (default 30 s). */
  timeoutMs?: number;
}

/** Request headers the API understands; every other client header stays at the proxy. */
const FORWARDED_HEADERS = [
  'accept',
  'accept-language',
  'cache-control',
  'content-type',
  'cookie',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'last-event-id',
  'origin',
  'referer',
  'user-agent',
  'x-requested-with',
  // The payment gateway's notifications are authenticated by this signature (no cookie, no token).
  'x-sandbox-signature',
  'x-xsrf-token',
] as const;

/** Cookies over this size are not forwarded (the API's own limit is Node's 16 KB of headers). */
const MAX_COOKIE_LENGTH = 8 * 1024;

export const PROXY_MESSAGES = {
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  badGateway: 'Não foi possível falar com o servidor. Tente novamente em instantes.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  badRequest: 'Requisição inválida.',
} as const;

/** The headers sent to the API: the allow-list, and the client address and scheme set here. */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'protocol' | 'hostname'>,
  body: Buffer | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  const incoming: IncomingHttpHeaders = request.headers;
  for (const name of FORWARDED_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') out[name] = value;
  }
  if (out.cookie !== undefined && out.cookie.length > MAX_COOKIE_LENGTH) delete out.cookie;
  if (body !== undefined) out['content-length'] = String(body.length);
  // request.ip follows the site's trust setting: the peer address unless an upstream is trusted.
  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = request.protocol;
  out['x-forwarded-host'] = request.hostname;
  return out;
}

/** A failure on the way to the API as the status and Portuguese message the client gets. */
export function upstreamFailure(error: unknown): { status: number; message: string } {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  // reply-from wraps a refused connection in a 500 of its own; the cause tells what happened.
  const code = failure?.cause?.code ?? failure?.code;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return { status: 413, message: PROXY_MESSAGES.tooLarge };
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: PROXY_MESSAGES.badRequest };
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' ||
    code === 'FST_REPLY_FROM_SERVICE_UNAVAILABLE'
  ) {
    return { status: 503, message: PROXY_MESSAGES.unavailable };
  }
  return { status: 502, message: PROXY_MESSAGES.badGateway };
}

function sendFailure(reply: FastifyReply, error: unknown): void {
  const { status, message } = upstreamFailure(error);
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('connection', status === 413 ? 'close' : undefined)
    .type('application/json; charset=utf-8')
    .send({ message });
}

/**
 * The API behind the site's own origin. Bodies are read here in full (1 MB at most, else 413), so
 * the API never closes on a half-sent body; only an allow-list of headers goes on (never
 * `Expect`, `Transfer-Encoding`, hop-by-hop or forwarding headers from the client); the client
 * address is set here; and any failure on the way is a 502/503/413 with a Portuguese JSON body.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const base = options.apiUrl.replace(/\/+$/, '');
  await app.register(async (scope) => {
    await scope.register(replyFrom, {
      base,
      // Server-sent events stay open: no body timeout for them.
      undici: { connections: 128, pipelining: 1, headersTimeout: options.timeoutMs ?? 30_000, bodyTimeout: 0 },
    });

    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    scope.setErrorHandler((error, _request, reply) => sendFailure(reply, error));

    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      // A broken percent-encoding (`%zz`) is the client's error, not a failure on the way.
      try {
        decodeURIComponent(request.url);
      } catch {
        return sendFailure(reply, Object.assign(new URIError('malformed URL'), { statusCode: 400 }));
      }
      // GET and HEAD carry no body to the API, whatever the client sent with them.
      const bodyless = request.method === 'GET' || request.method === 'HEAD';
      const body = !bodyless && Buffer.isBuffer(request.body) ? request.body : undefined;
      return reply.from(request.url, {
        // The bytes as received (a content type makes reply-from pass them on untouched).
        ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
        ...(bodyless ? { body: null } : {}),
        rewriteRequestHeaders: () => forwardedHeaders(request, body),
        onError: (_failed, { error }) => sendFailure(reply, error),
      });
    };

    for (const prefix of options.prefixes) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}
