import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PushEvent, PushRelay } from './event-hub';

/** How often an instance reads the events the others wrote. */
export const RELAY_POLL_MS = 200;
/** How long a relayed event is kept for the instances to read. */
const RELAY_KEEP_MS = 60_000;
/** Old rows are deleted this often. */
const PRUNE_EVERY_MS = 30_000;

interface RelayRow {
  id: number;
  origin: string;
  user_id: number;
  event: string;
}

/**
 * The push channel's relay through the database every instance shares: the API processes of one
 * machine (`API_WORKERS`) and the instances behind a balancer alike. Each instance writes what it
 * publishes and reads, every RELAY_POLL_MS, what the others wrote after the last row it saw.
 */
export function databasePushRelay(db: Db, pollMs = RELAY_POLL_MS): PushRelay {
  const origin = randomUUID();
  return {
    send(userId, event) {
      db.prepare('INSERT INTO push_relay (origin, user_id, event, created_at) VALUES (?, ?, ?, ?)').run(
        origin,
        userId,
        JSON.stringify(event),
        Date.now(),
      );
    },
    listen(deliver) {
      let lastId = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM push_relay').get()?.id ?? 0;
      let lastPrune = Date.now();
      const poll = (): void => {
        try {
          const rows = db
            .prepare<[number], RelayRow>(
              'SELECT id, origin, user_id, event FROM push_relay WHERE id > ? ORDER BY id LIMIT 1000',
            )
            .all(lastId);
          for (const row of rows) {
            lastId = row.id;
            if (row.origin !== origin) deliver(row.user_id, JSON.parse(row.event) as PushEvent);
          }
          const now = Date.now();
          if (now - lastPrune > PRUNE_EVERY_MS) {
            lastPrune = now;
            db.prepare('DELETE FROM push_relay WHERE created_at < ?').run(now - RELAY_KEEP_MS);
          }
        } catch {
          // The database is closing or busy: the next turn reads from the same row.
        }
      };
      const timer = setInterval(poll, pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
