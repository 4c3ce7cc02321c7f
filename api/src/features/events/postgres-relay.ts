import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PushEvent, PushRelay } from './event-hub';

/** The channel every instance listens on. */
export const PUSH_CHANNEL = 'marketplace_push';
/** NOTIFY payloads must stay under 8000 bytes: a larger message goes in parts of this many bytes. */
const PART_BYTES = 6000;
/** Parts of a message that never completed are dropped after this long. */
const PARTS_KEEP_MS = 10_000;
/** How long to wait before listening again after the connection dropped. */
const RECONNECT_MS = 1000;

/** One event, as sent on the channel. */
interface Whole {
  o: string;
  u: number;
  e: PushEvent;
}

/** One part of a message too large for one notification (base64 of its JSON). */
interface Part {
  o: string;
  m: string;
  i: number;
  n: number;
  p: string;
}

/** A relay that also says when its connections are closed. */
export interface ClosablePushRelay extends PushRelay {
  close(): Promise<void>;
}

/** The notification payloads of one message: itself, or its parts when it is too large. */
export function notificationsOf(origin: string, userId: number, event: PushEvent): string[] {
  const whole = JSON.stringify({ o: origin, u: userId, e: event } satisfies Whole);
  if (Buffer.byteLength(whole) <= PART_BYTES) return [whole];
  const encoded = Buffer.from(whole).toString('base64');
  const count = Math.ceil(encoded.length / PART_BYTES);
  const id = randomUUID();
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      o: origin,
      m: id,
      i,
      n: count,
      p: encoded.slice(i * PART_BYTES, (i + 1) * PART_BYTES),
    } satisfies Part),
  );
}

/** Puts messages back together from their notifications; returns each message once it is whole. */
export function messageAssembler(now: () => number = Date.now): (payload: string) => Whole | undefined {
  const pending = new Map<string, { parts: string[]; got: number; since: number }>();
  return (payload) => {
    const message = JSON.parse(payload) as Whole | Part;
    if (!('m' in message)) return message;
    const at = now();
    for (const [id, entry] of pending) if (at - entry.since > PARTS_KEEP_MS) pending.delete(id);
    const entry = pending.get(message.m) ?? { parts: new Array<string>(message.n), got: 0, since: at };
    pending.set(message.m, entry);
    if (entry.parts[message.i] === undefined) {
      entry.parts[message.i] = message.p;
      entry.got += 1;
    }
    if (entry.got < message.n) return undefined;
    pending.delete(message.m);
    return JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString()) as Whole;
  };
}

/**
 * The push channel's relay through PostgreSQL's LISTEN/NOTIFY: an instance notifies the channel
 * with what it publishes, and every instance listening on the same database hears it at once (no
 * polling, nothing stored). A dropped listening connection is opened again; what was published in
 * between reaches a browser when its stream reconnects with Last-Event-ID.
 */
export function postgresPushRelay(url: string): ClosablePushRelay {
  const origin = randomUUID();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection that broke must not take the process down; the next send opens another.
  pool.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const close = (): Promise<void> => {
    closed = true;
    clearTimeout(retry);
    closing ??= Promise.all([listener?.end().catch(() => undefined), pool.end().catch(() => undefined)]).then(
      () => undefined,
    );
    return closing;
  };

  return {
    async send(userId, event) {
      if (closed) return;
      const payloads = notificationsOf(origin, userId, event);
      // All parts in one statement: one transaction, delivered together and in order.
      await pool
        .query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n', [
          PUSH_CHANNEL,
          payloads,
        ])
        .catch(() => {
          // The database is away: the stored event still reaches a stream that reconnects.
        });
    },
    listen(deliver) {
      const assemble = messageAssembler();
      const connect = (): void => {
        if (closed) return;
        const client = new pg.Client({ connectionString: url });
        listener = client;
        const again = (): void => {
          if (listener !== client || closed) return;
          listener = undefined;
          client.end().catch(() => undefined);
          retry = setTimeout(connect, RECONNECT_MS);
          retry.unref();
        };
        client.on('error', again);
        client.on('end', again);
        client.on('notification', (notification) => {
          if (notification.channel !== PUSH_CHANNEL || !notification.payload) return;
          try {
            const message = assemble(notification.payload);
            if (message && message.o !== origin) deliver(message.u, message.e);
          } catch {
            // Not one of ours.
          }
        });
        client
          .connect()
          .then(() => client.query(`LISTEN ${PUSH_CHANNEL}`))
          .catch(again);
      };
      connect();
      return () => void close();
    },
    close,
  };
}
