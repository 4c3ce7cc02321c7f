import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../../..');

/** `npm start` (its entry, run the same way) with the environment of a test: exit code and output. */
function npmStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/src/cli/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm start with NODE_ENV=production', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-start-'));
  });

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  // The API is compiled first when its sources changed (a few seconds on two cores); the apps
  // are not built at all: the refusal comes before them.
  it('with the demo settings exits non-zero, naming each unsafe setting of both servers', async () => {
    const { code, output } = await npmStart({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      SEED_DEMO_ACCOUNTS: 'true',
      API_SECURE_COOKIES: 'false',
      MFE_ALLOW_OVERRIDES: 'true',
      SITE_URL: '',
      PAYMENT_WEBHOOK_SECRET: '',
      REFERRAL_SECRET: '',
      VIEW_TOKEN_SECRET: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      API_PORT: '0',
    });
    expect(code).toBe(1);
    for (const setting of [
      'SITE_URL ausente',
      'MFE_ALLOW_OVERRIDES=true',
      'PAYMENT_SANDBOX=true',
      'SEED_DEMO_ACCOUNTS=true',
      'API_SECURE_COOKIES=false',
      'PAYMENT_WEBHOOK_SECRET ausente',
      'REFERRAL_SECRET ausente',
      'VIEW_TOKEN_SECRET ausente',
    ]) {
      expect(output).toContain(`  - ${setting}: `);
    }
    expect(output).not.toContain('Construindo: shell');
    expect(await fs.readdir(dataDir)).toEqual([]);
  }, 180_000);
});

describe('npm start with a NODE_ENV that is none of the accepted values', () => {
  it('exits non-zero before building anything, naming the accepted values', async () => {
    const { code, output } = await npmStart({ NODE_ENV: 'Production', PORT: '0', API_PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('NODE_ENV inválido: Production (aceitos: production, development, test, ou sem valor');
    expect(output).not.toContain('Construindo');
  }, 60_000);
});
