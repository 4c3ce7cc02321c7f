import { promises as fs } from 'node:fs';
import { historyFile } from '../../registry/history.js';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';
import { pointerFile } from '../../registry/registry.js';
import { fakeShellBuild, publishVersions } from '../../registry/__tests__/fixtures.js';

/** A live shell, checkout A live, and B and C published beside it (in the test's SITE_DIR). */
export async function liveSite(builds: string[]): Promise<{ shell: string; a: string; b: string; c: string }> {
  const dir = await fakeShellBuild();
  builds.push(dir);
  const shell = (await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' })).version;
  await promote('shell', shell);
  const [a = '', b = '', c = ''] = await publishVersions('checkout', ['A', 'B', 'C'], builds);
  await promote('checkout', a);
  return { shell, a, b, c };
}

const earlier = (iso: string, minutes: number): string => new Date(Date.parse(iso) - minutes * 60_000).toISOString();

/**
 * Moves the site's past `minutes` back: every history record and every running canary's start, as
 * if it all had happened that long ago (for what reads the real clock, such as the command line).
 */
export async function backdate(minutes: number): Promise<void> {
  const lines = (await fs.readFile(historyFile(), 'utf8')).split('\n').filter(Boolean);
  const moved = lines.map((line) => {
    const record = JSON.parse(line) as { at: string };
    return JSON.stringify({ ...record, at: earlier(record.at, minutes) });
  });
  await fs.writeFile(historyFile(), `${moved.join('\n')}\n`);
  const pointer = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as {
    canaries?: Record<string, { since: string }>;
  };
  for (const canary of Object.values(pointer.canaries ?? {})) canary.since = earlier(canary.since, minutes);
  await fs.writeFile(pointerFile(), `${JSON.stringify(pointer, null, 2)}\n`);
}
