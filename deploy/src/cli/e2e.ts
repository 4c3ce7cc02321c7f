/**
 * `npm run e2e`: builds what is missing, serves a copy of the site with the API on a fresh
 * database, and runs the Playwright tests in Debian's Chromium against it. Arguments go to
 * Playwright (e.g. `npm run e2e -- e2e/guards.spec.ts`). With `--scaled` the site is the
 * production topology of `npm run scale` instead: nginx in front of two API instances (for the
 * specs that do not change the site folder: purchase, sign-in, chat).
 */
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import { ensureTestChromium } from './chromium.js';
import { runPlaywright, testPaymentEnv } from './playwright-run.js';
import { startScaledTestSite } from './scale.js';
import { startTestSite } from './test-site.js';

const chromium = await ensureTestChromium();
// The payment lifecycle at test speed.
const paymentEnv = testPaymentEnv();
const scaled = process.argv.includes('--scaled');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--scaled');
const site = scaled
  ? await startScaledTestSite(paymentEnv)
  : await startTestSite({
      prefix: 'marketplace-e2e-',
      apiEnv: paymentEnv,
      workerAccounts: true,
      // The suites that break remotes or publish versions, each on a site of its own, run beside the rest.
      ownSites: ['isolation', 'delivery', 'rollback'],
      // The delivery and rollback specs' shoppers are clients of their own, each from its address.
      trustLoopbackProxy: ['delivery', 'rollback'],
    });
const ownSiteEnv = Object.fromEntries(
  Object.entries('ownSites' in site ? site.ownSites : {}).flatMap(([name, own]) => [
    [`${name.toUpperCase()}_BASE_URL`, own.baseUrl],
    [`${name.toUpperCase()}_SITE_DIR`, own.siteDir],
  ]),
);

// What an operator holds: the API's address and its OPERATOR_TOKEN, for the specs that run the
// canary watcher on a site of their own and read the health figures (`mfe status --health`).
const operatorEnv =
  'operatorToken' in site
    ? {
        E2E_OPERATOR_TOKEN: site.operatorToken,
        E2E_API_URL: `http://127.0.0.1:${site.apiPort}`,
        // The specs give a browser a bucket as the site server would, signed.
        E2E_VIEW_TOKEN_SECRET: site.viewSecret,
      }
    : {};

const report = process.env.E2E_REPORT ?? path.join(repoRoot, 'test-results/e2e-report.json');
const code = await runPlaywright('playwright.config.ts', playwrightArgs, {
  BASE_URL: site.baseUrl,
  SITE_DIR: site.siteDir,
  ...ownSiteEnv,
  ...operatorEnv,
  E2E_REPORT: report,
  CHROMIUM_PATH: chromium,
  ...paymentEnv,
});

// No page of the suite may break the Content-Security-Policy: browsers report every violation.
const violations = site.cspViolations.length;
console.log(`CSP: ${violations} violation${violations === 1 ? '' : 's'} reported`);
for (const report of site.cspViolations) console.error(JSON.stringify(report));

await site.stop();
process.exit(code !== 0 ? code : violations > 0 ? 1 : 0);
