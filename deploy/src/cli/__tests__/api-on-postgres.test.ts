import { countsOf } from '../api-on-postgres.js';

describe('the API-on-PostgreSQL step', () => {
  it('counts passed and failed tests from jest, a file that could not run as a failure', () => {
    expect(countsOf({ numPassedTests: 410, numFailedTests: 2, numRuntimeErrorTestSuites: 1 })).toEqual({
      passed: 410,
      failed: 3,
      brokenFiles: 1,
    });
  });

  it('counts a run without a jest report as one failure', () => {
    expect(countsOf(null)).toEqual({ passed: 0, failed: 1, brokenFiles: 0 });
  });
});
