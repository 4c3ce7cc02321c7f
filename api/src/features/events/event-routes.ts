import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { MessageBody } from 'shared-contracts/schema';
import { HttpError } from '../../http/errors';
import { currentSession, requireAuth, requireUserId } from '../../plugins/session';
import { EventHub, type PushEvent, type PushRelay } from './event-hub';
import { sseComment, sseFrame } from './sse';

/** A comment goes down every open stream this often, so proxies never see an idle connection. */
export const HEARTBEAT_MS = 25_000;
/** Open streams per user (tabs, devices); more are refused with 429. */
export const MAX_STREAMS_PER_USER = 10;
const LAST_EVENT_ID = /^\d{1,15}$/;

export const EVENT_MESSAGES = {
  tooManyStreams: 'Há conexões demais abertas para esta conta. Feche algumas abas e tente novamente.',
} as const;

/** Decorates the app with the hub; call before registering the routes that publish. */
export function registerEventHub(app: FastifyInstance, relay?: PushRelay): void {
  const hub = new EventHub(relay);
  app.decorate('pushEvents', hub);
  app.addHook('onClose', async () => hub.close());
}

/** Whether the stream's session still exists, read without extending it (an open tab is not activity). */
async function sessionAlive(app: FastifyInstance, sessionId: string): Promise<boolean> {
  const row = await app.kysely
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  return row !== undefined;
}

function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && LAST_EVENT_ID.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * GET /api/events: the push channel (spec §7) as Server-Sent Events for signed-in users. The
 * stream opens with a comment, sends a heartbeat comment every 25 s and named events such as
 * `chat.message` with `{ chat_id, message }`. A browser that reconnects sends Last-Event-ID and
 * first gets what it missed. The stream ends when the session does.
 */
export async function eventRoutes(app: FastifyInstance, options: { heartbeatMs?: number } = {}): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<() => void>();

  // The server waits for open connections when it closes: the streams end first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const schema = {
    tags: ['eventos'],
    summary: 'Canal de push (Server-Sent Events): chat.message e order.status',
    description:
      'Eventos nomeados com dados JSON: `chat.message` (ChatMessagePush) e `order.status` (OrderStatusPush). ' +
      'Um navegador que reconecta envia Last-Event-ID e recebe primeiro o que perdeu.',
    headers: Type.Object({ 'last-event-id': Type.Optional(Type.String()) }),
    response: {
      200: {
        description: 'Fluxo de eventos',
        content: { 'text/event-stream': { schema: Type.String() } },
      },
      401: MessageBody,
      429: MessageBody,
    },
  };
  app.get(
    '/api/events',
    { schema, preHandler: requireAuth, exposeHeadRoute: false },
    async (request, reply: FastifyReply) => {
      const userId = requireUserId(request);
      const sessionId = currentSession(request)?.id ?? '';
      if (app.pushEvents.count(userId) >= MAX_STREAMS_PER_USER) {
        throw new HttpError(429, EVENT_MESSAGES.tooManyStreams);
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write(sseComment('conectado'));

      const write = (event: PushEvent): void => {
        raw.write(sseFrame(event));
      };

      // Live events wait while the missed ones are read, and are not sent twice.
      const after = lastEventId(request);
      const waiting: PushEvent[] | undefined = after === null ? undefined : [];
      let send = waiting === undefined ? write : (event: PushEvent): void => void waiting.push(event);
      const unsubscribe = app.pushEvents.subscribe(userId, (event) => send(event));
      if (after !== null && waiting !== undefined) {
        let lastSent = after;
        try {
          for (const event of await app.pushEvents.replay(userId, after)) {
            write(event);
            lastSent = Math.max(lastSent, event.id ?? lastSent);
          }
        } catch (error) {
          request.log.error({ err: error }, 'replaying missed events failed');
        }
        for (const event of waiting) if (event.id === undefined || event.id > lastSent) write(event);
        send = write;
      }
      const heartbeat = setInterval(() => {
        sessionAlive(app, sessionId)
          .then((alive) => {
            if (!alive) end();
            else if (!ended) raw.write(sseComment('heartbeat'));
          })
          // The database is closing: the stream ends with the server.
          .catch(end);
      }, heartbeatMs);

      let ended = false;
      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      // The response closes when the browser goes away (the request's own 'close' comes earlier).
      raw.on('close', end);
      raw.on('error', end);
    },
  );
}
