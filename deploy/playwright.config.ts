import { defineConfig, devices } from '@playwright/test';
import { sharedConfig } from './playwright.base.js';

/**
 * End-to-end tests drive the composed site in Debian's Chromium. `npm run e2e` builds the site,
 * starts the API on a fresh database and the site server, and sets BASE_URL and SITE_DIR.
 */
export default defineConfig({
  testDir: './e2e',
  ...sharedConfig,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  projects: [
    // Compares screens with reference images: runs first, on the seed's data, before any spec buys,
    // reviews or edits something that shows on them.
    { name: 'visual', testMatch: /visual\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'site',
      testIgnore: /(isolation\..*|delivery|visual)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'] },
    },
    // Breaks a remote's files on purpose: runs alone, after everything else.
    {
      name: 'isolation',
      testMatch: /isolation\..*spec\.ts/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Builds, publishes, promotes and rolls back checkout versions: runs last.
    {
      name: 'delivery',
      testMatch: /delivery\.spec\.ts/,
      dependencies: ['isolation'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
