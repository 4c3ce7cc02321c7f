import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHistory } from '../history.js';
import { lockFile, withLock } from '../lock.js';
import { promote } from '../operations.js';
import { deployDir, repoRoot } from '../paths.js';
import { publishApp } from '../publish.js';
import { pointerFile, readPointer } from '../registry.js';
import { expectOneChain, fakeShellBuild, publishVersions, removeAll, tempSite } from './fixtures.js';

jest.setTimeout(180_000);

let site: string;
const builds: string[] = [];

beforeEach(async () => {
  site = await tempSite();
});

afterEach(async () => {
  await removeAll(site, ...builds.splice(0));
});

async function seedSite(): Promise<Record<'checkout' | 'account', string[]>> {
  const shell = await fakeShellBuild();
  builds.push(shell);
  await promote(
    'shell',
    (await publishApp('shell', shell, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version,
  );
  const versions = {
    checkout: await publishVersions('checkout', ['A', 'B', 'C'], builds),
    account: await publishVersions('account', ['X', 'Y', 'Z'], builds),
  };
  for (const remote of ['checkout', 'account'] as const) await promote(remote, versions[remote][0] ?? '');
  return versions;
}

describe('the registry lock', () => {
  it('serves concurrent changes one after the other', async () => {
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        withLock(async () => {
          order.push(`in ${n}`);
          await new Promise((r) => setTimeout(r, 20));
          order.push(`out ${n}`);
        }),
      ),
    );
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]?.replace('in', 'out'));
    await expect(fs.stat(lockFile())).rejects.toThrow();
  });

  it('gives up after its timeout with a message naming the holder, and takes over a dead holder', async () => {
    await fs.mkdir(path.dirname(lockFile()), { recursive: true });
    await fs.writeFile(
      lockFile(),
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'agora', token: 'x' }),
    );
    await expect(withLock(async () => 'never', { timeoutMs: 150 })).rejects.toThrow(/Outra operação/);
    // A holder whose process is gone (a pid that cannot exist) does not block anyone.
    await fs.writeFile(
      lockFile(),
      JSON.stringify({ pid: 2 ** 22 + 7, host: os.hostname(), since: 'ontem', token: 'y' }),
    );
    await expect(withLock(async () => 'done', { timeoutMs: 2_000 })).resolves.toBe('done');
  });
});

describe('twenty operators at once', () => {
  it('twenty concurrent promote/rollback commands on two remotes leave a valid pointer and twenty records', async () => {
    const versions = await seedSite();
    const seeded = (await readHistory()).length;
    const commands: string[][] = [];
    for (let i = 0; i < 20; i++) {
      const remote = i % 2 === 0 ? 'checkout' : 'account';
      const version = versions[remote][(i >> 1) % 3] ?? '';
      commands.push(
        i % 4 < 2
          ? ['promote', remote, version, '--by', `op${i}`, '--reason', `ordem ${i}`, '--json']
          : ['rollback', remote, '--to', version, '--by', `op${i}`, '--json'],
      );
    }
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const cli = path.join(deployDir, 'src/cli/mfe.ts');
    const results = await Promise.all(
      commands.map(
        (args) =>
          new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
            const child = spawn(process.execPath, [tsx, cli, ...args], {
              env: { ...process.env, SITE_DIR: site, MFE_LOCK_TIMEOUT_MS: '120000' },
            });
            let stdout = '';
            let stderr = '';
            child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
            child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
            child.on('exit', (code) => resolve({ code, stdout, stderr }));
          }),
      ),
    );
    for (const result of results) {
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ ok: true });
    }

    const pointer = await readPointer();
    JSON.parse(await fs.readFile(pointerFile(), 'utf8'));
    expect(Object.keys(pointer.remotes).sort()).toEqual(['account', 'checkout']);
    const history = (await readHistory()).slice(seeded);
    expect(history).toHaveLength(20);
    expect(new Set(history.map((r) => r.by)).size).toBe(20);
    // Serialized: per remote, every change starts from the version the previous one left live.
    expectOneChain(await readHistory('checkout'), pointer.remotes.checkout?.version);
    expectOneChain(await readHistory('account'), pointer.remotes.account?.version);
    expect(pointer.remotes.checkout?.entry).toBe(
      `/remotes/checkout/${pointer.remotes.checkout?.version}/mf-manifest.json`,
    );
    await expect(fs.stat(lockFile())).rejects.toThrow();
    expect((await fs.readdir(site)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
