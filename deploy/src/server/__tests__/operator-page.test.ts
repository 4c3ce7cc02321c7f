import type { FastifyInstance } from 'fastify';
import { startCanary } from '../../registry/canary.js';
import { readHistory } from '../../registry/history.js';
import { readLive } from '../../registry/registry.js';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { apiHealthRows } from '../../canary/health-source.js';
import { createCanaryCheck, type WatchLog } from '../../canary/watcher.js';
import {
  OPERATOR_TOKEN,
  healthRow,
  startFakeHealthApi,
  type FakeHealthApi,
} from '../../canary/__tests__/fake-health-api.js';
import { backdate, liveSite } from '../../canary/__tests__/live-site.js';
import { figuresText } from '../operator-page.js';
import { buildSiteServer, type SiteOptions } from '../site-server.js';

const PAGE = '/operacao/remotes';
const MINUTE = 60_000;

let site: string;
let api: FakeHealthApi;
const builds: string[] = [];
const servers: FastifyInstance[] = [];

beforeEach(async () => {
  site = await tempSite();
  api = await startFakeHealthApi();
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

function memoryLog(): WatchLog & { infos: string[]; warns: string[] } {
  const infos: string[] = [];
  const warns: string[] = [];
  return { infos, warns, info: (m) => infos.push(m), warn: (m) => warns.push(m) };
}

/** A site server over the test's site, in front of the fake API; its address. */
async function serve(options: Partial<SiteOptions> = {}): Promise<string> {
  const server = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: false },
    ...options,
  });
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

const withToken = { operatorToken: OPERATOR_TOKEN, canaryWatch: { enabled: false, log: memoryLog() } };

