import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(deployDir, '..');

/** Where the site's files live: the shell, every remote version and the live pointer. */
export function siteDir(): string {
  return process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(deployDir, 'site');
}

export const REMOTES = ['catalog', 'checkout', 'account', 'affiliates'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Everything the registry versions: the four remotes and the shell that hosts them. */
export type AppName = RemoteName | 'shell';
export const APP_NAMES: readonly AppName[] = ['shell', ...REMOTES];

export const isRemoteName = (value: string): value is RemoteName => (REMOTES as readonly string[]).includes(value);
export const isAppName = (value: string): value is AppName => value === 'shell' || isRemoteName(value);

export const appDirOf = (app: AppName): string => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`);

/** The registry's own bookkeeping (lock, history): beside the site, never served. */
export const registryDir = (): string => path.join(siteDir(), '.registry');

/** A version folder of an app: `remotes/<name>/<version>/` or, for the shell, `shell/<version>/`. */
export const versionsDirOf = (app: AppName): string =>
  app === 'shell' ? path.join(siteDir(), 'shell') : path.join(siteDir(), 'remotes', app);

export const versionDir = (app: AppName, version: string): string => path.join(versionsDirOf(app), version);

/** Versions are path segments and query values: letters, digits, dot, dash and underscore only. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;
