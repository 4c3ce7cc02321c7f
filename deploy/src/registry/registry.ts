import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { RegistryError, type RefusalCode } from './errors.js';
import {
  REMOTE_NAMES,
  VERSION_NAME,
  isRemoteName,
  manifestExposesApp,
  parsePointer,
  type Pointer,
} from 'shared-contracts/delivery';
import { siteDir, versionDir, versionsDirOf, type AppName, type RemoteName } from './paths.js';

interface AssetList {
  sync?: string[];
  async?: string[];
}
interface Assets {
  js?: AssetList;
  css?: AssetList;
}

export interface Manifest {
  name: string;
  exposes?: Array<{ name?: string; path: string; assets?: Assets }>;
  shared?: Array<{ name?: string; assets?: Assets }>;
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { contractVersion?: string; packageVersion?: string };
  };
}

/** What the shell's version folder records about its build (`build-info.json`). */
export interface ShellBuildInfo {
  app: 'shell';
  packageVersion: string;
  contractVersion: string;
}

export const SHELL_BUILD_INFO = 'build-info.json';

export const pointerFile = (): string => path.join(siteDir(), 'remotes.json');
export const entryOf = (remote: RemoteName, version: string): string =>
  `/remotes/${remote}/${version}/mf-manifest.json`;

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    ),
  );
  return files.flat().sort();
}

/** A hash over every file's name and content (compressed copies left out): a build's identity. */
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
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('mf-manifest.json is not an object');
  return parsed as Manifest;
}

export async function readShellBuildInfo(dir: string): Promise<ShellBuildInfo> {
  const parsed = JSON.parse(await fs.readFile(path.join(dir, SHELL_BUILD_INFO), 'utf8')) as Partial<ShellBuildInfo>;
  if (typeof parsed.contractVersion !== 'string') throw new Error(`${SHELL_BUILD_INFO} has no contractVersion`);
  return { app: 'shell', packageVersion: String(parsed.packageVersion ?? ''), contractVersion: parsed.contractVersion };
}

/** A canary of one remote: a published version served to a share of browsers beside the live one. */
export interface Canary {
  version: string;
  /** Same-origin URL of the version's mf-manifest.json, as in the pointer. */
  entry: string;
  /** The share of browsers that get it: those whose bucket (0..99) is below it; 1..99. */
  percent: number;
  /** When the canary started (ISO 8601, UTC). */
  since: string;
  /**
   * Minutes after `since` at which the canary watcher makes it the live version, if its figures
   * stayed healthy (`--auto-promote`). Absent: only an operator promotes it.
   */
  autoPromoteMinutes?: number;
}

/** The running canaries, at most one per remote. */
export type Canaries = Partial<Record<RemoteName, Canary>>;

/** What the site serves: the live pointer and the canaries beside it, read and written together. */
export interface LiveState {
  pointer: Pointer;
  canaries: Canaries;
}

export const MIN_CANARY_PERCENT = 1;
export const MAX_CANARY_PERCENT = 99;

export const isCanaryPercent = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_CANARY_PERCENT && (value as number) <= MAX_CANARY_PERCENT;

/** The longest wait before an automatic promote: a week, as long as the API keeps the health figures. */
export const MAX_AUTO_PROMOTE_MINUTES = 7 * 24 * 60;

export const isAutoPromoteMinutes = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_AUTO_PROMOTE_MINUTES;

/** A canary's fields in their fixed order; `autoPromoteMinutes` only when set (older files have none). */
function canaryFields(canary: Canary): Canary {
  const { version, entry, percent, since, autoPromoteMinutes } = canary;
  return { version, entry, percent, since, ...(autoPromoteMinutes !== undefined ? { autoPromoteMinutes } : {}) };
}

function isCanary(value: unknown): value is Canary {
  const c = value as Canary | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.version === 'string' &&
    VERSION_NAME.test(c.version) &&
    typeof c.entry === 'string' &&
    c.entry.startsWith('/remotes/') &&
    isCanaryPercent(c.percent) &&
    typeof c.since === 'string' &&
    !Number.isNaN(Date.parse(c.since)) &&
    (c.autoPromoteMinutes === undefined || isAutoPromoteMinutes(c.autoPromoteMinutes))
  );
}

