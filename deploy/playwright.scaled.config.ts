import { defineConfig, devices } from '@playwright/test';
import { sharedConfig } from './playwright.base.js';

/**
 * The end-to-end tests of the production topology (`npm run test:scaled`): nginx in front of two
 * API instances on one database. BASE_URL is nginx; e2e-scaled/topology.ts reads the rest.
 */
export default defineConfig({
  ...sharedConfig,
  // The specs through nginx in two workers, each with accounts of its own and its own share of the
  // catalogue, as in the single-instance suite.
  workers: 2,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.SCALED_PLAYWRIGHT_REPORT ?? 'test-results/scaled-playwright.json' }],
  ],
  projects: [
    // What only several instances can show: first, on the seed's stock, before any other purchase.
    // One at a time: a spec kills an instance, another counts the throttle over both.
    { name: 'instances', testDir: './e2e-scaled', workers: 1, use: { ...devices['Desktop Chrome'] } },
    // The purchase, sign-in and customer–store chat specs of the single-instance suite, unchanged,
    // through nginx.
    {
      name: 'through-nginx',
      testDir: './e2e',
      testMatch: /(checkout|guards|customer-area)\.spec\.ts/,
      grep: /C-16|double click on Finalizar compra|login|conversation started from a product/,
      dependencies: ['instances'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
