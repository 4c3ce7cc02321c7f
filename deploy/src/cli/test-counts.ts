/**
 * How `npm test` (scripts/test-all.mts) counts the checks that are not test runners, from what
 * each printed: every problem is one failure of the closing line.
 */
import { stripVTControlCharacters as plainText } from 'node:util';

/** Each `error TS1234:` that tsc printed. */
export function tscErrors(output: string): number {
  return plainText(output).match(/error TS\d+:/g)?.length ?? 0;
}

/** eslint's summary, "✖ 3 problems (2 errors, 1 warning)": warnings count too (--max-warnings=0). */
export function eslintProblems(output: string): number {
  return Number(/✖ (\d+) problems?/.exec(plainText(output))?.[1] ?? 0);
}

/** Each "[warn] file" line of `prettier --check`, not its closing "[warn] Code style issues …". */
export function prettierFiles(output: string): number {
  return plainText(output).match(/^\[warn\] (?!Code style issues)\S.*$/gm)?.length ?? 0;
}

/** The violations the end-to-end run reported ("CSP: 2 violations reported"). */
export function cspViolations(output: string): number {
  return Number(/^CSP: (\d+) violations? reported$/m.exec(plainText(output))?.[1] ?? 0);
}
