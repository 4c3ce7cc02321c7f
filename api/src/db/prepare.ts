import type { OpenedDatabase } from './engine';
import { migrate } from './migrate';
import { migratePostgres, seedPostgres } from './postgres-setup';
import { DEMO_SEED, seed, type SeedOptions } from './seed';

/** Applies pending migrations and, unless told not to, the demo seed, on either engine. */
export async function prepareDatabase(
  database: OpenedDatabase,
  withSeed = true,
  seedOptions: SeedOptions = DEMO_SEED,
): Promise<void> {
  if (database.sqlite) {
    migrate(database.sqlite);
    if (withSeed) seed(database.sqlite, undefined, seedOptions);
    return;
  }
  await migratePostgres(database.kysely);
  if (withSeed) await seedPostgres(database.kysely, seedOptions);
}
