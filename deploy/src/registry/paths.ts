import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, isRemoteName } from 'shared-contracts/delivery';
import type { RemoteName } from 'shared-contracts/routes';

export type { RemoteName };

export const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(deployDir, '..');

/** Where the site's files live: the shell, every remote version and the live pointer. */
export function siteDir(): string {
  return process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(deployDir, 'site');
}

/** Everything the registry versions: the four remotes and the shell that hosts them. */
export type AppName = RemoteName | 'shell';
export const APP_NAMES: readonly AppName[] = ['shell', ...REMOTE_NAMES];

export const isAppName = (value: string): value is AppName => value === 'shell' || isRemoteName(value);

export const appDirOf = (app: AppName): string => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`);

/** The registry's own bookkeeping (lock, history): beside the site, never served. */
export const registryDir = (): string => path.join(siteDir(), '.registry');

/** A version folder of an app: `remotes/<name>/<version>/` or, for the shell, `shell/<version>/`. */
export const versionsDirOf = (app: AppName): string =>
  app === 'shell' ? path.join(siteDir(), 'shell') : path.join(siteDir(), 'remotes', app);

export const versionDir = (app: AppName, version: string): string => path.join(versionsDirOf(app), version);
