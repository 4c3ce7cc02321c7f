/**
 * The production front's nginx as this repository runs it (`npm run scale`, and tests of the front
 * itself): Debian's nginx, the template in deploy/nginx filled in, and the scratch folders it needs.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ensureDebianProgram } from '../cli/debian-package.js';
import { repoRoot } from '../registry/paths.js';

export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx/nginx.conf.template');

/** Debian's `nobody` / `nogroup`. */
const NOBODY = 65534;

/** Debian's nginx, installed when it is missing and this user may. */
export function findNginx(): string {
  return ensureDebianProgram({
    paths: ['/usr/sbin/nginx'],
    packageName: 'nginx-light',
    purpose: 'para servir o site na frente das instâncias',
  });
}

/** Fills the template's `{{NAME}}` values. */
export function nginxConfig(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in the nginx template`);
    return value;
  });
}

/** nginx's own folders; its workers run as `nobody` when it is started by root. */
export async function nginxScratch(workDir: string): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await fs.chmod(workDir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'api-cache']) {
    const dir = path.join(workDir, name);
    await fs.mkdir(dir);
    if (asRoot) await fs.chown(dir, NOBODY, NOBODY);
  }
}
