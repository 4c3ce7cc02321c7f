/**
 * The soak's two servers, each in a process of its own so that its resident memory is its own: the
 * compiled API on a fresh SQLite database, and the site server (src/cli/serve.ts) over a copy of
 * the built site, with the operator token and the canary watcher on. Both get the same secrets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import type { RssSample, SoakProcess } from './figures.js';

export interface Server {
  name: SoakProcess;
  child: ChildProcess;
  url: string;
  /** Where its output goes (the run's temporary folder): the end of it is shown when it fails. */
  logFile: string;
}

/** The last lines a server wrote, for a message about why it stopped. */
export async function logTail(server: Server, lines = 20): Promise<string> {
  const text = await fs.readFile(server.logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

function spawnLogged(
  name: SoakProcess,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => log.end());
  child.once('error', (error) => log.write(`${name}: ${String(error)}\n`));
  return child;
}

const exitOf = (child: ChildProcess): Promise<never> =>
  new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`exited with code ${code}`))));

/** Resolves once `url` answers 2xx; rejects if the process exits or `timeoutMs` passes first. */
async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const exited = exitOf(child);
  exited.catch(() => undefined);
  while (Date.now() < deadline) {
    const ok = await Promise.race([
      fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer at ${url} within ${timeoutMs / 1000} s`);
}

/** The compiled API (`api/dist/server.js`, one process: API_WORKERS=1) on `port`, once it answers. */
export async function startApiServer(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const child = spawnLogged(
    'api',
    ['dist/server.js'],
    path.join(repoRoot, 'api'),
    { ...process.env, ...env, API_WORKERS: '1', API_PORT: String(port), API_HOST: '127.0.0.1' },
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/api/health`, child, 60_000);
  return { name: 'api', child, url, logFile };
}

/**
 * The site server as `npm run serve -w deploy` runs it, loaded with tsx's hook inside the one node
 * process (not tsx's command, which would run the server in a child of its own), once it answers.
 */
export async function startSiteServer(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const child = spawnLogged(
    'site',
    ['--import', 'tsx', 'deploy/src/cli/serve.ts'],
    repoRoot,
    { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/`, child, 60_000);
  return { name: 'site', child, url, logFile };
}

/** Stops a server: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopServer(server: Server, graceMs = 10_000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status), or null once it is gone. */
export async function residentBytes(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status ? /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] : undefined;
  return kb === undefined ? null : Number(kb) * 1024;
}

/** Reads each server's resident memory every `everyMs` until stopped; the samples so far, per server. */
export function sampleMemory(
  servers: readonly Server[],
  startedAt: number,
  everyMs: number,
): { samples: Record<SoakProcess, RssSample[]>; stop(): void } {
  const samples: Record<SoakProcess, RssSample[]> = { api: [], site: [] };
  const take = async (): Promise<void> => {
    const atMs = Date.now() - startedAt;
    for (const server of servers) {
      const bytes = server.child.pid === undefined ? null : await residentBytes(server.child.pid);
      if (bytes !== null) samples[server.name].push({ atMs, bytes });
    }
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}
