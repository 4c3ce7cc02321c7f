import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (or creates) the SQLite file with the settings every connection needs:
 * WAL journal so readers never block the writer, enforced foreign keys, and a
 * busy timeout so several processes sharing the file wait instead of failing.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database connection (closed when the app closes). */
    db: Db;
  }
}
