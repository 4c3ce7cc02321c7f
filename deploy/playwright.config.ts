import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './src/cli/chromium.js';

/**
 * End-to-end tests drive the composed site in Debian's Chromium. `npm run e2e` builds the site,
 * starts the API on a fresh database and the site server, and sets BASE_URL and SITE_DIR.
 */
const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker: the specs share the demo accounts' carts and orders.
  workers: 1,
  // On CI's two busy cores a test may be retried once; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
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
