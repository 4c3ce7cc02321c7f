/**
 * `npm run mfe -- <command>`: the registry of versions of the shell and of each remote.
 *
 *   publish <app> [--dist <dir>] [--build] [--build-id <id>]
 *   promote <app> <version> [--reason <text>] [--by <name>]
 *   rollback <app> [--to <version>] [--reason <text>] [--by <name>]
 *   canary <app> <version> --percent <n> [--auto-promote <minutes>]
 *   canary <app> --percent <m> | --promote | --abort
 *   status [--health [--window <minutes>] [--min-page-views <n>] [--margin <fraction>] …]
 *   history [<app>] [--limit <n>]
 *
 * With REGISTRY_DATABASE_URL the pointer and its history are kept in that PostgreSQL database.
 * Every command takes --json. Exit codes: 0 done, 1 refused (nothing changed), 2 wrong usage,
 * 3 another operation held the lock too long, 4 the API's health figures could not be read.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isRegistryError, RegistryError, type RefusalCode } from '../registry/errors.js';
import {
  abortCanary,
  assertCanaryApp,
  parseAutoPromote,
  parsePercent,
  promoteCanary,
  setCanaryShare,
  startCanary,
  type CanaryResult,
} from '../registry/canary.js';
import { healthSettingsFromFlags, HEALTH_SETTINGS } from '../canary/health-settings.js';
import { apiHealthRows, healthApiUrlFromEnv } from '../canary/health-source.js';
import { readHealthReport } from '../canary/health-report.js';
import { healthTable } from '../canary/health-table.js';
import { isCanaryAction, type HistoryRecord } from '../registry/history.js';
import {
  assertApp,
  history,
  promote,
  rollback,
  status,
  type AppStatus,
  type ChangeResult,
} from '../registry/operations.js';
import { appDirOf, siteDir } from '../registry/paths.js';
import { publishApp, type PublishResult } from '../registry/publish.js';

const USAGE = `Uso: npm run mfe -- <comando> [opções]

  publish <app> [--dist <pasta>] [--build] [--build-id <id>]
      Copia o build do app (por padrão <app>/dist) para a pasta imutável da versão
      <versão do pacote>-<id do build>. Não põe nada no ar. --build roda o webpack antes.
  promote <app> <versão> [--reason <texto>] [--by <nome>]
      Valida a versão e a põe no ar (troca atômica de /remotes.json).
  rollback <app> [--to <versão>] [--reason <texto>] [--by <nome>]
      Volta à versão que estava no ar antes da atual (ou à versão de --to).
  canary <remote> <versão> --percent <n> [--auto-promote <minutos>] [--reason <texto>] [--by <nome>]
      Valida a versão (como o promote) e a entrega a n % dos navegadores (1 a 99);
      os outros continuam com a versão no ar. Um canary por remote de cada vez.
      O vigia do servidor do site (com OPERATOR_TOKEN) o encerra sozinho se ele falhar
      mais que a versão no ar; com --auto-promote, põe a versão dele no ar depois desses
      minutos, se ele continuar saudável.
  canary <remote> --percent <m> | --promote | --abort [--reason <texto>] [--by <nome>]
      Muda a parcela do canary, põe a versão dele no ar (e o encerra) ou o encerra.
  status
      Versão no ar, canary e versões publicadas da shell e de cada remote.
  status --health [--window <minutos>] [--min-page-views <n>] [--margin <fração>]
                  [--significance <fração>] [--min-failures <n>]
                  [--vitals-ratio <x>] [--inp-margin <ms>] [--lcp-margin <ms>]
      Para cada app, a parcela, as visualizações, a taxa de falhas e o p75 de LCP, INP e CLS
      de cada versão nos últimos minutos (10 por padrão), e o que o vigia decidiria sobre
      cada canary com esses limites, com o motivo (o que falta para julgá-lo ou promovê-lo). Lê a API (API_URL, padrão http://127.0.0.1:8081) com
      OPERATOR_TOKEN.
  history [<app>] [--limit <n>]
      Trocas do ponteiro e dos canaries: quando, quem, app, de, para, parcela, motivo.

Apps: shell, catalog, checkout, account, affiliates.
Todas aceitam --json. Quem: --by, ou a variável MFE_BY, ou o usuário do sistema.
Com REGISTRY_DATABASE_URL (postgres://…), o ponteiro e o histórico ficam nesse banco.
Saída: 0 feito, 1 recusado (nada mudou), 2 uso incorreto, 3 registro ocupado,
4 a saúde dos apps não pôde ser lida da API.`;

const EXIT: Record<RefusalCode, number> = {
  usage: 2,
  busy: 3,
  'not-found': 1,
  invalid: 1,
  'contract-mismatch': 1,
  conflict: 1,
  'no-previous': 1,
  'no-canary': 1,
  unavailable: 4,
};

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      by: { type: 'string' },
      reason: { type: 'string' },
      to: { type: 'string' },
      dist: { type: 'string' },
      build: { type: 'boolean', default: false },
      'build-id': { type: 'string' },
      limit: { type: 'string' },
      percent: { type: 'string' },
      promote: { type: 'boolean', default: false },
      abort: { type: 'boolean', default: false },
      'auto-promote': { type: 'string' },
      health: { type: 'boolean', default: false },
      window: { type: 'string' },
      'min-page-views': { type: 'string' },
      margin: { type: 'string' },
      significance: { type: 'string' },
      'min-failures': { type: 'string' },
      'vitals-ratio': { type: 'string' },
      'inp-margin': { type: 'string' },
      'lcp-margin': { type: 'string' },
    },
  });
}

const callerDir = (): string => process.env.INIT_CWD ?? process.cwd();

function describeChange(result: ChangeResult): string {
  const what = result.action === 'promote' ? 'Promovido' : 'Revertido';
  const lines = result.changed
    ? [
        `${what}: ${result.remote} ${result.from ?? '(nenhuma)'} → ${result.to}. Novas cargas de página já usam ${result.to}.`,
      ]
    : [`${result.remote}@${result.to} já estava no ar; o ponteiro não mudou (registrado no histórico).`];
  for (const warning of result.warnings) lines.push(`aviso: ${warning}`);
  return lines.join('\n');
}

function describeCanary(result: CanaryResult): string {
  const { remote, version, live, share } = result;
  const lines: string[] = [];
  switch (result.action) {
    case 'canary-start':
      lines.push(
        `Canary: ${remote}@${version} para ${share.to} % dos navegadores; os outros continuam com ${live}.`,
        ...(result.canary?.autoPromoteMinutes !== undefined
          ? [
              `Promoção automática: depois de ${result.canary.autoPromoteMinutes} min, se os números continuarem saudáveis.`,
            ]
          : []),
        `Mudar a parcela: npm run mfe -- canary ${remote} --percent <n> · pôr no ar: --promote · encerrar: --abort`,
      );
      break;
    case 'canary-share':
      lines.push(`Canary ${remote}@${version}: ${share.from} % → ${share.to} % dos navegadores.`);
      break;
    case 'canary-promote':
      lines.push(
        `Canary promovido: ${remote} ${live ?? '(nenhuma)'} → ${version}. Novas cargas de página de todos os navegadores já usam ${version}.`,
      );
      break;
    case 'canary-abort':
      lines.push(
        `Canary encerrado: ${remote}@${version} saiu (estava em ${share.from} %). Novas cargas de página já usam ${live}.`,
      );
      break;
  }
  for (const warning of result.warnings) lines.push(`aviso: ${warning}`);
  return lines.join('\n');
}

function describePublish(result: PublishResult): string {
  const where = result.app === 'shell' ? `shell/${result.version}/` : `remotes/${result.app}/${result.version}/`;
  const lines = [
    result.created
      ? `Publicado: ${result.app}@${result.version} em ${where} (ainda não está no ar).`
      : `${result.app}@${result.version} já estava publicada com este mesmo conteúdo.`,
  ];
  for (const warning of result.warnings) lines.push(`aviso: ${warning}`);
  if (result.app !== 'shell')
    lines.push(`Pré-visualizar no seu navegador: ?mfe-override=${result.app}@${result.version}`);
  lines.push(`Pôr no ar: npm run mfe -- promote ${result.app} ${result.version}`);
  return lines.join('\n');
}

function describeStatus(apps: AppStatus[]): string {
  const lines: string[] = [];
  for (const app of apps) {
    const contract = app.contractVersion ? ` (shared-contracts ${app.contractVersion})` : '';
    lines.push(`${app.app.padEnd(11)} no ar: ${app.live ?? '—'}${contract}`);
    if (app.canary) {
      const auto =
        app.canary.autoPromoteMinutes !== undefined
          ? `; promoção automática depois de ${app.canary.autoPromoteMinutes} min`
          : '';
      lines.push(
        `${''.padEnd(11)} canary: ${app.canary.version} para ${app.canary.percent} % dos navegadores, desde ${app.canary.since}${auto}`,
      );
    }
    if (app.previous) lines.push(`${''.padEnd(11)} rollback sem --to volta para: ${app.previous}`);
    for (const v of [...app.versions].reverse()) {
      const mark = v.live ? '●' : v.canary ? '◐' : '○';
      lines.push(`${''.padEnd(11)} ${mark} ${v.version}  publicada ${v.publishedAt}`);
    }
  }
  return lines.join('\n');
}

function describeHistory(records: HistoryRecord[]): string {
  if (!records.length) return 'Nenhuma troca registrada.';
  return records
    .map((r) => {
      const reason = r.reason ? ` — ${r.reason}` : '';
      if (isCanaryAction(r.action)) {
        const share = r.share ? ` (${r.share.from} % → ${r.share.to} %)` : '';
        const auto =
          r.autoPromoteMinutes !== undefined ? `, promoção automática depois de ${r.autoPromoteMinutes} min` : '';
        const figures = r.figures ? ` ${JSON.stringify(r.figures)}` : '';
        return `${r.at}  ${r.by}  ${r.action} ${r.remote}: no ar ${r.from ?? '(nenhuma)'}, canary ${r.to}${share}${auto}${reason}${figures}`;
      }
      return `${r.at}  ${r.by}  ${r.action} ${r.remote}: ${r.from ?? '(nenhuma)'} → ${r.to}${reason}`;
    })
    .join('\n');
}

async function execute(argv: string[]): Promise<{ human: string; data: unknown }> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new RegistryError('usage', `${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command || command === 'help') return { human: USAGE, data: { usage: USAGE } };
  const change = { by: values.by, reason: values.reason };
  switch (command) {
    case 'publish': {
      const app = assertApp(rest[0]);
      let dist = values.dist ? path.resolve(callerDir(), values.dist) : path.join(appDirOf(app), 'dist');
      if (values.build) {
        const { buildApp } = await import('../build/build-apps.js');
        dist = await buildApp(app);
      }
      const result = await publishApp(app, dist, { buildId: values['build-id'] });
      return { human: describePublish(result), data: result };
    }
    case 'promote': {
      const app = assertApp(rest[0]);
      const version = rest[1];
      if (!version)
        throw new RegistryError('usage', `Diga a versão: npm run mfe -- promote ${app} <versão> (veja status).`);
      const result = await promote(app, version, change);
      return { human: describeChange(result), data: result };
    }
    case 'rollback': {
      const app = assertApp(rest[0]);
      const result = await rollback(app, { ...change, to: values.to });
      return { human: describeChange(result), data: result };
    }
    case 'canary': {
      const app = assertCanaryApp(assertApp(rest[0]));
      const version = rest[1];
      const modes = [values.percent !== undefined, values.promote, values.abort].filter(Boolean).length;
      const usage = `Uso: npm run mfe -- canary ${app} <versão> --percent <n> [--auto-promote <minutos>], ou canary ${app} --percent <m> | --promote | --abort`;
      const autoPromote = values['auto-promote'];
      if (
        rest.length > 2 ||
        (version && (values.promote || values.abort)) ||
        (!version && modes !== 1) ||
        (!version && autoPromote !== undefined)
      ) {
        throw new RegistryError('usage', usage);
      }
      let result: CanaryResult;
      if (version) {
        if (values.percent === undefined) throw new RegistryError('usage', `Diga a parcela: ${usage}`);
        const percent = parsePercent(values.percent);
        const autoPromoteMinutes = autoPromote === undefined ? undefined : parseAutoPromote(autoPromote);
        result = await startCanary(app, version, percent, {
          ...change,
          ...(autoPromoteMinutes !== undefined ? { autoPromoteMinutes } : {}),
        });
      } else if (values.promote) result = await promoteCanary(app, change);
      else if (values.abort) result = await abortCanary(app, change);
      else result = await setCanaryShare(app, parsePercent(values.percent), change);
      return { human: describeCanary(result), data: result };
    }
    case 'status': {
      const thresholds = HEALTH_SETTINGS.map((s) => s.flag).filter((flag) => values[flag as keyof typeof values]);
      if (values.health) {
        const settings = healthSettingsFromFlags(values);
        const rows = apiHealthRows({ apiUrl: healthApiUrlFromEnv(), token: process.env.OPERATOR_TOKEN });
        const report = await readHealthReport({ rows, settings });
        return { human: healthTable(report), data: report };
      }
      if (thresholds.length > 0) {
        throw new RegistryError('usage', `--${thresholds[0]} vale só com status --health.`);
      }
      const apps = await status();
      return { human: describeStatus(apps), data: { site: siteDir(), apps } };
    }
    case 'history': {
      const app = rest[0] ? assertApp(rest[0]) : undefined;
      let records = await history(app);
      if (values.limit) {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1)
          throw new RegistryError('usage', '--limit precisa ser um inteiro ≥ 1.');
        records = records.slice(-limit);
      }
      return { human: describeHistory(records), data: { records } };
    }
    default:
      throw new RegistryError('usage', `Comando desconhecido: ${command}\n\n${USAGE}`);
  }
}

/** Runs one command line and says what to print and which exit code to end with. */
export async function runCli(argv: string[]): Promise<CliOutcome> {
  const json = argv.includes('--json');
  try {
    const { human, data } = await execute(argv);
    return {
      code: 0,
      stdout: `${json ? JSON.stringify({ ok: true, ...(data as object) }, null, 2) : human}\n`,
      stderr: '',
    };
  } catch (error) {
    const refusal = isRegistryError(error)
      ? error
      : new RegistryError('invalid', `Erro inesperado: ${(error as Error)?.message ?? String(error)}`);
    const code = isRegistryError(error) ? EXIT[refusal.code] : 1;
    if (json) {
      const body = { ok: false, error: { code: refusal.code, message: refusal.message, problems: refusal.problems } };
      return { code, stdout: `${JSON.stringify(body, null, 2)}\n`, stderr: '' };
    }
    const problems = refusal.problems.map((p) => `  - ${p}`).join('\n');
    return { code, stdout: '', stderr: `${refusal.message}${problems ? `\n${problems}` : ''}\n` };
  }
}

/** True when this file is the program (run by tsx), not an import. */
function isMain(): boolean {
  const program = process.argv[1];
  if (!program) return false;
  try {
    return realpathSync(program) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs the process's own command line and sets its exit code. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const outcome = await runCli(argv);
  if (outcome.stdout) process.stdout.write(outcome.stdout);
  if (outcome.stderr) process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}

if (isMain()) void main();
