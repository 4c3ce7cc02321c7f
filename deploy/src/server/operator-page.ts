/**
 * The operators' page of the site server, `/operacao/remotes`: each app's versions with their
 * share and health in the last window (the table of `mfe status --health`), what the canary
 * watcher would decide about each running canary, and each remote's canary history (who, when,
 * share, reason, figures).
 *
 * It exists only while OPERATOR_TOKEN is set, and asks for it each time: a form posts it (never in
 * an address), or a script sends `Authorization: Bearer <token>`; it is compared in constant time
 * and kept nowhere (no cookie, no session). Without it the answer is 401 with the form; with a
 * wrong one, 403. Every answer is `no-store`, `noindex`, linked from nowhere in the shop and kept
 * out of robots; the HTML has no inline script or style (its stylesheet is a file of its own).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from 'shared-contracts/delivery';
import { isRecord } from 'shared-contracts/guards';
import { readHealthReport } from '../canary/health-report.js';
import { clsText, msText, percentText, pValueText, type HealthReport, type HealthSettings } from '../canary/health.js';
import type { HealthRows } from '../canary/health-source.js';
import { DECISION_LABELS, HEALTH_COLUMNS, healthCells } from '../canary/health-table.js';
import { isRegistryError } from '../registry/errors.js';
import { isCanaryAction, type CanaryAction, type HistoryRecord } from '../registry/history.js';
import type { RemoteName } from '../registry/paths.js';
import type { RegistryStore } from '../registry/store.js';
import type { SiteMemory } from './site-server.js';

export const OPERATOR_PAGE_PATH = '/operacao/remotes';
export const OPERATOR_STYLESHEET_PATH = '/operacao/operacao.css';
/** The folder robots are kept out of. */
export const OPERATOR_AREA = '/operacao/';

/** Canary changes shown per remote, most recent first. */
const HISTORY_SHOWN = 20;
const TIME_ZONE = 'America/Sao_Paulo';

/** What the page shows, read on every request. */
export interface OperatorView {
  /** The health report, or null when the API's figures could not be read. */
  report: HealthReport | null;
  /** Why the figures could not be read (Portuguese). */
  problem: string | null;
  /** Each remote's canary changes, oldest first. */
  history: Array<{ app: RemoteName; records: HistoryRecord[] }>;
  /** The moment of the reading. */
  at: number;
  /** What this site server holds in memory (absent when the page is read elsewhere). */
  memory?: SiteMemory;
}

/** Reads the report (an API that cannot be read leaves it null, with the reason) and the canary history. */
export async function readOperatorView(options: {
  store: RegistryStore;
  rows: HealthRows;
  settings: HealthSettings;
  now?: () => number;
}): Promise<OperatorView> {
  const at = options.now?.() ?? Date.now();
  const [health, records] = await Promise.all([
    readHealthReport({ rows: options.rows, store: options.store, now: at, settings: options.settings }).then(
      (report) => ({ report, problem: null }),
      (error: unknown) => ({
        report: null,
        problem: isRegistryError(error) ? error.message : `Erro ao ler a saúde dos apps: ${(error as Error).message}`,
      }),
    ),
    options.store.readHistory(),
  ]);
  const history = REMOTE_NAMES.map((app) => ({
    app,
    records: records.filter((r) => r.remote === app && isCanaryAction(r.action)),
  }));
  return { ...health, history, at };
}

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Constant-time comparison of what was sent with the token (lengths leak nothing: hashes are compared). */
export function tokenMatches(sent: string, token: string): boolean {
  const a = createHash('sha256').update(sent, 'utf8').digest();
  const b = createHash('sha256').update(token, 'utf8').digest();
  return timingSafeEqual(a, b) && sent.length === token.length;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: TIME_ZONE });
const whenText = (moment: number | string): string => dateTime.format(new Date(moment));

const ACTION_LABELS: Record<CanaryAction, string> = {
  'canary-start': 'início',
  'canary-share': 'parcela mudada',
  'canary-promote': 'promovido',
  'canary-abort': 'encerrado',
};

