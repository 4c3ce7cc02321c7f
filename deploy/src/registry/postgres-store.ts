import pg from 'pg';
import { REMOTE_NAMES, isRemoteName, type Pointer } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import { CANARY_ACTIONS, type HistoryAction, type HistoryRecord } from './history.js';
import type { LockOptions } from './lock.js';
import type { AppName } from './paths.js';
import type { Canaries, LiveState } from './registry.js';
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

/** Every action a history row may record, as the check constraint lists them. */
const ACTIONS_CHECK = `CHECK (action IN (${['promote', 'rollback', ...CANARY_ACTIONS].map((a) => `'${a}'`).join(', ')}))`;

/**
 * Canaries, on top of the first schema (a database made before them keeps its rows): the running
 * canary of each remote beside the live pointer, and in the history the share before and after a
 * canary's change, the figures an automatic decision gives, and the canary actions. The history's
 * columns and its check change once, so the tables are not locked again on every start.
 */
const CANARY_MIGRATION = `
  CREATE TABLE IF NOT EXISTS registry.canary (
    app text PRIMARY KEY,
    version text NOT NULL,
    entry text NOT NULL,
    percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99),
    since timestamptz NOT NULL
  );
  DO $$
  BEGIN
    IF NOT EXISTS (
      SELECT 1 FROM information_schema.columns
       WHERE table_schema = 'registry' AND table_name = 'history' AND column_name = 'share_to'
    ) THEN
      ALTER TABLE registry.history
        ADD COLUMN share_from integer,
        ADD COLUMN share_to integer,
        ADD COLUMN figures jsonb;
      ALTER TABLE registry.history DROP CONSTRAINT IF EXISTS history_action_check;
      ALTER TABLE registry.history ADD CONSTRAINT history_action_check ${ACTIONS_CHECK};
    END IF;
  END
  $$;
`;

/**
 * Automatic promotes, on top of the canaries: the minutes after which the canary watcher may promote
 * a running canary, and in the history the value a canary's start was given. Added once, as above.
 */
const AUTO_PROMOTE_MIGRATION = `
  DO $$
  BEGIN
    IF NOT EXISTS (
      SELECT 1 FROM information_schema.columns
       WHERE table_schema = 'registry' AND table_name = 'canary' AND column_name = 'auto_promote_minutes'
    ) THEN
      ALTER TABLE registry.canary ADD COLUMN auto_promote_minutes integer CHECK (auto_promote_minutes > 0);
      ALTER TABLE registry.history ADD COLUMN auto_promote_minutes integer;
    END IF;
  END
  $$;
`;

interface LiveRow {
  app: string;
  version: string;
  entry: string | null;
  contract_version: string | null;
}

interface CanaryRow {
  app: string;
  version: string;
  entry: string;
  percent: number;
  /** As json_build_object writes a timestamptz. */
  since: string;
  auto_promote_minutes: number | null;
}

