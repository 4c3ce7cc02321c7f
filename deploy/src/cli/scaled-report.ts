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
}

/** Counts from Playwright's JSON report; a missing one is one failure. */
export function countsOf(stats: PlaywrightStats | null): Pick<ScaledE2eReport, 'passed' | 'failed' | 'flaky'> {
  if (!stats) return { passed: 0, failed: 1, flaky: 0 };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, flaky: stats.flaky };
}

/** SCALED_DATABASE: PostgreSQL unless it says sqlite. */
export function scaledDatabase(value: string | undefined): ScaleDatabase {
  if (value === undefined || value === '' || value === 'postgres') return 'postgres';
  if (value === 'sqlite') return 'sqlite';
  throw new Error(`SCALED_DATABASE must be postgres or sqlite, not ${value}`);
}
