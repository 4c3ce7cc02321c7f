import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * What the delivery specs share: the site folder they publish to (their project's own), the `mfe`
 * command line run as an operator runs it, versions of checkout made from the live build without
 * building again, and further site servers over the same folder, each its own process.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The site folder of the running test's project: `delivery` and `rollback` each have a copy of the
 * site of their own (the config names it in the project's `metadata.siteDir`), so that the canaries
 * of one never meet the other's. Read while a test or hook runs.
 */
export function siteDir(): string {
  const own = (test.info().project.metadata as { siteDir?: string } | undefined)?.siteDir;
  return own ?? process.env.SITE_DIR ?? path.resolve(import.meta.dirname, '../site');
}

export interface Pointer {
  remotes: Record<string, { version: string; entry: string }>;
  shell?: { version: string; contractVersion: string };
  /** The running canaries, beside the pointer in remotes.json. */
  canaries?: Record<string, { version: string; percent: number; since: string }>;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The API's address and its OPERATOR_TOKEN, as `npm run e2e` hands them over: what `mfe status
 * --health` and a site server's canary watcher read the health figures with.
 */
export function operatorEnv(): { OPERATOR_TOKEN: string; API_URL: string } {
  const token = process.env.E2E_OPERATOR_TOKEN;
  const apiUrl = process.env.E2E_API_URL;
  if (!token || !apiUrl)
    throw new Error('E2E_OPERATOR_TOKEN and E2E_API_URL are not set: run this spec with npm run e2e');
  return { OPERATOR_TOKEN: token, API_URL: apiUrl };
}

/** Runs `npm run mfe -- <args>` as an operator would, on the site under test (SITE_DIR), with `env` on top. */
export function runMfe(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const operator = process.env.E2E_OPERATOR_TOKEN ? operatorEnv() : {};
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'deploy/src/cli/mfe.ts'), ...args],
      { env: { ...process.env, ...operator, SITE_DIR: siteDir(), MFE_BY: 'e2e', ...env }, cwd: repoRoot },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs `npm run mfe -- ...` as an operator would (same SITE_DIR as the site under test). */
export function mfe(...args: string[]): Promise<CliRun> {
  return runMfe(args);
}

/** `runMfe` with `--json`: what the command answered, once it is sure it did what it was asked. */
export async function runMfeJson<T>(args: string[], env: Record<string, string> = {}): Promise<T> {
  const run = await runMfe([...args, '--json'], env);
  expect(run.code, run.stderr || run.stdout).toBe(0);
  return JSON.parse(run.stdout) as T;
}

export function mfeJson<T>(...args: string[]): Promise<T> {
  return runMfeJson<T>(args);
}

/** The site folder's remotes.json: the live pointer and its canaries. */
export async function readPointer(): Promise<Pointer> {
  return JSON.parse(await fs.readFile(path.join(siteDir(), 'remotes.json'), 'utf8')) as Pointer;
}

/** The browser's canary bucket (BUCKET_COOKIE of shared-contracts, which the specs cannot import at run time). */
export const BUCKET_COOKIE = 'marketplace_bucket';

/** The run's VIEW_TOKEN_SECRET, as `npm run e2e` hands it over: the site servers sign buckets and views with it. */
function viewSecret(): string {
  const secret = process.env.E2E_VIEW_TOKEN_SECRET;
  if (!secret) throw new Error('E2E_VIEW_TOKEN_SECRET is not set: run this spec with npm run e2e');
  return secret;
}

/**
 * The bucket cookie's value as the site server signs it (`signBucket` of
 * shared-contracts/view-token, written out here for the same reason as BUCKET_COOKIE): a browser
 * given `bucket` long ago.
 */
export function signedBucket(bucket: number): string {
  const signature = createHmac('sha256', viewSecret()).update(`bucket\n${bucket}`).digest('base64url').slice(0, 22);
  return `${bucket}.${signature}`;
}

/** The bucket of a bucket cookie's value (`<bucket>.<signature>`), NaN when it is none. */
export function bucketOfCookie(value: string | undefined): number {
  return Number(value?.split('.')[0] ?? Number.NaN);
}

let shoppers = 0;
/**
 * An address of its own for each shopper's browser, sent as X-Forwarded-For as nginx would set it:
 * the delivery site trusts its loopback proxy, and counts each client's views apart.
 */
export function shopperAddress(): Record<string, string> {
  shoppers += 1;
  const worker = test.info().workerIndex;
  return { 'x-forwarded-for': `10.${(worker % 200) + 1}.${Math.floor(shoppers / 250) % 250}.${(shoppers % 250) + 1}` };
}

/** The checkout version a page's inline pointer names (`<script type="application/json" id="remotes-pointer">`). */
export function checkoutVersionInPage(html: string): string {
  const script = /<script[^>]*\bid="remotes-pointer"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!script?.[1]) throw new Error('the page carries no pointer');
  const version = (JSON.parse(script[1]) as Pointer).remotes.checkout?.version;
  if (!version) throw new Error('the pointer names no checkout version');
  return version;
}

/** The marks of the checkout code this page ran: one per './app' chunk of a marked version. */
export function marksRun(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { deliveryMarks?: string[] }).deliveryMarks ?? []);
}

/** The cart page, drawn by a version's app once the cart has loaded. */
export function mountedCart(page: Page) {
  return page
    .locator('[data-remote="checkout"][data-remote-version]')
    .getByRole('heading', { name: 'Resumo do pedido' });
}

interface Manifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * A copy of the published checkout version `from` in `out`, without the compressed files
 * (publishing makes them again, from the changed files), and the file of its './app' chunk.
 */
async function copyOfCheckout(from: string, out: string): Promise<string> {
  await fs.cp(path.join(siteDir(), 'remotes/checkout', from), out, {
    recursive: true,
    filter: (file) => !/\.(br|gz)$/.test(file),
  });
  const manifest = JSON.parse(await fs.readFile(path.join(out, 'mf-manifest.json'), 'utf8')) as Manifest;
  const chunk = manifest.exposes.find((expose) => expose.path === './app')?.assets.js.sync.at(-1);
  if (!chunk) throw new Error("checkout's mf-manifest.json names no chunk of './app'");
  return path.join(out, chunk);
}

/**
 * Another version of checkout, without building it again: a copy of the published version `from`
 * whose './app' chunk also records `mark` in the page (`window.deliveryMarks`) when it runs. Its
 * content differs, so publishing it names a version of its own.
 */
export async function markedCheckout(from: string, mark: string, out: string): Promise<void> {
  const chunk = await copyOfCheckout(from, out);
  await fs.appendFile(chunk, `\n;(self.deliveryMarks = self.deliveryMarks || []).push(${JSON.stringify(mark)});\n`);
}

/**
 * A version of checkout whose screen fails as it mounts, as one that throws on its first render
 * would: a copy of the published version `from` whose './app' chunk, as it registers its modules,
 * wraps them so the one that exports the single-spa lifecycles hands out a `mount` that rejects
 * with `message`. The chunk loads and its module runs as before; only mounting fails.
 */
export async function checkoutWhoseMountFails(from: string, message: string, out: string): Promise<void> {
  const chunk = await copyOfCheckout(from, out);
  const code = await fs.readFile(chunk, 'utf8');
  // The chunk registers its modules in webpack's global array: `(self.webpackChunkcheckout=…).push(…)`.
  const global = /self(?:\.(\w+)|\["([^"]+)"\])\s*=/.exec(code);
  const name = global?.[1] ?? global?.[2];
  if (!name) throw new Error(`no chunk loading global in ${chunk}`);
  const failingMount = `;(function () {
  var chunks = (self[${JSON.stringify(name)}] = self[${JSON.stringify(name)}] || []);
  var push = chunks.push;
  chunks.push = function (chunk) {
    chunks.push = push;
    var modules = chunk[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module) {
        factory.apply(this, arguments);
        var app = module.exports;
        if (app && typeof app.mount === 'function') {
          module.exports = {
            bootstrap: app.bootstrap,
            mount: function () {
              return Promise.reject(new Error(${JSON.stringify(message)}));
            },
            unmount: app.unmount,
            update: app.update,
          };
        }
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
  await fs.writeFile(chunk, failingMount + code);
}

/**
 * A site server as its own process (`npm run serve -w deploy`) with `env` over this one's, and the
 * address it answers on. What it prints once it answers (its canary watcher's decisions) goes to
 * this process's output.
 */
export function startSiteServer(env: Record<string, string>): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'deploy/src/cli/serve.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const listening = (chunk: Buffer): void => {
      out += chunk.toString();
      const url = /listening on (\S+)/.exec(out)?.[1];
      if (!url) return;
      server.stdout?.off('data', listening);
      server.stdout?.pipe(process.stdout, { end: false });
      resolve({ server, url });
    };
    server.stdout?.on('data', listening);
    server.on('exit', (code) => reject(new Error(`the site server exited (${code}) before answering`)));
  });
}

/** Stops a site server started by `startSiteServer` and waits until its process is gone. */
export async function stopSiteServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  await exited;
}
