import pg from 'pg';
import { REMOTE_NAMES, type Pointer } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import type { HistoryRecord } from './history.js';
import type { LockOptions } from './lock.js';
import type { AppName } from './paths.js';
import type { PointerChange, RegistryStore } from './store.js';

/** The advisory lock every change takes (a number derived from this name). */
const LOCK_NAME = 'marketplace:registry';
/** The one the first use takes to make the tables, so two first users at once do not race. */
const SCHEMA_LOCK_NAME = 'marketplace:registry:schema';

const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS registry;
  CREATE TABLE IF NOT EXISTS registry.live (
    app text PRIMARY KEY,
    version text NOT NULL,
    entry text,
    contract_version text,
    changed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS registry.history (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    by text NOT NULL,
    app text NOT NULL,
    action text NOT NULL CHECK (action IN ('promote', 'rollback')),
    from_version text,
    to_version text NOT NULL,
    reason text
  );
  CREATE INDEX IF NOT EXISTS history_by_app ON registry.history (app, id);
`;

interface LiveRow {
  app: string;
  version: string;
  entry: string | null;
  contract_version: string | null;
}

interface HistoryRow {
  at: Date;
  by: string;
  app: AppName;
  action: 'promote' | 'rollback';
  from_version: string | null;
  to_version: string;
  reason: string | null;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

async function selectPointer(db: Queryable): Promise<Pointer> {
  const { rows } = await db.query<LiveRow>('SELECT app, version, entry, contract_version FROM registry.live');
  const pointer: Pointer = { remotes: {} };
  for (const row of rows) {
    if (row.app === 'shell') pointer.shell = { version: row.version, contractVersion: row.contract_version ?? '' };
    else if ((REMOTE_NAMES as readonly string[]).includes(row.app) && row.entry) {
      pointer.remotes[row.app as keyof Pointer['remotes']] = { version: row.version, entry: row.entry };
    }
  }
  return pointer;
}

async function selectHistory(db: Queryable, app?: AppName): Promise<HistoryRecord[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT at, by, app, action, from_version, to_version, reason FROM registry.history
     ${app ? 'WHERE app = $1' : ''} ORDER BY id`,
    app ? [app] : [],
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: row.by,
    remote: row.app,
    action: row.action,
    from: row.from_version,
    to: row.to_version,
    reason: row.reason,
  }));
}

/** The pointer's apps as rows: each app live gets its row, an app no longer live loses it. */
async function replacePointer(db: Queryable, pointer: Pointer): Promise<void> {
  const rows: LiveRow[] = [];
  if (pointer.shell)
    rows.push({
      app: 'shell',
      version: pointer.shell.version,
      entry: null,
      contract_version: pointer.shell.contractVersion,
    });
  for (const name of REMOTE_NAMES) {
    const live = pointer.remotes[name];
    if (live) rows.push({ app: name, version: live.version, entry: live.entry, contract_version: null });
  }
  await db.query('DELETE FROM registry.live WHERE NOT (app = ANY($1::text[]))', [rows.map((r) => r.app)]);
  for (const row of rows) {
    await db.query(
      `INSERT INTO registry.live (app, version, entry, contract_version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (app) DO UPDATE SET version = excluded.version, entry = excluded.entry,
         contract_version = excluded.contract_version,
         changed_at = CASE WHEN registry.live.version = excluded.version THEN registry.live.changed_at ELSE now() END`,
      [row.app, row.version, row.entry, row.contract_version],
    );
  }
}

/** PostgreSQL's answer when the lock was not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The pointer and its history in PostgreSQL (schema `registry`), so several site servers read one
 * pointer and operators on different machines change it one at a time. A change runs in one
 * transaction holding `pg_advisory_xact_lock`: the pointer's rows and the history record are
 * committed together or not at all, and the lock ends with the transaction, even if the process
 * dies. The version folders stay files.
 */
export function postgresRegistryStore(url: string): RegistryStore {
  // A command-line process ends when its work is done, with the pool idle.
  const pool = new pg.Pool({ connectionString: url, max: 4, allowExitOnIdle: true });
  let ready: Promise<void> | undefined;

  const transaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    lock: LockOptions = {},
    lockName = LOCK_NAME,
  ): Promise<T> => {
    if (lockName === LOCK_NAME) await schemaReady();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const timeoutMs = Math.max(1, Math.round(lock.timeoutMs ?? Number(process.env.MFE_LOCK_TIMEOUT_MS ?? 30_000)));
      await client.query(`SET LOCAL lock_timeout = ${timeoutMs}`);
      try {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockName]);
      } catch (error) {
        if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
          throw new RegistryError(
            'busy',
            `Outra operação no registro está em andamento (trava ${LOCK_NAME} no banco). Tente de novo em instantes.`,
          );
        }
        throw error;
      }
      await client.query('SET LOCAL lock_timeout = 0');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  const schemaReady = (): Promise<void> => {
    ready ??= transaction((client) => client.query(SCHEMA).then(() => undefined), {}, SCHEMA_LOCK_NAME).catch(
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };

  return {
    kind: 'postgres',
    change: (work, lock) =>
      transaction((client) => {
        const change: PointerChange = {
          readPointer: () => selectPointer(client),
          writePointer: (pointer) => replacePointer(client, pointer),
          readHistory: (app) => selectHistory(client, app),
          appendHistory: async (record) => {
            await client.query(
              `INSERT INTO registry.history (at, by, app, action, from_version, to_version, reason)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [record.at, record.by, record.remote, record.action, record.from, record.to, record.reason],
            );
          },
        };
        return work(change);
      }, lock),
    async readPointer() {
      await schemaReady();
      return selectPointer(pool);
    },
    async readHistory(app) {
      await schemaReady();
      return selectHistory(pool, app);
    },
    close: () => pool.end(),
  };
}
