/**
 * What a first visit to the home page downloads: every script, grouped by the app that serves it
 * (the shell or a remote), with its gzip size (level 9, as the server precompresses) and the bytes
 * actually transferred (the server prefers brotli when the browser accepts it).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.js';
import { startTestSite } from './test-site.js';

export interface WeightByApp {
  app: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

function ownerOf(url: URL): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  return remote ? remote[1]! : 'shell';
}

export async function runWeightBench(path = '/'): Promise<WeightByApp[]> {
  const executablePath = await ensureChromium();
  const site = await startTestSite({ prefix: 'marketplace-weight-' });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ baseURL: site.baseUrl });
    const scripts: Array<{ url: URL; body: Buffer; transferred: number }> = [];
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          scripts.push({ url: new URL(response.url()), body, transferred: sizes.responseBodySize });
        })(),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(pending);

    const byApp = new Map<string, WeightByApp>();
    for (const script of scripts) {
      const app = ownerOf(script.url);
      const entry = byApp.get(app) ?? { app, files: 0, rawBytes: 0, gzipBytes: 0, transferredBytes: 0 };
      entry.files += 1;
      entry.rawBytes += script.body.length;
      entry.gzipBytes += gzipSync(script.body, { level: 9 }).length;
      entry.transferredBytes += script.transferred;
      byApp.set(app, entry);
    }
    return [...byApp.values()].sort((a, b) => a.app.localeCompare(b.app));
  } finally {
    await browser.close();
    await site.stop();
  }
}
