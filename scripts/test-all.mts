/**
 * `npm test`: every check of the project, in order — types, lint, unit and API tests (jest), the
 * API's tests again on a temporary PostgreSQL, the fault and abuse suite, the end-to-end tests in
 * Chromium, then those of the production topology (nginx in front of two API instances on
 * PostgreSQL) — and one closing line
 * `N passed, N failed` over all runners.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const only = process.argv.slice(2);
const wants = (step: string): boolean => only.length === 0 || only.includes(step);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const bin = (p: string): string => path.join(root, 'node_modules', p);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const problems: string[] = [];

if (wants('types')) {
  if ((await run('Tipos (tsc)', process.execPath, [path.join(root, 'scripts/typecheck.mjs')])) !== 0)
    problems.push('tsc');
}

if (wants('lint')) {
  if ((await run('Lint (eslint)', process.execPath, [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'])) !== 0)
    problems.push('eslint');
  if ((await run('Formatação (prettier)', process.execPath, [bin('prettier/bin/prettier.cjs'), '--check', '.'])) !== 0)
    problems.push('prettier');
}

interface Counts {
  passed: number;
  failed: number;
}

/** Runs one test runner, adds the counts of the report it wrote, and names it if it failed. */
async function runner(
  problem: string,
  label: string,
  args: string[],
  report: { file: string; env?: string; counts?: (report: never) => Counts },
): Promise<void> {
  const env: NodeJS.ProcessEnv = report.env ? { [report.env]: report.file } : {};
  const code = await run(label, process.execPath, args, env);
  if (existsSync(report.file)) {
    const json = JSON.parse(readFileSync(report.file, 'utf8')) as never;
    const counts = report.counts ? report.counts(json) : (json as Counts);
    passed += counts.passed;
    failed += counts.failed;
  } else failed += 1;
  if (code !== 0) problems.push(problem);
}

const tsx = (script: string, ...args: string[]): string[] => [bin('tsx/dist/cli.mjs'), script, ...args];

if (wants('unit')) {
  const file = path.join(results, 'jest.json');
  await runner(
    'jest',
    'Testes de unidade e da API (jest)',
    // Both cores: jest's default on two is one worker, in band.
    [bin('jest/bin/jest.js'), '--ci', '--maxWorkers=2', '--json', `--outputFile=${file}`],
    {
      file,
      counts: (report: { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }) => ({
        passed: report.numPassedTests,
        failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      }),
    },
  );
}

if (wants('api-postgres')) {
  await runner(
    'api-postgres',
    'Testes da API no PostgreSQL (npm run test:api-postgres)',
    tsx('deploy/src/cli/api-on-postgres.ts', '--maxWorkers=2'),
    { file: path.join(results, 'api-postgres.json'), env: 'API_POSTGRES_REPORT' },
  );
}

if (wants('abuse')) {
  await runner('abuse', 'Falhas e abuso (npm run test:abuse)', tsx('deploy/src/cli/abuse.ts'), {
    file: path.join(results, 'abuse.json'),
    env: 'ABUSE_REPORT',
  });
}

if (wants('e2e')) {
  await runner('playwright', 'Testes de ponta a ponta (Playwright + Chromium)', tsx('deploy/src/cli/e2e.ts'), {
    file: path.join(results, 'e2e.json'),
    env: 'E2E_REPORT',
    counts: (report: { stats: { expected: number; unexpected: number; flaky: number } }) => {
      if (report.stats.flaky) console.log(`${report.stats.flaky} end-to-end test(s) passed only on retry (flaky).`);
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  });
}

if (wants('scaled')) {
  await runner(
    'scaled',
    'Topologia de produção: nginx e duas instâncias da API (npm run test:scaled)',
    tsx('deploy/src/cli/e2e-scaled.ts'),
    { file: path.join(results, 'scaled-e2e.json'), env: 'SCALED_E2E_REPORT' },
  );
}

if (problems.length) console.log(`\nFalhou: ${problems.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
