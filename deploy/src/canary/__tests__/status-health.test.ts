import { runCli } from '../../cli/mfe.js';
import { startCanary } from '../../registry/canary.js';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { OPERATOR_TOKEN, healthRow, startFakeHealthApi, type FakeHealthApi } from './fake-health-api.js';
import { backdate, liveSite } from './live-site.js';

let site: string;
let api: FakeHealthApi;
const builds: string[] = [];
const savedEnv = { API_URL: process.env.API_URL, OPERATOR_TOKEN: process.env.OPERATOR_TOKEN };

beforeEach(async () => {
  site = await tempSite();
  api = await startFakeHealthApi();
  process.env.API_URL = api.url;
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
});

afterEach(async () => {
  await api.close();
  await removeAll(site, ...builds.splice(0));
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Checkout A live, B its canary for 20 % of browsers since 6 minutes ago; a minute ago, B failed a lot. */
async function unhealthyCanary(): Promise<{ shell: string; a: string; b: string }> {
  const { shell, a, b } = await liveSite(builds);
  await startCanary('checkout', b, 20);
  await backdate(6);
  const minute = Date.now() - 60_000;
  api.rows = [
    healthRow(minute, shell, 50, { pageViews: 12 }, 'shell'),
    healthRow(minute, a, 50, { pageViews: 200, errors: 2, LCP: [1000, 2000, 3000, 4000], INP: [100], CLS: [0.02] }),
    healthRow(minute, b, 5, { pageViews: 30, errors: 6, crashes: 3, LCP: [2500] }),
    // A canary browser that still ran the live version: left out.
    healthRow(minute, a, 5, { pageViews: 500, errors: 500 }),
  ];
  return { shell, a, b };
}

describe('mfe status --health', () => {
  it('prints each version with its share, page views, failure rate and p75s, and what the watcher would decide', async () => {
    const { shell, a, b } = await unhealthyCanary();
    const outcome = await runCli(['status', '--health']);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    const lines = outcome.stdout.split('\n');
    expect(lines[0]).toMatch(/^Saúde dos apps nos últimos 10 min \(desde \d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z\):$/);
    expect(lines[2]).toMatch(
      /^App +Versão +Papel +Parcela +Visualizações +Falhas +Taxa de falhas +p75 LCP +p75 INP +p75 CLS$/,
    );
    expect(outcome.stdout).toMatch(new RegExp(`shell +${shell} +no ar +100 % +12 +0 +0,0 % +— +— +—`));
    expect(outcome.stdout).toMatch(new RegExp(`checkout +${a} +no ar +80 % +200 +2 +1,0 % +3\\.000 ms +100 ms +0,02`));
    expect(outcome.stdout).toMatch(new RegExp(` +${b} +canary +20 % +30 +9 +30,0 % +2\\.500 ms +— +—`));
    expect(outcome.stdout).toContain(
      '  decisão: encerrar — canary pior que a versão no ar nos últimos 10 min: taxa de falhas do canary 30,0 % (9 em 30 visualizações)',
    );
    expect(outcome.stdout).toMatch(/catalog +nada no ar/);
    expect(outcome.stdout).not.toContain(OPERATOR_TOKEN);
    // Status only reads: the canary runs on.
    const apps = JSON.parse((await runCli(['status', '--json'])).stdout).apps as Array<{
      app: string;
      canary: unknown;
    }>;
    expect(apps.find((app) => app.app === 'checkout')?.canary).toMatchObject({ version: b });
  });

  it('answers JSON for scripts', async () => {
    const { a, b } = await unhealthyCanary();
    const body = JSON.parse((await runCli(['status', '--health', '--json'])).stdout);
    expect(body).toMatchObject({ ok: true, window: { minutes: 10 } });
    const checkout = body.apps.find((app: { app: string }) => app.app === 'checkout');
    expect(checkout.versions).toEqual([
      expect.objectContaining({ version: a, role: 'live', share: 80, pageViews: 200, failures: 2, failureRate: 0.01 }),
      expect.objectContaining({ version: b, role: 'canary', share: 20, pageViews: 30, failures: 9, failureRate: 0.3 }),
    ]);
    expect(checkout.decision).toMatchObject({ action: 'abort', figures: { canary: { pageViews: 30 } } });
    expect(body.apps.map((app: { app: string }) => app.app)).toEqual([
      'shell',
      'catalog',
      'checkout',
      'account',
      'affiliates',
    ]);
  });

  it('takes the window and the thresholds from its flags', async () => {
    await unhealthyCanary();
    const body = JSON.parse(
      (await runCli(['status', '--health', '--window', '3', '--min-page-views', '31', '--json'])).stdout,
    );
    expect(body.window.minutes).toBe(3);
    const since = Date.parse(api.reads.at(-1) ?? '');
    expect(Date.now() - since).toBeGreaterThanOrEqual(3 * 60_000);
    expect(Date.now() - since).toBeLessThan(4 * 60_000);
    const checkout = body.apps.find((app: { app: string }) => app.app === 'checkout');
    expect(checkout.decision).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/^30 de 31 visualizações/),
    });
    expect((await runCli(['status', '--health', '--margin', 'muita'])).code).toBe(2);
    expect((await runCli(['status', '--window', '5'])).stderr).toBe('--window vale só com status --health.\n');
  });

  it('takes the significance and the minimum of failing views from their flags, and says what held the abort back', async () => {
    await unhealthyCanary();
    const decisionOf = async (...flags: string[]) => {
      const body = JSON.parse((await runCli(['status', '--health', ...flags, '--json'])).stdout);
      return body.apps.find((app: { app: string }) => app.app === 'checkout').decision;
    };
    // 9 failing of 30 against 2 of 200.
    expect(await decisionOf('--min-failures', '10')).toMatchObject({
      action: 'wait',
      reason: expect.stringContaining('acima da margem, mas com 9 de 10 visualizações com falha mínimas'),
      figures: { thresholds: { minFailures: 10 }, evidence: { failures: { canaryFailing: 9, worse: false } } },
    });
    const strict = await decisionOf('--significance', '0.000000001');
    expect(strict.action).toBe('wait');
    expect(strict.reason).toContain('mas ao alcance do acaso (teste exato de Fisher: p < 0,0001, nível 0,000000001)');
    expect((await runCli(['status', '--health', '--significance', '0'])).code).toBe(2);
  });

  it('says why a canary whose auto-promote minutes have passed is not promoted', async () => {
    const { a, b } = await liveSite(builds);
    await startCanary('checkout', b, 20, { autoPromoteMinutes: 3 });
    await backdate(4);
    const minute = Date.now() - 60_000;
    api.rows = [healthRow(minute, a, 50, { pageViews: 200 }), healthRow(minute, b, 5, { pageViews: 12 })];
    const outcome = await runCli(['status', '--health']);
    expect(outcome.stdout).toContain(
      '  decisão: aguardar — promoção automática adiada: 12 de 20 visualizações confiáveis do canary nos últimos 10 min',
    );
  });

  it('reads every answer of a window the API cuts in pages', async () => {
    const { a } = await liveSite(builds);
    const now = Date.now();
    api.pageSize = 1;
    api.rows = [3, 2, 1].map((ago) => healthRow(now - ago * 60_000, a, 40, { pageViews: ago }));
    const body = JSON.parse((await runCli(['status', '--health', '--json'])).stdout);
    expect(body.apps.find((app: { app: string }) => app.app === 'checkout').versions[0].pageViews).toBe(6);
    expect(api.reads).toHaveLength(3);
  });

  it('says in Portuguese when the API cannot be read, without the token (exit 4)', async () => {
    await liveSite(builds);
    process.env.OPERATOR_TOKEN = 'op_wrong_0123456789abcdefghijklmnopqrst';
    const refused = await runCli(['status', '--health']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toBe(`A API em ${api.url} recusou o OPERATOR_TOKEN (401): use o mesmo da API.\n`);
    expect(refused.stderr).not.toContain('op_wrong');

    delete process.env.OPERATOR_TOKEN;
    expect((await runCli(['status', '--health'])).stderr).toBe(
      'Defina OPERATOR_TOKEN (o mesmo da API) para ler a saúde dos apps.\n',
    );

    process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
    process.env.API_URL = 'http://127.0.0.1:9';
    const down = await runCli(['status', '--health', '--json']);
    expect(down.code).toBe(4);
    expect(JSON.parse(down.stdout)).toEqual({
      ok: false,
      error: {
        code: 'unavailable',
        message:
          'Não foi possível ler a saúde dos apps em http://127.0.0.1:9 (fora do ar). Confira API_URL e se a API está no ar.',
        problems: [],
      },
    });

    const closed = await startFakeHealthApi(null);
    process.env.API_URL = closed.url;
    try {
      expect((await runCli(['status', '--health'])).stderr).toContain('não tem a leitura de saúde dos apps (404)');
    } finally {
      await closed.close();
    }
  });
});
