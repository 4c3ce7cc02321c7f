import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts/delivery';
import { promote } from '../registry/operations.js';
import { appDirOf, repoRoot, siteDir, versionDir, type AppName } from '../registry/paths.js';
import { publishApp } from '../registry/publish.js';
import { registryStore } from '../registry/store.js';

export type App = AppName;
export const APPS: readonly App[] = ['shell', ...REMOTE_NAMES];

/** What a build of an app depends on: its sources, its config, the contract, the design system and the shared preset. */
const inputsOf = (app: App): string[] => [
  appDirOf(app) + '/src',
  appDirOf(app) + '/webpack.config.js',
  appDirOf(app) + '/package.json',
  path.join(repoRoot, 'shared-contracts/src'),
  path.join(repoRoot, 'shared-contracts/package.json'),
  // The design system is bundled into each app, so a change to it is a change to every app.
  path.join(repoRoot, 'ui/src'),
  path.join(repoRoot, 'ui/package.json'),
  path.join(repoRoot, 'scripts/webpack'),
];

async function hashInputs(app: App): Promise<string> {
  const hash = createHash('sha256');
  async function add(target: string): Promise<void> {
    const stat = await fs.stat(target).catch(() => null);
    if (!stat) return;
    if (stat.isDirectory()) {
      const names = (await fs.readdir(target)).filter((n) => n !== '__tests__' && n !== 'node_modules').sort();
      for (const name of names) await add(path.join(target, name));
    } else {
      hash.update(path.relative(repoRoot, target)).update(await fs.readFile(target));
    }
  }
  for (const input of inputsOf(app)) await add(input);
  return hash.digest('hex');
}

const stampFile = (app: App): string => path.join(siteDir(), '.build', `${app}.json`);

async function readStamp(app: App): Promise<{ inputs: string; version?: string } | null> {
  try {
    return JSON.parse(await fs.readFile(stampFile(app), 'utf8'));
  } catch {
    return null;
  }
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Is this app's published build older than its sources, or is nothing of it live? A version an
 * operator promoted or rolled back to is respected: only changed sources make a new one live.
 */
export async function isStale(app: App): Promise<boolean> {
  const stamp = await readStamp(app);
  if (!stamp || stamp.inputs !== (await hashInputs(app))) return true;
  const pointer = await registryStore().readPointer();
  const live = app === 'shell' ? pointer.shell?.version : pointer.remotes[app]?.version;
  if (!live) return true;
  const mustExist = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  return !(await fs.stat(path.join(versionDir(app, live), mustExist)).catch(() => null));
}

/** Builds one app with webpack (production) into its dist/ folder. */
export async function buildApp(app: App): Promise<string> {
  const dir = appDirOf(app);
  const webpackBin = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  await run(process.execPath, [webpackBin, '--mode', 'production'], dir);
  return path.join(dir, 'dist');
}

/** Builds one app and publishes it as an immutable version folder; nothing goes live here. */
export async function buildAndPublish(app: App): Promise<string> {
  const inputs = await hashInputs(app);
  const { version } = await publishApp(app, await buildApp(app));
  await fs.mkdir(path.dirname(stampFile(app)), { recursive: true });
  await fs.writeFile(stampFile(app), JSON.stringify({ inputs, version }));
  return version;
}

const BUILD_REASON = 'build local (npm start / npm run build)';

/**
 * Builds what is missing or out of date, two at a time (the machines have two cores), publishes
 * each build and makes it live. The shell goes live first: a remote is checked against the
 * shared-contracts major of the live shell.
 */
export async function buildApps(apps: readonly App[], options: { force?: boolean } = {}): Promise<void> {
  const todo: App[] = [];
  for (const app of apps) if (options.force || (await isStale(app))) todo.push(app);
  if (!todo.length) return;
  console.log(`Construindo: ${todo.join(', ')}`);
  let shellLive: Promise<unknown> = Promise.resolve();
  let markShellLive = (): void => undefined;
  let markShellFailed = (_error: unknown): void => undefined;
  if (todo.includes('shell')) {
    shellLive = new Promise<void>((resolve, reject) => {
      markShellLive = resolve;
      markShellFailed = reject;
    });
    // Handled where it is awaited; a failing shell must not also be an unhandled rejection.
    shellLive.catch(() => undefined);
  }
  // The shell first, so the remotes' wait for it is short.
  const queue = [...todo].sort((a, b) => Number(b === 'shell') - Number(a === 'shell'));
  const worker = async (): Promise<void> => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      try {
        const version = await buildAndPublish(app);
        if (app !== 'shell') await shellLive;
        await promote(app, version, { reason: BUILD_REASON });
        if (app === 'shell') markShellLive();
        console.log(`  ${app} ${version} no ar em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        if (app === 'shell') markShellFailed(error);
        throw error;
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
