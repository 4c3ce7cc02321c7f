import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  markedCheckout,
  marksRun,
  mfe,
  mfeJson,
  mountedCart,
  siteDir,
  startSiteServer,
  type Pointer,
} from './delivery-tools.js';
import { signInWithACart } from './site.js';

/**
 * Independent delivery of one remote, end to end: two versions of the checkout remote whose code
 * differs (copies of the one build of the run, each with its own mark), published, promoted and
 * rolled back with the `mfe` command line while browsers keep loading pages; refusals; and the
 * per-browser preview (?mfe-override).
 */
const OTHERS = ['catalog', 'account', 'affiliates'] as const;
const MARK = { a: 'Build de entrega A', b: 'Build de entrega B' };

async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update(await fs.readFile(file));
  return hash.digest('hex');
}

/** What must not move when only checkout changes: the other remotes' entries and files, and the shell. */
async function othersFingerprint(): Promise<Record<string, string>> {
  const pointer = JSON.parse(await fs.readFile(path.join(siteDir(), 'remotes.json'), 'utf8')) as Pointer;
  const print: Record<string, string> = { shell: JSON.stringify(pointer.shell ?? null) };
  for (const remote of OTHERS) {
    const live = pointer.remotes[remote];
    if (!live) throw new Error(`${remote} is not live`);
    print[remote] =
      `${JSON.stringify(live)} ${await hashFolder(path.join(siteDir(), 'remotes', remote, live.version))}`;
  }
  return print;
}

const readPointerBytes = (): Promise<Buffer> => fs.readFile(path.join(siteDir(), 'remotes.json'));

/** One page load of the cart: the version in the slot's attribute and the mark(s) of the code it ran. */
async function loadCart(page: Page): Promise<{ version: string | null; mark: string | null; failed: boolean }> {
  await page.goto('/carrinho');
  const slot = page.locator('[data-remote="checkout"]');
  const fallback = slot.getByText('Não foi possível carregar esta parte do site');
  await expect(mountedCart(page).or(fallback)).toBeVisible({ timeout: 15_000 });
  if (await fallback.isVisible()) return { version: null, mark: null, failed: true };
  const version = await slot.getAttribute('data-remote-version');
  return { version, mark: (await marksRun(page)).join(' + ') || null, failed: false };
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR' });
  const page = await context.newPage();
  await signInWithACart(page);
  return page;
}

test.describe.configure({ mode: 'serial' });

let work: string;
let versionA: string;
let versionB: string;

/** The checkout version the next page of this browser is hinted with (its remoteEntry preload). */
async function hintedCheckoutVersion(page: Page): Promise<string | null> {
  const html = await (await page.request.get('/carrinho')).text();
  const versions = [...html.matchAll(/<link rel="preload" href="\/remotes\/checkout\/([^/]+)\/remoteEntry\.js"/g)];
  expect(versions.length, 'one remoteEntry hint').toBe(1);
  return versions[0]?.[1] ?? null;
}
let originalCheckout: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'delivery-e2e-'));
  originalCheckout = (JSON.parse((await readPointerBytes()).toString()) as Pointer).remotes.checkout?.version ?? '';
  expect(originalCheckout, 'checkout is live').not.toBe('');
  const distA = path.join(work, 'a');
  const distB = path.join(work, 'b');
  // The build of this run, twice more under marks of their own.
  await markedCheckout(originalCheckout, MARK.a, distA);
  await markedCheckout(originalCheckout, MARK.b, distB);
  versionA = (await mfeJson<{ version: string }>('publish', 'checkout', '--dist', distA)).version;
  versionB = (await mfeJson<{ version: string }>('publish', 'checkout', '--dist', distB)).version;
  expect(versionA).not.toBe(versionB);
  // Publishing changed nothing live.
  expect((JSON.parse((await readPointerBytes()).toString()) as Pointer).remotes.checkout?.version).toBe(
    originalCheckout,
  );
  await mfeJson('promote', 'checkout', versionA, '--reason', 'e2e: ponto de partida');
});

test.afterAll(async () => {
  if (originalCheckout) await mfe('promote', 'checkout', originalCheckout, '--reason', 'e2e: volta ao estado inicial');
  if (work) await fs.rm(work, { recursive: true, force: true });
});

