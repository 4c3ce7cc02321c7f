import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { PushEvent } from './event-hub';
import type { ClosablePushRelay } from './postgres-relay';

/** The channel every instance subscribes to. */
export const REDIS_PUSH_CHANNEL = 'marketplace:push';

interface Message {
  o: string;
  u: number;
  e: PushEvent;
}

/**
 * The push channel's relay through Redis publish/subscribe (when REDIS_URL is set): an instance
 * publishes what it publishes, every subscribed instance hears it at once. ioredis reconnects by
 * itself; what was published while an instance was away reaches a browser when its stream
 * reconnects with Last-Event-ID.
 */
export function redisPushRelay(url: string): ClosablePushRelay {
  const origin = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = publisher.duplicate();
  // Connection errors are retried by the client; they must not end the process.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  let closed = false;
  let closing: Promise<void> | undefined;

  const close = (): Promise<void> => {
    closed = true;
    closing ??= Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]).then(
      () => undefined,
    );
    return closing;
  };

  return {
    async send(userId, event) {
      if (closed) return;
      await publisher
        .publish(REDIS_PUSH_CHANNEL, JSON.stringify({ o: origin, u: userId, e: event } satisfies Message))
        .catch(() => {
          // Redis is away: the stored event still reaches a stream that reconnects.
        });
    },
    listen(deliver) {
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== REDIS_PUSH_CHANNEL) return;
        try {
          const message = JSON.parse(text) as Message;
          if (message.o !== origin) deliver(message.u, message.e);
        } catch {
          // Not one of ours.
        }
      });
      subscriber.subscribe(REDIS_PUSH_CHANNEL).catch(() => undefined);
      return () => void close();
    },
    close,
  };
}
