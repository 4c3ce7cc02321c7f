import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { databasePushRelay } from './database-relay';
import type { PushRelay } from './event-hub';
import { postgresPushRelay } from './postgres-relay';
import { redisPushRelay } from './redis-relay';

export type RelayKind = 'redis' | 'postgres' | 'database';

/** Which relay the environment asks for: Redis when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL, else the table. */
export function relayKind(env: NodeJS.ProcessEnv = process.env): RelayKind {
  if (env.REDIS_URL) return 'redis';
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) return 'postgres';
  return 'database';
}

/**
 * The push channel's relay between API instances: Redis publish/subscribe when REDIS_URL is set;
 * PostgreSQL LISTEN/NOTIFY when DATABASE_URL names a PostgreSQL; otherwise the `push_relay` table
 * of the embedded database, which the processes of one machine share.
 */
export function pushRelayFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): PushRelay {
  const kind = relayKind(env);
  if (kind === 'redis') return redisPushRelay(env.REDIS_URL ?? '');
  if (kind === 'postgres') return postgresPushRelay(env.DATABASE_URL ?? '');
  return databasePushRelay(db);
}
