/**
 * `npm run test:api-postgres [-- <jest arguments>]`: the API's test suite on PostgreSQL. Starts a
 * temporary PostgreSQL (Debian's, installed when missing; unaccent and pg_trgm in every database),
 * runs `jest --selectProjects api` with TEST_DATABASE_URL naming it (a superuser's URL: the tests
 * may create databases of their own), and writes `{ passed, failed, … }` to API_POSTGRES_REPORT
 * (default test-results/api-postgres.json), as the other steps of `npm test` do. Exits non-zero
 * when a test failed or the run did not complete.
 */
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../registry/paths.js';
import { startTemporaryPostgres } from '../services/postgres.js';

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

export async function runApiOnPostgres(
  jestArgs: string[] = [],
): Promise<{ code: number; report: ApiOnPostgresReport }> {
  const started = Date.now();
  const postgres = await startTemporaryPostgres({ database: 'marketplace_test' });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-api-pg-'));
  const jestReport = path.join(scratch, 'jest.json');
  try {
    const server = await serverVersion(postgres.url);
    console.log(`PostgreSQL ${server} temporário em 127.0.0.1:${postgres.port}; testes da API com TEST_DATABASE_URL.`);
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(repoRoot, 'node_modules/jest/bin/jest.js'),
          '--selectProjects',
          'api',
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
