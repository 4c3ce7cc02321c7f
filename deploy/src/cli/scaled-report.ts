/** The counts and the database choice of `npm run test:scaled` (e2e-scaled.ts), apart so tests can import them. */
import type { ScaleDatabase } from './scale.js';

export interface ScaledE2eReport {
  passed: number;
  failed: number;
  /** Passed only on a retry (counted in `passed`). */
  flaky: number;
  database: ScaleDatabase;
  seconds: number;
}

export interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
  /** Tests that did not run: no spec skips on purpose, so each is one a failed dependency stopped. */
  skipped: number;
}

/**
 * Counts from Playwright's JSON report; a missing one is one failure. A test that did not run
 * (its project depends on one that failed) counts as a failure: nothing checked it.
 */
export function countsOf(stats: PlaywrightStats | null): Pick<ScaledE2eReport, 'passed' | 'failed' | 'flaky'> {
  if (!stats) return { passed: 0, failed: 1, flaky: 0 };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped, flaky: stats.flaky };
}

/** SCALED_DATABASE: PostgreSQL unless it says sqlite. */
export function scaledDatabase(value: string | undefined): ScaleDatabase {
  if (value === undefined || value === '' || value === 'postgres') return 'postgres';
  if (value === 'sqlite') return 'sqlite';
  throw new Error(`SCALED_DATABASE must be postgres or sqlite, not ${value}`);
}
