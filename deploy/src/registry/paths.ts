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

export const appDirOf = (app: RemoteName | 'shell'): string =>
  path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`);
