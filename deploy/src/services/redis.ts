/**
 * A temporary Redis for the project's own scripts and tests: Debian's `redis-server` (installed
 * with apt-get when missing) on 127.0.0.1 and a free port, keeping nothing on disk. `close()`
 * stops it; so does the end of this process.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianProgram } from '../cli/debian-package.js';
import { freePort } from '../cli/free-port.js';

export interface TemporaryRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function ensureRedis(): string {
  return ensureDebianProgram({
    paths: ['/usr/bin/redis-server'],
    packageName: 'redis-server',
    purpose: 'para um Redis temporário',
  });
}

/** Whether a Redis answers PING at the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

export async function startTemporaryRedis(): Promise<TemporaryRedis> {
  const server = ensureRedis();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-redis-'));
  const port = await freePort();
  const child = spawn(
    server,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      killOnExit();
      await fs.rm(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let closed = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async close() {
      if (closed) return;
      closed = true;
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