interface HistoryRow {
  at: Date;
  by: string;
  app: AppName;
  action: HistoryAction;
  from_version: string | null;
  to_version: string;
  reason: string | null;
  share_from: number | null;
  share_to: number | null;
  figures: Record<string, unknown> | null;
  auto_promote_minutes: number | null;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * The live pointer and the canaries in one statement, so a reader outside a change (a site server)
 * sees them as one moment left them: never a canary's promote half done.
 */
async function selectLive(db: Queryable): Promise<LiveState> {
  const { rows } = await db.query<{ live: LiveRow[]; canaries: CanaryRow[] }>(
    `SELECT
       (SELECT coalesce(json_agg(json_build_object('app', app, 'version', version, 'entry', entry,
                 'contract_version', contract_version)), '[]'::json) FROM registry.live) AS live,
       (SELECT coalesce(json_agg(json_build_object('app', app, 'version', version, 'entry', entry,
                 'percent', percent, 'since', since, 'auto_promote_minutes', auto_promote_minutes)), '[]'::json)
          FROM registry.canary) AS canaries`,
  );
  const pointer: Pointer = { remotes: {} };
  const canaries: Canaries = {};
  for (const row of rows[0]?.live ?? []) {
    if (row.app === 'shell') pointer.shell = { version: row.version, contractVersion: row.contract_version ?? '' };
    else if (isRemoteName(row.app) && row.entry) pointer.remotes[row.app] = { version: row.version, entry: row.entry };
  }
  for (const row of rows[0]?.canaries ?? []) {
    if (!isRemoteName(row.app)) continue;
    canaries[row.app] = {
      version: row.version,
      entry: row.entry,
      percent: row.percent,
      since: new Date(row.since).toISOString(),
      ...(row.auto_promote_minutes !== null ? { autoPromoteMinutes: row.auto_promote_minutes } : {}),
    };
  }
  return { pointer, canaries };
}

async function selectHistory(db: Queryable, app?: AppName): Promise<HistoryRecord[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT at, by, app, action, from_version, to_version, reason, share_from, share_to, figures, auto_promote_minutes
       FROM registry.history ${app ? 'WHERE app = $1' : ''} ORDER BY id`,
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
    ...(row.share_to !== null ? { share: { from: row.share_from ?? 0, to: row.share_to } } : {}),
    ...(row.figures !== null ? { figures: row.figures } : {}),
    ...(row.auto_promote_minutes !== null ? { autoPromoteMinutes: row.auto_promote_minutes } : {}),
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

/** The running canaries as rows: each remote with a canary gets its row, one that ended loses it. */
async function replaceCanaries(db: Queryable, canaries: Canaries): Promise<void> {
  const running = REMOTE_NAMES.flatMap((name) => {
    const canary = canaries[name];
    return canary ? [{ app: name, ...canary }] : [];
  });
  await db.query('DELETE FROM registry.canary WHERE NOT (app = ANY($1::text[]))', [running.map((c) => c.app)]);
  for (const canary of running) {
    await db.query(
      `INSERT INTO registry.canary (app, version, entry, percent, since, auto_promote_minutes)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (app) DO UPDATE SET version = excluded.version, entry = excluded.entry,
         percent = excluded.percent, since = excluded.since, auto_promote_minutes = excluded.auto_promote_minutes`,
      [canary.app, canary.version, canary.entry, canary.percent, canary.since, canary.autoPromoteMinutes ?? null],
    );
  }
}

/** PostgreSQL's answer when the lock was not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The pointer, its canaries and its history in PostgreSQL (schema `registry`), so several site
 * servers read one pointer (and split browsers between a canary and the live version alike) and
 * operators on different machines change it one at a time. A change runs in one
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
    ready ??= transaction(
      async (client) => {
        await client.query(SCHEMA);
        await client.query(CANARY_MIGRATION);
        await client.query(AUTO_PROMOTE_MIGRATION);
      },
      {},
      SCHEMA_LOCK_NAME,
    ).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    kind: 'postgres',
    change: (work, lock) =>
      transaction((client) => {
        const change: PointerChange = {
          readPointer: async () => (await selectLive(client)).pointer,
          writePointer: (pointer) => replacePointer(client, pointer),
          readLive: () => selectLive(client),
          writeLive: async ({ pointer, canaries }) => {
            await replacePointer(client, pointer);
            await replaceCanaries(client, canaries);
          },
          readHistory: (app) => selectHistory(client, app),
          appendHistory: async (record) => {
            await client.query(
              `INSERT INTO registry.history
                 (at, by, app, action, from_version, to_version, reason, share_from, share_to, figures,
                  auto_promote_minutes)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
              [
                record.at,
                record.by,
                record.remote,
                record.action,
                record.from,
                record.to,
                record.reason,
                record.share?.from ?? null,
                record.share?.to ?? null,
                record.figures === undefined ? null : JSON.stringify(record.figures),
                record.autoPromoteMinutes ?? null,
              ],
            );
          },
        };
        return work(change);
      }, lock),
    async readPointer() {
      await schemaReady();
      return (await selectLive(pool)).pointer;
    },
    async readLive() {
      await schemaReady();
      return selectLive(pool);
    },
    async readHistory(app) {
      await schemaReady();
      return selectHistory(pool, app);
    },
    close: () => pool.end(),
  };
}
