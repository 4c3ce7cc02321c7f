import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mfe, mfeJson, readPointer, siteDir } from './delivery-tools.js';
import { catalogue } from './site.js';

/**
 * Delivery of the catalog with its pages drawn on the server: the site server draws each page with
 * the server build of the version the browser will load, so a promote, a rollback and a preview
 * change the HTML of the next request, with no restart; a version whose server build is broken
 * still serves its pages, drawn in the browser.
 */
const liveCatalog = async (): Promise<string> => (await readPointer()).remotes.catalog?.version ?? '';

/**
 * Another version of the catalog without building it again: a copy of the published version `from`
 * with a note of its own in its browser entry (so it names a version of its own); `broken`: its
 * server build throws as it loads.
 */
async function catalogCopy(from: string, note: string, out: string, broken = false): Promise<string> {
  await fs.cp(path.join(siteDir(), 'remotes/catalog', from), out, {
    recursive: true,
    filter: (file) => !/\.(br|gz)$/.test(file),
  });
  await fs.appendFile(path.join(out, 'remoteEntry.js'), `\n/* ${note} */\n`);
  if (broken)
    await fs.writeFile(path.join(out, 'server/remoteEntry.js'), 'throw new Error("build de servidor quebrado");\n');
  return (await mfeJson<{ version: string }>('publish', 'catalog', '--dist', out)).version;
}

/** The catalog version that drew this page's screen on the server, or null when the browser draws it. */
async function drawnBy(page: Page, url: string): Promise<string | null> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  return /<div id="server-slot" data-remote="catalog" data-server-rendered="([^"]+)"/.exec(html)?.[1] ?? null;
}

test.describe.configure({ mode: 'serial' });

let work: string;
let original: string;

test.beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'delivery-ssr-e2e-'));
  original = await liveCatalog();
  expect(original, 'catalog is live').not.toBe('');
});

test.afterAll(async () => {
  if (original) await mfe('promote', 'catalog', original, '--reason', 'e2e: volta ao estado inicial');
  if (work) await fs.rm(work, { recursive: true, force: true });
});

test('a promote, a rollback and a preview of the catalog change the drawn HTML on the next request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await catalogue(page);
  const url = `/produto/${product!.seller.slug}/${product!.slug}`;
  const next = await catalogCopy(original, 'versão seguinte', path.join(work, 'next'));
  // A version is loaded on the first page that names it, within the render's budget: the next
  // page at the latest is drawn by it.
  const drawnSoon = async (address: string, version: string) => {
    await expect.poll(() => drawnBy(page, address)).toBe(version);
  };
  await drawnSoon(url, original);

  await mfeJson('promote', 'catalog', next, '--reason', 'e2e: desenho no servidor');
  await drawnSoon(url, next);
  await drawnSoon('/', next);

  await mfeJson('rollback', 'catalog', '--reason', 'e2e: volta');
  await drawnSoon(url, original);

  // A preview for one browser draws with the previewed version; the others keep the live one.
  await drawnSoon(`${url}?mfe-override=catalog@${next}`, next);
  expect(await drawnBy(page, url)).toBe(original);
});

test('a version whose server build is broken still serves its pages, drawn in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const [product] = await catalogue(page);
  const url = `/produto/${product!.seller.slug}/${product!.slug}`;
  const broken = await catalogCopy(original, 'build de servidor quebrado', path.join(work, 'broken'), true);
  await mfeJson('promote', 'catalog', broken, '--reason', 'e2e: build de servidor quebrado');
  try {
    for (let i = 0; i < 3; i += 1) expect(await drawnBy(page, url)).toBeNull();
    await page.goto(url);
    await expect(
      page.locator('[data-remote="catalog"]').getByRole('heading', { level: 1, name: product!.name }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
  } finally {
    await mfeJson('promote', 'catalog', original, '--reason', 'e2e: volta ao estado inicial');
  }
});
