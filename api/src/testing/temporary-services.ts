import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

export interface TemporaryServices {
  postgres?: string;
  redis?: string;
  /** Stops them; their folders are removed. */
  close(): Promise<void>;
}

/**
 * A temporary PostgreSQL and/or Redis for a test, started by the project's own command
 * (`npm run services`, which installs Debian's packages when missing) in a child process.
 */
export async function startTemporaryServices(
  kinds: Array<'postgres' | 'redis'>,
  timeoutMs = 300_000,
): Promise<TemporaryServices> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'deploy/src/cli/services.ts'), ...kinds],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<{ postgres?: string; redis?: string }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the temporary services did not start in time')), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{') && l.endsWith('}'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { postgres?: string; redis?: string });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the temporary services ended with code ${code}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGTERM');
    await exited;
    throw error;
  });
  return {
    ...urls,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