const postToken = (base: string, token: string): Promise<Response> =>
  fetch(`${base}${PAGE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });

/** What every answer of the page carries: no caching, no indexing, no inline script or style. */
async function expectPrivatePlainPage(response: Response): Promise<string> {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).not.toContain('unsafe-inline');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain('<link rel="stylesheet" href="/operacao/operacao.css">');
  expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  expect(html).not.toContain(OPERATOR_TOKEN);
  return html;
}

/**
 * Checkout A live; C was a canary the watcher ended (figures in the history), and B now runs for
 * 20 % of browsers with --auto-promote 30, started by ana four minutes ago; the API has a minute of
 * both versions.
 */
async function siteWithHistory(): Promise<{ a: string; b: string; c: string }> {
  const { a, b, c } = await liveSite(builds);
  await startCanary('checkout', c, 10, { by: 'ana', reason: 'primeiro teste' });
  await backdate(10);
  api.rows = [
    healthRow(Date.now() - MINUTE, a, 70, { pageViews: 400, errors: 4 }),
    healthRow(Date.now() - MINUTE, c, 5, { pageViews: 40, errors: 10 }),
  ];
  await createCanaryCheck({ rows: apiHealthRows({ apiUrl: api.url, token: OPERATOR_TOKEN }), log: memoryLog() })();
  await startCanary('checkout', b, 20, { by: 'ana', reason: 'novo resumo do pedido', autoPromoteMinutes: 30 });
  await backdate(4);
  api.rows = [
    healthRow(Date.now() - MINUTE, a, 70, { pageViews: 300, errors: 3, LCP: [1200, 1500, 1800, 2100] }),
    healthRow(Date.now() - MINUTE, b, 5, { pageViews: 25, errors: 1, INP: [120] }),
  ];
  return { a, b, c };
}

describe('the operator page', () => {
  it('asks for the token (401), with a form that posts it, and says when it is wrong (403)', async () => {
    const base = await serve(withToken);
    const asked = await fetch(`${base}${PAGE}`);
    expect(asked.status).toBe(401);
    expect(asked.headers.get('www-authenticate')).toBe('Bearer');
    const form = await expectPrivatePlainPage(asked);
    expect(form).toContain('<form method="post" action="/operacao/remotes">');
    expect(form).toContain('<label for="token">Token de operador (OPERATOR_TOKEN)</label>');
    expect(form).toContain('<input id="token" name="token" type="password" autocomplete="current-password"');
    expect(form).not.toContain('role="alert"');

    const wrong = await postToken(base, 'op_wrong_0123456789abcdefghijklmnopqrst');
    expect(wrong.status).toBe(403);
    const refused = await expectPrivatePlainPage(wrong);
    expect(refused).toContain('<p id="token-erro" class="erro" role="alert">Token de operador inválido.</p>');
    expect(refused).toContain('aria-describedby="token-erro" aria-invalid="true"');
    expect(refused).not.toContain('op_wrong');

    expect((await fetch(`${base}${PAGE}`, { headers: { authorization: 'Bearer op_wrong' } })).status).toBe(403);
    expect((await postToken(base, '')).status).toBe(401);
  });

  it('with the token, shows each version with its share and health, the decisions and the canary history', async () => {
    const { a, b, c } = await siteWithHistory();
    const base = await serve(withToken);
    const response = await postToken(base, OPERATOR_TOKEN);
    expect(response.status).toBe(200);
    const html = await expectPrivatePlainPage(response);
    expect(html).toContain('<h1>Remotes: saúde e canaries</h1>');
    expect(html).toContain('<caption>Saúde por app e versão nos últimos 10 min</caption>');
    expect(html).toContain(
      '<th scope="col">App</th><th scope="col">Versão</th><th scope="col">Papel</th><th scope="col">Parcela</th>',
    );
    expect(html).toContain(
      `<tr><th scope="row">checkout</th><td>${a}</td><td>no ar</td><td class="num">80 %</td><td class="num">300</td>` +
        '<td class="num">3</td><td class="num">1,0 %</td><td class="num">1.800 ms</td><td class="num">—</td><td class="num">—</td></tr>',
    );
    expect(html).toContain(
      `<tr><th scope="row">checkout</th><td>${b}</td><td>canary</td><td class="num">20 %</td><td class="num">25</td>` +
        '<td class="num">1</td><td class="num">4,0 %</td><td class="num">—</td><td class="num">120 ms</td><td class="num">—</td></tr>',
    );
    expect(html).toContain(
      `<li><strong>checkout@${b}: aguardar</strong> — saudável; promoção automática em 26 min: taxa de falhas 4,0 %`,
    );

    // The history, most recent first: B started by ana, C ended by the watcher with its figures, C started.
    const history = html.slice(html.indexOf('<h2>Histórico dos canaries</h2>'));
    const rows = history.match(/<tr><td>.*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(
      new RegExp(
        `^<tr><td>\\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d:\\d\\d</td><td>ana</td><td>início \\(promoção automática depois de 30 min\\)</td>` +
          `<td>${b}</td><td>${a}</td><td class="num">0 % → 20 %</td><td>novo resumo do pedido</td><td></td></tr>$`,
      ),
    );
    expect(rows[1]).toContain(
      `<td>auto</td><td>encerrado</td><td>${c}</td><td>${a}</td><td class="num">10 % → 0 %</td>`,
    );
    expect(rows[1]).toContain('<td>canary pior que a versão no ar nos últimos 10 min: taxa de falhas do canary 25,0 %');
    expect(rows[1]).toContain(
      '<td>canary: 40 visualizações, 10 falhas (25,0 %), p75 LCP —, INP —, CLS —; ' +
        'no ar: 400 visualizações, 4 falhas (1,0 %), p75 LCP —, INP —, CLS —; janela de 10 min; ' +
        'teste exato de Fisher das falhas: 10 em 40 contra 4 em 400, p &lt; 0,0001 (nível 0,01)</td>',
    );
    expect(rows[2]).toContain(`<td>ana</td><td>início</td><td>${c}</td>`);
    // Another form, to read the figures again.
    expect(html).toContain('<button type="submit">Atualizar</button>');
    // The page only reads: the canary runs on.
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('says why a canary whose auto-promote minutes have passed stays: too few trusted views in the window', async () => {
    const { a, b } = await liveSite(builds);
    await startCanary('checkout', b, 20, { by: 'ana', reason: 'novo resumo do pedido', autoPromoteMinutes: 3 });
    await backdate(4);
    api.rows = [
      healthRow(Date.now() - MINUTE, a, 70, { pageViews: 300 }),
      healthRow(Date.now() - MINUTE, b, 5, { pageViews: 12 }),
    ];
    const base = await serve(withToken);
    const html = await expectPrivatePlainPage(await postToken(base, OPERATOR_TOKEN));
    expect(html).toContain(
      `<li><strong>checkout@${b}: aguardar</strong> — promoção automática adiada: 12 de 20 visualizações confiáveis ` +
        'do canary nos últimos 10 min</li>',
    );
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('words the figures of a record from before the decision kept its evidence as before', () => {
    const version = { pageViews: 40, failures: 10, failureRate: 0.25, p75: { LCP: null, INP: null, CLS: null } };
    expect(figuresText({ canary: version, live: null, window: { minutes: 10 } })).toBe(
      'canary: 40 visualizações, 10 falhas (25,0 %), p75 LCP —, INP —, CLS —; no ar: sem números; janela de 10 min',
    );
  });

  it('answers a script that sends the token as a Bearer header', async () => {
    await siteWithHistory();
    const base = await serve(withToken);
    const response = await fetch(`${base}${PAGE}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await expectPrivatePlainPage(response)).toContain('<h2>Histórico dos canaries</h2>');
  });

  it('shows how many server builds this server holds and how many public answers it keeps', async () => {
    await siteWithHistory();
    const base = await serve(withToken);
    const response = await fetch(`${base}${PAGE}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    const html = await expectPrivatePlainPage(response);
    // The site's stand-in versions have no server build: none is loaded.
    expect(html).toContain('<h2>Memória deste servidor do site</h2>');
    expect(html).toContain('Builds de servidor carregados: 0.');
    expect(html).toMatch(/Respostas públicas da API guardadas: \d+ \([\d.,]+ KB de JSON\)\./);
  });

  it('says why when the API cannot be read, and still shows the history', async () => {
    await siteWithHistory();
    const base = await serve({ ...withToken, apiUrl: 'http://127.0.0.1:9' });
    const response = await postToken(base, OPERATOR_TOKEN);
    expect(response.status).toBe(200);
    const html = await expectPrivatePlainPage(response);
    expect(html).toContain(
      '<p class="erro" role="alert">Não foi possível ler a saúde dos apps em http://127.0.0.1:9 (fora do ar). Confira API_URL e se a API está no ar.</p>',
    );
    expect(html).toContain('<p>Sem números da API.</p>');
    expect(html).toContain('<td>novo resumo do pedido</td>');
  });

  it('serves its own stylesheet', async () => {
    const base = await serve(withToken);
    const response = await fetch(`${base}/operacao/operacao.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('table { border-collapse: collapse;');
  });

  it('does not exist without OPERATOR_TOKEN: the site answers 404 as for any unknown address', async () => {
    await liveSite(builds);
    const base = await serve({ operatorToken: '' });
    const page = await fetch(`${base}${PAGE}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Token de operador');
    expect((await postToken(base, OPERATOR_TOKEN)).status).toBe(404);
    expect((await fetch(`${base}/operacao/operacao.css`)).status).toBe(404);
  });

  it('is kept out of robots.txt', async () => {
    const base = await serve(withToken);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Disallow: /operacao/\n');
  });
});

describe('the canary watcher in the site server', () => {
  const until = async (condition: () => Promise<boolean>): Promise<void> => {
    for (let i = 0; i < 500 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
  };

  /** Checkout A live and B a failing canary for 20 % of browsers, six minutes old, in the API's figures. */
  async function failingCanary(): Promise<{ a: string; b: string }> {
    const { a, b } = await liveSite(builds);
    await startCanary('checkout', b, 20);
    await backdate(6);
    api.rows = [
      healthRow(Date.now() - MINUTE, a, 70, { pageViews: 400, errors: 4 }),
      healthRow(Date.now() - MINUTE, b, 5, { pageViews: 40, crashes: 12 }),
    ];
    return { a, b };
  }

  it('runs while OPERATOR_TOKEN is set: a failing canary is ended as auto, once, by two servers at once', async () => {
    const { a, b } = await failingCanary();
    const logs = [memoryLog(), memoryLog()];
    for (const log of logs) await serve({ operatorToken: OPERATOR_TOKEN, canaryWatch: { intervalMs: 15, log } });
    await until(async () => !(await readLive()).canaries.checkout);
    // Both keep checking for a while: still one abort.
    await new Promise((r) => setTimeout(r, 100));
    expect((await readLive()).pointer.remotes.checkout?.version).toBe(a);
    const aborts = (await readHistory('checkout')).filter((r) => r.action === 'canary-abort');
    expect(aborts).toEqual([
      expect.objectContaining({
        by: 'auto',
        to: b,
        reason: expect.stringMatching(
          /^canary pior que a versão no ar nos últimos 10 min: taxa de falhas do canary 30,0 %/,
        ),
        figures: expect.objectContaining({ canary: expect.objectContaining({ pageViews: 40, failures: 12 }) }),
      }),
    ]);
    expect(logs.flatMap((log) => log.infos)).toHaveLength(1);
    expect(logs.flatMap((log) => log.warns)).toEqual([]);
  });

  it('stops when the server closes', async () => {
    const { b } = await failingCanary();
    api.rows = [];
    await serve({ operatorToken: OPERATOR_TOKEN, canaryWatch: { intervalMs: 10, log: memoryLog() } });
    await until(async () => api.reads.length >= 2);
    await Promise.all(servers.splice(0).map((server) => server.close()));
    const reads = api.reads.length;
    await new Promise((r) => setTimeout(r, 80));
    expect(api.reads).toHaveLength(reads);
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('does not run without OPERATOR_TOKEN, nor with enabled: false', async () => {
    const { b } = await failingCanary();
    await serve({ canaryWatch: { intervalMs: 10 } });
    await serve({ operatorToken: OPERATOR_TOKEN, canaryWatch: { enabled: false, intervalMs: 10, log: memoryLog() } });
    await new Promise((r) => setTimeout(r, 100));
    expect(api.reads).toEqual([]);
    expect((await readLive()).canaries.checkout?.version).toBe(b);
  });

  it('is off, with the page, on a server over another folder than the registry (SITE_DIR), and says so', async () => {
    await failingCanary();
    const log = memoryLog();
    const other = await tempSite();
    // tempSite points SITE_DIR at the new folder: the test's site is now "another folder".
    try {
      const base = await serve({ operatorToken: OPERATOR_TOKEN, canaryWatch: { intervalMs: 10, log } });
      await new Promise((r) => setTimeout(r, 60));
      expect(api.reads).toEqual([]);
      expect((await fetch(`${base}${PAGE}`)).status).toBe(404);
      expect(log.warns).toEqual([
        `Página de operação e vigia de canaries desligados neste servidor: ele serve ${site}, e o registro é o de ${other} (SITE_DIR).`,
      ]);
    } finally {
      await removeAll(other);
      process.env.SITE_DIR = site;
    }
  });
});
