import { cspViolations, eslintProblems, prettierFiles, tscErrors } from '../test-counts.js';

describe("npm test's counts of the checks that are not test runners", () => {
  it('counts each tsc error', () => {
    const output = [
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/b.ts(9,1): error TS2304: Cannot find name 'x'.",
      '✗ api',
    ].join('\n');
    expect(tscErrors(output)).toBe(2);
    expect(tscErrors('✓ api\n✓ deploy\n')).toBe(0);
  });

  it("counts eslint's problems, warnings included, with or without colours", () => {
    expect(eslintProblems('\n/x.ts\n  1:7  error  no-unused-vars\n\n✖ 3 problems (2 errors, 1 warning)\n')).toBe(3);
    expect(eslintProblems('\u001b[31m\u001b[1m✖ 1 problem (1 error, 0 warnings)\u001b[22m\u001b[39m')).toBe(1);
    expect(eslintProblems('')).toBe(0);
  });

  it('counts each file prettier would change, not its closing line', () => {
    const output = [
      'Checking formatting...',
      '[warn] api/src/a.ts',
      '[warn] deploy/b.ts',
      '[warn] Code style issues found in 2 files. Run Prettier with --write to fix.',
    ].join('\n');
    expect(prettierFiles(output)).toBe(2);
    expect(prettierFiles('Checking formatting...\nAll matched files use Prettier code style!\n')).toBe(0);
  });

  it('reads the CSP violations the end-to-end run reported', () => {
    expect(cspViolations('  116 passed (14.3m)\nCSP: 2 violations reported\n')).toBe(2);
    expect(cspViolations('CSP: 1 violation reported')).toBe(1);
    expect(cspViolations('CSP: 0 violations reported')).toBe(0);
  });
});
