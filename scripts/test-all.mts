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

if (wants('unit')) {
  const jestReport = path.join(results, 'jest.json');
  const code = await run('Testes de unidade e da API (jest)', process.execPath, [
    bin('jest/bin/jest.js'),
    '--ci',
    // Both cores: jest's default on two is one worker, in band.
    '--maxWorkers=2',
    '--json',
    `--outputFile=${jestReport}`,
  ]);
  if (existsSync(jestReport)) {
    const report = JSON.parse(readFileSync(jestReport, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } else failed += 1;
  if (code !== 0) problems.push('jest');
}

if (wants('api-postgres')) {
  const postgresReport = path.join(results, 'api-postgres.json');
  const code = await run(
    'Testes da API no PostgreSQL (npm run test:api-postgres)',
    bin('.bin/tsx'),
    ['deploy/src/cli/api-on-postgres.ts', '--maxWorkers=2'],
    { API_POSTGRES_REPORT: postgresReport },
  );
  if (existsSync(postgresReport)) {
    const report = JSON.parse(readFileSync(postgresReport, 'utf8')) as { passed: number; failed: number };
    passed += report.passed;
    failed += report.failed;
  } else failed += 1;
  if (code !== 0) problems.push('api-postgres');
}

if (wants('abuse')) {
  const abuseReport = path.join(results, 'abuse.json');
  const code = await run('Falhas e abuso (npm run test:abuse)', bin('.bin/tsx'), ['deploy/src/cli/abuse.ts'], {
    ABUSE_REPORT: abuseReport,
  });
  if (existsSync(abuseReport)) {
    const report = JSON.parse(readFileSync(abuseReport, 'utf8')) as { passed: number; failed: number };
    passed += report.passed;
    failed += report.failed;
  } else failed += 1;
  if (code !== 0) problems.push('abuse');
}

if (wants('e2e')) {
  const e2eReport = path.join(results, 'e2e.json');
  const code = await run(
    'Testes de ponta a ponta (Playwright + Chromium)',
    bin('.bin/tsx'),
    ['deploy/src/cli/e2e.ts'],
    {
      E2E_REPORT: e2eReport,
    },
  );
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.flaky) console.log(`${report.stats.flaky} end-to-end test(s) passed only on retry (flaky).`);
  } else failed += 1;
  if (code !== 0) problems.push('playwright');
}

if (wants('scaled')) {
  const scaledReport = path.join(results, 'scaled-e2e.json');
  const code = await run(
    'Topologia de produção: nginx e duas instâncias da API (npm run test:scaled)',
    bin('.bin/tsx'),
    ['deploy/src/cli/e2e-scaled.ts'],
    { SCALED_E2E_REPORT: scaledReport },
  );
  if (existsSync(scaledReport)) {
    const report = JSON.parse(readFileSync(scaledReport, 'utf8')) as { passed: number; failed: number };
    passed += report.passed;
    failed += report.failed;
  } else failed += 1;
  if (code !== 0) problems.push('scaled');
}

if (problems.length) console.log(`\nFalhou: ${problems.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
