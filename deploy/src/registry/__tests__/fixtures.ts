import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HistoryRecord } from '../history.js';
import type { RemoteName } from '../paths.js';
import { publishApp } from '../publish.js';

/** A fresh, empty site folder used as SITE_DIR by one test. */
export async function tempSite(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-registry-'));
  process.env.SITE_DIR = dir;
  return dir;
}

export interface FakeBuild {
  contractVersion?: string;
  exposesApp?: boolean;
  /** Text written into the exposed chunk: two builds with different text are different builds. */
  text?: string;
  /** Manifest name (default: the remote). */
  name?: string;
}

/** Writes a remote build as webpack would: remoteEntry, an exposed chunk, a shared chunk, mf-manifest.json. */
export async function fakeRemoteBuild(remote: RemoteName, options: FakeBuild = {}): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `mfe-build-${remote}-`));
  const exposeChunk = '__federation_expose_app.1a2b3c4d.js';
  const sharedChunk = '696.6342ea39.js';
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `var ${remote} = {};`);
  await fs.writeFile(path.join(dir, exposeChunk), `/* ${options.text ?? 'app'} */`);
  await fs.writeFile(path.join(dir, sharedChunk), '/* react */');
  const manifest = {
    id: remote,
    name: options.name ?? remote,
    metaData: {
      name: remote,
      buildInfo: {
        buildVersion: '1.0.0',
        contractVersion: options.contractVersion ?? '1.0.0',
        packageVersion: '1.0.0',
      },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [{ name: 'react', assets: { js: { sync: [sharedChunk], async: [] }, css: { sync: [], async: [] } } }],
    exposes:
      options.exposesApp === false
        ? [{ name: 'other', path: './other', assets: { js: { sync: [exposeChunk], async: [] } } }]
        : [
            {
              name: 'app',
              path: './app',
              assets: { js: { sync: [exposeChunk], async: [] }, css: { sync: [], async: [] } },
            },
          ],
  };
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Writes a shell build: index.html and the script it loads. */
export async function fakeShellBuild(text = 'shell', script = 'main.0a1b2c3d.js'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-build-shell-'));
  await fs.writeFile(path.join(dir, script), `/* ${text} */`);
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${text}</title></head><body><div id="root"></div><script defer src="/${script}"></script></body></html>`,
  );
  return dir;
}

export async function removeAll(...dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

/** Publishes one build of `remote` per text, in order; the build folders are added to `builds` for clean-up. */
export async function publishVersions(remote: RemoteName, texts: string[], builds: string[]): Promise<string[]> {
  const versions: string[] = [];
  for (const text of texts) {
    const dir = await fakeRemoteBuild(remote, { text });
    builds.push(dir);
    versions.push((await publishApp(remote, dir, { packageVersion: '1.0.0' })).version);
  }
  return versions;
}

/** Checks that the records of one app form one chain: each change starts where the previous ended. */
export function expectOneChain(records: HistoryRecord[], live: string | undefined): void {
  for (let i = 1; i < records.length; i++) expect(records[i]?.from).toBe(records[i - 1]?.to);
  expect(records.at(-1)?.to).toBe(live);
}
