import type { Pointer } from 'shared-contracts/delivery';
import { appendHistory, readHistory, type HistoryRecord } from './history.js';
import { withLock, type LockOptions } from './lock.js';
import type { AppName } from './paths.js';
import { postgresRegistryStore } from './postgres-store.js';
import { readLive, readLiveLenient, readPointer, writeLive, writePointer, type LiveState } from './registry.js';

/** What one change of the pointer may do while it holds the registry's lock. */
export interface PointerChange {
  /** The live pointer; an unreadable one is refused, so a change never drops the other apps. */
  readPointer(): Promise<Pointer>;
  /** Makes the pointer live, keeping the canaries; readers see the old one or the new one, never half of one. */
  writePointer(pointer: Pointer): Promise<void>;
  /** The live pointer and the running canaries, read together (refused when unreadable). */
  readLive(): Promise<LiveState>;
  /** Makes the pointer and the canaries live together: readers see the old state or the new one. */
  writeLive(state: LiveState): Promise<void>;
  readHistory(app?: AppName): Promise<HistoryRecord[]>;
  appendHistory(record: HistoryRecord): Promise<void>;
}

/**
 * Where the live pointer and its history are kept. The version folders are files in every case;
 * only the pointer and the history move.
 */
export interface RegistryStore {
  readonly kind: 'file' | 'postgres';
  /** Runs `work` with every other change held off (waiting up to the lock's timeout). */
  change<T>(work: (change: PointerChange) => Promise<T>, lock?: LockOptions): Promise<T>;
  /** The live pointer for readers that only look: an unreadable one is empty. */
  readPointer(): Promise<Pointer>;
  /** The live pointer and the running canaries, read at one moment, for readers that only look. */
  readLive(): Promise<LiveState>;
  /** Pointer changes, oldest first; optionally of one app only. */
  readHistory(app?: AppName): Promise<HistoryRecord[]>;
  close(): Promise<void>;
}

/**
 * The default: `remotes.json` in the site folder (the pointer, and its canaries beside it), written
 * then renamed, and `history.jsonl` beside it, serialized by a lock file.
 */
export const fileRegistryStore: RegistryStore = {
  kind: 'file',
  change: (work, lock) =>
    withLock(() => work({ readPointer, writePointer, readLive, writeLive, readHistory, appendHistory }), lock),
  readPointer: async () => (await readLiveLenient()).pointer,
  readLive: () => readLiveLenient(),
  readHistory,
  close: async () => {},
};

let fromEnv: { url: string | undefined; store: RegistryStore } | undefined;

/**
 * The store the environment names: PostgreSQL when REGISTRY_DATABASE_URL is set (one pointer for
 * every site server and operator), else the files of the site folder.
 */
export function registryStore(env: NodeJS.ProcessEnv = process.env): RegistryStore {
  const url = env.REGISTRY_DATABASE_URL || undefined;
  if (fromEnv?.url !== url || !fromEnv) {
    fromEnv = { url, store: url ? postgresRegistryStore(url) : fileRegistryStore };
  }
  return fromEnv.store;
}

/**
 * How a site server reads the live pointer and the canaries when they are not the site folder's
 * file: from the database the environment names. Undefined: the file.
 */
export function liveSourceFromEnv(env: NodeJS.ProcessEnv = process.env): (() => Promise<LiveState>) | undefined {
  if (!env.REGISTRY_DATABASE_URL) return undefined;
  const store = registryStore(env);
  return () => store.readLive();
}
