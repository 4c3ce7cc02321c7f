import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const deployDir = path.resolve(__dirname, '../../..');

interface Started {
  url: string | undefined;
  code: number | null;
  output: string;
  stop(): Promise<void>;
}

/** `npm run serve -w deploy` with the environment of a test; resolves once it listens or ends. */
function serve(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: deployDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_URL: 'http://127.0.0.1:9', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, code: null, output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ url: undefined, code, output, stop }));
  });
}

describe('the site server with NODE_ENV=production', () => {
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-serve-'));
  });

  afterAll(async () => {
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('refuses to start while previews are allowed, naming the setting', async () => {
    const started = await serve({
      NODE_ENV: 'production',
      MFE_ALLOW_OVERRIDES: 'true',
      VIEW_TOKEN_SECRET: '',
      SITE_DIR: siteDir,
    });
    expect(started.url).toBeUndefined();
    expect(started.code).toBe(1);
    expect(started.output).toContain('  - MFE_ALLOW_OVERRIDES=true: ');
    expect(started.output).toContain('  - VIEW_TOKEN_SECRET ausente: ');
  }, 30_000);

  it('refuses to start without SITE_URL, naming it', async () => {
    const started = await serve({ NODE_ENV: 'production', SITE_URL: '', SITE_DIR: siteDir });
    expect(started.url).toBeUndefined();
    expect(started.code).toBe(1);
    expect(started.output).toContain('  - SITE_URL ausente: ');
  }, 30_000);

  it('starts without them, previews off and HSTS on its answers', async () => {
    const started = await serve({
      NODE_ENV: 'production',
      SITE_URL: 'https://loja.example',
      VIEW_TOKEN_SECRET: 'view_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f',
      SITE_DIR: siteDir,
    });
    try {
      if (started.url === undefined) throw new Error(`the site server ended (${started.code}): ${started.output}`);
      const response = await fetch(`${started.url}/site-config.json`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(((await response.json()) as { allowOverrides: unknown }).allowOverrides).toBe(false);
    } finally {
      await started.stop();
    }
  }, 30_000);

  it('sends no HSTS outside production', async () => {
    const started = await serve({ NODE_ENV: 'development', SITE_DIR: siteDir });
    try {
      if (started.url === undefined) throw new Error(`the site server ended (${started.code}): ${started.output}`);
      const response = await fetch(`${started.url}/site-config.json`);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await started.stop();
    }
  }, 30_000);

  it('with OPERATOR_TOKEN opens the operator page; a CANARY_CHECK_SECONDS that is no number stops the start', async () => {
    const token = 'op_serve_0123456789abcdefghijklmnopqrstu';
    const started = await serve({ NODE_ENV: 'development', SITE_DIR: siteDir, OPERATOR_TOKEN: token });
    try {
      if (started.url === undefined) throw new Error(`the site server ended (${started.code}): ${started.output}`);
      expect((await fetch(`${started.url}/operacao/remotes`)).status).toBe(401);
      const page = await fetch(`${started.url}/operacao/remotes`, { headers: { authorization: `Bearer ${token}` } });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
    } finally {
      await started.stop();
    }
    const refused = await serve({ SITE_DIR: siteDir, OPERATOR_TOKEN: token, CANARY_CHECK_SECONDS: 'dez' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('CANARY_CHECK_SECONDS precisa ser um número de segundos maior que 0');
  }, 30_000);
});

describe('the site server with a NODE_ENV that is none of the accepted values', () => {
  it('refuses to start, naming the accepted values', async () => {
    // Read as "not production", it would turn previews on without a word. One start shows the
    // process refuses; which values it refuses is production-check.test.ts's.
    const started = await serve({ NODE_ENV: 'prod' });
    expect(started.url).toBeUndefined();
    expect(started.code).toBe(1);
    expect(started.output).toContain('NODE_ENV inválido: prod (aceitos: production, development, test, ou sem valor');
  }, 30_000);
});
