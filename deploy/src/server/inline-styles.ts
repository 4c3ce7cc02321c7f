/**
 * The stylesheets of a page whose screen or frame the server drew, put inline. Linked, they would
 * block the page's first paint and its scripts until they come, sharing the phone's link with the
 * scripts it preloads; a version folder that does not answer (a stalled file server) would then
 * leave the page blank, with no script to show the slot's 'Tentar novamente'. Inline, the drawn
 * page is styled with the document itself. Each `<style>` keeps its file's address in `data-href`,
 * where the apps' style loader looks before it links a file: a stylesheet put inline is not
 * fetched again when its chunk loads.
 *
 * A remote's version folder and the shell's hashed files never change, so each is read once and
 * kept with its CSP hash (the most recently used hundred). A file that cannot be put inline as it is (relative `url(…)`, which would
 * resolve against the page; a closing style tag; too large) stays a link.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export interface InlineStyle {
  css: string;
  /** The CSP source that lets exactly this stylesheet apply. */
  source: string;
}

/** Past this size a stylesheet is linked rather than repeated in every page. */
const MAX_INLINE_BYTES = 96 * 1024;

/**
 * Stylesheets kept at most. A page names a few (its remote's and the shell's), from the versions
 * live, in a canary or previewed; every deploy adds a version's files, so the least recently
 * used go. A hundred is several times what the versions in use name, and at most 96 KB each, some
 * 10 MB in the worst case.
 */
const MAX_KEPT_STYLESHEETS = 100;

export class InlineStyles {
  private readonly kept = new LRUCache<string, Promise<InlineStyle | null>>({ max: MAX_KEPT_STYLESHEETS });

  constructor(private readonly siteDir: string) {}

  /**
   * The stylesheet at `href` ready to put inline, or null to link it: a version folder's `.css`, or
   * a hashed `.css` at the site's root, read from `shellRoot` (the live shell's folder).
   */
  read(href: string, shellRoot?: string): Promise<InlineStyle | null> {
    const file = this.fileOf(href, shellRoot);
    if (!file) return Promise.resolve(null);
    let style = this.kept.get(file);
    if (!style) {
      style = fs.readFile(file, 'utf8').then(
        (css) => {
          if (Buffer.byteLength(css) > MAX_INLINE_BYTES || /url\(|<\/style/i.test(css)) return null;
          return { css, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
        },
        () => null,
      );
      this.kept.set(file, style);
      // A file missing now may be published later: only what was read is kept.
      void style.then((read) => read === null && this.kept.delete(file));
    }
    return style;
  }

  private fileOf(href: string, shellRoot: string | undefined): string | null {
    if (/^\/remotes\/[^?#]+\.css$/.test(href)) {
      const file = path.join(this.siteDir, href);
      return file.startsWith(path.join(this.siteDir, 'remotes') + path.sep) ? file : null;
    }
    if (shellRoot && SHELL_STYLESHEET.test(href)) return path.join(shellRoot, href);
    return null;
  }
}

/** A shell stylesheet: a file at the site's root whose name carries its content hash. */
const SHELL_STYLESHEET = /^\/[\w-]+\.[0-9a-f]{8,}\.css$/;
