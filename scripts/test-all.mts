/**
 * `npm test`: every check of the project, in order — types, lint, unit and API tests (jest), the
 * API's tests again on a temporary PostgreSQL, the end-to-end tests in Chromium, then the fault and
 * abuse suite beside those of the production topology (nginx in front of two API instances on
 * PostgreSQL) — each step with its wall time, and one closing line
 * `N passed, N failed, N skipped` over all runners. Every failure counts in it: each test, each
 * tsc error, eslint problem and badly formatted file, each Content-Security-Policy violation, and
 * each end-to-end test that did not run because another it depends on failed. Before the first
 * step and after the last, a fixed piece of work runs on both cores (scripts/machine-reference.cjs):
 * the suite's seconds are printed beside it, as a ratio that another machine, or this one on a busier
 * day, can be compared by.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countsOf, type PlaywrightStats } from '../deploy/src/cli/scaled-report.ts';
import { cspViolations, eslintProblems, prettierFiles, tscErrors } from '../deploy/src/cli/test-counts.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const only = process.argv.slice(2);
const wants = (step: string): boolean => only.length === 0 || only.includes(step);

interface Step {
  code: number;
  /** What the step printed (standard output and error), also shown as it ran. */
  output: string;
}

const times: Array<[string, number]> = [];

/**
 * Runs one step and times it. A step run beside another (`together`) keeps what it prints until
 * it ends, so that the two never interleave.
 */
function run(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { together = false } = {},
): Promise<Step> {
  if (!together) console.log(`\n▶ ${label}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!together) process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (!together) process.stderr.write(chunk);
      output += chunk.toString();
    });
    const done = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      times.push([label, seconds]);
      if (together) process.stdout.write(`\n▶ ${label}\n${output}`);
      console.log(`⏱ ${label}: ${seconds.toFixed(1)} s`);
      resolve({ code, output });
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

const bin = (p: string): string => path.join(root, 'node_modules', p);

/** The seconds of the fixed reference work, run on both cores at once (the slower of the two). */
async function machineReference(): Promise<number | null> {
  const once = () =>
    new Promise<number>((resolve, reject) =>
      execFile(process.execPath, [path.join(root, 'scripts/machine-reference.cjs')], (error, stdout) =>
        error ? reject(error) : resolve(Number(stdout.trim())),
      ),
    );
  return Promise.all([once(), once()])
    .then((seconds) => Math.max(...seconds))
    .catch(() => null);
}
const referenceBefore = await machineReference();
const suiteStarted = performance.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const problems: string[] = [];

/**
 * A check that is not a test runner (tsc, eslint, prettier): one pass when clean, else one failure
 * per problem it names (at least one when it fails without naming any).
 */
function countCheck(problem: string, step: Step, problemsIn: (output: string) => number): void {
  const found = problemsIn(step.output);
  if (step.code === 0 && found === 0) {
    passed += 1;
    return;
  }
  failed += Math.max(1, found);
  problems.push(problem);
}

// Types, lint and formatting run side by side on the two cores (tsc and eslint in threads of their own).
const [types, lint] = await Promise.all([
  wants('types')
    ? run('Tipos (tsc)', process.execPath, [path.join(root, 'scripts/typecheck.mjs')], {}, { together: true })
    : null,
  wants('lint')
    ? Promise.all([
        run(
          'Lint (eslint)',
          process.execPath,
          // Two threads: the React compiler's rules make eslint the longest of the three checks.
          [bin('eslint/bin/eslint.js'), '--max-warnings=0', '--concurrency=2', '.'],
          {},
          { together: true },
        ),
        run(
          'Formatação (prettier)',
          process.execPath,
          [bin('prettier/bin/prettier.cjs'), '--check', '.'],
          {},
          { together: true },
        ),
      ])
    : null,
]);
if (types) countCheck('tsc', types, tscErrors);
if (lint) {
  countCheck('eslint', lint[0], eslintProblems);
  countCheck('prettier', lint[1], prettierFiles);
}

interface Counts {
  passed: number;
  failed: number;
  skipped?: number;
}

/**
 * Runs one test runner, adds the counts of the report it wrote, and names it if it failed
 * (`together`: beside another, printing what it said once it ends).
 */
async function runner(
  problem: string,
  label: string,
  args: string[],
  report: { file: string; env?: string; counts?: (report: never) => Counts },
  { together = false } = {},
): Promise<Step> {
  const env: NodeJS.ProcessEnv = report.env ? { [report.env]: report.file } : {};
  const step = await run(label, process.execPath, args, env, { together });
  if (existsSync(report.file)) {
    const json = JSON.parse(readFileSync(report.file, 'utf8')) as never;
    const counts = report.counts ? report.counts(json) : (json as Counts);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped ?? 0;
  } else failed += 1;
  if (step.code !== 0) problems.push(problem);
  return step;
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
      counts: (report: {
        numPassedTests: number;
        numFailedTests: number;
        numRuntimeErrorTestSuites: number;
        numPendingTests: number;
        numTodoTests: number;
      }) => ({
        passed: report.numPassedTests,
        failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
        skipped: report.numPendingTests + report.numTodoTests,
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

if (wants('e2e')) {
  const step = await runner(
    'playwright',
    'Testes de ponta a ponta (Playwright + Chromium)',
    tsx('deploy/src/cli/e2e.ts'),
    {
      file: path.join(results, 'e2e.json'),
      env: 'E2E_REPORT',
      counts: (report: { stats: PlaywrightStats }) => {
        if (report.stats.flaky) console.log(`${report.stats.flaky} end-to-end test(s) passed only on retry (flaky).`);
        return countsOf(report.stats);
      },
    },
  );
  // Every violation the browsers reported counts as a failure.
  failed += cspViolations(step.output);
}

// The fault and abuse suite and the production topology, side by side: each waits on its servers
// and its one browser about half the time, and each starts its own site, API and databases on
// ports of their own. Only after the end-to-end step, which built whatever was missing: without
// it, one after the other, so that two builds never write the same folders.
const abuse = () =>
  runner(
    'abuse',
    'Falhas e abuso (npm run test:abuse)',
    tsx('deploy/src/cli/abuse.ts'),
    { file: path.join(results, 'abuse.json'), env: 'ABUSE_REPORT' },
    { together: wants('e2e') },
  );
const scaled = () =>
  runner(
    'scaled',
    'Topologia de produção: nginx e duas instâncias da API (npm run test:scaled)',
    tsx('deploy/src/cli/e2e-scaled.ts'),
    { file: path.join(results, 'scaled-e2e.json'), env: 'SCALED_E2E_REPORT' },
    { together: wants('e2e') },
  );
if (wants('e2e')) await Promise.all([wants('abuse') ? abuse() : null, wants('scaled') ? scaled() : null]);
else {
  if (wants('abuse')) await abuse();
  if (wants('scaled')) await scaled();
}

const suiteSeconds = (performance.now() - suiteStarted) / 1000;
const referenceAfter = await machineReference();
console.log('\nTempo de cada etapa:');
for (const [label, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
if (referenceBefore !== null && referenceAfter !== null) {
  const reference = (referenceBefore + referenceAfter) / 2;
  console.log(
    `  ${suiteSeconds.toFixed(1).padStart(7)} s  no todo, ${Math.round(suiteSeconds / reference)} × a referência da máquina ` +
      `(${referenceBefore.toFixed(2)} s antes, ${referenceAfter.toFixed(2)} s depois: scripts/machine-reference.cjs)`,
  );
}
if (problems.length) console.log(`\nFalhou: ${problems.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(problems.length || failed ? 1 : 0);
