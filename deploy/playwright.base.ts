import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './src/cli/chromium.js';

/**
 * What both Playwright suites share: one worker in Debian's Chromium, Brazilian locale, a retry on
 * CI's two busy cores (a retried pass is reported as flaky), traces of failures.
 */
export const sharedConfig = {
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker: the specs share the demo accounts' carts and orders.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
} satisfies PlaywrightTestConfig;
