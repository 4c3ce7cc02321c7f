import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestClient, testDatabaseServer, type TestDatabase } from '../testing/test-server';

jest.setTimeout(60_000);

let dataDir: string;
let database: TestDatabase | undefined;

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  /** The address it listens on, or undefined when it ended first. */
  url: string | undefined;
  code: number | null;
  output: string;
  stop(): Promise<void>;
}

/** The API process as `npm start` runs it, with NODE_ENV=production and the settings of a test. */
function startApi(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      API_WORKERS: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      API_LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async (): Promise<void> => {
    if (api.exitCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve({ url: `http://127.0.0.1:${port}`, code: null, output, stop });
    };
    api.stdout.on('data', read);
    api.stderr.on('data', read);
    api.once('exit', (code) => resolve({ url: undefined, code, output, stop }));
  });
}

const SECRETS = {
  PAYMENT_WEBHOOK_SECRET: 'gw_9f8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f',
  REFERRAL_SECRET: 'ref_0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f',
  VIEW_TOKEN_SECRET: 'view_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f',
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-production-'));
  const serverUrl = testDatabaseServer();
  if (serverUrl !== undefined) database = await createTestDatabase(serverUrl);
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('NODE_ENV=production', () => {
  it('refuses to start with the demo settings, naming each of them, and leaves the database alone', async () => {
    const demo = { PAYMENT_SANDBOX: 'true', SEED_DEMO_ACCOUNTS: 'true', API_SECURE_COOKIES: 'false' };
    const started = await startApi(demo, await freePort());
    expect(started.url).toBeUndefined();
    expect(started.code).toBe(1);
    for (const setting of [
      'PAYMENT_SANDBOX=true',
      'SEED_DEMO_ACCOUNTS=true',
      'API_SECURE_COOKIES=false',
      'PAYMENT_WEBHOOK_SECRET ausente',
      'REFERRAL_SECRET ausente',
      'VIEW_TOKEN_SECRET ausente',
    ]) {
      expect(started.output).toContain(`  - ${setting}: `);
    }
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('starts with the safe settings: Secure cookies, HSTS, no demo account', async () => {
    const started = await startApi(SECRETS, await freePort());
    try {
      expect(started.output).not.toContain('NODE_ENV=production:');
      if (started.url === undefined) throw new Error(`the API ended (${started.code}): ${started.output}`);
      const client = new TestClient(started.url);
      const csrf = await client.get('/sanctum/csrf-cookie');
      expect(csrf.status).toBe(204);
      expect(csrf.cookie('XSRF-TOKEN')?.secure).toBe(true);
      expect(csrf.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const login = await client.login('cliente@demo.com.br', 'demo1234');
      expect(login.status).toBe(422);
      expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await started.stop();
    }
  });
});

describe('a NODE_ENV that is none of the accepted values', () => {
  it('refuses to start, naming the accepted values', async () => {
    // Read as "not production", it would bring back the payment sandbox and the demo accounts. One
    // start shows the process refuses; which values it refuses is production-check.test.ts's.
    const started = await startApi({ NODE_ENV: 'Production' }, await freePort());
    expect(started.url).toBeUndefined();
    expect(started.code).toBe(1);
    expect(started.output).toContain('NODE_ENV inválido: Production');
    expect(started.output).toContain('production, development, test, ou sem valor');
  });
});
