/**
 * A temporary PostgreSQL for the project's own scripts and tests: Debian's server (installed with
 * apt-get when missing), a fresh cluster in a temporary folder owned by an unprivileged user,
 * listening on 127.0.0.1 only, on a free port, with its socket in that folder. `unaccent` and
 * `pg_trgm` are enabled in the first database and in `template1`, so every database created later
 * has them too. `close()` stops the server and removes the folder; so do SIGINT, SIGTERM and the
 * process's exit when nobody closed it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureDebianProgram } from '../cli/debian-package.js';
import { freePort } from '../cli/free-port.js';

const run = promisify(execFile);

/** Where Debian puts each major version's programs. */
const POSTGRES_LIB = '/usr/lib/postgresql';
/** The user the server runs as when we are root (PostgreSQL refuses to run as root). */
const SERVER_USER = 'postgres';
/** The role the cluster is created with. */
const SUPERUSER = 'postgres';
/** The extensions search needs. */
export const EXTENSIONS = ['unaccent', 'pg_trgm'] as const;

export interface TemporaryPostgres {
  /** `postgres://…@127.0.0.1:<port>/<database>` of the first database. */
  url: string;
  port: number;
  /** The cluster's folder (data, socket and log). */
  dir: string;
  /** A new, empty database with the extensions; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes the folder; a second call does nothing. */
  close(): Promise<void>;
}

export interface TemporaryPostgresOptions {
  /** The first database's name (default `marketplace`). */
  database?: string;
  /** Stop and remove on SIGINT / SIGTERM (default true). */
  handleSignals?: boolean;
  /** Settings passed to the server as `-c name=value` (on top of the fast, throw-away defaults). */
  settings?: Record<string, string>;
}

/**
 * The bin folder of the newest PostgreSQL major that Debian installed here
 * (`/usr/lib/postgresql/<major>/bin`), or undefined.
 */
export function findPostgresBin(libDir = POSTGRES_LIB): string | undefined {
  const majors = (existsSync(libDir) ? readdirSync(libDir) : [])
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => path.join(libDir, major, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
}

/** The server's bin folder, installing Debian's `postgresql` (apt-get update first) when missing. */
export function ensurePostgres(): string {
  const initdb = ensureDebianProgram({
    paths: [],
    locate: () => {
      const bin = findPostgresBin();
      return bin && path.join(bin, 'initdb');
    },
    packageName: 'postgresql',
    purpose: 'para um banco PostgreSQL temporário',
  });
  return path.dirname(initdb);
}

/** Ids of the user the server runs as: `postgres` when we are root, else ourselves. */
function serverOwner(): { uid: number; gid: number; asOther: boolean } {
  if (process.getuid?.() !== 0) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, asOther: false };
  const line = execFileSync('getent', ['passwd', SERVER_USER], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), asOther: true };
}

/** A command line run as the server's user. */
function asServerUser(asOther: boolean, program: string, args: string[]): [string, string[]] {
  return asOther ? ['runuser', ['-u', SERVER_USER, '--', program, ...args]] : [program, args];
}

/** Settings that make a throw-away cluster fast: nothing here must survive a crash. */
const THROWAWAY: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export async function startTemporaryPostgres(options: TemporaryPostgresOptions = {}): Promise<TemporaryPostgres> {
  const bin = ensurePostgres();
  const owner = serverOwner();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const password = randomBytes(18).toString('base64url');
  const command = (program: string, args: string[]): [string, string[]] =>
    asServerUser(owner.asOther, path.join(bin, program), args);

  let stopped = false;
  let started = false;
  /** Used where nothing may wait (a signal, the process's exit): stops at once, removes the folder. */
  const stopNow = (): void => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        const [program, args] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        execFileSync(program, args, { stdio: 'ignore' });
      } catch {
        // already down
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    stopNow();
    removeHooks();
    // Nobody else handles the signal: end as it would have ended us.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const handleSignals = options.handleSignals ?? true;
  const removeHooks = (): void => {
    process.off('exit', stopNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', stopNow);
  if (handleSignals) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  try {
    await fs.chown(dir, owner.uid, owner.gid);
    await fs.chmod(dir, 0o700);
    const passwordFile = path.join(dir, 'password');
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
    await fs.chown(passwordFile, owner.uid, owner.gid);
    await run(
      ...command('initdb', [
        '-D',
        dataDir,
        '-U',
        SUPERUSER,
        '--pwfile',
        passwordFile,
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ]),
    );
    await fs.rm(passwordFile);

    const settings = { ...THROWAWAY, ...options.settings };
    let port = 0;
    // A port found free may be taken before the server binds it: try another.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      const serverOptions = [
        `-c listen_addresses=127.0.0.1`,
        `-p ${port}`,
        `-k ${dir}`,
        ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' ');
      try {
        await run(...command('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']));
        started = true;
        break;
      } catch (error) {
        if (attempt >= 3) {
          const log = await fs.readFile(logFile, 'utf8').catch(() => '');
          throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log.slice(-2000)}`);
        }
      }
    }

    const urlOf = (database: string): string =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    const withClient = async <T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: urlOf(database) });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    };
    const enableExtensions = (client: pg.Client): Promise<unknown> =>
      Promise.all(EXTENSIONS.map((name) => client.query(`CREATE EXTENSION IF NOT EXISTS ${name}`)));

    await withClient('template1', enableExtensions);
    const createDatabase = async (name: string): Promise<string> => {
      await withClient('postgres', (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
      // Created from template1, which has the extensions; said again for a database made otherwise.
      await withClient(name, enableExtensions);
      return urlOf(name);
    };
    const url = await createDatabase(options.database ?? 'marketplace');

    return {
      url,
      port,
      dir,
      createDatabase,
      async close() {
        if (stopped) return;
        removeHooks();
        stopped = true;
        const [program, args] = command('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        await run(program, args).catch(() => undefined);
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopNow();
    removeHooks();
    throw error;
  }
}
