import type { Db } from './database';
import { seeds as registeredSeeds } from './seeds';

/** What the demo data set holds besides the catalogue and the content. */
export interface SeedOptions {
  /**
   * The demo accounts (password `demo1234`, shown on the README) and what belongs to them: the
   * affiliate's history and the customers' chats. Off, a new database has no user at all.
   */
  demoAccounts: boolean;
}

/** The whole demo, as `npm start` seeds it. */
export const DEMO_SEED: SeedOptions = { demoAccounts: true };

export interface Seed {
  /** Unique, stable name; recorded in schema_seeds once the seed has run. */
  name: string;
  run: (db: Db, options: SeedOptions) => void;
}

function ensureSeedsTable(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_seeds (
      name       TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    )
  `);
}

/**
 * Runs every seed that has not run yet, all in one IMMEDIATE transaction: either
 * the whole demo data set lands or nothing does, and a restart never inserts it
 * twice. Returns the names of the seeds run by this call.
 */
export function seed(db: Db, seeds: readonly Seed[] = registeredSeeds, options: SeedOptions = DEMO_SEED): string[] {
  ensureSeedsTable(db);
  const hasRun = db.prepare<[string], { name: string }>('SELECT name FROM schema_seeds WHERE name = ?');
  const record = db.prepare<[string]>('INSERT INTO schema_seeds (name) VALUES (?)');

  const runPending = db.transaction(() => {
    const ran: string[] = [];
    for (const item of seeds) {
      if (hasRun.get(item.name)) continue;
      item.run(db, options);
      record.run(item.name);
      ran.push(item.name);
    }
    return ran;
  });
  return runPending.immediate();
}
