import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hashDir, remoteDir } from './registry.js';
import { siteDir, type RemoteName } from './paths.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|json|css|html|svg|txt)$/;

/** Writes .gz and .br beside every text file, so the server sends them without compressing per request. */
export async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const content = await fs.readFile(file);
        await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
        await fs.writeFile(
          `${file}.br`,
          await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }),
  );
}

async function copyIntoPlace(from: string, to: string): Promise<void> {
  const temp = `${to}.incoming-${process.pid}`;
  await fs.rm(temp, { recursive: true, force: true });
  await fs.cp(from, temp, { recursive: true });
  await precompress(temp);
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.rename(temp, to);
}

/**
 * Copies a remote's build into its immutable version folder `remotes/<name>/<version>/`, where the
 * version is the package version plus a build id taken from the content. Publishing a version
 * that exists with other content is refused; the same content again is a no-op.
 */
export async function publishRemote(remote: RemoteName, distDir: string, packageVersion: string): Promise<string> {
  const hash = await hashDir(distDir);
  const version = `${packageVersion}-${hash.slice(0, 10)}`;
  const target = remoteDir(remote, version);
  try {
    await fs.access(target);
    if ((await hashDir(target)) !== hash) throw new Error(`${remote}@${version} exists with other content`);
    return version;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await copyIntoPlace(distDir, target);
  return version;
}

/** Replaces the served shell (index.html and its hashed assets) in one rename. */
export async function publishShell(distDir: string): Promise<void> {
  const target = path.join(siteDir(), 'shell');
  const old = `${target}.old-${process.pid}`;
  const temp = `${target}.incoming-${process.pid}`;
  await fs.rm(temp, { recursive: true, force: true });
  await fs.cp(distDir, temp, { recursive: true });
  await precompress(temp);
  await fs.rm(old, { recursive: true, force: true });
  await fs.rename(target, old).catch(() => undefined);
  await fs.rename(temp, target);
  await fs.rm(old, { recursive: true, force: true });
}
