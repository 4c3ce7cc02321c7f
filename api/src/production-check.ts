import bcrypt from 'bcryptjs';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { demoAccounts } from './db/seeds/data/demo-accounts';
import { paymentSettingsFromEnv } from './features/payments/payment-settings';
import { envSwitch, isProduction } from './lib/env-switch';

/** The settings of a start that depend on NODE_ENV=production (the payment sandbox is in PaymentSettings). */
export interface StartSettings {
  production: boolean;
  /** SEED_DEMO_ACCOUNTS: a new database gets the demo accounts (password demo1234). */
  seedDemoAccounts: boolean;
  /** API_SECURE_COOKIES: cookies carry the Secure attribute. */
  secureCookies: boolean;
  /** Strict-Transport-Security on every answer: production. */
  strictTransportSecurity: boolean;
}

// Each switch: outside production, the demo as it always was; in production, the safe value.
const seedDemoAccounts = (env: NodeJS.ProcessEnv): boolean => envSwitch(env, 'SEED_DEMO_ACCOUNTS', !isProduction(env));
const secureCookies = (env: NodeJS.ProcessEnv): boolean => envSwitch(env, 'API_SECURE_COOKIES', isProduction(env));

export function startSettingsFromEnv(env: NodeJS.ProcessEnv): StartSettings {
  const production = isProduction(env);
  return {
    production,
    seedDemoAccounts: seedDemoAccounts(env),
    secureCookies: secureCookies(env),
    strictTransportSecurity: production,
  };
}

/** One reason not to start in production: the setting, as the operator writes it, and why. */
export interface ProductionProblem {
  setting: string;
  problem: string;
}

/** What the database holds that matters to the check (read by `demoPasswordAccounts`). */
export interface DatabaseFindings {
  /** Seeded demo accounts that still sign in with the demo password. */
  demoPasswordAccounts: readonly string[];
}

/** Shortest secret accepted in production (a random 24-byte base64url value has 32 characters). */
export const SECRET_MIN_LENGTH = 32;

/** Placeholders seen in examples and defaults: never a secret, whatever their length. */
const KNOWN_DEFAULTS = new Set(
  ['changeme', 'change-me', 'change_me', 'secret', 'default', 'password', 'test', 'dev', 'demo', 'sandbox'].map(
    (value) => value.toLowerCase(),
  ),
);

function secretProblem(env: NodeJS.ProcessEnv, name: string, purpose: string): ProductionProblem | undefined {
  const value = env[name] ?? '';
  if (value === '') return { setting: `${name} ausente`, problem: `${purpose}; defina um segredo só desta instalação` };
  if (KNOWN_DEFAULTS.has(value.trim().toLowerCase()) || value.length < SECRET_MIN_LENGTH) {
    return {
      setting: `${name} fraco`,
      problem: `${purpose}; use um valor aleatório de ${SECRET_MIN_LENGTH} caracteres ou mais, não um de exemplo`,
    };
  }
  return undefined;
}

/** A secret that may be left unset (its feature is then off), but never set weak. */
function optionalSecretProblem(env: NodeJS.ProcessEnv, name: string, purpose: string): ProductionProblem | undefined {
  return (env[name] ?? '') === '' ? undefined : secretProblem(env, name, purpose);
}

/** An on/off setting that is unsafe when on; a value that is neither true nor false is a problem too. */
function switchProblem(read: () => boolean, setting: string, problem: string): ProductionProblem | undefined {
  try {
    return read() ? { setting, problem } : undefined;
  } catch (error) {
    return { setting: setting.replace(/=.*$/, ''), problem: (error as Error).message };
  }
}

/**
 * Why this API may not start as it is configured: nothing outside production; in production, each
 * setting that suits only a demo, even when turned on explicitly (a staging server that wants the
 * payment sandbox runs without NODE_ENV=production).
 */
export function productionProblems(
  env: NodeJS.ProcessEnv,
  found: DatabaseFindings = { demoPasswordAccounts: [] },
): ProductionProblem[] {
  if (!isProduction(env)) return [];
  const problems = [
    switchProblem(
      () => paymentSettingsFromEnv(env).sandbox,
      'PAYMENT_SANDBOX=true',
      'o gateway de testes está ligado: qualquer cliente marcaria o próprio Pix ou boleto como pago (POST /api/orders/:id/sandbox-payment)',
    ),
    switchProblem(
      () => seedDemoAccounts(env),
      'SEED_DEMO_ACCOUNTS=true',
      'um banco novo ganharia as contas de demonstração, todas com a senha demo1234',
    ),
    found.demoPasswordAccounts.length === 0
      ? undefined
      : {
          setting: 'contas de demonstração no banco',
          problem: `${found.demoPasswordAccounts.join(', ')} ainda entram com a senha demo1234; troque essas senhas ou suba num banco novo`,
        },
    switchProblem(
      () => !secureCookies(env),
      'API_SECURE_COOKIES=false',
      'os cookies de sessão iriam sem o atributo Secure, também por HTTP',
    ),
    secretProblem(
      env,
      'PAYMENT_WEBHOOK_SECRET',
      'é com ele que o gateway assina as notificações de pagamento (sem ele a API cria um no banco, que gateway nenhum conhece)',
    ),
    secretProblem(env, 'REFERRAL_SECRET', 'é com ele que a API assina as provas de indicação dos afiliados'),
    secretProblem(
      env,
      'VIEW_TOKEN_SECRET',
      'é com ele que o servidor do site assina as visualizações de página e a API confere os beacons de saúde (o mesmo valor nos dois); sem ele, nenhum beacon conta',
    ),
    optionalSecretProblem(
      env,
      'OPERATOR_TOKEN',
      'é ele que abre a saúde dos apps aos operadores (GET /api/operator/remote-health); sem ele, a rota responde 404',
    ),
  ];
  return problems.filter((problem): problem is ProductionProblem => problem !== undefined);
}

/** The refusal, one line per problem. */
export function refusalMessage(problems: readonly ProductionProblem[]): string {
  return [
    `A API não sobe com NODE_ENV=production: ${problems.length} configuração(ões) insegura(s).`,
    ...problems.map((problem) => `  - ${problem.setting}: ${problem.problem}`),
  ].join('\n');
}

/** The seeded demo accounts of the database that still sign in with their demo password. */
export async function demoPasswordAccounts(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'users')) return [];
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      demoAccounts.map((account) => account.email.toLowerCase()),
    )
    .execute();
  const found: string[] = [];
  for (const row of rows) {
    const account = demoAccounts.find((candidate) => candidate.email.toLowerCase() === row.email);
    if (account && (await bcrypt.compare(account.password, row.password_hash))) found.push(row.email);
  }
  return found;
}
