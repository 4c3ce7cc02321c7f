import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianProgram } from '../../cli/debian-package.js';
import { deployDir, repoRoot } from '../../registry/paths.js';
import { findPostgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../postgres.js';

jest.setTimeout(360_000);

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('finding the server', () => {
  it('takes the newest major that has initdb, and none when nothing is installed', async () => {
    const lib = await fs.mkdtemp(path.join(os.tmpdir(), 'pg-lib-'));
    try {
      expect(findPostgresBin(path.join(lib, 'missing'))).toBeUndefined();
      for (const major of ['9', '13', '15', '16']) await fs.mkdir(path.join(lib, major, 'bin'), { recursive: true });
      // 16 is a leftover without its programs.
      for (const major of ['9', '13', '15']) await fs.writeFile(path.join(lib, major, 'bin/initdb'), '');
      expect(findPostgresBin(lib)).toBe(path.join(lib, '15', 'bin'));
    } finally {
      await fs.rm(lib, { recursive: true, force: true });
    }
  });

  it('finds a program through its locate function without installing anything', () => {
    const found = ensureDebianProgram({
      paths: ['/nowhere/at/all'],
      locate: () => process.execPath,
      packageName: 'nodejs',
      purpose: 'no teste',
    });
    expect(found).toBe(process.execPath);
  });
});

describe('a temporary PostgreSQL', () => {
  let server: TemporaryPostgres;

  beforeAll(async () => {
    server = await startTemporaryPostgres();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers at its URL, on loopback only, with its socket in its own folder', async () => {
    expect(server.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/marketplace$/);
    const [row] = await query<{ listen: string; socket: string }>(
      server.url,
      "SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS socket",
    );
    expect(row).toEqual({ listen: '127.0.0.1', socket: server.dir });
    // The password is required over TCP.
    await expect(query(server.url.replace(/:[^:@]+@/, ':wrong@'), 'SELECT 1')).rejects.toThrow(/password/);
  });

  it('runs as an unprivileged user in a folder that user owns', async () => {
    const stat = await fs.stat(server.dir);
    expect(stat.mode & 0o777).toBe(0o700);
    if (process.getuid?.() === 0) expect(stat.uid).not.toBe(0);
    const [row] = await query<{ superuser: string }>(server.url, "SELECT current_setting('is_superuser') AS superuser");
    expect(row?.superuser).toBe('on');
  });

  it('has unaccent and pg_trgm, in its database and in every database created later', async () => {
    const check = async (url: string) => {
      const rows = await query<{ extname: string }>(url, 'SELECT extname FROM pg_extension ORDER BY extname');
      expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
      const [row] = await query<{ plain: string; similar: number }>(
        url,
        "SELECT unaccent('Café com Açúcar') AS plain, similarity('cafe', 'café') AS similar",
      );
      expect(row?.plain).toBe('Cafe com Acucar');
      expect(row?.similar).toBeGreaterThan(0);
    };
    await check(server.url);
    const other = await server.createDatabase('outra');
    expect(other).toMatch(/\/outra$/);
    await check(other);
  });
});

describe('stopping', () => {
  it('close() stops the server and removes its folder', async () => {
    const server = await startTemporaryPostgres();
    await server.close();
    expect(existsSync(server.dir)).toBe(false);
    await expect(query(server.url, 'SELECT 1')).rejects.toThrow();
    await server.close();
  });

  it('SIGTERM to the process that started it stops the server and removes its folder', async () => {
    const script = path.join(os.tmpdir(), `pg-signal-${process.pid}.mts`);
    await fs.writeFile(
      script,
      `import { startTemporaryPostgres } from ${JSON.stringify(path.join(deployDir, 'src/services/postgres.ts'))};
const server = await startTemporaryPostgres();
console.log(JSON.stringify({ url: server.url, dir: server.dir }));
setInterval(() => {}, 1000);
`,
    );
    try {
      const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const started = await new Promise<{ url: string; dir: string }>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split('\n').find((l) => l.startsWith('{'));
          if (line) resolve(JSON.parse(line) as { url: string; dir: string });
        });
        child.on('exit', (code) => reject(new Error(`exited ${code} before starting`)));
      });
      await expect(query(started.url, 'SELECT 1')).resolves.toHaveLength(1);
      const exited = new Promise<string>((resolve) =>
        child.on('exit', (code, signal) => resolve(signal ?? String(code))),
      );
      child.kill('SIGTERM');
      // Ended by the signal, as it would have been without the cluster (tsx reports it as 128 + 15).
      expect(['SIGTERM', '143']).toContain(await exited);
      expect(existsSync(started.dir)).toBe(false);
      await expect(query(started.url, 'SELECT 1')).rejects.toThrow();
    } finally {
      await fs.rm(script, { force: true });
    }
  });
});
