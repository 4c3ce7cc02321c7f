import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REMOTES, siteDir, type RemoteName } from './paths.js';

/** The live pointer served as /remotes.json. */
export interface Pointer {
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
}

export interface Manifest {
  name: string;
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }>;
  metaData: {
    remoteEntry: { name: string; path: string };
    buildInfo: { contractVersion?: string; packageVersion?: string };
  };
}

export const pointerFile = (): string => path.join(siteDir(), 'remotes.json');
export const remoteDir = (remote: RemoteName, version?: string): string =>
  path.join(siteDir(), 'remotes', remote, ...(version ? [version] : []));

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    ),
  );
  return files.flat().sort();
}

/** A hash over every file's name and content: a build's identity. */
export async function hashDir(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    if (file.endsWith('.gz') || file.endsWith('.br')) continue;
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export async function readManifest(dir: string): Promise<Manifest> {
  const raw = await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8');
  return JSON.parse(raw) as Manifest;
}

export async function readPointer(): Promise<Pointer> {
  try {
    const parsed = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as Pointer;
    return parsed && typeof parsed.remotes === 'object' ? parsed : { remotes: {} };
  } catch {
    return { remotes: {} };
  }
}

/** Write then rename: a reader sees the old pointer or the new one, never half of one. */
export async function writePointer(pointer: Pointer): Promise<void> {
  const file = pointerFile();
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  await fs.rename(temp, file);
}

/** Checks a version folder before it may go live: manifest, './app', every file it names. */
export async function validateVersion(remote: RemoteName, version: string): Promise<string[]> {
  const dir = remoteDir(remote, version);
  const problems: string[] = [];
  let manifest: Manifest;
  try {
    manifest = await readManifest(dir);
  } catch {
    return [`${remote}@${version}: mf-manifest.json is missing or unreadable`];
  }
  if (manifest.name !== remote) problems.push(`${remote}@${version}: manifest names '${manifest.name}'`);
  if (!manifest.exposes?.some((e) => e.path === './app')) problems.push(`${remote}@${version}: does not expose ./app`);
  const named = [
    manifest.metaData?.remoteEntry?.name,
    ...(manifest.exposes ?? []).flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]),
  ].filter((f): f is string => typeof f === 'string');
  for (const file of new Set(named)) {
    try {
      await fs.access(path.join(dir, file));
    } catch {
      problems.push(`${remote}@${version}: missing file ${file}`);
    }
  }
  return problems;
}

/** Points /remotes.json at one version of one remote; the others are left exactly as they are. */
export async function promote(remote: RemoteName, version: string): Promise<void> {
  const problems = await validateVersion(remote, version);
  if (problems.length) throw new Error(problems.join('\n'));
  const pointer = await readPointer();
  pointer.remotes[remote] = { version, entry: `/remotes/${remote}/${version}/mf-manifest.json` };
  const ordered: Pointer = { remotes: {} };
  for (const name of REMOTES) if (pointer.remotes[name]) ordered.remotes[name] = pointer.remotes[name];
  await writePointer(ordered);
}