/** One version's figures of a decision, in words; null when they are not in the evaluator's shape. */
function versionFiguresText(label: string, value: unknown): string | null {
  if (!isRecord(value) || typeof value.pageViews !== 'number' || !isRecord(value.p75)) return null;
  const rate = typeof value.failureRate === 'number' ? value.failureRate : null;
  const vital = (name: string): number | null => {
    const v = (value.p75 as Record<string, unknown>)[name];
    return typeof v === 'number' ? v : null;
  };
  return (
    `${label}: ${value.pageViews} visualizações, ${String(value.failures ?? 0)} falhas (${percentText(rate)}), ` +
    `p75 LCP ${msText(vital('LCP'))}, INP ${msText(vital('INP'))}, CLS ${clsText(vital('CLS'))}`
  );
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * What the tests of a decision found, in words: the failure test's counts and p-value, and each
 * vital's that said worse; empty for records from before the decision kept its evidence.
 */
function evidenceText(figures: Record<string, unknown>): string {
  const evidence = figures.evidence;
  if (!isRecord(evidence)) return '';
  const level = isRecord(figures.thresholds) ? numberOr(figures.thresholds.significance) : null;
  const levelText = level === null ? '' : ` (nível ${String(level).replace('.', ',')})`;
  const parts: string[] = [];
  const failures = evidence.failures;
  if (isRecord(failures) && typeof failures.pValue === 'number') {
    parts.push(
      `teste exato de Fisher das falhas: ${String(failures.canaryFailing)} em ${String(failures.canaryViews)} ` +
        `contra ${String(failures.liveFailing)} em ${String(failures.liveViews)}, ${pValueText(failures.pValue)}${levelText}`,
    );
  }
  for (const name of ['INP', 'LCP']) {
    const vital = evidence[name];
    if (!isRecord(vital) || vital.worse !== true) continue;
    parts.push(
      `${name}: ${String(vital.canaryAbove)} de ${String(vital.canarySamples)} amostras acima do p75 da versão no ar ` +
        `contra ${String(vital.liveAbove)} de ${String(vital.liveSamples)}, ${pValueText(numberOr(vital.pValue))}${levelText}`,
    );
  }
  return parts.map((part) => `; ${part}`).join('');
}

/** The figures of a history record in words (the evaluator's), else as they were recorded. */
export function figuresText(figures: Record<string, unknown> | undefined): string {
  if (figures === undefined) return '';
  const canary = versionFiguresText('canary', figures.canary);
  if (canary) {
    const live = versionFiguresText('no ar', figures.live) ?? 'no ar: sem números';
    const window =
      isRecord(figures.window) && typeof figures.window.minutes === 'number' ? figures.window.minutes : null;
    return `${canary}; ${live}${window === null ? '' : `; janela de ${window} min`}${evidenceText(figures)}`;
  }
  return JSON.stringify(figures);
}

const cell = (text: string, numeric = false): string => `<td${numeric ? ' class="num"' : ''}>${escapeHtml(text)}</td>`;

function healthTableHtml(report: HealthReport): string {
  const head = HEALTH_COLUMNS.map((title) => `<th scope="col">${escapeHtml(title)}</th>`).join('');
  const body = report.apps.flatMap((app) =>
    healthCells(app).map((cells) => {
      const [, ...rest] = cells;
      return `<tr><th scope="row">${escapeHtml(app.app)}</th>${rest.map((text, i) => cell(text, i >= 2)).join('')}</tr>`;
    }),
  );
  return [
    '<table>',
    `<caption>Saúde por app e versão nos últimos ${report.window.minutes} min</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>${body.join('\n')}</tbody>`,
    '</table>',
  ].join('\n');
}

function decisionsHtml(report: HealthReport): string {
  const items = report.apps.flatMap((app) =>
    app.decision && app.canary
      ? [
          `<li><strong>${escapeHtml(`${app.app}@${app.canary.version}`)}: ${escapeHtml(DECISION_LABELS[app.decision.action])}</strong> — ${escapeHtml(app.decision.reason)}</li>`,
        ]
      : [],
  );
  return items.length ? `<ul>\n${items.join('\n')}\n</ul>` : '<p>Nenhum canary em andamento.</p>';
}

function historyHtml(view: OperatorView): string {
  const parts: string[] = [];
  for (const { app, records } of view.history) {
    if (records.length === 0) continue;
    const rows = records
      .slice(-HISTORY_SHOWN)
      .reverse()
      .map((r) => {
        const action = ACTION_LABELS[r.action as CanaryAction] ?? r.action;
        const auto =
          r.autoPromoteMinutes !== undefined ? ` (promoção automática depois de ${r.autoPromoteMinutes} min)` : '';
        const share = r.share ? `${r.share.from} % → ${r.share.to} %` : '';
        return (
          '<tr>' +
          [
            cell(whenText(r.at)),
            cell(r.by),
            cell(`${action}${auto}`),
            cell(r.to),
            cell(r.from ?? '—'),
            cell(share, true),
            cell(r.reason ?? ''),
            cell(figuresText(r.figures)),
          ].join('') +
          '</tr>'
        );
      });
    const head = ['Quando', 'Quem', 'Ação', 'Canary', 'No ar', 'Parcela', 'Motivo', 'Números']
      .map((title) => `<th scope="col">${title}</th>`)
      .join('');
    parts.push(
      [
        '<table>',
        `<caption>Canaries de ${escapeHtml(app)}</caption>`,
        `<thead><tr>${head}</tr></thead>`,
        `<tbody>${rows.join('\n')}</tbody>`,
        '</table>',
      ].join('\n'),
    );
  }
  return parts.length ? parts.join('\n') : '<p>Nenhuma mudança de canary registrada.</p>';
}

/** The token form: posted to the page itself, the token typed in (or filled by a password manager). */
function formHtml(button: string, error: string | null): string {
  const described = error ? ' aria-describedby="token-erro" aria-invalid="true"' : '';
  return [
    `<form method="post" action="${OPERATOR_PAGE_PATH}">`,
    error ? `<p id="token-erro" class="erro" role="alert">${escapeHtml(error)}</p>` : '',
    '<p><label for="token">Token de operador (OPERATOR_TOKEN)</label><br>',
    `<input id="token" name="token" type="password" autocomplete="current-password" required spellcheck="false"${described}></p>`,
    `<p><button type="submit">${escapeHtml(button)}</button></p>`,
    '</form>',
  ]
    .filter(Boolean)
    .join('\n');
}

function documentHtml(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} — operação</title>`,
    `<link rel="stylesheet" href="${OPERATOR_STYLESHEET_PATH}">`,
    '</head>',
    '<body>',
    '<main>',
    body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The page asking for the token (401), or saying the one sent is wrong (403). */
export function tokenFormPage(wrong: boolean): string {
  return documentHtml(
    'Remotes: saúde e canaries',
    [
      '<h1>Remotes: saúde e canaries</h1>',
      '<p>Esta página é dos operadores. Informe o token de operador para ver a saúde dos remotes e o histórico dos canaries.</p>',
      formHtml('Ver a página', wrong ? 'Token de operador inválido.' : null),
    ].join('\n'),
  );
}

/** The server builds this site server has loaded, and its cache of the API's public answers. */
function memoryHtml(memory: SiteMemory): string {
  const { serverBuilds, publicAnswers } = memory;
  const kb = (publicAnswers.bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return [
    '<h2>Memória deste servidor do site</h2>',
    `<p>Builds de servidor carregados: ${serverBuilds.length}. Uma versão que nenhuma página usa há um tempo ` +
      '(SERVER_BUILD_IDLE_SECONDS) é liberada.</p>',
    serverBuilds.length ? `<ul>${serverBuilds.map((folder) => `<li>${escapeHtml(folder)}</li>`).join('')}</ul>` : '',
    `<p>Respostas públicas da API guardadas: ${publicAnswers.entries} (${kb} KB de JSON).</p>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page itself. */
export function operatorPage(view: OperatorView): string {
  const window = view.report
    ? `Números dos últimos ${view.report.window.minutes} min, desde ${time.format(new Date(view.report.window.from))}.`
    : '';
  return documentHtml(
    'Remotes: saúde e canaries',
    [
      '<h1>Remotes: saúde e canaries</h1>',
      `<p>Lido em ${escapeHtml(whenText(view.at))} (horário de Brasília). ${escapeHtml(window)}</p>`,
      view.problem ? `<p class="erro" role="alert">${escapeHtml(view.problem)}</p>` : '',
      '<h2>Saúde</h2>',
      view.report ? healthTableHtml(view.report) : '<p>Sem números da API.</p>',
      '<h2>Decisões do vigia de canaries</h2>',
      view.report ? decisionsHtml(view.report) : '<p>Sem números da API, nenhuma decisão.</p>',
      '<h2>Histórico dos canaries</h2>',
      historyHtml(view),
      view.memory ? memoryHtml(view.memory) : '',
      '<h2>Atualizar</h2>',
      '<p>O token não fica guardado: informe-o de novo para ler os números de agora.</p>',
      formHtml('Atualizar', null),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

export const OPERATOR_STYLESHEET = `body { margin: 1.5rem; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
main { max-width: 90rem; }
table { border-collapse: collapse; margin: 0 0 1.5rem; }
caption { padding-bottom: 0.25rem; font-weight: bold; text-align: left; }
th, td { padding: 0.25rem 0.5rem; border: 1px solid #8c8c8c; text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.erro { color: #8a1c1c; font-weight: bold; }
input, button { font: inherit; padding: 0.25rem 0.5rem; }
`;

export interface OperatorPageOptions {
  operatorToken: string;
  read: () => Promise<OperatorView>;
}

/**
 * Registers the page and its stylesheet. The caller registers nothing while OPERATOR_TOKEN is unset:
 * the address is then the site's ordinary 404.
 */
export async function registerOperatorPage(app: FastifyInstance, options: OperatorPageOptions): Promise<void> {
  const headers = (reply: FastifyReply): FastifyReply =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');

  const answer = async (reply: FastifyReply, sent: string | null): Promise<FastifyReply> => {
    if (sent === null) return headers(reply).code(401).header('www-authenticate', 'Bearer').send(tokenFormPage(false));
    if (!tokenMatches(sent, options.operatorToken)) return headers(reply).code(403).send(tokenFormPage(true));
    return headers(reply)
      .code(200)
      .send(operatorPage(await options.read()));
  };

  const bearer = (request: FastifyRequest): string | null =>
    /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(OPERATOR_PAGE_PATH, (request, reply) => answer(reply, bearer(request)));
    scope.post(OPERATOR_PAGE_PATH, (request, reply) => {
      const form = request.body as Record<string, unknown> | null | undefined;
      const sent = typeof form?.token === 'string' && form.token !== '' ? form.token : bearer(request);
      return answer(reply, sent);
    });
    scope.get(OPERATOR_STYLESHEET_PATH, (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/css; charset=utf-8')
        .send(OPERATOR_STYLESHEET),
    );
  });
}
