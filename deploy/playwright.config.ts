import { defineConfig, devices } from '@playwright/test';
import { sharedConfig } from './playwright.base.js';

/**
 * End-to-end tests drive the composed site in Debian's Chromium. `npm run e2e` builds the site,
 * starts the API on a fresh database (with accounts of their own for each worker) and the site
 * server, and sets BASE_URL and SITE_DIR.
 *
 * `visual` runs first, on the seed's data; once it has passed, `site` runs in two workers. Beside
 * them from the start run `isolation` and `delivery`, each of which runs its tests one at a time on
 * a copy of the site of its own (ISOLATION_BASE_URL and ISOLATION_SITE_DIR, DELIVERY_…: `npm run
 * e2e` serves them), so that what they break or publish there is seen by no other test, and with
 * accounts of their worker's own. `auto-rollback` runs last, alone: it measures a time.
 */
export default defineConfig({
  testDir: './e2e',
  ...sharedConfig,
  // Each worker signs in as its own customer and affiliate (e2e/fixtures.ts) and buys from its own
  // share of the catalogue (isThisWorkersProduct in e2e/site.ts).
  workers: 2,
  // Two browsers share the cores with the site and the API: a test may take twice as long as alone.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  projects: [
    // Compares screens with reference images, on the seed's data: runs first, before any spec buys,
    // reviews or edits something that shows on them (its one file runs in one worker, in order).
    { name: 'visual', testMatch: /visual\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'site',
      testIgnore: /(isolation\..*|delivery(\..*)?|visual)\.spec\.ts/,
      dependencies: ['visual'],
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'] },
    },
    // Breaks a remote's files on purpose, on its own site.
    {
      name: 'isolation',
      testMatch: /isolation\..*spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.ISOLATION_BASE_URL ?? sharedConfig.use.baseURL },
    },
    // Publishes, promotes and rolls back checkout and catalog versions, on its own site.
    {
      name: 'delivery',
      testMatch: /delivery(\..*)?\.spec\.ts/,
      testIgnore: /auto-rollback\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.DELIVERY_BASE_URL ?? sharedConfig.use.baseURL },
    },
    // A broken canary ended by itself within a minute of its first failing page, on the delivery
    // site: a time, so it runs once every other project has ended, alone on the machine.
    {
      name: 'auto-rollback',
      testMatch: /auto-rollback\.spec\.ts/,
      dependencies: ['site', 'isolation', 'delivery'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.DELIVERY_BASE_URL ?? sharedConfig.use.baseURL },
    },
  ],
});
