/**
 * `npm run e2e`: builds what is missing, serves a copy of the site with the API on a fresh
 * database, and runs the Playwright tests in Debian's Chromium against it. Arguments go to
 * Playwright (e.g. `npm run e2e -- e2e/guards.spec.ts`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { deployDir, repoRoot } from '../registry/paths.js';
import { ensureChromium } from './chromium.js';
import { startTestSite } from './test-site.js';

const chromium = await ensureChromium();
const site = await startTestSite({ prefix: 'marketplace-e2e-' });

const report = process.env.E2E_REPORT ?? path.join(repoRoot, 'test-results/e2e-report.json');
const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(deployDir, 'playwright.config.ts'),
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: site.baseUrl,
        SITE_DIR: site.siteDir,
        E2E_REPORT: report,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

// No page of the suite may break the Content-Security-Policy: browsers report every violation.
const violations = site.cspViolations.length;
console.log(`CSP: ${violations} violation${violations === 1 ? '' : 's'} reported`);
for (const report of site.cspViolations) console.error(JSON.stringify(report));

await site.stop();
process.exit(code !== 0 ? code : violations > 0 ? 1 : 0);
