import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStream, waitUntil } from '../features/events/__tests__/stream';
import { TestClient } from '../testing/test-client';

const CUSTOMER = 'cliente@demo.com.br';
const PASSWORD = 'demo1234';

let dataDir: string;
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One request on a connection of its own: the cluster hands each connection to the next worker. */
function onNewConnection(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The API server as `npm start` runs it, on the shared data folder; resolves once it listens. */
async function startApiProcess(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const workers = Number(env.API_WORKERS ?? 1);
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      API_LOG_LEVEL: 'error',
      CHAT_AUTO_REPLY_DELAY_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(api);
  // Every process says it listens.
  let listening = 0;
  await new Promise<void>((resolve, reject) => {
    api.stdout?.on('data', (chunk: Buffer) => {
      listening += chunk.toString().split('listening on').length - 1;
      if (listening >= workers) resolve();
    });
    api.once('exit', (code) => reject(new Error(`the API exited with code ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** The API as `npm start` runs it with API_WORKERS=2: one instance of two processes. */
let baseUrl: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-workers-'));
  // The run's seeded database (testing/global-setup.ts), where the API looks for its file: the
  // start migrates and seeds nothing again (without it, the first start does both).
  const seeded = process.env.TEST_SEEDED_DB_FILE;
  if (seeded) await fs.copyFile(seeded, path.join(dataDir, 'marketplace.sqlite'));
  baseUrl = await startApiProcess({ API_WORKERS: '2' });
}, 60_000);

afterAll(async () => {
  for (const api of started) {
    if (api.exitCode !== null) continue;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

const isOurs =
  (text: string) =>
  (data: unknown): boolean =>
    (data as { message?: { body?: string } }).message?.body === text;

describe('API_WORKERS=2 on one SQLite file', () => {
  it('delivers a chat message to streams open on either worker within 2 s', async () => {
    const client = new TestClient(baseUrl);
    expect((await client.login(CUSTOMER, PASSWORD)).status).toBe(200);
    // Each stream holds a connection of its own, so the four are spread over both workers.
    const streams = await Promise.all([1, 2, 3, 4].map(() => openStream(baseUrl, client)));
    try {
      for (const stream of streams) await waitUntil(() => stream.text().startsWith(': conectado'));
      const sentAt = Date.now();
      const started = await client.post('/api/chats', { product_id: 1, message: 'Chega antes do Natal?' });
      expect(started.status).toBe(201);
      const ours = isOurs('Chega antes do Natal?');
      await Promise.all(
        streams.map((stream) => stream.next((event) => event.event === 'chat.message' && ours(event.data), 2000)),
      );
      // The spec's 2 s: at most 174 ms measured with the two cores busy (11× margin).
      expect(Date.now() - sentAt).toBeLessThan(2000);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('counts failed logins across the workers', async () => {
    const client = new TestClient(baseUrl);
    const token = await client.csrf();
    const headers = { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token };
    const statuses: number[] = [];
    // Five failures are free; then the client waits, whichever worker its attempt reaches.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push(
        await onNewConnection(`${baseUrl}/api/login`, headers, { email: CUSTOMER, password: 'senha-errada' }),
      );
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('two API instances on the same database', () => {
  it('deliver a chat message sent through instance A to a browser connected to instance B within 2 s', async () => {
    // A is the two-process instance above; B, a process of its own beside it.
    const a = baseUrl;
    const b = await startApiProcess({ API_WORKERS: '1' });
    const onA = new TestClient(a);
    expect((await onA.login(CUSTOMER, PASSWORD)).status).toBe(200);
    // The same session, its stream opened on B.
    const stream = await openStream(b, onA);
    try {
      await waitUntil(() => stream.text().startsWith(': conectado'));
      const sentAt = Date.now();
      expect((await onA.post('/api/chats', { product_id: 2, message: 'Tem em azul?' })).status).toBe(201);
      await stream.next((event) => event.event === 'chat.message' && isOurs('Tem em azul?')(event.data), 2000);
      // The spec's 2 s: at most 174 ms measured with the two cores busy (11× margin).
      expect(Date.now() - sentAt).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  }, 60_000);
});
