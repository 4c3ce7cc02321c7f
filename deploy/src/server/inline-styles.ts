/**
 * A remote's stylesheets put inline in a page whose screen the server drew. Linked, they would
 * block the page's first paint and its scripts until they come; a version folder that does not
 * answer (a stalled file server) would then leave the page blank, with no script to show the
 * slot's 'Tentar novamente'. Inline, the drawn screen is styled with the document itself, and the
 * remote loads its files as usual once the shell runs. The shell's own stylesheets stay linked:
 * they come from the site's root with the page.
 *
 * A version's files never change, so each is read once and kept with its CSP hash. A file that
 * cannot be put inline as it is (relative `url(…)`, which would resolve against the page; a
 * closing style tag; too large) stays a link.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface InlineStyle {
  css: string;
  /** The CSP source that lets exactly this stylesheet apply. */
  source: string;
}

/** Past this size a stylesheet is linked rather than repeated in every page. */
const MAX_INLINE_BYTES = 96 * 1024;

export class InlineStyles {
  private readonly kept = new Map<string, Promise<InlineStyle | null>>();

  constructor(private readonly siteDir: string) {}

  /** The stylesheet at `href` (a version folder's `.css`) ready to put inline, or null to link it. */
  read(href: string): Promise<InlineStyle | null> {
    if (!/^\/remotes\/[^?#]+\.css$/.test(href)) return Promise.resolve(null);
    const file = path.join(this.siteDir, href);
    if (!file.startsWith(path.join(this.siteDir, 'remotes') + path.sep)) return Promise.resolve(null);
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
}
