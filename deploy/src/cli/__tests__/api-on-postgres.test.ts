import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  countsOf,
  DATABASE_VARIABLES,
  filesNaming,
  ignorePatternsFor,
  testsAwayFromTheDatabase,
} from '../api-on-postgres.js';

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

describe('which API test files the PostgreSQL step leaves to the unit step', () => {
  it('finds the TypeScript files that name a variable, at any depth', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-naming-'));
    try {
      await fs.mkdir(path.join(dir, 'a/b'), { recursive: true });
      await fs.writeFile(path.join(dir, 'a/b/deep.ts'), 'process.env.TEST_DATABASE_URL');
      await fs.writeFile(path.join(dir, 'a/other.ts'), 'process.env.TEST_SEEDED_DB_FILE');
      await fs.writeFile(path.join(dir, 'notes.md'), 'TEST_DATABASE_URL');
      await fs.writeFile(path.join(dir, 'seeded.ts'), "const name = 'TEST_SEEDED_DATABASE';");
      expect(await filesNaming(dir, DATABASE_VARIABLES)).toEqual([
        path.join(dir, 'a/b/deep.ts'),
        path.join(dir, 'seeded.ts'),
      ]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('ignores exactly the files named, whatever characters their paths hold', () => {
    const file = '/repo/api/src/a.b/__tests__/x+y (1).test.ts';
    const [pattern = ''] = ignorePatternsFor([file]);
    expect(new RegExp(pattern).test(file)).toBe(true);
    expect(new RegExp(pattern).test(`${file}x`)).toBe(false);
    expect(new RegExp(pattern).test('/repo/api/src/aXb/__tests__/x+y (1).test.ts')).toBe(false);
  });

  it('never leaves out a file that starts a test server or names the database', async () => {
    const away = await testsAwayFromTheDatabase();
    // Some files are pure logic or have a SQLite file of their own...
    expect(away.length).toBeGreaterThan(0);
    // ...and none of them uses a helper that opens the database under test, or its address.
    const helpers = /\b(serverForAll|startTestServer|createTestDatabase|testDatabaseServer|TEST_DATABASE_URL)\b/;
    const reaching: string[] = [];
    for (const file of away) if (helpers.test(await fs.readFile(file, 'utf8'))) reaching.push(file);
    expect(reaching).toEqual([]);
  }, 60_000);
});
