import { buildApp } from '../app';
import { paymentSettingsFromEnv } from '../features/payments/payment-settings';
import { nodeEnvProblem } from '../lib/env-switch';
import { demoPasswordAccounts, productionProblems, startSettingsFromEnv } from '../production-check';
import { serverForAll } from '../testing/server-for-tests';
import { createTestDatabase, removeDbFiles, tempDbFile, testDatabaseServer } from '../testing/test-server';

const SECRETS = {
  PAYMENT_WEBHOOK_SECRET: 'gw_9f8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f',
  REFERRAL_SECRET: 'ref_0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f',
  VIEW_TOKEN_SECRET: 'view_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f',
};

/** The demo's settings carried into production, each turned on by its own variable. */
const DEMO_IN_PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: 'true',
  SEED_DEMO_ACCOUNTS: 'true',
  API_SECURE_COOKIES: 'false',
};

const settingsOf = (env: NodeJS.ProcessEnv) => productionProblems(env).map((problem) => problem.setting);

describe('the production check', () => {
  it('leaves every start outside production as it was: sandbox, demo accounts, cookies without Secure', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test', PAYMENT_SANDBOX: 'true' }]) {
      expect(productionProblems(env)).toEqual([]);
      expect(startSettingsFromEnv(env)).toEqual({
        production: false,
        seedDemoAccounts: true,
        secureCookies: false,
        strictTransportSecurity: false,
      });
      expect(paymentSettingsFromEnv(env).sandbox).toBe(true);
    }
    // Each switch still turns its setting the other way.
    const off = { PAYMENT_SANDBOX: 'false', SEED_DEMO_ACCOUNTS: 'false', API_SECURE_COOKIES: 'true' };
    expect(startSettingsFromEnv(off)).toMatchObject({ seedDemoAccounts: false, secureCookies: true });
    expect(paymentSettingsFromEnv(off).sandbox).toBe(false);
  });

  it('takes no unknown NODE_ENV for "not production": the sandbox and the demo accounts stay off', () => {
    for (const NODE_ENV of [undefined, '', 'production', 'development', 'test']) {
      expect(nodeEnvProblem({ NODE_ENV })).toBeUndefined();
    }
    for (const NODE_ENV of ['prod', 'Production', 'PRODUCTION', 'production ', 'staging', 'dev']) {
      // What the API's start prints before it ends (server.ts).
      expect(nodeEnvProblem({ NODE_ENV })).toBe(
        `NODE_ENV inválido: ${NODE_ENV} (aceitos: production, development, test, ou sem valor; em minúsculas)`,
      );
      expect(() => startSettingsFromEnv({ NODE_ENV })).toThrow(`NODE_ENV inválido: ${NODE_ENV}`);
      expect(() => paymentSettingsFromEnv({ NODE_ENV })).toThrow('aceitos: production, development, test');
      expect(() => productionProblems({ NODE_ENV })).toThrow('NODE_ENV inválido');
    }
  });

  it('names each unsafe setting of the demo carried into production', () => {
    expect(settingsOf(DEMO_IN_PRODUCTION)).toEqual([
      'PAYMENT_SANDBOX=true',
      'SEED_DEMO_ACCOUNTS=true',
      'API_SECURE_COOKIES=false',
      'PAYMENT_WEBHOOK_SECRET ausente',
      'REFERRAL_SECRET ausente',
      'VIEW_TOKEN_SECRET ausente',
    ]);
    const [sandbox] = productionProblems(DEMO_IN_PRODUCTION);
    expect(sandbox?.problem).toContain('/api/orders/:id/sandbox-payment');
  });

  it('in production defaults to the safe value of each switch, and wants the secrets', () => {
    const env = { NODE_ENV: 'production' };
    expect(startSettingsFromEnv(env)).toEqual({
      production: true,
      seedDemoAccounts: false,
      secureCookies: true,
      strictTransportSecurity: true,
    });
    expect(paymentSettingsFromEnv(env).sandbox).toBe(false);
    expect(settingsOf(env)).toEqual([
      'PAYMENT_WEBHOOK_SECRET ausente',
      'REFERRAL_SECRET ausente',
      'VIEW_TOKEN_SECRET ausente',
    ]);
    expect(productionProblems({ ...env, ...SECRETS })).toEqual([]);
    // Turned off explicitly is as good as the default.
    const explicit = { PAYMENT_SANDBOX: 'false', SEED_DEMO_ACCOUNTS: 'false', API_SECURE_COOKIES: 'true' };
    expect(productionProblems({ ...env, ...SECRETS, ...explicit })).toEqual([]);
  });

  it('refuses a short secret, a known placeholder, and a switch that is neither true nor false', () => {
    const env = {
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'changeme',
      REFERRAL_SECRET: 'x'.repeat(31),
      VIEW_TOKEN_SECRET: 'secret',
      PAYMENT_SANDBOX: 'no',
      API_SECURE_COOKIES: 'yes',
    };
    expect(settingsOf(env)).toEqual([
      'PAYMENT_SANDBOX',
      'API_SECURE_COOKIES',
      'PAYMENT_WEBHOOK_SECRET fraco',
      'REFERRAL_SECRET fraco',
      'VIEW_TOKEN_SECRET fraco',
    ]);
    expect(productionProblems(env)[0]?.problem).toBe('Invalid PAYMENT_SANDBOX: no (true or false)');
    // The operator token may be left out (its read then answers 404), but not set weak.
    expect(settingsOf({ NODE_ENV: 'production', ...SECRETS, OPERATOR_TOKEN: '' })).toEqual([]);
    for (const weak of ['changeme', 'op-token-curto'])
      expect(settingsOf({ NODE_ENV: 'production', ...SECRETS, OPERATOR_TOKEN: weak })).toEqual([
        'OPERATOR_TOKEN fraco',
      ]);
    expect(settingsOf({ NODE_ENV: 'production', ...SECRETS, OPERATOR_TOKEN: 'op_'.padEnd(40, '7') })).toEqual([]);
    expect(settingsOf({ ...env, ...SECRETS, PAYMENT_SANDBOX: '', API_SECURE_COOKIES: '' })).toEqual([]);
  });

  it('names the demo accounts a database still holds with the demo password', () => {
    const problems = productionProblems(
      { NODE_ENV: 'production', ...SECRETS },
      { demoPasswordAccounts: ['cliente@demo.com.br'] },
    );
    expect(problems).toEqual([
      {
        setting: 'contas de demonstração no banco',
        problem: expect.stringContaining('cliente@demo.com.br ainda entram com a senha demo1234'),
      },
    ]);
  });
});

