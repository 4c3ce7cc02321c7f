import { defineConfig, devices } from '@playwright/test';
import { sharedConfig } from './playwright.base.js';

/**
 * End-to-end tests drive the composed site in Debian's Chromium. `npm run e2e` builds the site,
 * starts the API on a fresh database (with accounts of their own for each worker) and the site
 * server, and sets BASE_URL and SITE_DIR.
 *
 * Playwright runs the projects in phases: a project starts once every project it depends on has
 * ended, and a phase once the whole phase before it has. `visual` runs first, on the seed's data,
 * beside `isolation`, which breaks remotes on a copy of the site of its own (ISOLATION_BASE_URL and
 * ISOLATION_SITE_DIR: `npm run e2e` serves it). Once both have ended, `rollback` and `delivery` run
 * one test at a time each, each on a site of its own too (ROLLBACK_…, DELIVERY_…), so that what they
 * publish there is seen by no other test, and `site` takes the workers they leave free: at least
 * one, the third. Each worker has accounts of its own.
 */
export default defineConfig({
  testDir: './e2e',
  ...sharedConfig,
  // Each worker signs in as its own customer and affiliate (e2e/fixtures.ts) and buys from its own
  // share of the catalogue (isThisWorkersProduct in e2e/site.ts). Three on two cores: the rollback
  // project spends most of its time waiting for the watcher's minute and checks, and a third worker
  // gives those idle seconds to the journeys of `site` instead of leaving a core unused.
  workers: 3,
  // Three browsers share two cores with the site and the API: the longest journeys take about 30 s
  // on a loaded machine, and a limit is kept at 3× the worst a loaded machine was seen to take.
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  projects: [
    // Compares screens with reference images, on the seed's data: runs first, before any spec buys,
    // reviews or edits something that shows on them (its one file runs in one worker, in order).
    { name: 'visual', testMatch: /visual\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    // Breaks a remote's files on purpose, on its own site, beside `visual`: both are short, and the
    // second phase then starts with both workers free.
    {
      name: 'isolation',
      testMatch: /isolation\..*spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.ISOLATION_BASE_URL ?? sharedConfig.use.baseURL },
    },
    // Broken canaries the watcher must end by itself, one under a flood of forged beacons, and
    // forged views that must never promote one: one test at a time, on a site of its own. The
    // longest serial chain of the suite, so it is queued first.
    {
      name: 'rollback',
      testMatch: /delivery\.(auto-rollback|forged-health)\.spec\.ts/,
      dependencies: ['visual'],
      workers: 1,
      metadata: { siteDir: process.env.ROLLBACK_SITE_DIR },
      use: { ...devices['Desktop Chrome'], baseURL: process.env.ROLLBACK_BASE_URL ?? sharedConfig.use.baseURL },
    },
    // Publishes, promotes and rolls back checkout and catalog versions and runs a healthy canary,
    // on a site of its own, one test at a time. Both depend on `visual` only to run in the second
    // phase: in the first they would hold `site` back until they ended.
    {
      name: 'delivery',
      testMatch: /delivery(\.(canary|server-render))?\.spec\.ts/,
      dependencies: ['visual'],
      workers: 1,
      metadata: { siteDir: process.env.DELIVERY_SITE_DIR },
      use: { ...devices['Desktop Chrome'], baseURL: process.env.DELIVERY_BASE_URL ?? sharedConfig.use.baseURL },
    },
    // Every journey across the remotes, in whichever worker the serial projects leave free (listed
    // after them, so that they are queued first and never run alone at the end).
    {
      name: 'site',
      testIgnore: /(isolation\..*|delivery(\..*)?|visual)\.spec\.ts/,
      dependencies: ['visual'],
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
