/**
 * What a page downloads as JavaScript, measured the same way by the byte budgets of `npm test` and
 * by `npm run bench`: every script response body, compressed with gzip -9 (as the server
 * precompresses), counted once per URL.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The byte budgets (KB of gzip): deterministic, so `npm test` enforces them. */
export const JS_BUDGETS_KB = {
  /**
   * Every script of a first visit to the home page, until the network is idle (about 198.8 KB
   * measured: the federation runtime built for the browser alone, and the parcel component of the
   * slots the browser draws left out of a page whose screen the server drew).
   */
  homeFirstLoad: 200,
  /** What entering /login from the home page adds (a guest, through the header's link). */
  enterLogin: 30,
  /**
   * What entering /carrinho from the home page adds (a signed-in customer); the masks of the
   * invoice and card fields (react-imask, 17 KB) come when those fields near the viewport.
   */
  enterCart: 35,
} as const;

export interface ScriptFile {
  url: string;
  gzipBytes: number;
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** Records the scripts a page downloads, in order; `since(mark)` tells what came after a mark. */
export class ScriptLog {
  private readonly files: ScriptFile[] = [];
  private readonly seen = new Set<string>();
  private readonly pending: Array<Promise<void>> = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const url = response.url();
      if (this.seen.has(url)) return;
      this.seen.add(url);
      this.pending.push(
        response.body().then(
          (body) => void this.files.push({ url, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
  }

  /** Waits for the bodies of every script seen so far. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  mark(): number {
    return this.files.length;
  }

  since(mark = 0): { files: ScriptFile[]; gzipBytes: number } {
    const files = this.files.slice(mark);
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  }
}

/** One line per file, largest first, for a failure message or the bench's detail. */
export function describeFiles(files: readonly ScriptFile[]): string {
  return [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `${kb(f.gzipBytes).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`)
    .join('\n');
}
