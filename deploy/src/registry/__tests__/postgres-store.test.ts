import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../services/postgres.js';
import { signBucket } from 'shared-contracts/view-token';
import { buildSiteServer } from '../../server/site-server.js';
import { abortCanary, canaryStates, promoteCanary, setCanaryShare, startCanary } from '../canary.js';
import { isRegistryError } from '../errors.js';
import { history, promote, rollback, status } from '../operations.js';
import { deployDir, repoRoot } from '../paths.js';
import { postgresRegistryStore } from '../postgres-store.js';
import { publishApp } from '../publish.js';
import { pointerFile, serializePointer } from '../registry.js';
import type { RegistryStore } from '../store.js';
import { expectOneChain, fakeShellBuild, publishVersions, removeAll, tempSite } from './fixtures.js';

const VIEW_SECRET = 'segredo-das-visualizacoes-dos-dois-servidores-01';

jest.setTimeout(360_000);

let server: TemporaryPostgres;
let site: string;
let store: RegistryStore;
/** The test's own database. */
let dbUrl: string;
let databases = 0;
const builds: string[] = [];
const stores: RegistryStore[] = [];

beforeAll(async () => {
  server = await startTemporaryPostgres();
});

afterAll(async () => {
  await server?.close();
});

/** Each test on a database of its own, as a fresh deployment would be. */
beforeEach(async () => {
  site = await tempSite();
  dbUrl = await server.createDatabase(`registry_${++databases}`);
  store = open(dbUrl);
});

afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  await removeAll(site, ...builds.splice(0));
});

function open(url: string): RegistryStore {
  const opened = postgresRegistryStore(url);
  stores.push(opened);
  return opened;
}