describe('demo accounts in the database', () => {
  const server = serverForAll();

  it('finds the seeded accounts that still sign in with the demo password', async () => {
    expect((await demoPasswordAccounts(server.app.kysely)).sort()).toEqual([
      'afiliado@demo.com.br',
      'cliente2@demo.com.br',
      'cliente@demo.com.br',
    ]);
    await server.app.kysely
      .updateTable('users')
      .set({ password_hash: '$2a$10$00000000000000000000000000000000000000000000000000000' })
      .where('email', '=', 'cliente2@demo.com.br')
      .execute();
    expect((await demoPasswordAccounts(server.app.kysely)).sort()).toEqual([
      'afiliado@demo.com.br',
      'cliente@demo.com.br',
    ]);
  });

  it('are left out of a new database with SEED_DEMO_ACCOUNTS off, the catalogue is not', async () => {
    const serverUrl = testDatabaseServer();
    const database = serverUrl === undefined ? undefined : await createTestDatabase(serverUrl);
    const dbFile = tempDbFile();
    const app = await buildApp({
      dbFile,
      ...(database ? { databaseUrl: database.url } : {}),
      demoAccounts: false,
    });
    try {
      const users = await app.kysely.selectFrom('users').select('email').execute();
      expect(users).toEqual([]);
      const products = await app.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(products.n)).toBeGreaterThan(100);
      expect(await demoPasswordAccounts(app.kysely)).toEqual([]);
    } finally {
      await app.close();
      await removeDbFiles(dbFile);
      await database?.drop();
    }
  });
});
