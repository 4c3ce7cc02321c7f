/**
 * The push channel's publish/subscribe, in process: a message published for a user reaches every
 * event stream that user has open on this API instance.
 *
 * One instance only. With several API instances behind a load balancer, a stream lives on one of
 * them and the request that publishes may run on another: publish() would then have to go through
 * a shared broker (PostgreSQL LISTEN/NOTIFY on the same database, or Redis pub/sub) that every
 * instance subscribes to and relays to its local streams. Streams that reconnect still catch up
 * from the database through Last-Event-ID (see event-routes.ts), so nothing stored is lost.
 */

/** The named events of the push channel (shared-contracts PUSH_EVENT_NAMES). */
export type PushEventName = 'chat.message' | 'order.status';

export interface PushEvent {
  name: PushEventName;
  /** Sent as the SSE `id`, which the browser hands back as Last-Event-ID when it reconnects. */
  id?: number;
  data: unknown;
}

export type PushListener = (event: PushEvent) => void;

/** Stored events of a user after a given id, for a stream that reconnects with Last-Event-ID. */
export type ReplaySource = (userId: number, afterId: number) => PushEvent[];

export class EventHub {
  private readonly listeners = new Map<number, Set<PushListener>>();
  private readonly replaySources: ReplaySource[] = [];

  /** A feature that publishes stored events tells the hub how to read them again. */
  addReplaySource(source: ReplaySource): void {
    this.replaySources.push(source);
  }

  /** What the user missed after `afterId`, oldest first. */
  replay(userId: number, afterId: number): PushEvent[] {
    return this.replaySources.flatMap((source) => source(userId, afterId)).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  }

  /** Listens to one user's events; returns the function that stops listening. */
  subscribe(userId: number, listener: PushListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }

  /** Hands the event to every listener of the user; a failing listener does not stop the others. */
  publish(userId: number, event: PushEvent): void {
    for (const listener of [...(this.listeners.get(userId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // A stream that broke is cleaned up by its own close handler.
      }
    }
  }

  /** How many listeners a user has (open streams). */
  count(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push channel's publish/subscribe (see EventHub). */
    pushEvents: EventHub;
  }
}