/** Resolves once another session of the test's database is waiting for an advisory lock. */
async function someoneWaitsAtTheLock(): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ waiting: string }>(
        `SELECT count(*) AS waiting FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      if (Number(rows[0]?.waiting) > 0) return;
    }
  } finally {
    await client.end();
  }
}

async function liveShell(): Promise<string> {
  const dir = await fakeShellBuild();
  builds.push(dir);
  const { version } = await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' });
  await promote('shell', version, { store });
  return version;
}

describe('the registry in PostgreSQL', () => {
  it('promotes, rolls back and reports status and history from the database, never the pointer file', async () => {
    const shell = await liveShell();
    const [a, b, c] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    await promote('checkout', a ?? '', { store, by: 'ana' });
    await promote('checkout', b ?? '', { store, by: 'bia', reason: 'correção' });
    await promote('checkout', c ?? '', { store });

    let pointer = await store.readPointer();
    expect(pointer).toEqual({
      remotes: { checkout: { version: c, entry: `/remotes/checkout/${c}/mf-manifest.json` } },
      shell: { version: shell, contractVersion: '1.0.0' },
    });
    expect(existsSync(pointerFile())).toBe(false);

    // Back through the releases, one at a time.
    expect((await rollback('checkout', { store })).to).toBe(b);
    expect((await rollback('checkout', { store })).to).toBe(a);
    pointer = await store.readPointer();
    expect(pointer.remotes.checkout?.version).toBe(a);

    const records = await history('checkout', store);
    expect(records.map((r) => [r.action, r.from, r.to])).toEqual([
      ['promote', null, a],
      ['promote', a, b],
      ['promote', b, c],
      ['rollback', c, b],
      ['rollback', b, a],
    ]);
    expect(records[1]).toMatchObject({ by: 'bia', reason: 'correção', remote: 'checkout' });
    expect(records[1]?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await history(undefined, store)).toHaveLength(6);

    const checkout = (await status(store)).find((s) => s.app === 'checkout');
    expect(checkout?.live).toBe(a);
    expect(checkout?.versions.filter((v) => v.live).map((v) => v.version)).toEqual([a]);
  });

  it('leaves pointer and history untouched when a version is refused', async () => {
    await liveShell();
    const [a] = await publishVersions('checkout', ['A'], builds);
    await promote('checkout', a ?? '', { store });
    const before = serializePointer(await store.readPointer());
    const records = (await history(undefined, store)).length;
    await expect(promote('checkout', '9.9.9-nada', { store })).rejects.toMatchObject({ code: 'not-found' });
    expect(serializePointer(await store.readPointer())).toBe(before);
    expect(await history(undefined, store)).toHaveLength(records);
  });

  it('writes a switch whole or not at all: a change that fails after writing leaves nothing', async () => {
    await liveShell();
    const before = serializePointer(await store.readPointer());
    await expect(
      store.change(async (change) => {
        const pointer = await change.readPointer();
        pointer.remotes.checkout = { version: '1.0.0-x', entry: '/remotes/checkout/1.0.0-x/mf-manifest.json' };
        await change.writePointer(pointer);
        throw new Error('the machine went away');
      }),
    ).rejects.toThrow('the machine went away');
    expect(serializePointer(await store.readPointer())).toBe(before);
  });

  it('serializes two concurrent promotes from two machines: one waits for the other, one chain of history', async () => {
    await liveShell();
    const [a, b, c] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    await promote('checkout', a ?? '', { store });
    // A second store on the same database: another operator's machine.
    const other = open(dbUrl);
    const events: string[] = [];
    const slowly = (name: string, target: string, on: RegistryStore) =>
      on.change(async (change) => {
        events.push(`${name} in`);
        const pointer = await change.readPointer();
        const from = pointer.remotes.checkout?.version ?? null;
        // The first one in holds the lock until the other is waiting at it.
        if (events.length === 1) await someoneWaitsAtTheLock();
        pointer.remotes.checkout = { version: target, entry: `/remotes/checkout/${target}/mf-manifest.json` };
        await change.writePointer(pointer);
        await change.appendHistory({
          at: new Date().toISOString(),
          by: name,
          remote: 'checkout',
          action: 'promote',
          from,
          to: target,
          reason: null,
        });
        events.push(`${name} out`);
      });
    await Promise.all([slowly('one', b ?? '', store), slowly('two', c ?? '', other)]);
    // One went in and out before the other went in.
    const first = events[0]?.split(' ')[0];
    const second = first === 'one' ? 'two' : 'one';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    expectOneChain(await history('checkout', store), (await other.readPointer()).remotes.checkout?.version);

    // The same through the operations: both land, in one chain.
    await Promise.all([promote('checkout', a ?? '', { store }), promote('checkout', b ?? '', { store: other })]);
    expectOneChain(await history('checkout', other), (await store.readPointer()).remotes.checkout?.version);
  });

  it('gives up after the lock timeout, saying the registry is busy', async () => {
    await liveShell();
    let release = (): void => {};
    let taken = (): void => {};
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const held = store.change(() => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const error = await rollback('shell', { store: open(dbUrl), lock: { timeoutMs: 150 } }).catch((e: unknown) => e);
    release();
    await held;
    expect(isRegistryError(error) && error.code).toBe('busy');
  });

  it('is what the site server reads when it is given the database as the pointer source', async () => {
    await liveShell();
    const [a] = await publishVersions('checkout', ['A'], builds);
    const site1: FastifyInstance = await buildSiteServer({
      siteDir: site,
      apiUrl: 'http://127.0.0.1:9',
      siteConfig: { allowOverrides: false },
      liveSource: () => store.readLive(),
    });
    try {
      const base = await site1.listen({ port: 0, host: '127.0.0.1' });
      expect((await (await fetch(`${base}/remotes.json`)).json()).remotes).toEqual({});
      await promote('checkout', a ?? '', { store });
      const answer = await fetch(`${base}/remotes.json`);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(await answer.text()).toBe(serializePointer(await store.readPointer()));
      expect(await (await fetch(`${base}/`)).text()).toContain(a ?? 'missing');
    } finally {
      await site1.close();
    }
  });

  it('six concurrent command-line promotes with REGISTRY_DATABASE_URL land in one chain', async () => {
    await liveShell();
    const versions = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const cli = path.join(deployDir, 'src/cli/mfe.ts');
    const codes = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(
        (i) =>
          new Promise<number | null>((resolve) => {
            const child = spawn(
              process.execPath,
              [tsx, cli, 'promote', 'checkout', versions[i % 3] ?? '', '--by', `op${i}`, '--json'],
              { env: { ...process.env, SITE_DIR: site, REGISTRY_DATABASE_URL: dbUrl }, stdio: 'ignore' },
            );
            child.on('exit', resolve);
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0, 0, 0, 0]);
    const records = await history('checkout', store);
    expect(new Set(records.map((r) => r.by))).toEqual(new Set(['op0', 'op1', 'op2', 'op3', 'op4', 'op5']));
    expectOneChain(records, (await store.readPointer()).remotes.checkout?.version);
    expect(existsSync(pointerFile())).toBe(false);
  });
});

/** The registry's tables as a database made before canaries has them (the first schema). */
const SCHEMA_BEFORE_CANARIES = `
  CREATE SCHEMA registry;
  CREATE TABLE registry.live (
    app text PRIMARY KEY, version text NOT NULL, entry text, contract_version text,
    changed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE registry.history (
    id bigserial PRIMARY KEY, at timestamptz NOT NULL, by text NOT NULL, app text NOT NULL,
    action text NOT NULL CHECK (action IN ('promote', 'rollback')),
    from_version text, to_version text NOT NULL, reason text
  );
  CREATE INDEX history_by_app ON registry.history (app, id);
`;

describe('canaries in PostgreSQL', () => {
  it('keeps the canary beside the pointer: start, share, promote and abort, with the history and status from the database', async () => {
    await liveShell();
    const [a = '', b = '', c = ''] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    await promote('checkout', a, { store });
    await startCanary('checkout', b, 20, { store, by: 'ana', reason: 'novo resumo' });
    await setCanaryShare('checkout', 50, { store, by: 'bia' });

    let live = await store.readLive();
    expect(live.pointer.remotes.checkout?.version).toBe(a);
    expect(live.canaries).toEqual({
      checkout: {
        version: b,
        entry: `/remotes/checkout/${b}/mf-manifest.json`,
        percent: 50,
        since: expect.any(String),
      },
    });
    expect(live.canaries.checkout?.since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(existsSync(pointerFile())).toBe(false);
    const checkout = (await status(store)).find((s) => s.app === 'checkout');
    expect(checkout?.canary).toEqual({ version: b, percent: 50, since: live.canaries.checkout?.since });

    await promoteCanary('checkout', { store, who: 'auto', reason: 'saudável', figures: { errorRate: 0.001 } });
    live = await store.readLive();
    expect(live.pointer.remotes.checkout?.version).toBe(b);
    expect(live.canaries).toEqual({});
    await startCanary('checkout', c, 5, { store });
    await abortCanary('checkout', { store, who: 'auto', reason: 'erros', figures: { errorRate: { canary: 0.2 } } });

    const records = await history('checkout', store);
    expect(records.map((r) => [r.action, r.from, r.to, r.share])).toEqual([
      ['promote', null, a, undefined],
      ['canary-start', a, b, { from: 0, to: 20 }],
      ['canary-share', a, b, { from: 20, to: 50 }],
      ['canary-promote', a, b, { from: 50, to: 100 }],
      ['canary-start', b, c, { from: 0, to: 5 }],
      ['canary-abort', b, c, { from: 5, to: 0 }],
    ]);
    // A promote's record is as it always was: no share, no figures.
    expect(Object.keys(records[0] ?? {}).sort()).toEqual(['action', 'at', 'by', 'from', 'reason', 'remote', 'to']);
    expect(records[1]).toMatchObject({ by: 'ana', reason: 'novo resumo' });
    expect(records[3]).toMatchObject({ by: 'auto', reason: 'saudável', figures: { errorRate: 0.001 } });
    expect(records[5]).toMatchObject({ figures: { errorRate: { canary: 0.2 } } });
    expect((await rollback('checkout', { store })).to).toBe(a);

    const states = await canaryStates(store);
    expect(states.find((s) => s.app === 'checkout')?.shares.map((s) => s.percent)).toEqual([20, 50, 100, 5, 0]);
  });

  it('refuses a second canary and a share out of range, leaving the database as it was', async () => {
    await liveShell();
    const [a = '', b = '', c = ''] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    await promote('checkout', a, { store });
    await startCanary('checkout', b, 20, { store });
    const before = JSON.stringify(await store.readLive());
    const records = (await history(undefined, store)).length;
    await expect(startCanary('checkout', c, 10, { store })).rejects.toMatchObject({ code: 'conflict' });
    await expect(startCanary('checkout', a, 10, { store })).rejects.toMatchObject({ code: 'conflict' });
    await expect(setCanaryShare('checkout', 100, { store })).rejects.toMatchObject({ code: 'usage' });
    expect(JSON.stringify(await store.readLive())).toBe(before);
    expect(await history(undefined, store)).toHaveLength(records);
  });

  it('upgrades a registry database made before canaries: its pointer and history stay, canaries work', async () => {
    const shellDir = await fakeShellBuild();
    builds.push(shellDir);
    const shell = (await publishApp('shell', shellDir, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version;
    const [a = '', b = ''] = await publishVersions('checkout', ['A', 'B'], builds);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query(SCHEMA_BEFORE_CANARIES);
      await client.query(
        `INSERT INTO registry.live (app, version, entry, contract_version) VALUES
           ('shell', $1, NULL, '1.0.0'), ('checkout', $2, $3, NULL)`,
        [shell, a, `/remotes/checkout/${a}/mf-manifest.json`],
      );
      await client.query(
        `INSERT INTO registry.history (at, by, app, action, from_version, to_version, reason)
         VALUES (now(), 'ana', 'checkout', 'promote', NULL, $1, 'antes dos canaries')`,
        [a],
      );
    } finally {
      await client.end();
    }

    expect((await store.readLive()).canaries).toEqual({});
    await startCanary('checkout', b, 20, { store, figures: { note: 'primeiro' } });
    expect((await store.readLive()).canaries.checkout?.percent).toBe(20);
    const records = await history('checkout', store);
    expect(records[0]).toEqual({
      at: expect.any(String),
      by: 'ana',
      remote: 'checkout',
      action: 'promote',
      from: null,
      to: a,
      reason: 'antes dos canaries',
    });
    expect(records[1]).toMatchObject({
      action: 'canary-start',
      share: { from: 0, to: 20 },
      figures: { note: 'primeiro' },
    });
    // A second store (another machine, or a restart) finds the schema done and changes nothing.
    const other = open(dbUrl);
    expect((await other.readLive()).canaries.checkout?.version).toBe(b);
  });

  it('keeps the minutes before an automatic promote with the canary and its start record, also in a database made before them', async () => {
    await liveShell();
    const [a = '', b = '', c = ''] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
    await promote('checkout', a, { store });
    await startCanary('checkout', b, 20, { store });
    // The database as it was before automatic promotes: the canary tables without their column.
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query('ALTER TABLE registry.canary DROP COLUMN auto_promote_minutes');
      await client.query('ALTER TABLE registry.history DROP COLUMN auto_promote_minutes');
    } finally {
      await client.end();
    }
    const upgraded = open(dbUrl);
    expect((await upgraded.readLive()).canaries.checkout).toEqual({
      version: b,
      entry: `/remotes/checkout/${b}/mf-manifest.json`,
      percent: 20,
      since: expect.any(String),
    });
    await abortCanary('checkout', { store: upgraded });
    await startCanary('checkout', c, 10, { store: upgraded, autoPromoteMinutes: 45 });
    await setCanaryShare('checkout', 30, { store: upgraded });
    expect((await upgraded.readLive()).canaries.checkout).toMatchObject({ percent: 30, autoPromoteMinutes: 45 });
    expect((await status(upgraded)).find((s) => s.app === 'checkout')?.canary).toMatchObject({
      autoPromoteMinutes: 45,
    });
    const records = await history('checkout', upgraded);
    expect(records.at(-2)).toMatchObject({ action: 'canary-start', to: c, autoPromoteMinutes: 45 });
    expect(records.at(-1)).not.toHaveProperty('autoPromoteMinutes');
    expect(records.at(-4)).not.toHaveProperty('autoPromoteMinutes');
  });

  it('gives up on a canary change after the lock timeout, saying the registry is busy', async () => {
    await liveShell();
    const [a = '', b = ''] = await publishVersions('checkout', ['A', 'B'], builds);
    await promote('checkout', a, { store });
    let release = (): void => {};
    let taken = (): void => {};
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const held = store.change(() => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const error = await startCanary('checkout', b, 20, { store: open(dbUrl), lock: { timeoutMs: 150 } }).catch(
      (e: unknown) => e,
    );
    release();
    await held;
    expect(isRegistryError(error) && error.code).toBe('busy');
    expect((await store.readLive()).canaries).toEqual({});
  });

  it('is what every site server reads: two servers on the database split a bucket alike, and follow a change at once', async () => {
    await liveShell();
    const [a = '', b = ''] = await publishVersions('checkout', ['A', 'B'], builds);
    await promote('checkout', a, { store });
    const servers: FastifyInstance[] = [];
    try {
      const bases: string[] = [];
      for (const on of [store, open(dbUrl)]) {
        const one = await buildSiteServer({
          siteDir: site,
          apiUrl: 'http://127.0.0.1:9',
          siteConfig: { allowOverrides: false },
          liveSource: () => on.readLive(),
          // The one secret of the site: a bucket one server gave, the other reads.
          viewSecret: VIEW_SECRET,
        });
        servers.push(one);
        bases.push(await one.listen({ port: 0, host: '127.0.0.1' }));
      }
      const versionFor = async (base: string, bucket: number) =>
        (
          (await (
            await fetch(`${base}/remotes.json`, {
              headers: { cookie: `marketplace_bucket=${signBucket(VIEW_SECRET, bucket)}` },
            })
          ).json()) as {
            remotes: { checkout?: { version: string } };
          }
        ).remotes.checkout?.version;

      await startCanary('checkout', b, 25, { store });
      for (const base of bases) {
        expect(await versionFor(base, 24)).toBe(b);
        expect(await versionFor(base, 25)).toBe(a);
        const page = await (
          await fetch(`${base}/carrinho`, { headers: { cookie: `marketplace_bucket=${signBucket(VIEW_SECRET, 3)}` } })
        ).text();
        expect(page).toContain(`"version":"${b}"`);
      }
      await abortCanary('checkout', { store });
      for (const base of bases) expect(await versionFor(base, 3)).toBe(a);
    } finally {
      await Promise.all(servers.map((one) => one.close()));
    }
  });

  it('runs the canary command with REGISTRY_DATABASE_URL', async () => {
    await liveShell();
    const [a = '', b = ''] = await publishVersions('checkout', ['A', 'B'], builds);
    await promote('checkout', a, { store });
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const cli = path.join(deployDir, 'src/cli/mfe.ts');
    const output = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [tsx, cli, 'canary', 'checkout', b, '--percent', '15', '--by', 'ops', '--json'],
        { env: { ...process.env, SITE_DIR: site, REGISTRY_DATABASE_URL: dbUrl }, stdio: ['ignore', 'pipe', 'ignore'] },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stdout }));
    });
    expect(output.code).toBe(0);
    expect(JSON.parse(output.stdout)).toMatchObject({ ok: true, action: 'canary-start', share: { from: 0, to: 15 } });
    expect((await store.readLive()).canaries.checkout).toMatchObject({ version: b, percent: 15 });
    expect((await history('checkout', store)).at(-1)).toMatchObject({ by: 'ops', action: 'canary-start' });
    expect(existsSync(pointerFile())).toBe(false);
  });
});
