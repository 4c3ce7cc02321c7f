/**
 * How soon a broken canary ends by itself: the auto-rollback end-to-end spec, run `runs` times on a
 * site of its own, each run's seconds from the first failing page to the watcher's abort (the spec
 * prints them), and their median against the minute the site promises. The spec itself proves the
 * decision with the watcher's records; the seconds depend on the machine, so they are measured here.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { median } from '../bench/figures.js';
import { repoRoot } from '../registry/paths.js';

/** The promise: a broken canary is ended within a minute of its first failing page. */
export const ROLLBACK_GOAL_SECONDS = 60;

export interface RollbackBench {
  /** Seconds from the first failing page to the abort, one per run that printed them. */
  seconds: number[];
  /** Their median; NaN when no run gave one. */
  median: number;
  /** Runs whose spec failed or printed no figure. */
  failedRuns: number;
}

/** The seconds the spec printed (`encerrado 23.4 s depois da primeira falha`), or null. */
export function secondsOf(output: string): number | null {
  const match = /encerrado (\d+(?:\.\d+)?) s depois da primeira falha/.exec(output);
  return match ? Number(match[1]) : null;
}

function runSpecOnce(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
        path.join(repoRoot, 'deploy/src/cli/e2e.ts'),
        'e2e/delivery.auto-rollback.spec.ts',
        '--project',
        'rollback',
        '--no-deps',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function runRollbackBench(runs = 3): Promise<RollbackBench> {
  const seconds: number[] = [];
  let failedRuns = 0;
  for (let run = 1; run <= runs; run++) {
    const { code, output } = await runSpecOnce();
    const figure = secondsOf(output);
    if (code !== 0 || figure === null) {
      failedRuns += 1;
      console.log(`  execução ${run}: falhou (código ${code})\n${output.slice(-3000)}`);
    } else {
      seconds.push(figure);
      console.log(`  execução ${run}: encerrado ${figure.toFixed(1)} s depois da primeira falha`);
    }
  }
  return { seconds, median: median(seconds), failedRuns };
}
