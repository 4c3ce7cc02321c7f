import type { Db } from './database';
import { migrations as registeredMigrations } from './migrations';

export interface Migration {
  /** Strictly increasing number; matches the file prefix (001_core.ts -> 1). */
  version: number;
  name: string;
  /** Plain SQL (may hold several statements) or a function for data-aware changes. */
  up: string | ((db: Db) => void);
  /**
   * The step on PostgreSQL where it is more than `up` respelled by `postgresDdl` (triggers, the
   * search index); a function `up` needs one.
   */
  postgres?: string;
}

function ensureMigrationsTable(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    )
  `);
}

function assertOrdered(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const migration of migrations) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(
        `Migration "${migration.name}" has version ${migration.version}; versions must be unique and increasing.`,
      );
    }
    previous = migration.version;
  }
}

export function appliedMigrationVersions(db: Db): number[] {
  ensureMigrationsTable(db);
  return db
    .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    .all()
    .map((row) => row.version);
}

/**
 * Applies every pending migration, each in its own IMMEDIATE transaction together
 * with its schema_migrations row, so a crash never leaves a half-applied step and
 * two processes starting at once do not apply the same step twice.
 * Returns the versions applied by this call.
 */
export function migrate(db: Db, migrations: readonly Migration[] = registeredMigrations): number[] {
  assertOrdered(migrations);
  ensureMigrationsTable(db);

  const known = new Set(migrations.map((m) => m.version));
  const unknown = appliedMigrationVersions(db).filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(`The database has migrations this build does not know (${unknown.join(', ')}); refusing to start.`);
  }

  const isApplied = db.prepare<[number], { version: number }>(
    'SELECT version FROM schema_migrations WHERE version = ?',
  );
  const record = db.prepare<[number, string]>('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');

  const applied: number[] = [];
  for (const migration of migrations) {
    const step = db.transaction(() => {
      if (isApplied.get(migration.version)) return false;
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      record.run(migration.version, migration.name);
      return true;
    });
    if (step.immediate()) applied.push(migration.version);
  }
  return applied;
}
