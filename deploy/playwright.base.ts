import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './src/cli/chromium.js';

/**
 * What both Playwright suites share: Debian's Chromium headless shell (src/cli/chromium.ts), Brazilian
 * locale, a screenshot of each failure, and no retries: a test that passes only on a second try is a
 * test to fix, not a pass. One worker unless a suite says otherwise (the end-to-end suite gives each
 * of its workers accounts of its own).
 */
export const sharedConfig = {
  timeout: 30_000,
  // What a page shows within a few seconds when it works: the wait for it is a limit for a page that
  // never does, kept well over the 3 to 5 s a loaded machine takes, not a figure under test.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    locale: 'pt-BR',
    // Recording a trace costs every test about an eighth of its time, on the same two cores: a
    // failure is looked into again with `npm run e2e -- <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? TEST_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
} satisfies PlaywrightTestConfig;
