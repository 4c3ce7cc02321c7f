import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Site } from './site.js';

const siteDir = process.env.SITE_DIR ?? path.resolve(import.meta.dirname, '../site');

/** The URLs of the scripts `page` loads from now on, as they come. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  return scripts;
}

/**
 * A script's text, and the licences terser moved out of it (`*.LICENSE.txt`, where each bundled
 * React module keeps its banner), or '' when it has none.
 */
async function scriptWithLicenses(page: Page, url: string): Promise<{ body: string; licenses: string }> {
  const body = await (await page.request.get(url)).text();
  const file = /For license information please see (\S+\.LICENSE\.txt)/.exec(body)?.[1];
  const licenses = file ? await (await page.request.get(new URL(file, url).toString())).text() : '';
  return { body, licenses };
}

test.describe('composition at run time', () => {
  test('React and react-dom are downloaded once per page load', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    const site = new Site(page);
    await site.goto('/');
    await expect(site.slot('catalog').locator('h1')).toBeVisible();
    // Move to a second remote too, so two remotes have been mounted on this page load.
    await site.header().getByRole('link', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(site.slot('account')).toBeVisible();

    // Terser keeps each bundled React module's @license banner: count the modules fetched.
    const copies = new Map<string, number>();
    for (const url of scripts) {
      const { licenses } = await scriptWithLicenses(page, url);
      for (const [, module] of licenses.matchAll(/\* (react[\w-]*)\.production\.js/g)) {
        copies.set(module!, (copies.get(module!) ?? 0) + 1);
      }
    }
    expect(copies.get('react')).toBe(1);
    expect(copies.get('react-dom-client')).toBe(1);
    for (const [module, count] of copies) expect(count, module).toBe(1);
  });

  test('the shell’s entry and react-dom’s file, which a page runs whole as it starts, alone carry V8’s compile hint', async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    const site = new Site(page);
    await site.goto('/');
    await expect(site.slot('catalog').locator('h1')).toBeVisible();

    const hinted: string[] = [];
    const runWhole: string[] = [];
    for (const url of scripts) {
      const { body, licenses } = await scriptWithLicenses(page, url);
      // The hint counts only as the file's first line.
      if (body.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(url);
      if (/\/main\.[0-9a-f]{8}\.js$/.test(url) || licenses.includes('react-dom-client.production.js'))
        runWhole.push(url);
    }
    expect(runWhole).toHaveLength(2);
    expect(hinted.sort()).toEqual(runWhole.sort());
  });

  test('no remote URL appears in any built file of the shell', async ({ request }) => {
    const pointer = (await (await request.get('/remotes.json')).json()) as {
      remotes: Record<string, { version: string; entry: string }>;
    };
    const shellDir = path.join(siteDir, 'shell');
    const files = (await fs.readdir(shellDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !/\.(gz|br)$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const text = await fs.readFile(file, 'utf8');
      // Source maps carry the federation library's own sources, which name these files generically;
      // so does the server build's federation runtime (a version's server/ folder).
      if (!file.endsWith('.map') && !file.split(path.sep).includes('server')) {
        expect(text, file).not.toContain('mf-manifest.json');
        expect(text, file).not.toContain('remoteEntry.js');
      }
      expect(text, file).not.toMatch(/localhost:\d+/);
      for (const [name, live] of Object.entries(pointer.remotes)) {
        expect(text, file).not.toContain(`/remotes/${name}/`);
        expect(text, file).not.toContain(live.version);
      }
    }
  });

  test('the pointer and index.html are never cached; version folders are immutable', async ({ request }) => {
    const pointer = await request.get('/remotes.json');
    expect(pointer.headers()['cache-control']).toBe('private, no-cache');
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toBe('private, no-cache');
    const entry = ((await pointer.json()) as { remotes: { catalog: { entry: string } } }).remotes.catalog.entry;
    const manifest = await request.get(entry);
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['cache-control']).toContain('immutable');
  });

  test('the parcel stays mounted while the route stays in its remote', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/sobre');
    await expect(site.slot('catalog').locator('h1')).toBeVisible();
    await page.evaluate(() => {
      const el = document.querySelector('[data-remote="catalog"] h1');
      // The slot's section (a screen drawn on the server names its remote on its own element too).
      if (el) (el.closest('section[data-remote]') as HTMLElement).dataset.marker = 'kept';
    });
    await site.footer().getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(site.slot('catalog')).toHaveAttribute('data-marker', 'kept');
  });
});
