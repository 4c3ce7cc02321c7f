import { promises as fs } from 'node:fs';
import { runCli } from '../../cli/mfe.js';
import {
  abortCanary,
  canaryStates,
  promoteCanary,
  setCanaryShare,
  shareAt,
  startCanary,
  type ShareChange,
} from '../canary.js';
import { isRegistryError, type RegistryError } from '../errors.js';
import { readHistory } from '../history.js';
import { withLock } from '../lock.js';
import { promote, rollback } from '../operations.js';
import { publishApp } from '../publish.js';
import { pointerFile, readLive, readLiveLenient, serializePointer, writePointer } from '../registry.js';
import { fakeRemoteBuild, fakeShellBuild, publishVersions, removeAll, tempSite } from './fixtures.js';

let site: string;
const builds: string[] = [];

beforeEach(async () => {
  site = await tempSite();
});

afterEach(async () => {
  await removeAll(site, ...builds.splice(0));
});

/** A live shell (shared-contracts 1.0.0), checkout A live, and B and C published beside it. */
async function liveSite(): Promise<{ a: string; b: string; c: string }> {
  const shell = await fakeShellBuild();
  builds.push(shell);
  await promote(
    'shell',
    (await publishApp('shell', shell, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version,
  );
  const [a = '', b = '', c = ''] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
  await promote('checkout', a);
  return { a, b, c };
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

/** The pointer file's bytes and the history's length: what a refusal must leave as it was. */
async function snapshot(): Promise<{ pointer: Buffer; records: number }> {
  return { pointer: await fs.readFile(pointerFile()), records: (await readHistory()).length };
}

async function expectUnchanged(before: { pointer: Buffer; records: number }): Promise<void> {
  expect((await fs.readFile(pointerFile())).equals(before.pointer)).toBe(true);
  expect((await readHistory()).length).toBe(before.records);
}

describe('canary start', () => {
  it('sends a published, valid version to n % of browsers, beside the unchanged live version', async () => {
    const { a, b } = await liveSite();
    const result = await startCanary('checkout', b, 20, { by: 'ana', reason: 'novo resumo do pedido' });
    expect(result).toMatchObject({ action: 'canary-start', live: a, version: b, share: { from: 0, to: 20 } });

    const { pointer, canaries } = await readLive();
    expect(pointer.remotes.checkout?.version).toBe(a);
    expect(canaries).toEqual({
      checkout: {
        version: b,
        entry: `/remotes/checkout/${b}/mf-manifest.json`,
        percent: 20,
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect((await readHistory('checkout')).at(-1)).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      by: 'ana',
      remote: 'checkout',
      action: 'canary-start',
      from: a,
      to: b,
      reason: 'novo resumo do pedido',
      share: { from: 0, to: 20 },
    });
  });

  it.each([['0'], ['100'], ['-5'], ['2.5'], ['vinte'], ['']])(
    'refuses --percent %p with a clear message (exit 2), nothing changed',
    async (percent) => {
      const { b } = await liveSite();
      const before = await snapshot();
      const cli = await runCli(['canary', 'checkout', b, `--percent=${percent}`]);
      expect(cli.code).toBe(2);
      expect(cli.stderr).toMatch(/--percent precisa ser um número inteiro de 1 a 99/);
      await expectUnchanged(before);
    },
  );

  it('refuses a version that promote would refuse, with the same reasons, and leaves everything as it was', async () => {
    await liveSite();
    const noApp = (await publishApp('checkout', await build('checkout', { exposesApp: false }))).version;
    const otherMajor = (await publishApp('checkout', await build('checkout', { contractVersion: '2.0.0' }))).version;
    const before = await snapshot();

    const invalid = await refusalOf(startCanary('checkout', noApp, 20));
    expect(invalid.code).toBe('invalid');
    expect(invalid.problems.join('\n')).toMatch(/não expõe \.\/app/);
    const mismatch = await refusalOf(startCanary('checkout', otherMajor, 20));
    expect(mismatch.code).toBe('contract-mismatch');
    const missing = await refusalOf(startCanary('checkout', '9.9.9-nada', 20));
    expect(missing.code).toBe('not-found');
    expect(missing.problems.join('\n')).toMatch(/não publicada/);
    await expectUnchanged(before);

    const cli = await runCli(['canary', 'checkout', '9.9.9-nada', '--percent', '20']);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/recusado; o ponteiro não foi alterado/);
    await expectUnchanged(before);
  });

  it('refuses the live version, a second canary of the same remote, a remote with nothing live, and the shell', async () => {
    const { a, b, c } = await liveSite();
    let before = await snapshot();
    const live = await refusalOf(startCanary('checkout', a, 20));
    expect([live.code, live.message]).toEqual(['conflict', expect.stringMatching(/já é a versão no ar/)]);
    await expectUnchanged(before);

    await startCanary('checkout', b, 20);
    before = await snapshot();
    const second = await refusalOf(startCanary('checkout', c, 10));
    expect([second.code, second.message]).toEqual(['conflict', expect.stringMatching(/Já há um canary de checkout/)]);
    await expectUnchanged(before);

    const [x = ''] = await publishVersions('account', ['X'], builds);
    const nothingLive = await refusalOf(startCanary('account', x, 20));
    expect([nothingLive.code, nothingLive.message]).toEqual([
      'conflict',
      expect.stringMatching(/não tem versão no ar/),
    ]);

    const shell = await runCli(['canary', 'shell', '1.0.0-x', '--percent', '20']);
    expect(shell.code).toBe(2);
    expect(shell.stderr).toMatch(/A shell não tem canary/);
    await expectUnchanged(before);
  });
});

describe('a running canary', () => {
  it('widens and narrows its share, each change recorded with who, share and reason', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 20);
    const wider = await setCanaryShare('checkout', 50, { by: 'bia', reason: 'sem erros em uma hora' });
    expect(wider.share).toEqual({ from: 20, to: 50 });
    const narrower = await setCanaryShare('checkout', 5, { by: 'caio' });
    expect(narrower.share).toEqual({ from: 50, to: 5 });
    const { pointer, canaries } = await readLive();
    expect(canaries.checkout?.percent).toBe(5);
    expect(pointer.remotes.checkout?.version).toBe(a);
    expect((await readHistory('checkout')).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'canary-share',
        by: 'bia',
        reason: 'sem erros em uma hora',
        from: a,
        to: b,
        share: { from: 20, to: 50 },
      }),
      expect.objectContaining({ action: 'canary-share', by: 'caio', reason: null, share: { from: 50, to: 5 } }),
    ]);
  });

  it('is promoted: its version goes live for everyone and the canary ends; rollback returns to the version before', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 30);
    const result = await promoteCanary('checkout', { by: 'ana', reason: 'métricas boas' });
    expect(result).toMatchObject({ action: 'canary-promote', live: a, version: b, share: { from: 30, to: 100 } });
    expect(result.canary).toBeNull();
    const { pointer, canaries } = await readLive();
    expect(pointer.remotes.checkout).toEqual({ version: b, entry: `/remotes/checkout/${b}/mf-manifest.json` });
    expect(canaries).toEqual({});
    expect((await readHistory('checkout')).at(-1)).toMatchObject({ action: 'canary-promote', from: a, to: b });
    // A canary's promote is a release like any other: rollback walks back over it.
    expect((await rollback('checkout')).to).toBe(a);
  });

  it('is aborted: the live version stays and every browser gets it again', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 30);
    const result = await abortCanary('checkout', { by: 'plantão', reason: 'erros no pagamento' });
    expect(result).toMatchObject({ action: 'canary-abort', live: a, version: b, share: { from: 30, to: 0 } });
    const { pointer, canaries } = await readLive();
    expect(pointer.remotes.checkout?.version).toBe(a);
    expect(canaries).toEqual({});
    // Rollback still sees the releases only: nothing before A.
    expect((await refusalOf(rollback('checkout'))).code).toBe('no-previous');
  });

  it('widening validates the version again; narrowing and aborting never are refused', async () => {
    const { b } = await liveSite();
    await startCanary('checkout', b, 20);
    await fs.rm(`${site}/remotes/checkout/${b}/mf-manifest.json`);
    const before = await snapshot();
    expect((await refusalOf(setCanaryShare('checkout', 60))).code).toBe('invalid');
    expect((await refusalOf(promoteCanary('checkout'))).code).toBe('invalid');
    await expectUnchanged(before);
    expect((await setCanaryShare('checkout', 1)).share).toEqual({ from: 20, to: 1 });
    expect((await abortCanary('checkout')).share).toEqual({ from: 1, to: 0 });
  });

  it('without one, share, promote and abort say there is none (exit 1), nothing changed', async () => {
    await liveSite();
    const before = await snapshot();
    expect((await refusalOf(setCanaryShare('checkout', 40))).code).toBe('no-canary');
    expect((await refusalOf(promoteCanary('checkout'))).code).toBe('no-canary');
    expect((await refusalOf(abortCanary('checkout'))).code).toBe('no-canary');
    const cli = await runCli(['canary', 'checkout', '--abort']);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/checkout não tem canary em andamento/);
    await expectUnchanged(before);
  });

  it('ends when the remote is promoted or rolled back, and the history says so before the switch', async () => {
    const { a, b, c } = await liveSite();
    await startCanary('checkout', b, 25);
    const result = await promote('checkout', c, { by: 'ana', reason: 'correção urgente' });
    expect(result.endedCanary).toMatchObject({ version: b, percent: 25 });
    expect(result.warnings).toContain(`o canary checkout@${b} (25 %) foi encerrado`);
    expect((await readLive()).canaries).toEqual({});
    expect((await readHistory('checkout')).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'canary-abort',
        by: 'ana',
        from: a,
        to: b,
        share: { from: 25, to: 0 },
        reason: `encerrado pelo promote para ${c} — correção urgente`,
      }),
      expect.objectContaining({ action: 'promote', from: a, to: c }),
    ]);
    // The promote's own record is as it always was.
    expect(Object.keys((await readHistory('checkout')).at(-1) ?? {}).sort()).toEqual(
      ['action', 'at', 'by', 'from', 'reason', 'remote', 'to'].sort(),
    );

    await startCanary('checkout', b, 10);
    expect((await rollback('checkout')).endedCanary).toMatchObject({ version: b });
    expect((await readLive()).canaries).toEqual({});
  });

  it('records an automatic decision: who is auto, with its reason and figures', async () => {
    const { b, c } = await liveSite();
    await startCanary('checkout', b, 20);
    const figures = { errorRate: { canary: 0.052, live: 0.004 }, requests: 1830, window: '10 min' };
    await abortCanary('checkout', { who: 'auto', reason: 'taxa de erros do canary acima do limite', figures });
    await startCanary('checkout', c, 20);
    await promoteCanary('checkout', { who: 'auto', reason: 'canary saudável', figures: { errorRate: 0.001 } });
    const records = await readHistory('checkout');
    expect(records.at(-3)).toMatchObject({ action: 'canary-abort', by: 'auto', figures, share: { from: 20, to: 0 } });
    expect(records.at(-1)).toMatchObject({ action: 'canary-promote', by: 'auto', figures: { errorRate: 0.001 } });
  });

  it('keeps the minutes before an automatic promote with the canary, through share changes, and in the history', async () => {
    const { b } = await liveSite();
    const started = await startCanary('checkout', b, 20, { autoPromoteMinutes: 30 });
    expect(started.canary).toMatchObject({ version: b, percent: 20, autoPromoteMinutes: 30 });
    expect(started.record).toMatchObject({ action: 'canary-start', autoPromoteMinutes: 30 });
    expect(JSON.parse(await fs.readFile(pointerFile(), 'utf8')).canaries.checkout).toMatchObject({
      autoPromoteMinutes: 30,
    });
    await setCanaryShare('checkout', 40);
    expect((await readLive()).canaries.checkout).toMatchObject({ percent: 40, autoPromoteMinutes: 30 });
    expect((await readHistory('checkout')).at(-1)).not.toHaveProperty('autoPromoteMinutes');
    const state = (await canaryStates()).find((s) => s.app === 'checkout');
    expect(state?.canary).toEqual({ version: b, percent: 40, since: started.canary?.since, autoPromoteMinutes: 30 });
    expect(state?.shares[0]).toMatchObject({ action: 'canary-start', autoPromoteMinutes: 30 });
  });

  it('refuses minutes before an automatic promote that are not a whole number from 1 to a week', async () => {
    const { b } = await liveSite();
    const before = await snapshot();
    for (const minutes of [0, -5, 1.5, 10_081]) {
      expect((await refusalOf(startCanary('checkout', b, 20, { autoPromoteMinutes: minutes }))).code).toBe('usage');
    }
    await expectUnchanged(before);
  });

  it('changes only the canary an automatic decision looked at (ifCanary), else refuses as no-canary', async () => {
    const { b, c } = await liveSite();
    const first = await startCanary('checkout', b, 20);
    const seen = { version: b, since: first.canary?.since ?? '' };
    await abortCanary('checkout', { who: 'auto', ifCanary: seen });
    // Another canary started meanwhile: a second decision about the first one leaves it alone.
    await startCanary('checkout', c, 10);
    const before = await snapshot();
    for (const change of [
      abortCanary('checkout', { who: 'auto', ifCanary: seen }),
      promoteCanary('checkout', { who: 'auto', ifCanary: seen }),
      setCanaryShare('checkout', 5, { ifCanary: seen }),
    ]) {
      const error = await refusalOf(change);
      expect(error.code).toBe('no-canary');
      expect(error.message).toMatch(/não está mais em andamento/);
    }
    await expectUnchanged(before);
    expect((await readLive()).canaries.checkout?.version).toBe(c);
  });

  it('waits for the registry lock like a promote, and gives up after the timeout (busy, exit 3)', async () => {
    const { b } = await liveSite();
    let release = (): void => {};
    let taken = (): void => {};
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const held = withLock(() => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const before = await snapshot();
    const error = await refusalOf(startCanary('checkout', b, 20, { lock: { timeoutMs: 150 } }));
    expect(error.code).toBe('busy');
    process.env.MFE_LOCK_TIMEOUT_MS = '150';
    try {
      expect((await runCli(['canary', 'checkout', b, '--percent', '20'])).code).toBe(3);
    } finally {
      delete process.env.MFE_LOCK_TIMEOUT_MS;
    }
    release();
    await held;
    await expectUnchanged(before);
    // Once the lock is free, the same change goes through.
    expect((await startCanary('checkout', b, 20)).share.to).toBe(20);
  });
});

