import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../cli/mfe.js';
import { isRegistryError, type RegistryError } from '../errors.js';
import { readHistory } from '../history.js';
import { promote, rollback, status } from '../operations.js';
import { publishApp } from '../publish.js';
import { pointerFile, readManifest, readPointer, validateRemote, writePointer } from '../registry.js';
import { fakeRemoteBuild, fakeShellBuild, removeAll, tempSite } from './fixtures.js';

let site: string;
const builds: string[] = [];

async function build(...args: Parameters<typeof fakeRemoteBuild>): Promise<string> {
  const dir = await fakeRemoteBuild(...args);
  builds.push(dir);
  return dir;
}

/** A site with a live shell (shared-contracts 1.0.0) and one live version of checkout and account. */
async function liveSite(): Promise<{ checkout: string; account: string; shell: string }> {
  const shellBuild = await fakeShellBuild();
  builds.push(shellBuild);
  const shell = (await publishApp('shell', shellBuild, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version;
  await promote('shell', shell);
  const checkout = (await publishApp('checkout', await build('checkout', { text: 'A' }), { packageVersion: '1.0.0' }))
    .version;
  await promote('checkout', checkout);
  const account = (await publishApp('account', await build('account'), { packageVersion: '3.1.0' })).version;
  await promote('account', account);
  return { checkout, account, shell };
}

async function refusalOf(work: Promise<unknown>): Promise<RegistryError> {
  try {
    await work;
  } catch (error) {
    if (isRegistryError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeEach(async () => {
  site = await tempSite();
});

afterEach(async () => {
  await removeAll(site, ...builds.splice(0));
});

describe('publish', () => {
  it('puts a build into remotes/<name>/<package version>-<build id>/, precompressed, without making it live', async () => {
    const result = await publishApp('checkout', await build('checkout'), { packageVersion: '1.4.0' });
    expect(result.version).toMatch(/^1\.4\.0-[0-9a-f]{10}$/);
    expect(result.created).toBe(true);
    const dir = path.join(site, 'remotes/checkout', result.version);
    expect((await readManifest(dir)).name).toBe('checkout');
    await expect(fs.stat(path.join(dir, 'remoteEntry.js.br'))).resolves.toBeTruthy();
    expect((await readPointer()).remotes.checkout).toBeUndefined();
  });

  it('is a no-op for the same build, and refuses the same version with other content', async () => {
    const first = await publishApp('checkout', await build('checkout', { text: 'A' }), {
      packageVersion: '1.4.0',
      buildId: 'ci42',
    });
    expect(first.version).toBe('1.4.0-ci42');
    const again = await publishApp('checkout', await build('checkout', { text: 'A' }), {
      packageVersion: '1.4.0',
      buildId: 'ci42',
    });
    expect(again.created).toBe(false);
    const before = await fs.readFile(
      path.join(site, 'remotes/checkout/1.4.0-ci42/__federation_expose_app.1a2b3c4d.js'),
    );

    const error = await refusalOf(
      publishApp('checkout', await build('checkout', { text: 'B' }), { packageVersion: '1.4.0', buildId: 'ci42' }),
    );
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/imutáveis/);
    const after = await fs.readFile(path.join(site, 'remotes/checkout/1.4.0-ci42/__federation_expose_app.1a2b3c4d.js'));
    expect(after.equals(before)).toBe(true);
    // No staging folder is left behind.
    expect((await fs.readdir(path.join(site, 'remotes/checkout'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses a folder that is not a build of that remote', async () => {
    expect((await refusalOf(publishApp('catalog', await build('checkout')))).code).toBe('invalid');
    const empty = await fs.mkdtemp(path.join(site, 'empty-'));
    expect((await refusalOf(publishApp('checkout', empty))).code).toBe('invalid');
  });

  it('publishes the shell into shell/<version>/ and records its shared-contracts version', async () => {
    const dir = await fakeShellBuild();
    builds.push(dir);
    const { version } = await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.2.3' });
    const info = JSON.parse(await fs.readFile(path.join(site, 'shell', version, 'build-info.json'), 'utf8'));
    expect(info).toEqual({ app: 'shell', packageVersion: '1.0.0', contractVersion: '1.2.3' });
    await promote('shell', version);
    expect((await readPointer()).shell).toEqual({ version, contractVersion: '1.2.3' });
    // The remotes stay remotes only.
    expect((await readPointer()).remotes).toEqual({});
  });
});

describe('validation before a version goes live', () => {
  it('accepts a complete build against the live contract major', async () => {
    const { checkout } = await liveSite();
    const result = await validateRemote('checkout', checkout, await readPointer());
    expect(result.problems).toEqual([]);
    expect(result.contractVersion).toBe('1.0.0');
  });

  const cases: Array<[string, () => Promise<string>, RegExp, string]> = [
    [
      'no ./app',
      async () => (await publishApp('checkout', await build('checkout', { exposesApp: false }))).version,
      /não expõe \.\/app/,
      'invalid',
    ],
    [
      'a missing chunk',
      async () => {
        const dir = await build('checkout', { text: 'missing chunk' });
        await fs.rm(path.join(dir, '__federation_expose_app.1a2b3c4d.js'));
        return (await publishApp('checkout', dir)).version;
      },
      /falta o arquivo __federation_expose_app\.1a2b3c4d\.js/,
      'invalid',
    ],
    [
      'another contract major',
      async () => (await publishApp('checkout', await build('checkout', { contractVersion: '2.0.0' }))).version,
      /shared-contracts 2\.0\.0.*1\.0\.0 \(major diferente\)/,
      'contract-mismatch',
    ],
    [
      'a newer contract minor than the live shell runs',
      async () => (await publishApp('checkout', await build('checkout', { contractVersion: '1.1.0' }))).version,
      /shared-contracts 1\.1\.0, mais novo que o da shell no ar \(1\.0\.0\)/,
      'contract-mismatch',
    ],
    [
      'no manifest',
      async () => {
        const { version } = await publishApp('checkout', await build('checkout', { text: 'no manifest' }));
        await fs.rm(path.join(site, 'remotes/checkout', version, 'mf-manifest.json'));
        return version;
      },
      /mf-manifest\.json não existe/,
      'invalid',
    ],
    [
      'a manifest that does not parse',
      async () => {
        const { version } = await publishApp('checkout', await build('checkout', { text: 'broken manifest' }));
        await fs.writeFile(path.join(site, 'remotes/checkout', version, 'mf-manifest.json'), '{"name": "check');
        return version;
      },
      /não é um JSON válido/,
      'invalid',
    ],
    ['a version never published', async () => '9.9.9-nada', /não publicada/, 'not-found'],
  ];

  it.each(cases)('refuses %s and leaves the pointer byte for byte unchanged', async (_what, make, reason, code) => {
    await liveSite();
    const version = await make();
    const before = await fs.readFile(pointerFile());
    const historyBefore = (await readHistory()).length;

    const error = await refusalOf(promote('checkout', version, { by: 'ana' }));
    expect(error.code).toBe(code);
    expect(error.problems.join('\n')).toMatch(reason);
    expect((await fs.readFile(pointerFile())).equals(before)).toBe(true);
    expect((await readHistory()).length).toBe(historyBefore);

    // The command line says so and ends with a non-zero code.
    const cli = await runCli(['promote', 'checkout', version]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/recusado; o ponteiro não foi alterado/);
    expect((await fs.readFile(pointerFile())).equals(before)).toBe(true);
  });

  it('orders contract versions as semver: 1.10 is newer than 1.9, a release newer than its pre-release', async () => {
    const shellBuild = await fakeShellBuild();
    builds.push(shellBuild);
    const contracts: Array<[shell: string, remote: string, refused: boolean]> = [
      ['1.10.0', '1.9.3', false],
      ['1.9.3', '1.10.0', true],
      ['1.1.0-rc.1', '1.1.0', true],
      ['1.1.0', '1.1.0-rc.1', false],
    ];
    for (const [shellContract, remoteContract, refused] of contracts) {
      const pointer = {
        remotes: {},
        shell: { version: 'irrelevante', contractVersion: shellContract },
      };
      const version = (
        await publishApp('checkout', await build('checkout', { contractVersion: remoteContract, text: remoteContract }))
      ).version;
      const { problems } = await validateRemote('checkout', version, pointer);
      expect(problems.some((p) => p.code === 'contract-mismatch')).toBe(refused);
    }
  });

  it('refuses to change anything when the pointer itself is unreadable', async () => {
    await liveSite();
    await fs.writeFile(pointerFile(), '{"remotes": {"cat');
    const other = (await publishApp('checkout', await build('checkout', { text: 'B' }))).version;
    expect((await refusalOf(promote('checkout', other))).code).toBe('invalid');
    expect(await fs.readFile(pointerFile(), 'utf8')).toBe('{"remotes": {"cat');
  });
});

describe('the live pointer', () => {
  it('is replaced by rename: readers never see a partial file, and no temporary file is left', async () => {
    const { checkout } = await liveSite();
    let reading = true;
    let reads = 0;
    const reader = (async () => {
      while (reading) {
        JSON.parse(await fs.readFile(pointerFile(), 'utf8'));
        reads++;
      }
    })();
    const pointer = await readPointer();
    for (let i = 0; i < 200; i++) {
      pointer.remotes.catalog = { version: `1.0.${i}-x`, entry: `/remotes/catalog/1.0.${i}-x/mf-manifest.json` };
      await writePointer(pointer);
    }
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect((await fs.readdir(site)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect((await readPointer()).remotes.checkout?.version).toBe(checkout);
  });

  it('changes only the remote named: the others keep their exact entries', async () => {
    const { account } = await liveSite();
    const before = (await readPointer()).remotes.account;
    const next = (await publishApp('checkout', await build('checkout', { text: 'B' }))).version;
    await promote('checkout', next);
    expect((await readPointer()).remotes.account).toEqual(before);
    expect(before?.version).toBe(account);
  });
});

describe('rollback', () => {
  async function threeReleases(): Promise<[string, string, string]> {
    const { checkout: a } = await liveSite();
    const b = (await publishApp('checkout', await build('checkout', { text: 'B' }))).version;
    const c = (await publishApp('checkout', await build('checkout', { text: 'C' }))).version;
    await promote('checkout', b, { by: 'ana', reason: 'nova vitrine' });
    await promote('checkout', c, { by: 'ana' });
    return [a, b, c];
  }

  it('without --to returns to the version live before the current one, and keeps walking back', async () => {
    const [a, b, c] = await threeReleases();
    const first = await rollback('checkout', { by: 'bruno', reason: 'erro no pagamento' });
    expect([first.from, first.to]).toEqual([c, b]);
    expect((await readPointer()).remotes.checkout?.version).toBe(b);
    const second = await rollback('checkout', { by: 'bruno' });
    expect([second.from, second.to]).toEqual([b, a]);
    // Nothing is left behind the first release.
    const error = await refusalOf(rollback('checkout'));
    expect(error.code).toBe('no-previous');
    expect((await readPointer()).remotes.checkout?.version).toBe(a);
  });

  it('with --to goes to that version, validated like a promote', async () => {
    const [a, , c] = await threeReleases();
    const result = await rollback('checkout', { to: a });
    expect([result.from, result.to, result.action]).toEqual([c, a, 'rollback']);
    expect((await refusalOf(rollback('checkout', { to: '0.0.1-nada' }))).code).toBe('not-found');
  });

  it('records who, when, what and why', async () => {
    const [, b, c] = await threeReleases();
    await rollback('checkout', { by: 'bruno', reason: 'erro no pagamento' });
    const last = (await readHistory('checkout')).at(-1);
    expect(last).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      by: 'bruno',
      remote: 'checkout',
      action: 'rollback',
      from: c,
      to: b,
      reason: 'erro no pagamento',
    });
  });
});

describe('status and history for scripts (--json)', () => {
  it('status lists the live and the published versions of every app', async () => {
    const { checkout, account, shell } = await liveSite();
    const next = (await publishApp('checkout', await build('checkout', { text: 'B' }))).version;
    const cli = await runCli(['status', '--json']);
    expect(cli.code).toBe(0);
    const body = JSON.parse(cli.stdout) as { ok: boolean; apps: Awaited<ReturnType<typeof status>> };
    expect(body.ok).toBe(true);
    const byApp = Object.fromEntries(body.apps.map((a) => [a.app, a]));
    expect(Object.keys(byApp)).toEqual(['shell', 'catalog', 'checkout', 'account', 'affiliates']);
    expect(byApp.shell?.live).toBe(shell);
    expect(byApp.catalog?.live).toBeNull();
    expect(byApp.account?.live).toBe(account);
    expect(byApp.checkout?.live).toBe(checkout);
    expect(byApp.checkout?.contractVersion).toBe('1.0.0');
    expect(byApp.checkout?.versions.map((v) => [v.version, v.live]).sort()).toEqual(
      [
        [checkout, true],
        [next, false],
      ].sort(),
    );
  });

  it('history lists the changes, of one app or of all', async () => {
    const { checkout } = await liveSite();
    const all = JSON.parse((await runCli(['history', '--json'])).stdout) as { records: Array<{ remote: string }> };
    expect(all.records.map((r) => r.remote)).toEqual(['shell', 'checkout', 'account']);
    const one = JSON.parse((await runCli(['history', 'checkout', '--json'])).stdout) as {
      records: Array<{ remote: string; to: string; from: string | null }>;
    };
    expect(one.records).toEqual([expect.objectContaining({ remote: 'checkout', from: null, to: checkout })]);
  });

  it('answers a refusal in JSON too, with a non-zero exit code', async () => {
    await liveSite();
    const cli = await runCli(['promote', 'checkout', '9.9.9-nada', '--json']);
    expect(cli.code).toBe(1);
    expect(JSON.parse(cli.stdout)).toEqual({
      ok: false,
      error: { code: 'not-found', message: expect.any(String), problems: [expect.stringMatching(/não publicada/)] },
    });
  });

  it('says how to use it on a wrong command line (exit code 2)', async () => {
    expect((await runCli(['promote'])).code).toBe(2);
    expect((await runCli(['promote', 'vitrine', '1.0.0'])).stderr).toMatch(/não é um app conhecido/);
    expect((await runCli(['deploy'])).code).toBe(2);
    expect((await runCli(['status', '--sem-isso'])).code).toBe(2);
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/promote <app> <versão>/);
  });
});
