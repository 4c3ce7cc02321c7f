import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { Pool, types } from 'pg';
import { openDatabase, type Db } from './database';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file (the default) or a PostgreSQL server. */
export type DatabaseLocation = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** `DATABASE_URL` when it names a PostgreSQL server, else the SQLite file. */
export function databaseLocation(databaseUrl: string | undefined, sqliteFile: string): DatabaseLocation {
  if (databaseUrl === undefined || databaseUrl === '') return { engine: 'sqlite', file: sqliteFile };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { engine: 'postgres', url: databaseUrl };
  throw new Error('DATABASE_URL must be a postgres:// address (leave it unset for the embedded SQLite file).');
}

export interface OpenedDatabase {
  engine: Engine;
  kysely: Kysely<Database>;
  /** The better-sqlite3 connection under `kysely` on the SQLite engine (migrations, seed). */
  sqlite: Db | undefined;
  close(): Promise<void>;
}

/** Compiled statements one SQLite connection keeps, by their text. */
const KEPT_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, compiling each statement text once: Kysely prepares every
 * query it runs, and the catalog's queries (joins, subqueries) are asked again and again with
 * other values. Statements stay valid across schema changes (SQLite recompiles them).
 */
function keepingStatements(connection: Db): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(text: string): SqliteStatement {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = connection.prepare(text);
        if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
    close(): void {
      if (connection.open) connection.close();
    },
  };
}

/** Counts and sums come back from PostgreSQL as int8 / numeric, which `pg` leaves as strings. */
const INT8 = 20;
const NUMERIC = 1700;

function numberTypes(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8 || oid === NUMERIC) return Number;
  return format === undefined ? types.getTypeParser(oid) : types.getTypeParser(oid, format);
}

/** Connections each API process keeps to PostgreSQL. */
const POOL_SIZE = 10;

/**
 * Opens the database. On SQLite, Kysely runs over the same better-sqlite3 connection (one
 * connection per process, queries one after another), so both see the same transaction.
 */
export function openEngine(location: DatabaseLocation): OpenedDatabase {
  if (location.engine === 'sqlite') {
    const sqlite = openDatabase(location.file);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
    return {
      engine: 'sqlite',
      kysely,
      sqlite,
      close: async () => {
        await kysely.destroy();
        if (sqlite.open) sqlite.close();
      },
    };
  }
  const pool = new Pool({
    connectionString: location.url,
    max: POOL_SIZE,
    types: { getTypeParser: numberTypes as never },
  });
  // An idle connection the server ended (restart, failover) is dropped by the pool, which opens
  // another for the next query; without a listener its error would end the process.
  pool.on('error', () => {});
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { engine: 'postgres', kysely, sqlite: undefined, close: () => kysely.destroy() };
}

/** Which engine a Kysely instance (or a transaction of it) talks to. */
export function engineOf(db: Kysely<Database>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const transactions = new WeakSet<Kysely<Database>>();

/**
 * Runs `work` in one transaction and commits it, or rolls it back when `work` throws.
 * On SQLite it is `BEGIN IMMEDIATE`: the write lock is taken at once, so two processes on one
 * file never both read a stock and then both decrement it. Called inside a transaction, `work`
 * simply joins it.
 */
export async function transaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (transactions.has(db)) return work(db);
  if (engineOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      transactions.add(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    transactions.add(connection);
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    } finally {
      transactions.delete(connection);
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed query layer over the application's database, SQLite or PostgreSQL. */
    kysely: Kysely<Database>;
    /** Which engine `kysely` talks to. */
    engine: Engine;
  }
}