describe('the command line', () => {
  it('runs every canary command, in JSON for scripts', async () => {
    const { a, b } = await liveSite();
    const started = await runCli([
      'canary',
      'checkout',
      b,
      '--percent',
      '20',
      '--reason',
      'teste',
      '--by',
      'ana',
      '--json',
    ]);
    expect(started.code).toBe(0);
    expect(JSON.parse(started.stdout)).toMatchObject({
      ok: true,
      action: 'canary-start',
      remote: 'checkout',
      live: a,
      version: b,
      share: { from: 0, to: 20 },
      canary: { version: b, percent: 20 },
      record: { by: 'ana', reason: 'teste', action: 'canary-start' },
    });
    const widened = JSON.parse((await runCli(['canary', 'checkout', '--percent', '60', '--json'])).stdout);
    expect(widened).toMatchObject({ ok: true, action: 'canary-share', share: { from: 20, to: 60 } });
    const promoted = JSON.parse((await runCli(['canary', 'checkout', '--promote', '--json'])).stdout);
    expect(promoted).toMatchObject({ ok: true, action: 'canary-promote', share: { from: 60, to: 100 }, canary: null });

    const refused = await runCli(['canary', 'checkout', '--abort', '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({
      ok: false,
      error: { code: 'no-canary', message: expect.stringMatching(/não tem canary/), problems: [] },
    });
  });

  it('says in Portuguese what each command did', async () => {
    const { a, b } = await liveSite();
    expect((await runCli(['canary', 'checkout', b, '--percent', '20'])).stdout).toMatch(
      new RegExp(`Canary: checkout@${b} para 20 % dos navegadores; os outros continuam com ${a}`),
    );
    expect((await runCli(['canary', 'checkout', '--percent', '35'])).stdout).toMatch(/20 % → 35 % dos navegadores/);
    expect((await runCli(['canary', 'checkout', '--abort'])).stdout).toMatch(
      new RegExp(`Canary encerrado: checkout@${b} saiu \\(estava em 35 %\\)`),
    );
  });

  it('starts a canary with --auto-promote and shows it in status and history', async () => {
    const { a, b } = await liveSite();
    const started = await runCli(['canary', 'checkout', b, '--percent', '20', '--auto-promote', '45']);
    expect(started.code).toBe(0);
    expect(started.stdout).toContain('Promoção automática: depois de 45 min, se os números continuarem saudáveis.');
    expect((await runCli(['status'])).stdout).toMatch(
      new RegExp(`canary: ${b} para 20 % dos navegadores, desde \\S+; promoção automática depois de 45 min`),
    );
    expect((await runCli(['history', 'checkout'])).stdout).toContain(
      `canary-start checkout: no ar ${a}, canary ${b} (0 % → 20 %), promoção automática depois de 45 min`,
    );
    const status = JSON.parse((await runCli(['status', '--json'])).stdout) as {
      apps: Array<{ app: string; canary: unknown }>;
    };
    expect(status.apps.find((app) => app.app === 'checkout')?.canary).toMatchObject({ autoPromoteMinutes: 45 });
  });

  it.each([
    [['canary', 'checkout']],
    [['canary', 'checkout', '--promote', '--abort']],
    [['canary', 'checkout', '--percent', '20', '--abort']],
    [['canary', 'checkout', '1.0.0-x']],
    [['canary', 'checkout', '1.0.0-x', '--promote']],
    [['canary', 'vitrine', '1.0.0-x', '--percent', '20']],
    [['canary', 'checkout', '--percent', '20', '--auto-promote', '30']],
    [['canary', 'checkout', '1.0.0-x', '--percent', '20', '--auto-promote', 'meia-hora']],
  ])('refuses the wrong command line %p (exit 2)', async (argv) => {
    await liveSite();
    const before = await snapshot();
    expect((await runCli(argv)).code).toBe(2);
    await expectUnchanged(before);
  });

  it('status shows each canary with its share, in text and in JSON', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 20);
    const text = (await runCli(['status'])).stdout;
    expect(text).toMatch(new RegExp(`checkout +no ar: ${a}`));
    expect(text).toMatch(new RegExp(`canary: ${b} para 20 % dos navegadores, desde \\d{4}-`));
    expect(text).toContain(`◐ ${b}`);
    const body = JSON.parse((await runCli(['status', '--json'])).stdout) as {
      apps: Array<{ app: string; canary: unknown; versions: Array<{ version: string; canary: boolean }> }>;
    };
    const checkout = body.apps.find((app) => app.app === 'checkout');
    expect(checkout?.canary).toEqual({ version: b, percent: 20, since: expect.any(String) });
    expect(checkout?.versions.find((v) => v.version === b)?.canary).toBe(true);
    expect(body.apps.find((app) => app.app === 'account')?.canary).toBeNull();
  });

  it('history shows the canary changes with their share, reason and figures', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 20, { by: 'ana', reason: 'teste' });
    await abortCanary('checkout', { who: 'auto', reason: 'erros', figures: { errorRate: 0.05 } });
    const text = (await runCli(['history', 'checkout'])).stdout;
    expect(text).toContain(`ana  canary-start checkout: no ar ${a}, canary ${b} (0 % → 20 %) — teste`);
    expect(text).toContain(
      `auto  canary-abort checkout: no ar ${a}, canary ${b} (20 % → 0 %) — erros {"errorRate":0.05}`,
    );
    const json = JSON.parse((await runCli(['history', 'checkout', '--json'])).stdout) as { records: unknown[] };
    expect(json.records.at(-1)).toMatchObject({ by: 'auto', share: { from: 20, to: 0 }, figures: { errorRate: 0.05 } });
  });
});

