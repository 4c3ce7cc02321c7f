import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, apiSignIn, ensureCartHasAProduct } from './site.js';

/**
 * The remote fault matrix: each of the four remotes × {its files answer 404, its files never
 * answer (a stalled CDN), its code chunk throws}. The slot shows its fallback within 10 s, header
 * and footer stay, nothing escapes as an uncaught error, and 'Tentar novamente' mounts the remote
 * once the fault is gone. A stalled remote falls back when its time limit has passed on the page's
 * clock, which the test moves past it rather than waiting it out.
 */
const REMOTES = [
  { remote: 'catalog', path: '/sobre', user: null },
  { remote: 'account', path: '/login', user: null },
  { remote: 'checkout', path: '/carrinho', user: 'customer' },
  { remote: 'affiliates', path: '/afiliados/home', user: 'affiliate' },
] as const;

const FAULTS = ['404', 'hang', 'throws'] as const;
const siteDir = process.env.ISOLATION_SITE_DIR ?? process.env.SITE_DIR ?? path.resolve(import.meta.dirname, '../site');
const REMOTE_TIMEOUT_MS = 5000;
type Fault = (typeof FAULTS)[number];

/** Breaks the remote's files in the given way until `lift()` is called. */
async function breakRemote(page: Page, remote: string, fault: Fault): Promise<{ lift(): void }> {
  let active = true;
  // A short time limit for this page (the site's setting; 8 s by default), so a hang falls back
  // well inside the 10 s the fallback has.
  // The settings come inside the page: the page is served with that one setting changed.
  await page.route('**/*', async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const original = await route.fetch();
    const body = (await original.text()).replace(
      /(<script type="application\/json" id="site-config">)(.*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...(JSON.parse(json) as object), remoteTimeoutMs: REMOTE_TIMEOUT_MS })}${close}`,
    );
    return route.fulfill({ response: original, body });
  });
  await page.route(`**/remotes/${remote}/**`, async (route: Route) => {
    if (!active) return route.continue();
    const url = new URL(route.request().url());
    if (fault === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Não encontrado' });
    if (fault === 'hang') return; // never answered
    // A code chunk of the remote (not its entry nor its manifest) that throws when it runs.
    // The chunk loads, but each of its modules throws when it runs (as a bug in the remote would).
    if (url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js')) {
      const original = await route.fetch();
      const body = (await original.text()).replace(
        // Module factories as webpack writes them: `123(e,t,n){`, `123:(e,t,n)=>{`, `123:function(e,t,n){`.
        /([{,](?:\d+|"[^"]+")(?:\s*\([^)]*\)\s*\{|:\s*\([^)]*\)\s*=>\s*\{|:\s*function\s*\([^)]*\)\s*\{))/g,
        '$1throw new Error("falha simulada no pedaço do remote");',
      );
      return route.fulfill({ response: original, body });
    }
    return route.continue();
  });
  return {
    lift() {
      active = false;
    },
  };
}

type Pointer = { remotes: Record<string, { version: string; entry: string }> };

/**
 * How a chunk that throws is mended for real: the operator puts another version live (a fix, or a
 * rollback). Version files are immutable, so a browser may hand back the bytes it already has for
 * the same URL; a new version has URLs of its own. Here the new version is a copy of the live one
 * under another folder, and the pointer names it. Answers how to put the pointer back.
 */
async function shipAnotherVersion(remote: string): Promise<() => Promise<void>> {
  const pointerFile = path.join(siteDir, 'remotes.json');
  const before = await fs.readFile(pointerFile, 'utf8');
  const pointer = JSON.parse(before) as Pointer;
  const live = pointer.remotes[remote]!;
  const version = `${live.version}-correcao`;
  const folder = path.join(siteDir, 'remotes', remote, version);
  await fs.cp(path.join(siteDir, 'remotes', remote, live.version), folder, { recursive: true });
  pointer.remotes[remote] = { version, entry: live.entry.replace(`/${live.version}/`, `/${version}/`) };
  const write = async (text: string) => {
    await fs.writeFile(`${pointerFile}.tmp`, text);
    await fs.rename(`${pointerFile}.tmp`, pointerFile);
  };
  await write(JSON.stringify(pointer));
  return async () => {
    await write(before);
    await fs.rm(folder, { recursive: true, force: true });
  };
}

for (const { remote, path: pagePath, user } of REMOTES) {
  for (const fault of FAULTS) {
    test(`remote ${remote} × ${fault}: fallback in its slot within 10 s, then Tentar novamente mounts it`, async ({
      page,
      accounts,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      const site = new Site(page);
      if (user) await apiSignIn(page, accounts.email(user));
      // The cart's page needs something in the cart (an empty one sends its page home).
      if (user === 'customer') await ensureCartHasAProduct(page);
      const fault$ = await breakRemote(page, remote, fault);

      // The page's timers on a clock the test can move; it runs on its own meanwhile.
      if (fault === 'hang') await page.clock.install();
      const started = Date.now();
      await page.goto(pagePath, { waitUntil: 'commit' });
      const slot = site.slot(remote);
      const fallback = slot.getByText('Não foi possível carregar esta parte do site');
      if (fault === 'hang') {
        // The remote's files never answer: the page's clock jumps over the time limit, again if
        // the slot's timer had not started yet (it starts as the slot begins loading).
        await expect(slot).toBeAttached({ timeout: 10_000 });
        await expect(async () => {
          await page.clock.fastForward(REMOTE_TIMEOUT_MS);
          await expect(fallback).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
      }
      await expect(fallback).toBeVisible({ timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(site.header()).toBeVisible();
      await expect(site.footer().getByText(/2022/)).toBeVisible();

      fault$.lift();
      const restore = fault === 'throws' ? await shipAnotherVersion(remote) : null;
      try {
        await slot.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(slot).toHaveAttribute('data-remote-version', /.+/, { timeout: 15_000 });
        await expect(fallback).toHaveCount(0);
        await expect(page).toHaveURL(pagePath);
        expect(uncaught).toEqual([]);
      } finally {
        await restore?.();
      }
    });
  }
}
