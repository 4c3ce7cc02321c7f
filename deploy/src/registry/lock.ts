import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RegistryError } from './errors.js';
import { registryDir } from './paths.js';

interface Holder {
  pid: number;
  host: string;
  since: string;
  token: string;
}

export interface LockOptions {
  /** How long to wait for another operator before giving up (default 30 s, or MFE_LOCK_TIMEOUT_MS). */
  timeoutMs?: number;
  /** A lock older than this is taken as left behind by a hung process or a copied site folder (default 15 s). */
  staleMs?: number;
}

export const lockFile = (): string => path.join(registryDir(), 'pointer.lock');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

function isStale(holder: Holder | null, ageMs: number, staleMs: number): boolean {
  // A lock file still being written has no holder yet: give it a moment before calling it stale.
  if (!holder) return ageMs > 5_000;
  if (ageMs > staleMs) return true;
  return holder.host === os.hostname() && !isAlive(holder.pid);
}

/**
 * Removes a lock left by a dead process. It is moved aside first and checked: if what was moved is
 * not the stale lock we looked at (someone took the lock meanwhile), it is put back untouched.
 */
async function breakStale(file: string, seen: Holder | null): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await fs.rename(file, aside);
  } catch {
    return;
  }
  const moved = await readHolder(aside);
  if (seen && moved && moved.token !== seen.token) {
    await fs.link(aside, file).catch(() => undefined);
  }
  await fs.rm(aside, { force: true });
}

let counter = 0;

/**
 * Runs `work` while holding the registry's lock (a file created with O_EXCL), so two operators
 * changing the pointer at the same moment are served one after the other. Waits up to
 * `timeoutMs`, then refuses with the holder's name.
 */
export async function withLock<T>(work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? Number(process.env.MFE_LOCK_TIMEOUT_MS ?? 30_000);
  const staleMs = options.staleMs ?? 15_000;
  const file = lockFile();
  await fs.mkdir(path.dirname(file), { recursive: true });
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    token: `${process.pid}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2)}`,
  };
  const deadline = Date.now() + timeoutMs;
  let wait = 10;
  for (;;) {
    try {
      const handle = await fs.open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(holder));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readHolder(file);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && isStale(current, Date.now() - stat.mtimeMs, staleMs)) {
      await breakStale(file, current);
      continue;
    }
    if (Date.now() > deadline) {
      const who = current ? ` (processo ${current.pid} em ${current.host}, desde ${current.since})` : '';
      throw new RegistryError(
        'busy',
        `Outra operação no registro está em andamento${who}. Tente de novo em instantes; se ela travou, apague ${file}.`,
      );
    }
    await sleep(wait + Math.random() * wait);
    wait = Math.min(wait * 2, 200);
  }
  try {
    return await work();
  } finally {
    const current = await readHolder(file);
    if (current?.token === holder.token) await fs.rm(file, { force: true });
  }
}
