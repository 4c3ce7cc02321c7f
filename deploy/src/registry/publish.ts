import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { VERSION_NAME } from 'shared-contracts/delivery';
import { RegistryError } from './errors.js';
import { appDirOf, repoRoot, versionDir, versionsDirOf, type AppName } from './paths.js';
import { registryStore } from './store.js';
import { SHELL_BUILD_INFO, hashDir, readManifest, validateVersion, type ShellBuildInfo } from './registry.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|json|css|html|svg|txt)$/;

/** A version folder's server build (`server/`): read by the site server, never served. */
const SERVER_BUILD = 'server';

/**
 * Writes .gz and .br beside every text file, so the server sends them without compressing per
 * request; not in the server build, which is never sent.
 */
export async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const serverDir = path.join(dir, SERVER_BUILD);
  const served = (parent: string): boolean => parent !== serverDir && !parent.startsWith(serverDir + path.sep);
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && served(e.parentPath));
  // A few at a time: brotli at quality 11 is heavy and the machine is shared.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (e) => {
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
}

export interface PublishOptions {
  /** Defaults to the version in the app's package.json. */
  packageVersion?: string;
  /** Defaults to the first 10 hex digits of the build's content hash (MFE_BUILD_ID overrides). */
  buildId?: string;
  /** Shell only: the shared-contracts version it was built against (default: the repository's). */
  contractVersion?: string;
}

export interface PublishResult {
  app: AppName;
  version: string;
  /** False when this exact build was already published under that version. */
  created: boolean;
  /** Reasons the version would be refused by promote, and other notes. */
  warnings: string[];
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

async function checkBuild(app: AppName, distDir: string): Promise<void> {
  if (!(await fs.stat(distDir).catch(() => null))?.isDirectory()) {
    throw new RegistryError(
      'not-found',
      `Não há build em ${distDir}: rode npm run build -w ${path.basename(appDirOf(app))}.`,
    );
  }
  if (app === 'shell') {
    if (!(await fs.stat(path.join(distDir, 'index.html')).catch(() => null))) {
      throw new RegistryError('invalid', `${distDir} não tem index.html: não parece um build da shell.`);
    }
    return;
  }
  const manifest = await readManifest(distDir).catch(() => null);
  if (!manifest) {
    throw new RegistryError(
      'invalid',
      `${distDir} não tem um mf-manifest.json legível: não parece um build de remote.`,
    );
  }
  if (manifest.name !== app) {
    throw new RegistryError('invalid', `${distDir} é o build de '${String(manifest.name)}', não de '${app}'.`);
  }
}

/**
 * Copies a build into its immutable version folder (`remotes/<name>/<version>/`, or
 * `shell/<version>/`). The version is the package version plus a build id. The same build again
 * is a no-op; the same version with other content is refused. Nothing goes live here.
 */
export async function publishApp(app: AppName, distDir: string, options: PublishOptions = {}): Promise<PublishResult> {
  await checkBuild(app, distDir);
  const packageVersion =
    options.packageVersion ?? (await readJson<{ version: string }>(path.join(appDirOf(app), 'package.json'))).version;
  const root = versionsDirOf(app);
  await fs.mkdir(root, { recursive: true });
  const staging = path.join(root, `.incoming-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    await fs.cp(distDir, staging, { recursive: true });
    if (app === 'shell') {
      const info: ShellBuildInfo = {
        app: 'shell',
        packageVersion,
        contractVersion:
          options.contractVersion ??
          (await readJson<{ version: string }>(path.join(repoRoot, 'shared-contracts/package.json'))).version,
      };
      await fs.writeFile(path.join(staging, SHELL_BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
    }
    const hash = await hashDir(staging);
    const buildId = options.buildId ?? process.env.MFE_BUILD_ID ?? hash.slice(0, 10);
    const version = `${packageVersion}-${buildId}`;
    if (!VERSION_NAME.test(version)) {
      throw new RegistryError('usage', `Versão '${version}' inválida: use letras, dígitos, '.', '-' e '_'.`);
    }
    const target = versionDir(app, version);
    let created = false;
    if (!(await fs.stat(target).catch(() => null))) {
      await precompress(staging);
      // The folder's time is the publication time that status shows.
      const now = new Date();
      await fs.utimes(staging, now, now);
      try {
        await fs.rename(staging, target);
        created = true;
      } catch (error) {
        // Someone published the same version at the same moment: compared below.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      }
    }
    if (!created && (await hashDir(target)) !== hash) {
      throw new RegistryError(
        'conflict',
        `${app}@${version} já foi publicada com outro conteúdo; versões são imutáveis. ` +
          'Aumente a versão do pacote ou use outro --build-id.',
      );
    }
    const validation = await validateVersion(app, version, await registryStore().readPointer());
    const warnings = [
      ...validation.problems.map((p) => `o promote recusaria esta versão: ${p.message}`),
      ...validation.warnings,
    ];
    return { app, version, created, warnings };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
