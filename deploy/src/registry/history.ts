import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRecord } from 'shared-contracts/guards';
import { registryDir, type AppName } from './paths.js';

/** The changes of a canary: started, its share changed, made the live version, ended. */
export type CanaryAction = 'canary-start' | 'canary-share' | 'canary-promote' | 'canary-abort';
export type HistoryAction = 'promote' | 'rollback' | CanaryAction;

export const CANARY_ACTIONS: readonly CanaryAction[] = [
  'canary-start',
  'canary-share',
  'canary-promote',
  'canary-abort',
];
export const isCanaryAction = (action: string): action is CanaryAction =>
  (CANARY_ACTIONS as readonly string[]).includes(action);

/** The actions that change which version is live (the others leave the pointer's version as it was). */
const changesLive = (action: HistoryAction): boolean =>
  action === 'promote' || action === 'rollback' || action === 'canary-promote';

/** One change of the live pointer or of a canary. */
export interface HistoryRecord {
  /** ISO 8601, UTC. */
  at: string;
  /** Who asked: `--by`, else MFE_BY, else the system user (`auto` for an automatic decision). */
  by: string;
  remote: AppName;
  action: HistoryAction;
  /** The version live before (null when the app had none). */
  from: string | null;
  /** The version made live; for a canary's change, the canary's version. */
  to: string;
  reason: string | null;
  /**
   * Canary changes only: the share of browsers given the canary's version before and after, in
   * percent (0 before a start and after an abort; 100 after a promote, when every browser gets it).
   */
  share?: { from: number; to: number };
  /** Canary changes only, when given: what an automatic decision was based on (free form). */
  figures?: Record<string, unknown>;
  /** A canary's start only, when given: the minutes after which the watcher may promote it (`--auto-promote`). */
  autoPromoteMinutes?: number;
}

export const historyFile = (): string => path.join(registryDir(), 'history.jsonl');

/** Who is acting, when the command does not say. */
export function defaultActor(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.MFE_BY || env.SUDO_USER || env.USER || env.LOGNAME;
  if (named) return named;
  try {
    return os.userInfo().username;
  } catch {
    return 'desconhecido';
  }
}

/** Appends one record (one line of JSON). Called with the registry lock held. */
export async function appendHistory(record: HistoryRecord): Promise<void> {
  const file = historyFile();
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'a');
  try {
    await handle.write(`${JSON.stringify(record)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isHistoryRecord(value: unknown): value is HistoryRecord {
  return (
    isRecord(value) && typeof value.at === 'string' && typeof value.remote === 'string' && typeof value.to === 'string'
  );
}

/** Every record, oldest first; optionally of one app only. A torn or foreign line is skipped. */
export async function readHistory(remote?: AppName): Promise<HistoryRecord[]> {
  const text = await fs.readFile(historyFile(), 'utf8').catch(() => '');
  const records: HistoryRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isHistoryRecord(parsed) && (!remote || parsed.remote === remote)) records.push(parsed);
    } catch {
      // a line cut short by a crash: ignored, the next ones still count
    }
  }
  return records;
}

/**
 * The versions an app went through and that are still "behind" the live one, most recent last:
 * a promote (or a canary's promote) stacks its version, a rollback returns to an earlier entry of the stack (or stacks
 * the version it was sent to). So `rollback` walks back through earlier releases and never
 * returns to the release it just left.
 */
export function liveStack(records: readonly HistoryRecord[]): string[] {
  const stack: string[] = [];
  for (const record of records) {
    // A canary's start, share or end leaves the live version as it was.
    if (!changesLive(record.action)) continue;
    // The first record also tells what was live before the history began.
    if (stack.length === 0 && record.from) stack.push(record.from);
    if (record.action === 'rollback') {
      const at = stack.lastIndexOf(record.to);
      if (at >= 0) {
        stack.length = at + 1;
        continue;
      }
    }
    if (stack.at(-1) !== record.to) stack.push(record.to);
  }
  return stack;
}
