import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';

const apiDir = path.join(repoRoot, 'api');

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  // The API's sources and the contract's, which its build compiles beside them.
  const contractsDir = path.join(repoRoot, 'shared-contracts');
  const sourceDirs = [path.join(apiDir, 'src'), path.join(contractsDir, 'src')];
  const files = (await Promise.all(sourceDirs.map((dir) => fs.readdir(dir, { recursive: true, withFileTypes: true }))))
    .flat()
    .filter((e) => e.isFile() && !e.parentPath.includes('__tests__'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const manifests = ['package.json', 'scripts/build.mjs']
    .map((file) => path.join(apiDir, file))
    .concat(path.join(contractsDir, 'package.json'));
  for (const file of [...files, ...manifests]) hash.update(file).update(await fs.readFile(file));
  return hash.digest('hex');
}

/** Compiles the API when its sources changed since the last build. */
export async function buildApi(): Promise<void> {
  const stamp = path.join(apiDir, 'dist/.sources');
  const current = await sourcesHash();
  if ((await fs.readFile(stamp, 'utf8').catch(() => '')) === current) return;
  console.log('Construindo: api');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the API build exited ${code}`))));
  });
  await fs.writeFile(stamp, current);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not answer at ${url}`);
}

/**
 * Runs the compiled API's start-up check alone (`dist/server.js --check`), which prints what it
 * refuses: true when the API would start.
 */
export async function checkApi(env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const child = spawn(process.execPath, ['dist/server.js', '--check'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/** Starts the compiled API as a child process and waits until it answers. */
export async function startApi(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}
