import { countsOf, scaledDatabase } from '../scaled-report.js';

describe('the production topology step', () => {
  it('counts from Playwright: a test passed on retry is passed (and flaky), an unexpected one failed', () => {
    expect(countsOf({ expected: 11, unexpected: 1, flaky: 1, skipped: 0 })).toEqual({
      passed: 12,
      failed: 1,
      flaky: 1,
    });
  });

  it('counts a test that did not run (a project it depends on failed) as a failure', () => {
    expect(countsOf({ expected: 5, unexpected: 1, flaky: 0, skipped: 4 })).toEqual({ passed: 5, failed: 5, flaky: 0 });
  });

  it('counts a run without a Playwright report as one failure', () => {
    expect(countsOf(null)).toEqual({ passed: 0, failed: 1, flaky: 0 });
  });

  it('runs on PostgreSQL unless SCALED_DATABASE says sqlite, and refuses anything else', () => {
    expect(scaledDatabase(undefined)).toBe('postgres');
    expect(scaledDatabase('')).toBe('postgres');
    expect(scaledDatabase('postgres')).toBe('postgres');
    expect(scaledDatabase('sqlite')).toBe('sqlite');
    expect(() => scaledDatabase('mysql')).toThrow('SCALED_DATABASE must be postgres or sqlite, not mysql');
  });
});
