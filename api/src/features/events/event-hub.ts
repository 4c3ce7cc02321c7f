/**
 * The push channel's publish/subscribe: a message published for a user reaches every event stream
 * that user has open on this API instance, and, through the relay, on every other instance.
 *
 * With several API instances a stream lives on one of them and the request that publishes may run
 * on another: the relay carries each event to the others (see database-relay.ts). Streams that
 * reconnect still catch up from the database through Last-Event-ID (see event-routes.ts), so
 * nothing stored is lost if a relay drops an event.
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

/** Carries events between the API instances. */
export interface PushRelay {
  /** Hands an event published here to the other instances. */
  send(userId: number, event: PushEvent): Promise<void>;
  /** Calls `deliver` with each event another instance published; returns the function that stops. */
  listen(deliver: (userId: number, event: PushEvent) => void): () => void;
}

/** Stored events of a user after a given id, for a stream that reconnects with Last-Event-ID. */
export type ReplaySource = (userId: number, afterId: number) => Promise<PushEvent[]>;

export class EventHub {
  private readonly listeners = new Map<number, Set<PushListener>>();
  private readonly replaySources: ReplaySource[] = [];
  private readonly stopRelay: () => void;

  constructor(private readonly relay?: PushRelay) {
    this.stopRelay = relay?.listen((userId, event) => this.deliver(userId, event)) ?? (() => {});
  }

  /** Stops taking events from the other instances. */
  close(): void {
    this.stopRelay();
  }

  /** A feature that publishes stored events tells the hub how to read them again. */
  addReplaySource(source: ReplaySource): void {
    this.replaySources.push(source);
  }

  /** What the user missed after `afterId`, oldest first. */
  async replay(userId: number, afterId: number): Promise<PushEvent[]> {
    const batches = await Promise.all(this.replaySources.map((source) => source(userId, afterId)));
    return batches.flat().sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
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

  /** Hands the event to every listener of the user, here and on the other instances. */
  publish(userId: number, event: PushEvent): void {
    this.deliver(userId, event);
    // An event the relay drops is not lost: a stream that reconnects replays what is stored.
    this.relay?.send(userId, event).catch(() => {});
  }

  /** Every local listener of the user gets the event; a failing listener does not stop the others. */
  private deliver(userId: number, event: PushEvent): void {
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
