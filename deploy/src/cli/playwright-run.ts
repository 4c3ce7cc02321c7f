/**
 * What the end-to-end steps (`npm run e2e`, `npm run test:scaled`) share: the payment lifecycle at
 * test speed, and running Playwright with a config of `deploy/` in Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { deployDir, repoRoot } from '../registry/paths.js';

/**
 * The API sweeps every second, so an order whose Pix the sandbox ended (the expiring spec) expires
 * at once, while a Pix keeps its 30 minutes for the specs that pay one; the specs sign sandbox
 * notifications with this run's secret.
 */
export function testPaymentEnv(): Record<string, string> {
  return {
    PAYMENT_SWEEP_INTERVAL_MS: '1000',
    PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  };
}

/** Runs `playwright test -c deploy/<config> …args` with `env` over this process's; its exit code. */
export function runPlaywright(config: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        path.join(deployDir, config),
        ...args,
      ],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    child.on('error', () => resolve(1));
  });
}
