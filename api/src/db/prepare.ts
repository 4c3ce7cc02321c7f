import type { OpenedDatabase } from './engine';
import { migrate } from './migrate';
import { migratePostgres, seedPostgres } from './postgres-setup';
import { seed } from './seed';

/** Applies pending migrations and, unless told not to, the demo seed, on either engine. */
export async function prepareDatabase(database: OpenedDatabase, withSeed = true): Promise<void> {
  if (database.sqlite) {
    migrate(database.sqlite);
    if (withSeed) seed(database.sqlite);
    return;
  }
  await migratePostgres(database.kysely);
  if (withSeed) await seedPostgres(database.kysely);
}