describe('the canary state for an evaluator', () => {
  it('gives every remote its running canary and the share changes of its history', async () => {
    const { a, b } = await liveSite();
    await startCanary('checkout', b, 10);
    await setCanaryShare('checkout', 50);
    const states = await canaryStates();
    expect(states.map((s) => s.app)).toEqual(['catalog', 'checkout', 'account', 'affiliates']);
    const checkout = states.find((s) => s.app === 'checkout');
    expect(checkout).toMatchObject({ live: a, canary: { version: b, percent: 50, since: expect.any(String) } });
    expect(checkout?.shares.map((s) => [s.action, s.version, s.percent])).toEqual([
      ['canary-start', b, 10],
      ['canary-share', b, 50],
    ]);
    expect(states.find((s) => s.app === 'catalog')).toEqual({ app: 'catalog', live: null, canary: null, shares: [] });
  });

  it('tells which share was in force at a given minute', () => {
    const change = (at: string, action: ShareChange['action'], percent: number): ShareChange => ({
      at,
      action,
      version: '1.1.0-b',
      percent,
      by: 'ana',
      reason: null,
    });
    const shares = [
      change('2025-03-01T10:00:00.000Z', 'canary-start', 10),
      change('2025-03-01T10:30:00.000Z', 'canary-share', 50),
      change('2025-03-01T11:05:30.000Z', 'canary-abort', 0),
    ];
    expect(shareAt(shares, '2025-03-01T09:59:00.000Z')).toBeNull();
    expect(shareAt(shares, '2025-03-01T10:00:00.000Z')).toEqual({ version: '1.1.0-b', percent: 10 });
    expect(shareAt(shares, new Date('2025-03-01T10:29:00.000Z'))).toEqual({ version: '1.1.0-b', percent: 10 });
    expect(shareAt(shares, Date.parse('2025-03-01T10:30:00.000Z'))).toEqual({ version: '1.1.0-b', percent: 50 });
    expect(shareAt(shares, '2025-03-01T11:05:00.000Z')?.percent).toBe(50);
    expect(shareAt(shares, '2025-03-01T11:06:00.000Z')?.percent).toBe(0);
  });
});