test('promote shows the new build on new page loads, rollback brings the first back; nothing else moves and no load fails', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const before = await othersFingerprint();
  const page = await signedInPage(browser);
  const loopPage = await signedInPage(browser);

  expect(await loadCart(page)).toEqual({ version: versionA, mark: MARK.a, failed: false });
  expect(await hintedCheckoutVersion(page)).toBe(versionA);

  // Page loads keep running, in another tab, through the promote and the rollback.
  const loads: Array<{ version: string | null; mark: string | null; failed: boolean; error?: string }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        loads.push(await loadCart(loopPage));
      } catch (error) {
        loads.push({ version: null, mark: null, failed: true, error: String(error) });
      }
    }
  })();

  await expect.poll(() => loads.length).toBeGreaterThan(1);
  const promoted = await mfeJson<{ from: string; to: string }>('promote', 'checkout', versionB, '--reason', 'e2e');
  expect(promoted).toMatchObject({ from: versionA, to: versionB });
  // The next page is hinted with the new version's files: nothing stale survives the switch.
  expect(await hintedCheckoutVersion(page)).toBe(versionB);
  expect(await loadCart(page)).toEqual({ version: versionB, mark: MARK.b, failed: false });
  await expect.poll(() => loads.at(-1)?.version).toBe(versionB);
  expect(await othersFingerprint()).toEqual(before);

  const rolledBack = await mfeJson<{ from: string; to: string }>('rollback', 'checkout', '--reason', 'e2e: desfaz');
  expect(rolledBack).toMatchObject({ from: versionB, to: versionA });
  expect(await hintedCheckoutVersion(page)).toBe(versionA);
  expect(await loadCart(page)).toEqual({ version: versionA, mark: MARK.a, failed: false });
  await expect.poll(() => loads.at(-1)?.version).toBe(versionA);

  running = false;
  await loop;
  expect(loads.filter((l) => l.failed)).toEqual([]);
  // Every load got one consistent version: the code it ran is the code of the version it names.
  for (const load of loads) expect(load.mark).toBe(load.version === versionB ? MARK.b : MARK.a);
  expect(new Set(loads.map((l) => l.version))).toEqual(new Set([versionA, versionB]));
  expect(await othersFingerprint()).toEqual(before);

  const history = await mfeJson<{ records: Array<{ action: string; from: string; to: string; by: string }> }>(
    'history',
    'checkout',
  );
  expect(history.records.slice(-2)).toEqual([
    expect.objectContaining({ action: 'promote', from: versionA, to: versionB, by: 'e2e' }),
    expect.objectContaining({ action: 'rollback', from: versionB, to: versionA, by: 'e2e' }),
  ]);
  await page.context().close();
  await loopPage.context().close();
});

