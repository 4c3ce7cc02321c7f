import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The temporary SQLite files of the API tests.

/** A fresh database path in the system temp folder. */
export function tempDbFile(): string {
  return path.join(tmpdir(), `marketplace-test-${randomUUID()}.sqlite`);
}

/** Removes a SQLite file together with its WAL side files. */
export async function removeDbFiles(file: string): Promise<void> {
  await Promise.all(['', '-wal', '-shm', '-journal'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
}