describe('the pointer file', () => {
  it('still reads without canaries, and is written byte for byte as before when none runs', async () => {
    const { a, b } = await liveSite();
    const plain = await fs.readFile(pointerFile(), 'utf8');
    expect(plain).not.toContain('canaries');
    expect((await readLive()).canaries).toEqual({});

    await startCanary('checkout', b, 20);
    const withCanary = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(withCanary)).toEqual(['remotes', 'shell', 'canaries']);
    // Readers of the pointer alone (an older registry, the shell) see the live versions.
    expect(serializePointer(await readLive().then((s) => s.pointer))).toBe(plain);

    await abortCanary('checkout');
    expect(await fs.readFile(pointerFile(), 'utf8')).toBe(plain);
    expect((await readLive()).pointer.remotes.checkout?.version).toBe(a);
  });

  it('keeps the canaries when only the pointer is written', async () => {
    const { b } = await liveSite();
    await startCanary('checkout', b, 20);
    const { pointer } = await readLive();
    pointer.remotes.catalog = { version: '1.0.0-x', entry: '/remotes/catalog/1.0.0-x/mf-manifest.json' };
    await writePointer(pointer);
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('refuses changes over a malformed canary, which readers that only look leave out', async () => {
    const { b } = await liveSite();
    const file = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as Record<string, unknown>;
    await fs.writeFile(
      pointerFile(),
      JSON.stringify({ ...file, canaries: { checkout: { version: b, percent: 150 } } }),
    );
    const before = await snapshot();
    expect((await refusalOf(startCanary('checkout', b, 20))).code).toBe('invalid');
    expect((await refusalOf(promote('checkout', b))).code).toBe('invalid');
    await expectUnchanged(before);
    const lenient = await readLiveLenient();
    expect(lenient.canaries).toEqual({});
    expect(lenient.pointer.remotes.checkout).toBeDefined();
  });
});

async function build(...args: Parameters<typeof fakeRemoteBuild>): Promise<string> {
  const dir = await fakeRemoteBuild(...args);
  builds.push(dir);
  return dir;
}
