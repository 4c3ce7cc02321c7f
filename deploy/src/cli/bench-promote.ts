/**
 * How long a promote takes to reach people: from the moment an operator runs
 * `npm run mfe -- promote checkout <version>` to the end of the first page load that mounts that
 * version, while a browser keeps loading the cart page. Run on a copy of the built site.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median } from '../bench/figures.js';
import { publishApp } from '../registry/publish.js';
import { repoRoot } from '../registry/paths.js';
import { ensureChromium } from './chromium.js';
import { startTestSite } from './test-site.js';
import { ensureCartHasAProduct } from '../../e2e/site.js';

export interface PromoteRun {
  to: string;
  command: 'promote' | 'rollback';
  /** Wall time of the command itself (process start to exit). */
  commandMs: number;
  /** From the command's start to the end of the first page load that mounted the new version. */
  toFirstLoadMs: number;
}

export interface PromoteBench {
  /** Median over the runs: command → first page load with the new version. */
  promoteToFirstLoadMs: number;
  /** Median wall time of the `mfe` command alone. */
  commandMs: number;
  /** Median time of one page load of the cart (navigation to the mounted remote). */
  pageLoadMs: number;
  runs: PromoteRun[];
}

function runMfe(args: string[], site: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'deploy/src/cli/mfe.ts'), ...args],
      { env: { ...process.env, SITE_DIR: site, MFE_BY: 'bench' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Date.now()) : reject(new Error(`mfe ${args.join(' ')}: ${code}`)),
    );
  });
}

interface Load {
  start: number;
  end: number;
  version: string | null;
}

async function loadCart(page: Page): Promise<Load> {
  const start = Date.now();
  await page.goto('/carrinho');
  const slot = page.locator('[data-remote="checkout"][data-remote-version]');
  await slot.locator('h1').first().waitFor({ timeout: 15_000 });
  return { start, end: Date.now(), version: await slot.getAttribute('data-remote-version') };
}

export async function runPromoteBench(options: { rounds?: number } = {}): Promise<PromoteBench> {
  const rounds = options.rounds ?? 4;
  const executablePath = await ensureChromium();
  const testSite = await startTestSite({ allowOverrides: false, prefix: 'marketplace-bench-' });
  const { siteDir: site, workDir: work, baseUrl: baseURL } = testSite;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });

  try {
    // A second version of checkout: the live build plus one file, so its version differs.
    const pointer = JSON.parse(await fs.readFile(path.join(site, 'remotes.json'), 'utf8')) as {
      remotes: { checkout?: { version: string } };
    };
    const live = pointer.remotes.checkout?.version;
    if (!live) throw new Error('checkout is not live');
    const dist = path.join(work, 'checkout-next');
    await fs.cp(path.join(site, 'remotes/checkout', live), dist, {
      recursive: true,
      filter: (f) => !/\.(br|gz)$/.test(f),
    });
    await fs.writeFile(path.join(dist, 'bench.txt'), `bench ${new Date().toISOString()}\n`);
    const next = (await publishApp('checkout', dist)).version;

    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('cliente@demo.com.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The cart page sends an empty cart home: it holds a product while the bench loads it.
    await ensureCartHasAProduct(page);

    const loads: Load[] = [];
    let running = true;
    const loop = (async () => {
      while (running) loads.push(await loadCart(page));
    })();

    const runs: PromoteRun[] = [];
    for (let i = 0; i < rounds; i++) {
      await new Promise((r) => setTimeout(r, 1_500));
      const promoting = i % 2 === 0;
      const to = promoting ? next : live;
      const args = promoting ? ['promote', 'checkout', next] : ['rollback', 'checkout'];
      const started = Date.now();
      const ended = await runMfe([...args, '--reason', 'bench'], site);
      const deadline = Date.now() + 30_000;
      let first: Load | undefined;
      while (!first && Date.now() < deadline) {
        first = loads.find((l) => l.end > started && l.version === to);
        if (!first) await new Promise((r) => setTimeout(r, 20));
      }
      if (!first) throw new Error(`no page load got ${to} within 30 s`);
      runs.push({
        to,
        command: promoting ? 'promote' : 'rollback',
        commandMs: ended - started,
        toFirstLoadMs: first.end - started,
      });
    }
    running = false;
    await loop;
    await context.close();
    return {
      promoteToFirstLoadMs: Math.round(median(runs.map((r) => r.toFirstLoadMs))),
      commandMs: Math.round(median(runs.map((r) => r.commandMs))),
      pageLoadMs: Math.round(median(loads.map((l) => l.end - l.start))),
      runs,
    };
  } finally {
    await browser.close();
    await testSite.stop();
  }
}