/**
 * The `canaries` of a pointer file. A file written before canaries existed has none. `strict`: a
 * malformed entry is an error (the registry does not change what it cannot read); else it is left out.
 */
function parseCanaries(value: unknown, strict: boolean): Canaries {
  const canaries: Canaries = {};
  if (value === undefined) return canaries;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (strict) throw new Error('"canaries" is not an object');
    return canaries;
  }
  for (const [name, canary] of Object.entries(value as Record<string, unknown>)) {
    if (isRemoteName(name) && isCanary(canary)) {
      canaries[name] = canaryFields(canary);
    } else if (strict) throw new Error(`canary of '${name}' is malformed`);
  }
  return canaries;
}

/** Reads a pointer file's text with its canaries; throws when either cannot be read. */
export function parseLive(text: string, strict = true): LiveState {
  const pointer = parsePointer(text);
  const parsed = JSON.parse(text) as { canaries?: unknown };
  return { pointer, canaries: parseCanaries(parsed.canaries, strict) };
}

/**
 * The live pointer and its canaries as the registry must see them before changing them: a missing
 * file is an empty site; an unreadable one is refused, so a change never silently drops the other
 * remotes.
 */
export async function readLive(): Promise<LiveState> {
  let text: string;
  try {
    text = await fs.readFile(pointerFile(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { pointer: { remotes: {} }, canaries: {} };
    throw error;
  }
  try {
    return parseLive(text);
  } catch (error) {
    throw new RegistryError(
      'invalid',
      `O ponteiro ${pointerFile()} está ilegível (${(error as Error).message}); corrija-o antes de mudar versões.`,
    );
  }
}

/** The live pointer as the registry must see it before changing it (see `readLive`). */
export async function readPointer(): Promise<Pointer> {
  return (await readLive()).pointer;
}

/**
 * The same, for readers that only look (status, the site server): an unreadable pointer is empty, a
 * malformed canary is left out.
 */
export async function readLiveLenient(file = pointerFile()): Promise<LiveState> {
  try {
    return parseLive(await fs.readFile(file, 'utf8'), false);
  } catch {
    return { pointer: { remotes: {} }, canaries: {} };
  }
}

/** The pointer alone, for readers that only look (see `readLiveLenient`). */
export async function readPointerLenient(file = pointerFile()): Promise<Pointer> {
  return (await readLiveLenient(file)).pointer;
}

/** Remotes in their fixed order, then the shell: the same pointer is always the same bytes. */
export function serializePointer(pointer: Pointer): string {
  return `${JSON.stringify(orderedPointer(pointer), null, 2)}\n`;
}

function orderedPointer(pointer: Pointer): Pointer {
  const remotes: Pointer['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const live = pointer.remotes[name];
    if (live) remotes[name] = { version: live.version, entry: live.entry };
  }
  const ordered: Pointer = { remotes };
  if (pointer.shell) ordered.shell = { version: pointer.shell.version, contractVersion: pointer.shell.contractVersion };
  return ordered;
}

/**
 * The pointer file's text: the pointer, then the canaries (in the remotes' order) when any runs.
 * Without a canary it is the pointer alone, byte for byte what it was before canaries existed.
 */
export function serializeLive({ pointer, canaries }: LiveState): string {
  const running: Canaries = {};
  for (const name of REMOTE_NAMES) {
    const canary = canaries[name];
    if (canary) running[name] = canaryFields(canary);
  }
  if (!Object.keys(running).length) return serializePointer(pointer);
  return `${JSON.stringify({ ...orderedPointer(pointer), canaries: running }, null, 2)}\n`;
}

/** Write then rename: a reader sees the old pointer and canaries or the new ones, never half of them. */
export async function writeLive(state: LiveState): Promise<void> {
  const file = pointerFile();
  const temp = path.join(path.dirname(file), `.remotes.json.${process.pid}.${Date.now()}.tmp`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(serializeLive(state));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** Writes the pointer, keeping the canaries the file has. */
export async function writePointer(pointer: Pointer): Promise<void> {
  await writeLive({ pointer, canaries: (await readLiveLenient()).canaries });
}

/** The major of a semver string (a leading `v` allowed), or null when it is not one. */
export function majorOf(version: string | undefined): number | null {
  return semver.parse(version ?? '')?.major ?? null;
}

/** Orders two semver strings (a pre-release is older than its release); an invalid one is refused. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}

/** Every file a manifest names: the entry and the assets of each expose and shared module. */
export function filesNamedBy(manifest: Manifest): string[] {
  const named: string[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) named.push(path.posix.join(entry.path ?? '', entry.name));
  const add = (assets: Assets | undefined): void => {
    for (const kind of [assets?.js, assets?.css]) named.push(...(kind?.sync ?? []), ...(kind?.async ?? []));
  };
  for (const expose of manifest.exposes ?? []) add(expose.assets);
  for (const shared of manifest.shared ?? []) add(shared.assets);
  return [...new Set(named.filter((f) => typeof f === 'string' && f.length > 0))];
}

async function missingFiles(dir: string, files: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const file of files) {
    const full = path.resolve(dir, file);
    const inside = full.startsWith(dir + path.sep);
    if (!inside || !(await fs.stat(full).catch(() => null))?.isFile()) missing.push(file);
  }
  return missing;
}

export interface Problem {
  code: 'not-found' | 'invalid' | 'contract-mismatch';
  message: string;
}

export interface Validation {
  /** Reasons to refuse; empty when the version may go live. */
  problems: Problem[];
  /** Worth saying, not a reason to refuse. */
  warnings: string[];
  /** The shared-contracts version the build records, when it records one. */
  contractVersion: string | null;
}

const bad = (message: string): Problem => ({ code: 'invalid', message });

/** The refusal for a failed validation: the most specific reason gives the code. */
export function refusal(id: string, problems: Problem[]): RegistryError {
  const codes = new Set(problems.map((p) => p.code));
  const code: RefusalCode = codes.has('contract-mismatch')
    ? 'contract-mismatch'
    : codes.has('not-found')
      ? 'not-found'
      : 'invalid';
  return new RegistryError(
    code,
    `${id} recusado; o ponteiro não foi alterado.`,
    problems.map((p) => p.message),
  );
}

/**
 * Checks a remote's version folder before it may go live: the manifest exists and parses, names
 * this remote, exposes './app', every file it names is present, and the build's shared-contracts
 * major is the live shell's.
 */
export async function validateRemote(remote: RemoteName, version: string, pointer: Pointer): Promise<Validation> {
  const id = `${remote}@${version}`;
  if (!VERSION_NAME.test(version))
    return { problems: [bad(`${id}: versão inválida`)], warnings: [], contractVersion: null };
  const dir = versionDir(remote, version);
  if (!(await fs.stat(dir).catch(() => null))?.isDirectory()) {
    return {
      problems: [{ code: 'not-found', message: `${id}: versão não publicada` }],
      warnings: [],
      contractVersion: null,
    };
  }
  let manifest: Manifest;
  try {
    manifest = await readManifest(dir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'não existe' : 'não é um JSON válido';
    return { problems: [bad(`${id}: mf-manifest.json ${reason}`)], warnings: [], contractVersion: null };
  }
  const problems: Problem[] = [];
  const warnings: string[] = [];
  if (manifest.name !== remote)
    problems.push(bad(`${id}: o manifest se chama '${String(manifest.name)}', não '${remote}'`));
  if (!manifestExposesApp(manifest)) problems.push(bad(`${id}: não expõe ./app`));
  if (!manifest.metaData?.remoteEntry?.name) problems.push(bad(`${id}: o manifest não indica o remoteEntry`));
  for (const file of await missingFiles(dir, filesNamedBy(manifest))) {
    problems.push(bad(`${id}: falta o arquivo ${file}, citado no manifest`));
  }
  const contractVersion = manifest.metaData?.buildInfo?.contractVersion ?? null;
  const shellContract = pointer.shell?.contractVersion;
  if (majorOf(contractVersion ?? undefined) === null) {
    problems.push(bad(`${id}: o manifest não informa a versão de shared-contracts (buildInfo.contractVersion)`));
  } else if (!shellContract) {
    warnings.push(`${id}: nenhuma shell no ar; a versão de shared-contracts não pôde ser comparada`);
  } else if (majorOf(contractVersion ?? undefined) !== majorOf(shellContract)) {
    problems.push({
      code: 'contract-mismatch',
      message: `${id}: construído com shared-contracts ${contractVersion}, mas a shell no ar usa ${shellContract} (major diferente)`,
    });
  } else if (compareVersions(contractVersion ?? '', shellContract) > 0) {
    // shared-contracts is a singleton: the page runs the shell's copy, which would lack what is new.
    problems.push({
      code: 'contract-mismatch',
      message: `${id}: construído com shared-contracts ${contractVersion}, mais novo que o da shell no ar (${shellContract}); publique e promova a shell primeiro`,
    });
  }
  return { problems, warnings, contractVersion };
}

/** The files index.html loads from its own folder (scripts, styles, icons). */
function filesNamedByHtml(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    const url = match[1] ?? '';
    if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    files.push(url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
  }
  return files.filter(Boolean);
}

/** Checks a shell version folder: index.html, the files it loads, and the recorded contract version. */
export async function validateShell(version: string, pointer: Pointer): Promise<Validation> {
  const id = `shell@${version}`;
  if (!VERSION_NAME.test(version))
    return { problems: [bad(`${id}: versão inválida`)], warnings: [], contractVersion: null };
  const dir = versionDir('shell', version);
  if (!(await fs.stat(dir).catch(() => null))?.isDirectory()) {
    return {
      problems: [{ code: 'not-found', message: `${id}: versão não publicada` }],
      warnings: [],
      contractVersion: null,
    };
  }
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) problems.push(bad(`${id}: falta index.html`));
  else for (const file of await missingFiles(dir, filesNamedByHtml(html))) problems.push(bad(`${id}: falta ${file}`));
  let contractVersion: string | null = null;
  try {
    contractVersion = (await readShellBuildInfo(dir)).contractVersion;
  } catch {
    problems.push(bad(`${id}: ${SHELL_BUILD_INFO} ausente ou ilegível (versão de shared-contracts desconhecida)`));
  }
  if (contractVersion) {
    for (const remote of REMOTE_NAMES) {
      const live = pointer.remotes[remote];
      if (!live) continue;
      const manifest = await readManifest(versionDir(remote, live.version)).catch(() => null);
      const theirs = manifest?.metaData?.buildInfo?.contractVersion;
      if (theirs && majorOf(theirs) !== majorOf(contractVersion)) {
        warnings.push(
          `${remote}@${live.version} no ar usa shared-contracts ${theirs}; esta shell usa ${contractVersion}`,
        );
      }
    }
  }
  return { problems, warnings, contractVersion };
}

export const validateVersion = (app: AppName, version: string, pointer: Pointer): Promise<Validation> =>
  app === 'shell' ? validateShell(version, pointer) : validateRemote(app, version, pointer);

export interface PublishedVersion {
  version: string;
  /** When the folder was put in place. */
  publishedAt: string;
  contractVersion: string | null;
}

/** The published versions of an app, oldest first. Folders being copied in (dot names) are left out. */
export async function listVersions(app: AppName): Promise<PublishedVersion[]> {
  const root = versionsDirOf(app);
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  const versions: PublishedVersion[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !VERSION_NAME.test(entry.name)) continue;
    const dir = path.join(root, entry.name);
    const stat = await fs.stat(dir);
    let contractVersion: string | null = null;
    if (app === 'shell') {
      const info = await readShellBuildInfo(dir).catch(() => null);
      // A folder without build-info.json is not a shell version (e.g. an asset folder of an old layout).
      if (!info) continue;
      contractVersion = info.contractVersion;
    } else {
      const manifest = await readManifest(dir).catch(() => null);
      contractVersion = manifest?.metaData?.buildInfo?.contractVersion ?? null;
    }
    versions.push({ version: entry.name, publishedAt: stat.mtime.toISOString(), contractVersion });
  }
  return versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}