test('a build without ./app, with a missing chunk or against another contract major is refused; the pointer stays as it was', async () => {
  test.setTimeout(120_000);
  const source = path.join(siteDir(), 'remotes/checkout', versionB);
  const broken = async (name: string, change: (dir: string, manifest: Record<string, unknown>) => Promise<void>) => {
    const dir = path.join(work, name);
    await fs.cp(source, dir, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await change(dir, manifest);
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const published = await mfe('publish', 'checkout', '--dist', dir, '--json');
    expect(published.code, published.stdout).toBe(0);
    return JSON.parse(published.stdout) as { version: string; warnings: string[] };
  };
  type Expose = { path: string; assets: { js: { sync: string[] } } };

  const noApp = await broken('no-app', async (_dir, manifest) => {
    for (const expose of manifest.exposes as Expose[]) if (expose.path === './app') expose.path = './painel';
  });
  const missingChunk = await broken('missing-chunk', async (dir, manifest) => {
    const app = (manifest.exposes as Expose[]).find((e) => e.path === './app');
    const chunk = app?.assets.js.sync.at(-1);
    if (!chunk) throw new Error('no chunk to remove');
    await fs.rm(path.join(dir, chunk));
  });
  const otherMajor = await broken('other-major', async (_dir, manifest) => {
    const meta = manifest.metaData as { buildInfo: { contractVersion: string } };
    meta.buildInfo.contractVersion = '99.0.0';
  });
  // Publish already warns about what promote will refuse.
  for (const build of [noApp, missingChunk, otherMajor]) expect(build.warnings.join(' ')).toMatch(/recusaria/);

  const before = await readPointerBytes();
  const cases: Array<[string, string, RegExp]> = [
    [noApp.version, 'invalid', /não expõe \.\/app/],
    [missingChunk.version, 'invalid', /falta o arquivo/],
    [otherMajor.version, 'contract-mismatch', /major diferente/],
  ];
  for (const [version, code, reason] of cases) {
    const run = await mfe('promote', 'checkout', version, '--json');
    expect(run.code).toBe(1);
    const body = JSON.parse(run.stdout) as { ok: boolean; error: { code: string; problems: string[] } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe(code);
    expect(body.error.problems.join('\n')).toMatch(reason);
    expect((await readPointerBytes()).equals(before)).toBe(true);
  }
  const human = await mfe('promote', 'checkout', otherMajor.version);
  expect(human.code).toBe(1);
  expect(human.stderr).toMatch(/recusado; o ponteiro não foi alterado/);
  expect((await readPointerBytes()).equals(before)).toBe(true);
});

test('?mfe-override shows the named version to that browser only, with a banner, until cleared', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // versionA is live; this browser previews versionB.
  const previewer = await signedInPage(browser);
  const other = await signedInPage(browser);

  await previewer.goto(`/carrinho?mfe-override=checkout@${versionB}`);
  const banner = previewer.getByRole('region', { name: 'Pré-visualização de versão' });
  await expect(banner).toContainText(`Pré-visualização: checkout@${versionB}`);
  await expect(previewer.locator('[data-remote="checkout"]')).toHaveAttribute('data-remote-version', versionB);
  await expect(mountedCart(previewer)).toBeVisible();
  expect(await marksRun(previewer)).toEqual([MARK.b]);
  await expect(previewer).toHaveURL(/\/carrinho$/);

  // Kept on the next page loads of that browser, whose hints follow the previewed version.
  expect(await hintedCheckoutVersion(previewer)).toBe(versionB);
  expect(await loadCart(previewer)).toEqual({ version: versionB, mark: MARK.b, failed: false });
  await expect(banner).toBeVisible();

  // Another browser gets the live version, with no banner.
  expect(await hintedCheckoutVersion(other)).toBe(versionA);
  expect(await loadCart(other)).toEqual({ version: versionA, mark: MARK.a, failed: false });
  await expect(other.getByText(/Pré-visualização:/)).toHaveCount(0);

  await banner.getByRole('button', { name: 'Voltar à versão publicada' }).click();
  await expect(previewer.locator('[data-remote="checkout"]')).toHaveAttribute('data-remote-version', versionA);
  await expect(previewer.getByText(/Pré-visualização:/)).toHaveCount(0);
  expect(await loadCart(previewer)).toEqual({ version: versionA, mark: MARK.a, failed: false });

  await previewer.context().close();
  await other.context().close();
});

test('?mfe-override is refused where the site does not allow previews', async ({ browser }) => {
  test.setTimeout(60_000);
  const baseURL = String(test.info().project.use.baseURL);
  // The same site folder served with previews off (as in production); the API through the site under test.
  const { server, url: strictBase } = await startSiteServer({
    SITE_DIR: siteDir(),
    API_URL: baseURL,
    PORT: '0',
    MFE_ALLOW_OVERRIDES: 'false',
  });
  try {
    const context = await browser.newContext({ baseURL: strictBase, locale: 'pt-BR' });
    const page = await context.newPage();
    await signInWithACart(page);
    await page.goto(`/carrinho?mfe-override=checkout@${versionB}`);
    await expect(page.getByText(/pré-visualizações de versões estão desativadas/i)).toBeVisible();
    await expect(page.locator('[data-remote="checkout"]')).toHaveAttribute('data-remote-version', versionA);
    await expect(mountedCart(page)).toBeVisible();
    expect(await marksRun(page)).toEqual([MARK.a]);
    await expect(page.getByText(/Pré-visualização:/)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('mfe-overrides'))).toBeNull();
    await context.close();
  } finally {
    server.kill('SIGTERM');
  }
});
