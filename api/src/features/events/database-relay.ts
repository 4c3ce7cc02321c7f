import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PushEvent, PushRelay } from './event-hub';

/** How often an instance reads the events the others wrote. */
export const RELAY_POLL_MS = 200;
/** How long a relayed event is kept for the instances to read. */
const RELAY_KEEP_MS = 60_000;
/** Old rows are deleted this often. */
const PRUNE_EVERY_MS = 30_000;

/**
 * The push channel's relay through the database every instance shares: the API processes of one
 * machine (`API_WORKERS`) and the instances behind a balancer alike. Each instance writes what it
 * publishes and reads, every RELAY_POLL_MS, what the others wrote after the last row it saw.
 */
export function databasePushRelay(db: Kysely<Database>, pollMs = RELAY_POLL_MS): PushRelay {
  const origin = randomUUID();
  return {
    async send(userId, event) {
      await db
        .insertInto('push_relay')
        .values({ origin, user_id: userId, event: JSON.stringify(event), created_at: Date.now() })
        .execute();
    },
    listen(deliver) {
      // Until the newest row is known, nothing is read: the instance relays what is written after it starts.
      let lastId: number | undefined;
      let lastPrune = Date.now();
      let polling = false;
      const poll = async (): Promise<void> => {
        if (lastId === undefined) {
          const newest = await db
            .selectFrom('push_relay')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst();
          lastId = newest?.id ?? 0;
          return;
        }
        const rows = await db
          .selectFrom('push_relay')
          .select(['id', 'origin', 'user_id', 'event'])
          .where('id', '>', lastId)
          .orderBy('id')
          .limit(1000)
          .execute();
        for (const row of rows) {
          lastId = row.id;
          if (row.origin !== origin) deliver(row.user_id, JSON.parse(row.event) as PushEvent);
        }
        const now = Date.now();
        if (now - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = now;
          await db
            .deleteFrom('push_relay')
            .where('created_at', '<', now - RELAY_KEEP_MS)
            .execute();
        }
      };
      const turn = (): void => {
        if (polling) return;
        polling = true;
        poll()
          // The database is closing or busy: the next turn reads from the same row.
          .catch(() => {})
          .finally(() => {
            polling = false;
          });
      };
      turn();
      const timer = setInterval(turn, pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
