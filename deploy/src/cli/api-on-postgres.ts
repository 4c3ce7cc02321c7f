/**
 * `npm run test:api-postgres [-- <jest arguments>]`: the API's test suite on PostgreSQL. Starts a
 * temporary PostgreSQL (Debian's, installed when missing; unaccent and pg_trgm in every database),
 * runs `jest --selectProjects api` with TEST_DATABASE_URL naming it (a superuser's URL: the tests
 * may create databases of their own), and writes `{ passed, failed, … }` to API_POSTGRES_REPORT
 * (default test-results/api-postgres.json), as the other steps of `npm test` do. Exits non-zero
 * when a test failed or the run did not complete.
 *
 * Only the test files that can reach that database run here: the others (pure logic, SQLite files
 * of their own, services of their own) would run exactly as in the unit step, which already ran
 * them. Which is which is not a list kept by hand: a file reaches the database when it, or a module
 * it imports (jest's own dependency graph), names one of the variables that carry it.
 */
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import { startTemporaryPostgres } from '../services/postgres.js';

/**
 * The environment variables that carry this step's PostgreSQL to the API's tests
 * (api/src/testing/test-server.ts reads them): nothing else tells a test where that database is.
 */
export const DATABASE_VARIABLES = ['TEST_DATABASE_URL', 'TEST_SEEDED_DATABASE'] as const;

const apiSources = path.join(repoRoot, 'api/src');

export interface ApiOnPostgresReport {
  passed: number;
  failed: number;
  /** Test files that could not run at all (counted in `failed` too). */
  brokenFiles: number;
  /** The PostgreSQL server's version, as it reports it. */
  server: string;
  seconds: number;
}

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

/** Counts from jest's --json output; a missing or unreadable one is one failure. */
export function countsOf(summary: JestSummary | null): Pick<ApiOnPostgresReport, 'passed' | 'failed' | 'brokenFiles'> {
  if (!summary) return { passed: 0, failed: 1, brokenFiles: 0 };
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
    brokenFiles: summary.numRuntimeErrorTestSuites,
  };
}

async function serverVersion(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? '?';
  } finally {
    await client.end();
  }
}

/** The TypeScript files under `dir` whose text names one of `names`. */
export async function filesNaming(dir: string, names: readonly string[]): Promise<string[]> {
  const files = (await fs.readdir(dir, { recursive: true }))
    .filter((file) => /\.(m|c)?tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));
  const naming = await Promise.all(
    files.map(async (file) => {
      const text = await fs.readFile(file, 'utf8');
      return names.some((name) => text.includes(name)) ? file : undefined;
    }),
  );
  return naming.filter((file): file is string => file !== undefined).sort();
}

/** The API's test files jest lists with `args` (absolute paths), or null when it could not list them. */
function listApiTests(args: string[]): Promise<string[] | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'api', '--listTests', ...args],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      const files = out
        .split('\n')
        .filter((line) => path.isAbsolute(line.trim()))
        .map((line) => line.trim());
      resolve(code === 0 ? files.sort() : null);
    });
  });
}

/**
 * The API's test files that cannot reach this step's database: neither they nor any module they
 * import (`import type` aside) names a variable of DATABASE_VARIABLES. None when the lists cannot
 * be made, or when no test at all would reach the database (then something is off: run them all).
 */
export async function testsAwayFromTheDatabase(): Promise<string[]> {
  const naming = await filesNaming(apiSources, DATABASE_VARIABLES);
  const [all, reaching] = await Promise.all([
    listApiTests([]),
    naming.length === 0 ? Promise.resolve([]) : listApiTests(['--findRelatedTests', ...naming]),
  ]);
  if (all === null || reaching === null || reaching.length === 0) return [];
  const reached = new Set(reaching);
  return all.filter((file) => !reached.has(file));
}

/** Jest's --testPathIgnorePatterns for exactly these files (absolute paths). */
export function ignorePatternsFor(files: readonly string[]): string[] {
  return files.map((file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export async function runApiOnPostgres(
  jestArgs: string[] = [],
): Promise<{ code: number; report: ApiOnPostgresReport }> {
  const started = Date.now();
  // Jest lists the files while the server starts.
  const awayFromTheDatabase = testsAwayFromTheDatabase();
  const postgres = await startTemporaryPostgres({ database: 'marketplace_test' });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-api-pg-'));
  const jestReport = path.join(scratch, 'jest.json');
  try {
    const server = await serverVersion(postgres.url);
    console.log(`PostgreSQL ${server} temporário em 127.0.0.1:${postgres.port}; testes da API com TEST_DATABASE_URL.`);
    const away = await awayFromTheDatabase;
    if (away.length > 0) {
      console.log(`${away.length} arquivos de teste não chegam ao banco e rodam só na etapa de unidade (SQLite):`);
      for (const file of away) console.log(`  ${path.relative(repoRoot, file)}`);
    }
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(repoRoot, 'node_modules/jest/bin/jest.js'),
          '--selectProjects',
          'api',
          ...(away.length > 0 ? ['--testPathIgnorePatterns', ...ignorePatternsFor(away)] : []),
          '--ci',
          '--json',
          `--outputFile=${jestReport}`,
          ...jestArgs,
        ],
        { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } },
      );
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
      child.on('error', () => resolve(1));
    });
    const summary = existsSync(jestReport) ? (JSON.parse(await fs.readFile(jestReport, 'utf8')) as JestSummary) : null;
    const report = { ...countsOf(summary), server, seconds: Math.round((Date.now() - started) / 1000) };
    return { code: code !== 0 || report.failed > 0 ? 1 : 0, report };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
    await postgres.close();
  }
}

/** Runs the step and writes its report; top-level await stays out, so tests can import the counts. */
async function main(): Promise<void> {
  const output = process.env.API_POSTGRES_REPORT ?? path.join(repoRoot, 'test-results/api-postgres.json');
  const { code, report } = await runApiOnPostgres(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    return { code: 1, report: { passed: 0, failed: 1, brokenFiles: 0, server: '?', seconds: 0 } };
  });
  await fs.mkdir(path.dirname(output), { recursive: true });
  await fs.writeFile(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nAPI no PostgreSQL ${report.server}: ${report.passed} aprovados, ${report.failed} falharam (${report.seconds} s)`,
  );
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
