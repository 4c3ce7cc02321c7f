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
  reuseStatements(db);
  return db;
}

/** Distinct statements kept ready; the API writes a few hundred, the filters combine into more. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Each SQL text is compiled once: `prepare` hands back the statement it made before for the same
 * text (SQLite's own parse and plan is most of a small query's cost). Statements are used at once
 * and to the end here (no open iterators), so sharing one is safe. The least recently used is
 * dropped when the cache is full.
 */
function reuseStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement === undefined) {
      statement = compile(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    } else {
      statements.delete(source);
    }
    statements.set(source, statement);
    return statement;
  }) as Db['prepare'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database connection (closed when the app closes). */
    db: Db;
  }
}
