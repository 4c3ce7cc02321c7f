import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from './database';
import { migrate, type Migration } from './migrate';
import { migrations as registeredMigrations } from './migrations';
import { ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES } from './order-numbers';
import { postgresDdl } from './postgres-ddl';
import type { Database } from './schema';
import { DEMO_SEED, seed, type SeedOptions } from './seed';
import { seeds as registeredSeeds } from './seeds';

/** Held while a process migrates or seeds, so instances starting together take turns. */
const SETUP_LOCK = 4_213_013;

// The runner's own tables, outside the typed schema.
type Bookkeeping = Kysely<{
  schema_migrations: { version: number; name: string };
  schema_seeds: { name: string };
}>;

async function withSetupLock<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`.execute(trx);
    return work(trx);
  });
}

function postgresStep(migration: Migration): string {
  if (migration.postgres !== undefined) return migration.postgres;
  if (typeof migration.up !== 'string') {
    throw new Error(`Migration "${migration.name}" needs its PostgreSQL form.`);
  }
  return postgresDdl(migration.up);
}

/**
 * The migrations on PostgreSQL, each in its own transaction with its schema_migrations row (the
 * DDL of PostgreSQL is transactional). Returns the versions applied by this call.
 */
export async function migratePostgres(
  db: Kysely<Database>,
  migrations: readonly Migration[] = registeredMigrations,
): Promise<number[]> {
  await sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))
    )`.execute(db);
  const known = new Set(migrations.map((m) => m.version));
  const applied: number[] = [];
  await withSetupLock(db, async (trx) => {
    const done = await (trx as unknown as Bookkeeping).selectFrom('schema_migrations').select('version').execute();
    const unknown = done.map((row) => row.version).filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(
        `The database has migrations this build does not know (${unknown.join(', ')}); refusing to start.`,
      );
    }
    const doneVersions = new Set(done.map((row) => row.version));
    for (const migration of migrations) {
      if (doneVersions.has(migration.version)) continue;
      await sql.raw(postgresStep(migration)).execute(trx);
      await (trx as unknown as Bookkeeping)
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      applied.push(migration.version);
    }
  });
  return applied;
}

interface SeedSnapshot {
  names: string[];
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

/** The snapshots taken so far, by their options. */
const snapshots = new Map<string, SeedSnapshot>();

/** Tables the copy leaves alone: bookkeeping, the FTS index, and what migrations already filled. */
const NOT_COPIED = new Set(['schema_migrations', 'schema_seeds', 'catalog_version', 'app_settings']);

/**
 * The demo data exactly as the seeds write it, taken from a fresh in-memory SQLite database:
 * the seeds are one program for both engines and give both the same rows and ids.
 */
function seedSnapshot(options: SeedOptions): SeedSnapshot {
  const known = snapshots.get(JSON.stringify(options));
  if (known) return known;
  const memory: Db = openDatabase(':memory:');
  try {
    migrate(memory);
    const names = seed(memory, undefined, options);
    const tableNames = memory
      .prepare<[], { name: string }>(
        `SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'products_search%'
          ORDER BY rowid`,
      )
      .all()
      .map((row) => row.name)
      .filter((name) => !NOT_COPIED.has(name));
    const tables = tableNames
      .map((name) => ({ name, rows: memory.prepare<[], Record<string, unknown>>(`SELECT * FROM ${name}`).all() }))
      .filter((table) => table.rows.length > 0);
    const snapshot = { names, tables };
    snapshots.set(JSON.stringify(options), snapshot);
    return snapshot;
  } finally {
    memory.close();
  }
}

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters in one statement). */
const CHUNK = 500;

/**
 * Seeds a PostgreSQL database that has not been seeded: every row of the seeds, then each
 * identity column moved past the ids it received.
 */
export async function seedPostgres(db: Kysely<Database>, options: SeedOptions = DEMO_SEED): Promise<string[]> {
  await sql`
    CREATE TABLE IF NOT EXISTS schema_seeds (
      name       TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))
    )`.execute(db);
  return withSetupLock(db, async (trx) => {
    const books = trx as unknown as Bookkeeping;
    const ran = new Set((await books.selectFrom('schema_seeds').select('name').execute()).map((row) => row.name));
    if (registeredSeeds.every((item) => ran.has(item.name))) return [];
    if (ran.size > 0) throw new Error('The database is partly seeded; seed it from scratch.');
    const data = seedSnapshot(options);
    for (const table of data.tables) {
      for (let start = 0; start < table.rows.length; start += CHUNK) {
        const rows = table.rows.slice(start, start + CHUNK);
        await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .insertInto(table.name)
          .values(rows)
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      if (!('id' in (table.rows[0] ?? {}))) continue;
      await sql`
        SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), (SELECT max(id) FROM ${sql.table(table.name)}))
         WHERE pg_get_serial_sequence(${table.name}, 'id') IS NOT NULL`.execute(trx);
    }
    // The snapshot's AUTOINCREMENT counters are not rows: the one the seeds move is moved here too.
    await sql.raw(ORDER_NUMBERS_AFTER_REFERENCES_POSTGRES).execute(trx);
    for (const name of data.names) await books.insertInto('schema_seeds').values({ name }).execute();
    // The planner's statistics of the new rows (the search index is chosen on them).
    await sql`ANALYZE`.execute(trx);
    return data.names;
  });
}
